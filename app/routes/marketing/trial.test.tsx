import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { getLocale, overwriteGetLocale } from "~/paraglide/runtime";
import TrialPage from "./trial";

/** Renders /trial with the loader data it would get (no action data), in a data router as its form needs. */
const render = (loaderData: unknown) => {
  const Stub = createRoutesStub([
    { path: "/trial", Component: TrialPage as unknown as React.ComponentType, loader: () => loaderData },
  ]);
  return renderToStaticMarkup(<Stub initialEntries={["/trial"]} hydrationData={{ loaderData: { "0": loaderData } }} />);
};

const englishLocale = getLocale;
afterEach(() => overwriteGetLocale(englishLocale));

/** A batch with one class a trial can be booked into. */
const openAdventure = {
  id: "00000000-0000-4000-8000-000000000001",
  name: "Open adventure",
  nameBn: null,
  programme: "adventure",
  classes: [
    {
      value: "00000000-0000-4000-8000-000000000001|2026-12-04T13:00:00.000Z",
      startsAt: new Date("2026-12-04T13:00:00Z"),
      endsAt: new Date("2026-12-04T14:00:00Z"),
      placesLeft: 2,
    },
  ],
};

describe("/trial with no class to book", () => {
  it("says so and offers WhatsApp, the contact page and the phone instead of a form", () => {
    const html = render({ batches: [], full: [] });
    expect(html).toContain("No trial classes are open right now");
    expect(html).toMatch(/href="https:\/\/wa\.me\/\d+\?text=[^"]+"[^>]*>Chat on WhatsApp/);
    expect(html).toContain('href="/contact"');
    expect(html).toContain('href="tel:');
    expect(html).not.toContain("<form");
    expect(html).not.toContain("Book Trial Class");
  });
});

/** docs/product.md#free-trial-classes: a programme with no trial place left is named, with the way forward. */
describe("/trial with a programme whose trials are full", () => {
  const section = (html: string, id: string) => {
    const match = html.match(new RegExp(`<section aria-labelledby="${id}"[^>]*>([\\s\\S]*?)</section>`));
    if (!match) throw new Error(`no section labelled by ${id}`);
    return match[1]!;
  };

  it("names it beside the classes still open, with the waitlist and WhatsApp", () => {
    const html = render({ batches: [openAdventure], full: ["hybrid"] });
    const notice = section(html, "trial-full-hybrid");
    expect(notice).toContain('id="trial-full-hybrid"');
    expect(notice).toContain("Hybrid programme trials are full for the next four weeks");
    expect(notice).toMatch(/href="\/enroll"[^>]*>Join the waitlist/);
    expect(notice).toMatch(/href="https:\/\/wa\.me\/\d+\?text=[^"]+"[^>]*>Message us on WhatsApp/);
    // The classes still open are offered in the same page, in the booking form.
    expect(html).toContain("<form");
    expect(html).toContain("Open adventure");
  });

  it("says it in Bangla, with the waitlist on the Bangla enrol page", () => {
    overwriteGetLocale(() => "bn");
    const html = render({ batches: [openAdventure], full: ["preschool"] });
    const notice = section(html, "trial-full-preschool");
    expect(notice).toMatch(/আগামী চার সপ্তাহ .*ট্রায়াল ক্লাস পূর্ণ/);
    expect(notice).toContain('href="/bn/enroll"');
  });
});
