import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub, useLoaderData } from "react-router";
import { describe, expect, it } from "vitest";
import { PagedTable, ROWS_PER_PAGE } from "./table";

const batches = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ key: `b${i + 1}`, cells: [`Batch ${i + 1}`, String(i + 1)] }));

function Seats() {
  const count = useLoaderData<number>();
  return (
    <PagedTable
      section="seats"
      sectionTitle="Seats"
      caption="Seats"
      columns={["Batch", "Places"]}
      rows={batches(count)}
      footer={[{ key: "total", cells: ["Total", "all"] }]}
    />
  );
}

function render(url: string, count: number) {
  const Stub = createRoutesStub([{ path: "/staff/reports", Component: Seats, loader: () => count }]);
  return renderToStaticMarkup(
    <Stub initialEntries={[url]} hydrationData={{ loaderData: { "0": count } }} />,
  ).replaceAll("&amp;", "&");
}

describe("a report's table of batches", () => {
  it("shows a page of batches and the total, with links to the other pages that keep the period", () => {
    expect(ROWS_PER_PAGE).toBe(25);
    const html = render("/staff/reports?period=this-year&seats=2", 30);
    expect(html).toContain("Batch 26<");
    expect(html).toContain("Batch 30<");
    expect(html).not.toContain("Batch 25<");
    expect(html).toContain("Total<");
    expect(html).toContain('aria-label="Pages of Seats"');
    expect(html).toContain('href="/staff/reports?period=this-year#seats"');
    expect(html).not.toContain('rel="next"');
  });

  it("reads a page past the end as the last and shows no links when every batch fits", () => {
    expect(render("/staff/reports?seats=9", 30)).toContain("Batch 30<");
    const one = render("/staff/reports", ROWS_PER_PAGE);
    expect(one).toContain(`Batch ${ROWS_PER_PAGE}<`);
    expect(one).not.toContain("<nav");
  });
});
