import { formatDateTime, formatLongDate, formatPoisha } from "~/lib/format";
import { paymentMethodLabel } from "~/lib/labels";
import { site } from "~/lib/site-config";
import type { Receipt } from "~/server/data/payments.server";
import { env } from "~/server/env.server";
import { EmailButton, renderEmail } from "../render.server";

/**
 * The parent's billing mails (issue 15): the receipt, a rejected transfer with staff's reason, the reminder before an
 * invoice is due and the notice when it is overdue. Each links to the dashboard's Payments page.
 */

type ParentMail = {
  kind: string;
  subject: string;
  parentName: string | null;
  paragraphs: string[];
  /** Label/value rows shown in a box. */
  facts: Array<[string, string]>;
  /** Quoted text (staff's reason). */
  quote?: { title: string; text: string };
  button: { label: string; path: string };
};

function parentMail(m: ParentMail) {
  const url = `${env().APP_URL}${m.button.path}`;
  const greeting = m.parentName ? `Hello ${m.parentName},` : "Hello,";
  const body = (
    <>
      <p style={{ marginTop: 0 }}>{greeting}</p>
      {m.paragraphs.map((p) => (
        <p key={p}>{p}</p>
      ))}
      <table
        role="presentation"
        cellPadding={0}
        cellSpacing={0}
        style={{ width: "100%", background: "#f1f5f9", borderRadius: 8, padding: "8px 16px" }}
      >
        <tbody>
          {m.facts.map(([label, value]) => (
            <tr key={label}>
              <th
                align="left"
                style={{ padding: "4px 12px 4px 0", color: "#475569", fontWeight: 400, verticalAlign: "top" }}
              >
                {label}
              </th>
              <td style={{ padding: "4px 0", fontWeight: 700 }}>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {m.quote ? (
        <>
          <p style={{ marginBottom: 4, fontWeight: 700 }}>{m.quote.title}</p>
          <p style={{ marginTop: 0, whiteSpace: "pre-wrap", borderLeft: "3px solid #0f766e", paddingLeft: 12 }}>
            {m.quote.text}
          </p>
        </>
      ) : null}
      <EmailButton href={url}>{m.button.label}</EmailButton>
      <p style={{ fontSize: 14, color: "#475569" }}>
        Questions? Message us on WhatsApp or call {site.phone}. If the button does not work, copy this address into your
        browser:
        <br />
        <a href={url} style={{ color: "#0f766e", wordBreak: "break-all" }}>
          {url}
        </a>
      </p>
    </>
  );
  const text = [
    greeting,
    "",
    ...m.paragraphs.flatMap((p) => [p, ""]),
    ...m.facts.map(([label, value]) => `${label}: ${value}`),
    ...(m.quote ? ["", `${m.quote.title}:`, m.quote.text] : []),
    "",
    `${m.button.label}: ${url}`,
  ].join("\n");
  return renderEmail(m.kind, m.subject, body, text);
}

export function receiptMail(r: Receipt) {
  const items = r.invoices.flatMap((invoice) =>
    invoice.lines.map(
      (line) =>
        [
          `${invoice.number}${invoice.childName ? ` (${invoice.childName})` : ""}`,
          `${line.description}: ${formatPoisha(line.amountPoisha)}`,
        ] as [string, string],
    ),
  );
  return parentMail({
    kind: "billing-receipt",
    subject: `Receipt ${r.receiptNumber}: ${formatPoisha(r.amountPoisha, r.currency)} received`,
    parentName: r.parent.name,
    paragraphs: [
      "Thank you: we have received your payment. Your receipt is below, and you can print it from your dashboard.",
    ],
    facts: [
      ["Receipt", r.receiptNumber],
      ...items,
      ["Total paid", formatPoisha(r.amountPoisha, r.currency)],
      ["Method", paymentMethodLabel(r.method)],
      ...(r.reference ? ([["Transaction ID", r.reference]] as Array<[string, string]>) : []),
      ["Paid", formatDateTime(r.paidAt)],
    ],
    button: { label: "View your receipt", path: `/dashboard/payments/receipts/${r.id}` },
  });
}

export function transferRejectedMail(f: {
  parentName: string | null;
  invoiceNumbers: string[];
  transactionId: string;
  amountPoisha: number;
  reason: string;
}) {
  return parentMail({
    kind: "billing-transfer-rejected",
    subject: `We could not verify your payment for ${f.invoiceNumbers.join(", ")}`,
    parentName: f.parentName,
    paragraphs: [
      "We checked our statement but could not match the payment you told us about, so the invoice is due again.",
      "Please check the transaction ID in your confirmation SMS and submit it again, or contact us.",
    ],
    facts: [
      ["Invoice", f.invoiceNumbers.join(", ")],
      ["Amount", formatPoisha(f.amountPoisha)],
      ["Transaction ID", f.transactionId],
    ],
    quote: { title: "The reason", text: f.reason },
    button: { label: "Open your payments", path: "/dashboard/payments" },
  });
}

type ReminderFacts = {
  id: string;
  parentName: string | null;
  number: string;
  totalPoisha: number;
  dueDate: string;
  childName: string | null;
};

const reminderRows = (f: ReminderFacts): Array<[string, string]> => [
  ["Invoice", f.number],
  ...(f.childName ? ([["Child", f.childName]] as Array<[string, string]>) : []),
  ["Amount", formatPoisha(f.totalPoisha)],
  ["Due", formatLongDate(f.dueDate)],
];

export function invoiceReminderMail(f: ReminderFacts) {
  return parentMail({
    kind: "billing-reminder",
    subject: `Invoice ${f.number} is due on ${formatLongDate(f.dueDate)}`,
    parentName: f.parentName,
    paragraphs: [
      "A friendly reminder: this invoice is due soon. You can pay it by bKash or Nagad from your dashboard.",
    ],
    facts: reminderRows(f),
    button: { label: "Pay now", path: `/dashboard/payments/invoices/${f.id}` },
  });
}

export function invoiceOverdueMail(f: ReminderFacts) {
  return parentMail({
    kind: "billing-overdue",
    subject: `Invoice ${f.number} is overdue`,
    parentName: f.parentName,
    paragraphs: [
      `This invoice was due on ${formatLongDate(f.dueDate)} and we have not received the payment yet. If you have already paid, please submit the transaction ID so we can check it.`,
    ],
    facts: reminderRows(f),
    button: { label: "Pay now", path: `/dashboard/payments/invoices/${f.id}` },
  });
}
