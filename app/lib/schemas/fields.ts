import * as z from "zod/mini";
import { m } from "~/paraglide/messages";
import { toLatinDigits } from "../i18n/digits";

/**
 * A validation message: a message function (`() => m.contact_missing()`), called when a form is checked so that it
 * reads in the language of that request or page (decision 021), or fixed text.
 */
export type Text = string | (() => string);

/** Zod's error parameter for a `Text`. */
export const said = (text: Text) => ({ error: typeof text === "function" ? () => text() : text });

/** The text of a `Text`, now. */
export const textOf = (text: Text) => (typeof text === "function" ? text() : text);

/** Text that must be given: trimmed, then at least one character. */
export const requiredText = (message: Text) => z.string(said(message)).check(z.trim(), z.minLength(1, said(message)));

/**
 * Bangla digits typed into a field (০১৭১১…) read as Latin ones (docs/product.md#languages): phone numbers, TrxIDs,
 * amounts.
 */
export const latinDigits = () => z.overwrite(toLatinDigits);

/** A number typed into a form, in Latin or Bangla digits. Blank or spaces is no number at all, not zero. */
export const formNumber = <Out extends z.ZodMiniType<number, number>>(schema: Out) =>
  z.pipe(
    z.transform((value: string | number) =>
      typeof value === "string" ? (value.trim() === "" ? Number.NaN : Number(toLatinDigits(value.trim()))) : value,
    ),
    schema,
  );

/** An optional file input, refused over `maxBytes` with `message`. */
export const optionalFile = (maxBytes: number, message: Text) =>
  z.optional(z.instanceof(File)).check(z.refine((file) => !file || file.size <= maxBytes, said(message)));

/** A checkbox that posts "on" when ticked and nothing otherwise. */
export const checkbox = () => z.optional(z.literal("on"));

/**
 * A simple x@y.z shape with no spaces (docs/product.md#forms-and-messages); a mailbox is proven by the mail it
 * receives.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An account's email address: required (with `missing` as the message), that shape, kept in lower case. */
export const accountEmail = (missing: Text) =>
  z
    .string(said(missing))
    .check(
      z.trim(),
      z.minLength(1, said(missing)),
      z.maxLength(254, said(m.form_email_invalid)),
      z.regex(EMAIL_PATTERN, said(m.form_email_invalid)),
      z.toLowerCase(),
    );

/**
 * For a "passwords match" check: run it alongside the other fields' errors, not only once they are all
 * fixed, but only when both passwords were typed.
 */
export const bothPasswordsTyped = ({ value }: { value: unknown }) => bothTyped(value, "password", "confirmPassword");

/** The same, for forms whose password fields have other names. */
export const typed =
  (...names: string[]) =>
  ({ value }: { value: unknown }) =>
    bothTyped(value, ...names);

const bothTyped = (value: unknown, ...names: string[]) =>
  names.every((name) => typeof (value as Record<string, unknown> | undefined)?.[name] === "string");

/** Optional free text kept as null when left blank. */
export const optionalNote = (max: number, message: Text) =>
  z.pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(max, said(message)))),
    z.transform((v) => v || null),
  );

/**
 * A form's one-time key (the page's loader makes a fresh one for each form it shows). The server makes at most one
 * record per key, so a double click or a retried post does not create a second.
 */
export const formKey = () => z.uuid(said(m.form_expired));

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether text is a real calendar date, yyyy-mm-dd. */
export const isRealDate = (v: string) =>
  ISO_DATE.test(v) && new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) === v;

/** 'Please enter the {label}.' and 'Please enter a valid {label}.', with the field's label in the page's language. */
const enterThe = (label: Text) => said(() => m.form_enter_the({ label: textOf(label) }));
const enterValid = (label: Text) => said(() => m.form_enter_valid({ label: textOf(label) }));

/** A real calendar date typed as yyyy-mm-dd (what <input type="date"> sends), in Latin or Bangla digits. */
export const isoDate = (label: Text) =>
  z
    .string(enterThe(label))
    .check(z.trim(), latinDigits(), z.minLength(1, enterThe(label)), z.refine(isRealDate, enterValid(label)));

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A wall-clock time 'HH:MM' (what <input type="time"> sends; some browsers add seconds, which are dropped). */
export const clockTime = (label: Text) =>
  z.pipe(
    z.string(enterThe(label)).check(
      z.trim(),
      latinDigits(),
      z.minLength(1, enterThe(label)),
      z.refine((v) => CLOCK.test(v.slice(0, 5)) && (v.length === 5 || /^:\d\d$/.test(v.slice(5))), enterValid(label)),
    ),
    z.transform((v) => v.slice(0, 5)),
  );
