import crypto from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { ServerBuild } from "react-router";
import { afterAll } from "vitest";
import { auth } from "~/server/auth.server";
import { insertUserWithPassword } from "~/server/data/users.server";
import { type Database, schema } from "~/server/db.server";
import { readFlash } from "~/server/flash.server";
import { requestLanguage } from "~/server/middleware/request-language.server";
import type { Role } from "../../db/schema";

const ORIGIN = "http://localhost:3000";
/** A build whose route table holds no public page: the language comes from the person, as on the dashboard. */
const noPublicPages = { routes: {} } as unknown as ServerBuild;

/**
 * A DATA_DIR of the test file's own (where the embedded defaults keep their files), removed afterwards, and an
 * AUTH_SECRET when none is set: what a file that signs people in needs. Call it at the top of the file.
 */
export async function setUpTemporaryDataDir(prefix: string) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  process.env.DATA_DIR = dir;
  process.env.AUTH_SECRET ??= crypto.randomBytes(32).toString("hex");
  afterAll(() => fs.rm(dir, { recursive: true, force: true }));
}

export type RouteHandler = (args: never) => Promise<unknown>;

/** A verified user with a profile, signed in: their id and session cookie. */
export async function signedInUser(db: Database, name: string, role?: Role) {
  const email = `${crypto.randomUUID()}@test.example`;
  const password = `Kite-${crypto.randomBytes(6).toString("hex")}`;
  const id = await insertUserWithPassword(db, { email, password, name, role, emailVerified: true });
  await db.insert(schema.profiles).values({ id, fullName: name, termsAccepted: true });
  const response = await auth().api.signInEmail({ body: { email, password }, asResponse: true });
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return { id, email, cookie };
}

/**
 * Runs a route's loader (no `form`) or action as the person with `cookie`, through the request-language middleware
 * as the server does. What the handler returns or throws (a redirect, a 404) comes back. `context` is the server's
 * load context, for actions that read it (the client's address, for rate limits).
 */
export async function callRoute(
  cookie: string,
  pathname: string,
  handler: RouteHandler,
  params: object,
  form?: FormData,
  context: object = {},
) {
  const method = form ? "POST" : "GET";
  const request = new Request(`${ORIGIN}${pathname}`, {
    method,
    body: form,
    headers: { Cookie: cookie, Origin: ORIGIN },
  });
  try {
    return await new Promise<unknown>((resolve, reject) =>
      requestLanguage(() => noPublicPages)(
        { method, path: pathname, originalUrl: pathname, headers: { cookie } },
        null,
        () => {
          handler({ request, params, context } as never).then(resolve, reject);
        },
      ),
    );
  } catch (thrown) {
    return thrown;
  }
}

/** The HTTP status of what a handler returned or threw: a Response's, `data(…, { status })`'s, else 200. */
export const statusOf = (answer: unknown) =>
  answer instanceof Response ? answer.status : ((answer as { init?: { status?: number } } | null)?.init?.status ?? 200);

/** The toast a redirect carries in its flash cookie. */
export async function toastOf(answer: unknown) {
  const flash = (answer as Response).headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return (await readFlash(new Request(`${ORIGIN}/`, { headers: { Cookie: flash } }))).toast;
}

export const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return form;
};
