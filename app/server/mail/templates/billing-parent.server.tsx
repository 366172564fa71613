import type { CreditNote } from "~/lib/credit-note";
import { formatDateTime, formatLongDate, formatPoisha } from "~/lib/format";
import { invoiceLineText } from "~/lib/invoice-lines";
import type { Receipt } from "~/lib/receipt";
import { m as msg } from "~/paraglide/messages";
import { EmailButton, mailPhone, mailTemplate, renderEmail } from "../render.server";
import { greeting as hello, mailLanguage, methodName, siteUrl } from "../words.server";

/**
 * The parent's billing mails (docs/product.md#fees-and-billing): the receipt, a rejected transfer with staff's reason,
 * the reminder before an invoice is due and the notice when it is overdue. Each links to the dashboard's Payments page.
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
  const url = siteUrl(m.button.path);
  const greeting = hello(m.parentName);
  const help = `${msg.mail_questions_whatsapp({ phone: mailPhone() })} ${msg.mail_copy_address()}`;
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
        {help}
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

export const receiptMail = mailTemplate((r: Receipt) => {
  const items = r.invoices.flatMap((invoice) =>
    invoice.lines.map(
      (line) =>
        [
          `${invoice.number}${invoice.childName ? ` (${invoice.childName})` : ""}`,
          `${invoiceLineText(line.description, mailLanguage())}: ${formatPoisha(line.amountPoisha)}`,
        ] as [string, string],
    ),
  );
  return parentMail({
    kind: "billing-receipt",
    subject: msg.mail_receipt_subject({ number: r.receiptNumber, amount: formatPoisha(r.amountPoisha, r.currency) }),
    parentName: r.parent.name,
    paragraphs: [msg.mail_receipt_thanks()],
    facts: [
      [msg.mail_fact_receipt(), r.receiptNumber],
      ...items,
      [msg.mail_fact_total_paid(), formatPoisha(r.amountPoisha, r.currency)],
      [msg.mail_fact_method(), methodName(r.method)],
      ...(r.reference ? ([[msg.mail_fact_transaction_id(), r.reference]] as Array<[string, string]>) : []),
      [msg.mail_fact_paid(), formatDateTime(r.paidAt)],
    ],
    button: { label: msg.mail_receipt_button(), path: `/dashboard/payments/receipts/${r.id}` },
  });
});

/** A refund's credit note (docs/product.md#refunds-and-credit-notes): what went back, against which receipt, and why. */
export const creditNoteMail = mailTemplate((c: CreditNote) =>
  parentMail({
    kind: "billing-credit-note",
    subject: msg.money_mail_credit_subject({ number: c.number, amount: formatPoisha(c.amountPoisha, c.currency) }),
    parentName: c.parent.name,
    paragraphs: [
      msg.money_mail_credit_body({
        amount: formatPoisha(c.amountPoisha, c.currency),
        receipt: c.receipt.receiptNumber,
      }),
    ],
    facts: [
      [msg.money_fact_credit_note(), c.number],
      [msg.money_fact_against_receipt(), c.receipt.receiptNumber],
      [msg.money_fact_refunded(), formatPoisha(c.amountPoisha, c.currency)],
      [msg.mail_fact_method(), methodName(c.method)],
      [msg.money_fact_issued(), formatDateTime(c.issuedAt)],
    ],
    quote: { title: msg.money_mail_credit_reason(), text: c.reason },
    button: { label: msg.money_mail_credit_button(), path: `/dashboard/payments/credit-notes/${c.id}` },
  }),
);

export const transferRejectedMail = mailTemplate(
  (f: {
    parentName: string | null;
    invoiceNumbers: string[];
    transactionId: string;
    amountPoisha: number;
    reason: string;
  }) => {
    return parentMail({
      kind: "billing-transfer-rejected",
      subject: msg.mail_rejected_subject({ invoices: f.invoiceNumbers.join(", ") }),
      parentName: f.parentName,
      paragraphs: [msg.mail_rejected_body(), msg.mail_rejected_check()],
      facts: [
        [msg.mail_fact_invoice(), f.invoiceNumbers.join(", ")],
        [msg.mail_fact_amount(), formatPoisha(f.amountPoisha)],
        [msg.mail_fact_transaction_id(), f.transactionId],
      ],
      quote: { title: msg.mail_rejected_reason(), text: f.reason },
      button: { label: msg.mail_rejected_button(), path: "/dashboard/payments" },
    });
  },
);

type ReminderFacts = {
  id: string;
  parentName: string | null;
  number: string;
  totalPoisha: number;
  dueDate: string;
  childName: string | null;
};

const reminderRows = (f: ReminderFacts): Array<[string, string]> => [
  [msg.mail_fact_invoice(), f.number],
  ...(f.childName ? ([[msg.mail_fact_child(), f.childName]] as Array<[string, string]>) : []),
  [msg.mail_fact_amount(), formatPoisha(f.totalPoisha)],
  [msg.mail_fact_due(), formatLongDate(f.dueDate)],
];

export const invoiceReminderMail = mailTemplate((f: ReminderFacts) =>
  parentMail({
    kind: "billing-reminder",
    subject: msg.mail_reminder_subject({ number: f.number, date: formatLongDate(f.dueDate) }),
    parentName: f.parentName,
    paragraphs: [msg.mail_reminder_body()],
    facts: reminderRows(f),
    button: { label: msg.mail_pay_now(), path: `/dashboard/payments/invoices/${f.id}` },
  }),
);

export const invoiceOverdueMail = mailTemplate((f: ReminderFacts) =>
  parentMail({
    kind: "billing-overdue",
    subject: msg.mail_overdue_subject({ number: f.number }),
    parentName: f.parentName,
    paragraphs: [msg.mail_overdue_body({ date: formatLongDate(f.dueDate) })],
    facts: reminderRows(f),
    button: { label: msg.mail_pay_now(), path: `/dashboard/payments/invoices/${f.id}` },
  }),
);
