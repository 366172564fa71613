import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { UpcomingClasses } from "~/components/staff/batch-classes";
import type { AwaitingTransfer } from "~/server/data/transfers.server";
import PaymentsPage from "./payments";

/** Renders a console page or piece in a data router, as its forms need. */
const render = (Page: React.ComponentType, loaderData: unknown = null) => {
  const Stub = createRoutesStub([{ path: "/staff/x", Component: Page, loader: () => loaderData }]);
  return renderToStaticMarkup(
    <Stub initialEntries={["/staff/x"]} hydrationData={{ loaderData: { "0": loaderData } }} />,
  );
};

const decoded = (html: string) => html.replaceAll("&amp;", "&").replaceAll("&#x27;", "'").replaceAll("&quot;", '"');

describe("the payments queue", () => {
  it("shows, on a pending transfer, the others who were refused with the same TrxID, so staff check whose it is", () => {
    const transfer: AwaitingTransfer = {
      id: "00000000-0000-4000-8000-000000000010",
      parentId: "00000000-0000-4000-8000-000000000011",
      parentName: "Nadia Islam",
      parentEmail: "nadia@example.com",
      method: "bkash",
      senderNumber: "01711000111",
      transactionId: "BLU1H6X87P",
      amountPoisha: 160000,
      submittedAt: new Date("2026-11-20T06:00:00Z"),
      invoiceNumbers: ["INV-2026-0007"],
      refusedDuplicates: [
        {
          parentId: "00000000-0000-4000-8000-000000000012",
          parentName: "Karim Uddin",
          invoiceNumbers: ["INV-2026-0009"],
          amountPoisha: 160000,
          senderNumber: "01811000222",
          at: new Date("2026-11-21T04:30:00Z"),
        },
      ],
    };
    const html = decoded(
      render(PaymentsPage as unknown as React.ComponentType, { transfers: [transfer], thisMonth: "2026-11" }),
    );
    const note = html.match(/<div[^>]*role="note"[^>]*>([\s\S]*?)<\/div>/)?.[1] ?? "";
    expect(note).toContain("Karim Uddin");
    expect(note).toContain("INV-2026-0009");
    expect(note).toContain("01811000222");
    expect(
      render(PaymentsPage as unknown as React.ComponentType, {
        transfers: [{ ...transfer, refusedDuplicates: [] }],
        thisMonth: "2026-11",
      }),
    ).not.toContain('role="note"');
  });
});

/** One class with one trial booking, and the batch's join link set. */
const ClassWithTrial = () => (
  <UpcomingClasses
    joinUrl="https://zoom.us/j/123456"
    resultFor={() => undefined}
    classes={[
      {
        startsAt: new Date("2026-12-04T13:00:00Z"),
        endsAt: new Date("2026-12-04T14:00:00Z"),
        date: "2026-12-04",
        cancelled: null,
        trials: [
          {
            id: "t1",
            name: "Tahmina Akter",
            whatsapp: "+880 1711-123456",
            email: null,
            childName: "Zara",
            childAge: 4,
            status: "new",
          },
        ],
      },
    ]}
  />
);

describe("a batch's upcoming classes", () => {
  it("offers each trial booking a call and a WhatsApp message with the class's time and join link", () => {
    const html = decoded(render(ClassWithTrial));
    expect(html).toContain('href="tel:+8801711123456"');
    const whatsapp = html.match(/href="(https:\/\/wa\.me\/8801711123456\?text=[^"]+)"/)?.[1];
    expect(whatsapp).toBeDefined();
    const text = decodeURIComponent(new URL(whatsapp!).searchParams.get("text") ?? "");
    expect(text).toContain("Tahmina Akter");
    expect(text).toContain("Zara");
    expect(text).toContain("https://zoom.us/j/123456");
    expect(text).toMatch(/Friday, December 4, 2026, 7:00.8:00 PM/);
  });
});
