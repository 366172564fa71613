import { Link } from "react-router";
import { formatDateTime, formatPoisha } from "~/lib/format";
import { paymentMethodLabel } from "~/lib/labels";
import type { MessageKind } from "~/lib/money-messages";
import type { ReconcileOutcome } from "~/lib/reconcile";
import { m } from "~/paraglide/messages";
import type { ReconcileLine, UnmatchedMessage } from "~/server/data/reconcile.server";
import { Badge, type BadgeTone } from "~/ui/badge";
import { Cell, DataTable, EmptyState, Row } from "./table";

const kindWords: Record<MessageKind, () => string> = {
  received: m.money_outcome_not_received,
  sent: m.money_kind_sent,
  "cash-out": m.money_kind_cash_out,
  "cash-in": m.money_kind_cash_in,
  payment: m.money_kind_payment,
  failed: m.money_kind_failed,
  unknown: m.money_kind_unknown,
};

const tones: Record<ReconcileOutcome, BadgeTone> = {
  approved: "success",
  "not-received": "neutral",
  unreadable: "warning",
  "no-transfer": "warning",
  "already-decided": "info",
  "method-differs": "destructive",
  "amount-differs": "destructive",
  "sender-differs": "destructive",
};

/** What became of each pasted message, in the order pasted (docs/product.md#reconciling-mobile-money). */
export function ReconcileLines({ lines }: { lines: ReconcileLine[] }) {
  return (
    <DataTable
      label={m.money_results_title()}
      columns={[m.money_col_message(), m.money_col_money(), m.money_col_outcome()]}
    >
      {lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a paste's messages have no id and the same TrxID may repeat
        <Row key={index} testId="reconcile-line">
          <Cell label={m.money_col_message()} wide>
            <MessageFacts line={line} />
          </Cell>
          <Cell label={m.money_col_money()}>
            {line.message.amountPoisha !== null ? (
              <span className="font-semibold whitespace-nowrap text-ink">
                {formatPoisha(line.message.amountPoisha)}
              </span>
            ) : (
              <span className="text-slate-500">—</span>
            )}
            {line.message.senderNumber ? (
              <span className="block text-sm text-slate-700">
                {m.money_message_from({ number: line.message.senderNumber })}
              </span>
            ) : null}
          </Cell>
          <Cell label={m.money_col_outcome()} wide>
            <Outcome line={line} />
          </Cell>
        </Row>
      ))}
    </DataTable>
  );
}

function MessageFacts({ line }: { line: ReconcileLine }) {
  const { message, referenced } = line;
  return (
    <>
      <span className="block text-sm text-slate-700">
        {message.provider ? paymentMethodLabel(message.provider) : null}
        {message.provider && message.at ? " · " : null}
        {message.at ? <time dateTime={new Date(message.at).toISOString()}>{formatDateTime(message.at)}</time> : null}
      </span>
      {message.transactionId ? (
        <span className="block font-mono font-semibold text-ink" translate="no">
          {message.transactionId}
        </span>
      ) : null}
      {message.reference ? (
        <span className="block text-sm text-slate-700">
          {m.money_message_reference({ reference: message.reference })}
          {referenced ? (
            <>
              {" "}
              <Link
                to={`/staff/parents/${referenced.parentId}/invoices`}
                className="font-semibold text-brand-800 hover:underline"
              >
                {m.money_message_reference_invoice({ invoice: referenced.number, parent: referenced.parentName })}
              </Link>
            </>
          ) : null}
        </span>
      ) : null}
      <details className="mt-1 text-sm">
        <summary className="cursor-pointer text-slate-600">{m.money_show_message()}</summary>
        <p className="mt-1 rounded bg-slate-50 p-2 break-words whitespace-pre-wrap text-slate-800" translate="no">
          {message.text}
        </p>
      </details>
    </>
  );
}

function Outcome({ line }: { line: ReconcileLine }) {
  const { outcome, transfer, message } = line;
  const title = {
    approved: m.money_outcome_approved,
    "not-received": m.money_outcome_not_received,
    unreadable: m.money_outcome_unreadable,
    "no-transfer": m.money_outcome_no_transfer,
    "already-decided": m.money_outcome_decided,
    "method-differs": m.money_outcome_method,
    "sender-differs": m.money_outcome_sender,
    "amount-differs": () =>
      m.money_outcome_amount({
        received: formatPoisha(message.amountPoisha),
        submitted: formatPoisha(transfer?.amountPoisha),
      }),
  }[outcome]();
  return (
    <div className="flex flex-col items-start gap-1" data-outcome={outcome}>
      <Badge tone={tones[outcome]}>{title}</Badge>
      <p className="text-sm text-slate-700">
        <OutcomeDetail line={line} />
      </p>
      {transfer ? (
        <Link
          to={`/staff/parents/${transfer.parentId}/invoices`}
          className="text-sm font-semibold text-brand-800 hover:underline"
        >
          <span translate="no">
            {transfer.parentName}, {transfer.invoiceNumbers.join(", ")}
          </span>
        </Link>
      ) : null}
    </div>
  );
}

function OutcomeDetail({ line }: { line: ReconcileLine }) {
  const { outcome, transfer, message } = line;
  switch (outcome) {
    case "approved":
      return m.money_outcome_approved_detail({
        receipt: transfer?.receiptNumber ?? "",
        invoices: transfer?.invoiceNumbers.join(", ") ?? "",
        parent: transfer?.parentName ?? "",
      });
    case "not-received":
      return kindWords[message.kind]();
    case "unreadable":
      return m.money_outcome_unreadable_detail();
    case "no-transfer":
      return m.money_outcome_no_transfer_detail();
    case "already-decided": {
      const who = transfer?.decidedBy ?? (transfer?.decidedAt ? m.money_forwarder() : m.money_someone());
      const time = transfer?.decidedAt ? formatDateTime(transfer.decidedAt) : "";
      return transfer?.status === "approved"
        ? m.money_outcome_decided_approved({ who, time, receipt: transfer.receiptNumber ?? "" })
        : m.money_outcome_decided_rejected({ who, time });
    }
    case "method-differs":
      return m.money_outcome_method_detail({
        received: paymentMethodLabel(message.provider),
        submitted: paymentMethodLabel(transfer?.method ?? null),
      });
    case "sender-differs":
      return message.senderNumber
        ? m.money_outcome_sender_detail({ received: message.senderNumber, submitted: transfer?.senderNumber ?? "" })
        : m.money_outcome_sender_missing({ submitted: transfer?.senderNumber ?? "" });
    default:
      return null;
  }
}

/** Money received that confirmed no transfer yet: newest first. */
export function UnmatchedMessages({ messages }: { messages: UnmatchedMessage[] }) {
  if (messages.length === 0) return <EmptyState>{m.money_unmatched_empty()}</EmptyState>;
  return (
    <DataTable
      label={m.money_unmatched_title()}
      columns={[m.money_col_received(), m.money_col_trxid(), m.money_col_money(), m.money_col_source()]}
    >
      {messages.map((message) => (
        <Row key={message.id} testId="unmatched-message">
          <Cell label={m.money_col_received()}>
            {message.receivedAt ? (
              <time dateTime={new Date(message.receivedAt).toISOString()}>{formatDateTime(message.receivedAt)}</time>
            ) : (
              <time dateTime={new Date(message.createdAt).toISOString()}>{formatDateTime(message.createdAt)}</time>
            )}
            <span className="block text-sm text-slate-600">{paymentMethodLabel(message.provider)}</span>
          </Cell>
          <Cell label={m.money_col_trxid()}>
            <span className="font-mono font-semibold text-ink" translate="no">
              {message.transactionId}
            </span>
            {message.reference ? (
              <span className="block text-sm text-slate-700">
                {m.money_message_reference({ reference: message.reference })}
              </span>
            ) : null}
          </Cell>
          <Cell label={m.money_col_money()}>
            <span className="font-semibold whitespace-nowrap text-ink">{formatPoisha(message.amountPoisha)}</span>
            {message.senderNumber ? (
              <span className="block text-sm text-slate-700">
                {m.money_message_from({ number: message.senderNumber })}
              </span>
            ) : null}
          </Cell>
          <Cell label={m.money_col_source()}>
            {message.source === "sms" ? m.money_source_sms() : m.money_source_paste()}
            {message.transferStatus === "pending" ? (
              <span className="block text-sm text-amber-900">{m.money_unmatched_claimed()}</span>
            ) : null}
          </Cell>
        </Row>
      ))}
    </DataTable>
  );
}
