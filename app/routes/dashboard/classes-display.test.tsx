import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { getLocale, overwriteGetLocale } from "~/paraglide/runtime";
import type { PlaceClasses } from "~/server/data/classes.server";
import ClassesPage from "./classes";

/** /dashboard/classes rendered with the data its loader gives, in a data router as its forms need. */
const render = (place: PlaceClasses) => {
  const loaderData = { classes: { data: { places: [place], waiting: [] }, error: null }, calendar: null };
  const Stub = createRoutesStub([
    { path: "/dashboard/classes", Component: ClassesPage as unknown as React.ComponentType, loader: () => loaderData },
  ]);
  return renderToStaticMarkup(
    <Stub initialEntries={["/dashboard/classes"]} hydrationData={{ loaderData: { "0": loaderData } }} />,
  );
};

const englishLocale = getLocale;
afterEach(() => overwriteGetLocale(englishLocale));

const at = (iso: string) => new Date(iso);
const place = (overrides: {
  placeBn: string | null;
  notesBn: string | null;
  titleBn: string | null;
}): PlaceClasses => ({
  id: "00000000-0000-4000-8000-000000000020",
  childId: "00000000-0000-4000-8000-000000000022",
  childName: "Zara",
  status: "active",
  batch: {
    id: "00000000-0000-4000-8000-000000000021",
    name: "Sunbirds",
    nameBn: "সানবার্ডস",
    programme: "hybrid",
    classDays: [0, 3],
    startTime: "19:00",
    endTime: "20:00",
  },
  next: null,
  hasJoinLink: true,
  month: [],
  outdoor: [
    {
      id: "00000000-0000-4000-8000-000000000022",
      startsAt: at("2026-12-12T03:00:00Z"),
      endsAt: at("2026-12-12T06:00:00Z"),
      place: "Botanical Garden, Mirpur",
      placeBn: overrides.placeBn,
      notes: "Bring a water bottle",
      notesBn: overrides.notesBn,
      answer: null,
      canAnswer: true,
      term: "2026-T3",
      needsAgreement: false,
    },
  ],
  recordings: [
    {
      id: "00000000-0000-4000-8000-000000000023",
      title: "Counting with beads",
      titleBn: overrides.titleBn,
      classDate: "2026-11-25",
    },
  ],
});

/** docs/product.md#languages: staff-written text in the reader's language, else the English marked as English. */
describe("staff-written text on a Bangla parent's classes page", () => {
  it("shows the outdoor place, what to bring and the recording's title in Bangla where staff wrote them", () => {
    overwriteGetLocale(() => "bn");
    const html = render(place({ placeBn: "বোটানিক্যাল গার্ডেন, মিরপুর", notesBn: "পানির বোতল আনুন", titleBn: "পুঁতি দিয়ে গোনা" }));
    for (const bangla of ["বোটানিক্যাল গার্ডেন, মিরপুর", "পানির বোতল আনুন", "পুঁতি দিয়ে গোনা", "সানবার্ডস"]) {
      expect(html).toContain(bangla);
    }
    for (const english of ["Botanical Garden", "Bring a water bottle", "Counting with beads", "Sunbirds"]) {
      expect(html).not.toContain(english);
    }
  });

  it('falls back to the English, marked lang="en", where staff wrote no Bangla', () => {
    overwriteGetLocale(() => "bn");
    const html = render(place({ placeBn: null, notesBn: null, titleBn: null }));
    for (const english of ["Botanical Garden, Mirpur", "Bring a water bottle", "Counting with beads"]) {
      expect(html).toMatch(new RegExp(`lang="en"[^>]*>${english}<`));
    }
  });

  it("shows the English to an English reader, whatever Bangla staff wrote", () => {
    const html = render(place({ placeBn: "বোটানিক্যাল গার্ডেন", notesBn: "পানির বোতল আনুন", titleBn: "পুঁতি দিয়ে গোনা" }));
    expect(html).toContain("Botanical Garden, Mirpur");
    expect(html).toContain("Counting with beads");
    expect(html).not.toContain("পুঁতি দিয়ে গোনা");
  });
});
