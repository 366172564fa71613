import crypto from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { ServerBuild } from "react-router";
import { afterAll, describe, expect, it } from "vitest";
import type { Language } from "~/lib/i18n/language";
import { auth } from "~/server/auth.server";
import { insertUserWithPassword } from "~/server/data/users.server";
import { schema } from "~/server/db.server";
import { readFlash } from "~/server/flash.server";
import { requestLanguage } from "~/server/middleware/request-language.server";
import { databaseKinds, useTestDatabase } from "../../../tests/support/test-database";
import { action as renew } from "./subscription";
import { action as cancel } from "./subscription-cancel";

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "subscription-it-"));
process.env.DATA_DIR = dataDir;
process.env.AUTH_SECRET ??= crypto.randomBytes(32).toString("hex");
afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

const ORIGIN = "http://localhost:3000";

/**
 * Posts `form` to `pathname` as the person with `cookie`, through the middleware that decides the request's
 * language as the server does, and reads the toast the action's redirect carries.
 */
/** A build whose route table holds no public page: the language comes from the person, as on the dashboard. */
const noPublicPages = { routes: {} } as unknown as ServerBuild;

async function postAs<T>(cookie: string, pathname: string, form: FormData, handle: (request: Request) => Promise<T>) {
  const request = new Request(`${ORIGIN}${pathname}`, {
    method: "POST",
    body: form,
    headers: { Cookie: cookie, Origin: ORIGIN },
  });
  const answer = await new Promise<T>((resolve, reject) =>
    requestLanguage(() => noPublicPages)(
      { method: "POST", path: pathname, originalUrl: pathname, headers: { cookie } },
      null,
      () => {
        handle(request).then(resolve, reject);
      },
    ),
  );
  const response = answer as Response;
  const flash = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return (await readFlash(new Request(`${ORIGIN}/`, { headers: { Cookie: flash } }))).toast;
}

describe.each(databaseKinds())("Renew and Cancel refused, in the parent's language, on %s", (kind) => {
  const t = useTestDatabase(kind);

  /** A signed-in parent reading in `language`, with a place they have already cancelled. */
  async function parentWithEndingPlace(language: Language) {
    const email = `${crypto.randomUUID()}@test.example`;
    const password = `Kite-${crypto.randomBytes(6).toString("hex")}`;
    const id = await insertUserWithPassword(t.db, { email, password, name: "Parent", emailVerified: true, language });
    const [child] = await t.db
      .insert(schema.children)
      .values({ parentId: id, name: "Mitu", age: 4 })
      .returning({ id: schema.children.id });
    const [batch] = await t.db
      .insert(schema.batches)
      .values({ name: "Preschool Fri-Sat", programme: "preschool", startDate: "2030-04-05" })
      .returning({ id: schema.batches.id });
    const [place] = await t.db
      .insert(schema.subscriptions)
      .values({
        userId: id,
        childId: child!.id,
        batchId: batch!.id,
        planId: "preschool-monthly",
        status: "active",
        startDate: "2030-04-05",
        billedThrough: "2030-04-30",
        endsOn: "2030-04-30",
      })
      .returning({ id: schema.subscriptions.id });
    const signedIn = await auth().api.signInEmail({ body: { email, password }, asResponse: true });
    const cookie = signedIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    return { cookie, subscriptionId: place!.id };
  }

  const renewOf = (cookie: string, subscriptionId: string) => {
    const form = new FormData();
    form.set("subscriptionId", subscriptionId);
    return postAs(cookie, "/dashboard/subscription", form, (request) =>
      renew({ request, params: {}, context: {} } as never),
    );
  };
  const cancelOf = (cookie: string, subscriptionId: string) =>
    postAs(cookie, `/dashboard/subscription/${subscriptionId}/cancel`, new FormData(), (request) =>
      cancel({ request, params: { subscriptionId }, context: {} } as never),
    );

  it("a Bangla parent reads why in Bangla", async () => {
    const { cookie, subscriptionId } = await parentWithEndingPlace("bn");
    expect(await renewOf(cookie, subscriptionId)).toEqual({
      title: "নবায়ন করা যায়নি",
      description: "এই সাবস্ক্রিপশন আগেই বাতিল করা হয়েছে।",
      variant: "destructive",
    });
    expect(await cancelOf(cookie, subscriptionId)).toEqual({
      title: "বাতিল করা যায়নি",
      description: "এই সাবস্ক্রিপশন আগেই বাতিল করা হয়েছে।",
      variant: "destructive",
    });
    expect(await renewOf(cookie, crypto.randomUUID())).toMatchObject({
      description: "সাবস্ক্রিপশনটি খুঁজে পাওয়া যায়নি।",
    });
  });

  it("an English parent reads it in English, word for word", async () => {
    const { cookie, subscriptionId } = await parentWithEndingPlace("en");
    expect(await renewOf(cookie, subscriptionId)).toEqual({
      title: "Could not renew",
      description: "This subscription is already cancelled.",
      variant: "destructive",
    });
    expect(await cancelOf(cookie, subscriptionId)).toMatchObject({
      description: "This subscription is already cancelled.",
    });
    expect(await cancelOf(cookie, crypto.randomUUID())).toMatchObject({
      description: "We could not find that subscription.",
    });
  });
});
