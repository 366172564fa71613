/** Structured JSON-line logging. Secrets never reach the log: sensitive keys are redacted. */

type Level = "debug" | "info" | "warn" | "error";
type Fields = Record<string, unknown>;

const SENSITIVE = /pass(word)?|token|secret|cookie|authorization|session|signature/i;

export function redact(value: unknown, depth = 0): unknown {
  if (depth > 4 || value === null || typeof value !== "object") return value;
  if (value instanceof Error) return describeError(value, depth);
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k, SENSITIVE.test(k) ? "[redacted]" : redact(v, depth + 1)]),
  );
}

/**
 * An error as its name, message, code and stack trace, and its cause. A failed query's parameters (emails, password
 * hashes, tokens) and a database error's detail (which quotes the offending value) are left out.
 */
function describeError(error: Error, depth: number): Record<string, unknown> {
  const withoutParams = (text: string | undefined) => text?.replace(/\nparams: [^\n]*/g, "\nparams: [redacted]");
  const described: Record<string, unknown> = { name: error.name, message: withoutParams(error.message) };
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" || typeof code === "number") described.code = code;
  if (error.stack) described.stack = withoutParams(error.stack);
  if (error.cause !== undefined) described.cause = redact(error.cause, depth + 1);
  return described;
}

const order: Record<Level | "silent", number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

/** LOG_LEVEL (debug, info, warn, error, silent); info by default. */
const threshold = () => order[(process.env.LOG_LEVEL as Level | "silent") ?? "info"] ?? order.info;

function write(level: Level, msg: string, fields?: Fields) {
  if (order[level] < threshold()) return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...(redact(fields ?? {}) as Fields) });
  (level === "error" || level === "warn" ? process.stderr : process.stdout).write(`${line}\n`);
}

export const log = {
  debug: (msg: string, fields?: Fields) => write("debug", msg, fields),
  info: (msg: string, fields?: Fields) => write("info", msg, fields),
  warn: (msg: string, fields?: Fields) => write("warn", msg, fields),
  error: (msg: string, fields?: Fields) => write("error", msg, fields),
};
