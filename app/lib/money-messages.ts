import { toLatinDigits } from "./i18n/digits";
import { parseTaka } from "./money";

/**
 * Reads the text messages bKash and Nagad send to the school's phone (docs/product.md#reconciling-mobile-money): one
 * or many, pasted as the phone shows them, in English or Bangla wording, with Latin or Bangla digits. Each message
 * is told apart by its kind: only money received is ever matched to a parent's transfer; money the school sent,
 * cashed out, paid or failed to move is recognised and set aside. Pure: no database, no clock.
 */

export type MoneyProvider = "bkash" | "nagad";

/** What a message says happened. Only `received` is money a parent sent. */
export const messageKinds = ["received", "sent", "cash-out", "cash-in", "payment", "failed", "unknown"] as const;
export type MessageKind = (typeof messageKinds)[number];

export type MoneyMessage = {
  /** The message as pasted (trimmed), for staff to read beside what was made of it. */
  text: string;
  provider: MoneyProvider | null;
  kind: MessageKind;
  /** Upper-case letters and digits, 8 to 12 of them, as transfers store them. */
  transactionId: string | null;
  amountPoisha: number | null;
  /** '01712345678': the number the money came from (received messages only). */
  senderNumber: string | null;
  /** When the provider says it happened, in Dhaka. */
  at: Date | null;
  /** What the sender typed in the Reference field, when there is one. */
  reference: string | null;
};

/** The longest single message kept: a real one is under 300 characters. */
const MAX_MESSAGE_CHARS = 1000;

/** Where a message starts: the first words of every kind, in both languages, at the start of a line. */
const OPENERS = [
  "you have received",
  "money received",
  "received money",
  "send money",
  "you have sent",
  "cash out",
  "cash in",
  "payment",
  "bill payment",
  "merchant payment",
  "mobile recharge",
  "recharge",
  "transaction failed",
  "your transaction",
  "sorry",
  "আপনি",
  "আপনার",
  "টাকা গ্রহণ",
  "সেন্ড মানি",
  "ক্যাশ আউট",
  "ক্যাশ ইন",
  "পেমেন্ট",
];

const openerPattern = new RegExp(`^\\s*(?:${OPENERS.map((o) => o.replace(/ /g, "\\s+")).join("|")})`, "iu");

/** A provider's timestamp: '30/12/2024 13:22', '30/12/2024 01:22 PM', '30-12-2024 13:22:05'. */
const STAMP = /(\d{1,2})[/-](\d{1,2})[/-](\d{4}),?\s+(\d{1,2}):(\d{2})(?::(\d{2}))?(?:\s*([AaPp])\.?[Mm]\.?)?/;

/**
 * Splits pasted text into messages: at blank lines, at a line that starts a message, and after a timestamp that ends
 * one when more text follows on its line. Empty pieces are dropped.
 */
export function splitMessages(text: string): string[] {
  const lines = toLatinDigits(text.replace(/\r\n?/g, "\n")).split("\n");
  const messages: string[] = [];
  let current: string[] = [];
  const flush = () => {
    const message = current.join("\n").trim();
    if (message) messages.push(message);
    current = [];
  };
  for (const raw of lines) {
    const line = raw.trim();
    if (line === "") {
      flush();
      continue;
    }
    if (openerPattern.test(line) && current.length > 0 && !continuesMessage(current, line)) flush();
    // More than one message on one line: each ends with its timestamp.
    let rest = line;
    for (;;) {
      const stamp = new RegExp(STAMP.source, "g").exec(rest);
      if (!stamp) break;
      const end = stamp.index + stamp[0].length;
      const after = rest.slice(end).replace(/^[\s.।]+/, "");
      if (!after || !openerPattern.test(after)) break;
      current.push(rest.slice(0, end));
      flush();
      rest = after;
    }
    current.push(rest);
  }
  flush();
  return messages;
}

/** 'Payment' opens a message, but a Nagad message's own lines never do: only a line after a finished one starts anew. */
function continuesMessage(current: string[], line: string) {
  const previous = current.join(" ");
  // A message is finished once it has its timestamp (bKash ends with it, Nagad's last line is it).
  if (STAMP.test(previous)) return false;
  // 'Sorry, …' or 'Your transaction …' right after an opener's first line belongs to that message.
  return /^\s*(?:sorry|your transaction|আপনার)/iu.test(line);
}

/** Every message in the pasted text, read. */
export function readMessages(text: string): MoneyMessage[] {
  return splitMessages(text).map(readMessage);
}

/** One message's text, on one line, in Latin digits, with the taka sign and Bangla full stops as plain words. */
function normalise(text: string) {
  return toLatinDigits(text).replace(/৳\s*/g, "Tk ").replace(/।/g, ". ").replace(/\s+/g, " ").trim();
}

function kindOf(text: string): MessageKind {
  const t = text.toLowerCase();
  if (/\bfail(?:ed|ure)?\b|\bunsuccessful\b|\bdeclined\b|ব্যর্থ|সম্পন্ন হয়নি/u.test(t)) return "failed";
  if (/^(?:you have received|money received|received money)\b|^আপনি .*(?:পেয়েছেন|গ্রহণ করেছেন)|^টাকা গ্রহণ/u.test(t))
    return "received";
  if (/^cash in\b|^ক্যাশ ইন/u.test(t)) return "cash-in";
  if (/^cash out\b|^ক্যাশ আউট/u.test(t)) return "cash-out";
  if (/^(?:send money|you have sent)\b|^সেন্ড মানি|^আপনি .*পাঠিয়েছেন/u.test(t)) return "sent";
  if (/^(?:payment|bill payment|merchant payment|mobile recharge|recharge)\b|^পেমেন্ট/u.test(t)) return "payment";
  return "unknown";
}

function providerOf(text: string): MoneyProvider | null {
  if (/\bTxn\s?ID\b|\bnagad\b|নগদ|^money received\b/iu.test(text)) return "nagad";
  if (/\bTrx\s?ID\b|\bbkash\b|বিকাশ|^you have received\b/iu.test(text)) return "bkash";
  return null;
}

const AMOUNT = String.raw`(?:Tk\.?|BDT)\s*(\d{1,3}(?:,\d{2,3})+(?:\.\d{1,2})?|\d+(?:\.\d{1,2})?)`;

/** The message's amount: the first taka amount that is not a fee or a balance (each format names the amount first). */
function amountOf(text: string) {
  const amounts = new RegExp(AMOUNT, "gi");
  for (let match = amounts.exec(text); match; match = amounts.exec(text)) {
    const before = text.slice(Math.max(0, match.index - 12), match.index);
    if (/(?<![a-z])(?:fee|charge|balance|ফি|চার্জ|ব্যালেন্স)\s*:?\s*$/iu.test(before)) continue;
    return parseTaka(match[1]!);
  }
  return null;
}

function transactionIdOf(text: string) {
  const match = /\b(?:Trx|Txn|Transaction)\s?ID\s*(?:no\.?)?\s*[:.]?\s*([A-Za-z0-9]{8,12})\b/i.exec(text);
  return match ? match[1]!.toUpperCase() : null;
}

/** The first Bangladeshi mobile number: the sender, in every received format. */
function senderOf(text: string) {
  const match = /(?<![\d])(?:\+?88)?(01[3-9]\d{8})(?!\d)/.exec(text);
  return match ? match[1]! : null;
}

function timeOf(text: string) {
  const match = STAMP.exec(text);
  if (!match) return null;
  const [, d, mo, y, h, mi, s, half] = match;
  let hour = Number(h);
  if (half) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (/p/i.test(half) ? 12 : 0);
  }
  const day = Number(d);
  const month = Number(mo);
  const calendar = new Date(Date.UTC(Number(y), month - 1, day));
  // 31/02 would roll over into March: not a real date.
  if (month < 1 || month > 12 || calendar.getUTCDate() !== day || hour > 23 || Number(mi) > 59) return null;
  return new Date(Date.UTC(Number(y), month - 1, day, hour, Number(mi), Number(s ?? 0)) - DHAKA_OFFSET_MS);
}

/** Asia/Dhaka is UTC+6 all year round. */
const DHAKA_OFFSET_MS = 6 * 3600_000;

/** The Reference the sender typed: up to the next field, without 'N/A' and the like. */
function referenceOf(text: string) {
  const match =
    /(?:\bRef(?:erence)?|রেফারেন্স)\s*(?:no\.?)?\s*[:.]?\s+(.*?)\s*(?=(?:\.\s*|\s+)(?:(?:Fee|Charge|Balance|ফি|চার্জ|ব্যালেন্স)\s*:?\s*(?:Tk|BDT)|(?:Trx|Txn)\s?ID\b)|$)/iu.exec(
      text,
    );
  const value = match?.[1]?.replace(/[.,;\s]+$/, "").trim();
  if (!value || /^(?:n\/?a|none|-+)$/i.test(value)) return null;
  return value.slice(0, 50);
}

/** One message, read. Fields a message does not carry are null; a received message without them is not matched. */
export function readMessage(raw: string): MoneyMessage {
  const original = raw.trim().slice(0, MAX_MESSAGE_CHARS);
  const text = normalise(original);
  const kind = kindOf(text);
  return {
    text: original,
    provider: providerOf(text),
    kind,
    transactionId: transactionIdOf(text),
    amountPoisha: amountOf(text),
    senderNumber: kind === "received" || kind === "cash-in" ? senderOf(text) : null,
    at: timeOf(text),
    reference: referenceOf(text),
  };
}
