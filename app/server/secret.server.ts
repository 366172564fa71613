import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { env } from "./env.server";

let cached: string | undefined;

/** AUTH_SECRET, or on the embedded default a random secret generated once and kept in DATA_DIR. */
export function authSecret(): string {
  if (cached) return cached;
  const e = env();
  if (e.AUTH_SECRET) {
    cached = e.AUTH_SECRET;
    return cached;
  }
  const file = path.join(e.DATA_DIR, "auth-secret");
  try {
    cached = fs.readFileSync(file, "utf8").trim();
  } catch {
    fs.mkdirSync(e.DATA_DIR, { recursive: true });
    cached = crypto.randomBytes(48).toString("base64url");
    fs.writeFileSync(file, cached, { mode: 0o600 });
  }
  return cached;
}
