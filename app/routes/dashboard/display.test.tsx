import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { getLocale, overwriteGetLocale } from "~/paraglide/runtime";
import type { Payment } from "~/server/data/payments.server";
import type { Subscription } from "~/server/data/subscriptions.server";
import PaymentsPage from "./payments";
import SubscriptionPage from "./subscription";

/** Renders a route component with the loader data it would get. */
const render = (Page: unknown, loaderData: unknown) => {
  const Component = Page as React.ComponentType<{ loaderData: unknown }>;
  return renderToStaticMarkup(
    <MemoryRouter>
      <Component loaderData={loaderData} />
    </MemoryRouter>,
  );
};
const ok = <T,>(data: T) => ({ data, error: null });

const payment = (p: Partial<Payment>): Payment => ({
  id: crypto.randomUUID(),
  amountPoisha: 200000,
  currency: "BDT",
  paymentDate: new Date("2026-01-05T18:30:00Z"),
  paymentMethod: "bkash",
  status: "completed",
  invoiceUrl: null,
  receiptNumber: null,
  refundedPoisha: 0,
  ...p,
});

const subscription = (s: Partial<Subscription>): Subscription => ({
  id: crypto.randomUUID(),
  planId: null,
  planName: "Plan",
  status: "active",
  startDate: "2026-01-05",
  expiryDate: "2026-02-04",
  childName: null,
  batchId: null,
  paidThrough: null,
  endsOn: null,
  ...s,
});

describe("payment history display", () => {
  it("formats taka with two decimals, dates in Dhaka, and colours completed green, anything else yellow", () => {
    const html = render(PaymentsPage, {
      invoices: ok([]),
      claims: ok([]),
      creditNotes: ok([]),
      payments: ok([
        payment({}),
        payment({ amountPoisha: 150050, status: "pending", paymentMethod: "cash", paymentDate: null }),
      ]),
    });
    expect(html).toContain("৳2,000.00");
    expect(html).toContain("৳1,500.50");
    expect(html).toContain("January 6, 2026"); // 18:30 UTC is past midnight in Dhaka
    expect(html).toContain("N/A");
    expect(html).toMatch(/bg-green-100[^>]*>Completed</);
    expect(html).toMatch(/bg-yellow-100[^>]*>Pending</);
    expect(html).toContain("bKash");
  });

  it("opens an invoice link in a new tab without opener; anything but a web link shows N/A", () => {
    const html = render(PaymentsPage, {
      invoices: ok([]),
      claims: ok([]),
      creditNotes: ok([]),
      payments: ok([
        payment({ invoiceUrl: "https://invoices.example/1.pdf" }),
        payment({ invoiceUrl: "javascript:alert(1)" }),
      ]),
    });
    expect(html).toContain('href="https://invoices.example/1.pdf" target="_blank" rel="noopener noreferrer"');
    expect(html).not.toContain("javascript:");
    expect(html.match(/N\/A/g)).toHaveLength(1);
  });

  it("shows the empty state and the load failure", () => {
    expect(render(PaymentsPage, { invoices: ok([]), claims: ok([]), creditNotes: ok([]), payments: ok([]) })).toContain(
      "No payment history found.",
    );
    const failed = render(PaymentsPage, {
      invoices: ok([]),
      claims: ok([]),
      creditNotes: ok([]),
      payments: {
        data: null,
        error: { title: "Error", description: "Could not fetch payment history.", variant: "destructive" },
      },
    });
    expect(failed).toContain("Could not fetch payment history.");
    expect(failed).toContain('data-toast="destructive"');
  });
});

describe("subscription display", () => {
  it("falls back to 'Subscription Plan' and 'Unknown', shows N/A and Invalid Date, and the badge colours", () => {
    const html = render(SubscriptionPage, {
      subscriptions: ok([
        subscription({ planName: null, status: null, expiryDate: null }),
        subscription({ status: "cancelled", startDate: "not-a-date" }),
        subscription({ status: "inactive" }),
        subscription({ status: "paused" }),
        subscription({ status: "active" }),
      ]),
    });
    expect(html).toContain("Subscription Plan");
    expect(html).toMatch(/bg-slate-100[^>]*>Unknown</);
    expect(html).toContain("N/A");
    expect(html).toContain("Invalid Date");
    expect(html).toContain("January 5, 2026");
    expect(html).toMatch(/bg-red-100[^>]*>Cancelled</);
    expect(html).toMatch(/bg-red-100[^>]*>Inactive</);
    expect(html).toMatch(/bg-slate-100[^>]*>Paused</);
    expect(html).toMatch(/bg-green-100[^>]*>Active</);
    expect(html).toMatch(/<button[^>]*disabled[^>]*>Renew<\/button>/);
    expect(html).toMatch(/<button[^>]*disabled[^>]*>Cancel<\/button>/);
  });

  it("the empty state links Explore Plans to /services", () => {
    const html = render(SubscriptionPage, { subscriptions: ok([]) });
    expect(html).toContain("You don&#x27;t have an active subscription.");
    expect(html).toMatch(/<a[^>]*href="\/services"[^>]*>Explore Plans<\/a>/);
  });
});

describe("in Bangla", () => {
  const english = getLocale;
  afterEach(() => overwriteGetLocale(english));

  it("says the plan, its status and its dates in Bangla, with Bangla digits", () => {
    overwriteGetLocale(() => "bn");
    const html = render(SubscriptionPage, {
      subscriptions: ok([subscription({ planName: null, status: "active" }), subscription({ status: null })]),
    });
    expect(html).toContain("সাবস্ক্রিপশনের অবস্থা");
    expect(html).toContain("সাবস্ক্রিপশন প্ল্যান");
    expect(html).toMatch(/bg-green-100[^>]*>সক্রিয়</);
    expect(html).toMatch(/bg-slate-100[^>]*>অজানা</);
    expect(html).toContain("৫ জানুয়ারি ২০২৬");
    expect(html).toMatch(/<button[^>]*disabled[^>]*>নবায়ন করুন<\/button>/);
    expect(render(SubscriptionPage, { subscriptions: ok([]) })).toContain("আপনার কোনো সক্রিয় সাবস্ক্রিপশন নেই।");
  });
});
