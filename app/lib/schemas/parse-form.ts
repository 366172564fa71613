import { formatPaths, parse, type Submission } from "@conform-to/dom";
import { type $ZodIssue, type $ZodType, type output, safeParse } from "zod/v4/core";

/**
 * Reads a posted form with its schema, in the action and in the browser alike, and returns Conform's submission.
 *
 * A field left empty posts "" (or, for a file input, a nameless empty file); both count as not given, so
 * `optional()` and the "required" messages work as on any form. Numbers are read by the schemas themselves
 * (`z.coerce.number`). This is what `@conform-to/zod`'s parser does, without pulling Zod's full API into
 * the browser bundle (docs/decisions/007).
 */
export function parseForm<Schema extends $ZodType>(
  formData: FormData | URLSearchParams,
  schema: Schema,
): Submission<output<Schema>> {
  return parse(formData, {
    resolve(payload) {
      const result = safeParse(schema, withoutEmptyValues(payload));
      return result.success ? { value: result.data } : { error: errorsByField(result.error.issues) };
    },
  });
}

function withoutEmptyValues(value: unknown): unknown {
  if (value === "") return undefined;
  if (typeof File !== "undefined" && value instanceof File)
    return value.name === "" && value.size === 0 ? undefined : value;
  if (Array.isArray(value)) return value.map(withoutEmptyValues);
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, withoutEmptyValues(entry)]));
  }
  return value;
}

function errorsByField(issues: readonly $ZodIssue[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const name = formatPaths(issue.path.map((segment) => (typeof segment === "symbol" ? String(segment) : segment)));
    errors[name] = [...(errors[name] ?? []), issue.message];
  }
  return errors;
}
