import * as z from "zod/mini";

/** Text that must be given: trimmed, then at least one character. */
export const requiredText = (message: string) => z.string({ error: message }).check(z.trim(), z.minLength(1, message));

/** A number typed into a form. Blank or spaces is no number at all, not zero. */
export const formNumber = <Out extends z.ZodMiniType<number, number>>(schema: Out) =>
  z.pipe(
    z.transform((value: string | number) =>
      typeof value === "string" ? (value.trim() === "" ? Number.NaN : Number(value)) : value,
    ),
    schema,
  );

/** An optional file input, refused over `maxBytes` with `message`. */
export const optionalFile = (maxBytes: number, message: string) =>
  z.optional(z.instanceof(File)).check(z.refine((file) => !file || file.size <= maxBytes, message));

/** A checkbox that posts "on" when ticked and nothing otherwise. */
export const checkbox = () => z.optional(z.literal("on"));

/** A simple x@y.z shape with no spaces (SPEC §5); a mailbox is proven by the mail it receives. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An account's email address: required (with `missing` as the message), that shape, kept in lower case. */
export const accountEmail = (missing: string) =>
  z
    .string({ error: missing })
    .check(
      z.trim(),
      z.minLength(1, missing),
      z.maxLength(254, "Email address is invalid."),
      z.regex(EMAIL_PATTERN, "Email address is invalid."),
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
export const optionalNote = (max: number, message: string) =>
  z.pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(max, message))),
    z.transform((v) => v || null),
  );

/**
 * A form's one-time key (the page's loader makes a fresh one for each form it shows). The server makes at most one
 * record per key, so a double click or a retried post does not create a second.
 */
export const formKey = () => z.uuid({ error: "This form has expired. Please reload the page and try again." });

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether text is a real calendar date, yyyy-mm-dd. */
export const isRealDate = (v: string) =>
  ISO_DATE.test(v) && new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) === v;

/** A real calendar date typed as yyyy-mm-dd (what <input type="date"> sends). */
export const isoDate = (label: string) =>
  z
    .string({ error: `Please enter the ${label}.` })
    .check(
      z.trim(),
      z.minLength(1, `Please enter the ${label}.`),
      z.refine(isRealDate, `Please enter a valid ${label}.`),
    );

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A wall-clock time 'HH:MM' (what <input type="time"> sends; some browsers add seconds, which are dropped). */
export const clockTime = (label: string) =>
  z.pipe(
    z.string({ error: `Please enter the ${label}.` }).check(
      z.trim(),
      z.minLength(1, `Please enter the ${label}.`),
      z.refine(
        (v) => CLOCK.test(v.slice(0, 5)) && (v.length === 5 || /^:\d\d$/.test(v.slice(5))),
        `Please enter a valid ${label}.`,
      ),
    ),
    z.transform((v) => v.slice(0, 5)),
  );
