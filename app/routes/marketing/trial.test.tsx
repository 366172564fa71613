import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import TrialPage from "./trial";

/** Renders /trial with the loader data it would get (no action data). */
const render = (loaderData: unknown) => {
  const Component = TrialPage as unknown as React.ComponentType<{ loaderData: unknown }>;
  return renderToStaticMarkup(
    <MemoryRouter>
      <Component loaderData={loaderData} />
    </MemoryRouter>,
  );
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
