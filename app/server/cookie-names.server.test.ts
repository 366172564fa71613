import crypto from "node:crypto";
import fs from "node:fs/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import express from "express";
import { afterAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../tests/support/test-database";
import { auth } from "./auth.server";
import { carriesPersonalCookie, carriesSession, cookieNames } from "./cookie-names.server";
import { insertUserWithPassword } from "./data/users.server";
import { schema } from "./db.server";
import { setFlash } from "./flash.server";
import { anonymousPageCache, pageCacheMarker } from "./page-cache.server";

// A deployment on https: better-auth then names its cookies `__Secure-le.…`.
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "cookie-names-"));
Object.assign(process.env, {
  APP_URL: "https://school.example",
  SMTP_URL: "smtp://127.0.0.1:2525",
  DEMO_DATA: "0",
  DATA_DIR: dataDir,
  AUTH_SECRET: crypto.randomBytes(32).toString("hex"),
});
afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

/** The Cookie header a browser sends back for these Set-Cookie headers. */
const sentBack = (setCookies: string[]) => setCookies.map((c) => c.split(";")[0]).join("; ");

describe("cookie names on an https deployment", () => {
  const t = useTestDatabase("pglite");

  async function sessionCookie() {
    const email = `${crypto.randomUUID()}@test.example`;
    const password = `Kite-${crypto.randomBytes(6).toString("hex")}`;
    const id = await insertUserWithPassword(t.db, { email, password, name: "Parent", emailVerified: true });
    await t.db.insert(schema.profiles).values({ id, fullName: "Parent" });
    const response = await auth().api.signInEmail({ body: { email, password }, asResponse: true });
    return sentBack(response.headers.getSetCookie());
  }

  it("reads the session cookie better-auth sets over https, with its __Secure- prefix", async () => {
    const cookie = await sessionCookie();
    expect(cookie).toMatch(/^__Secure-le\.session_token=/);
    expect(cookieNames(cookie)).toContain("le.session_token");
    expect(carriesSession(cookie)).toBe(true);
    expect(carriesPersonalCookie(cookie)).toBe(true);
    expect(carriesSession("le.session_token=x")).toBe(true);
    expect(carriesSession("__Host-le.session_token=x")).toBe(true);
    expect(carriesSession("other=le.session_token")).toBe(false);
  });

  it("a flash toast and the test clock are personal; the language choice and others' cookies are not", async () => {
    const flash = sentBack((await setFlash({ title: "Saved" })).getSetCookie());
    expect(carriesPersonalCookie(flash)).toBe(true);
    expect(carriesPersonalCookie("le_test_now=2026-12-04")).toBe(true);
    expect(carriesPersonalCookie("le_lang=bn")).toBe(false);
    expect(carriesPersonalCookie("theme=dark; lecture=1")).toBe(false);
  });

  it("the page cache neither serves nor stores a page for a visitor with the https session cookie", async () => {
    const app = express();
    app.use(anonymousPageCache());
    let renders = 0;
    app.get("/about", (_req, res) => {
      res.setHeader(pageCacheMarker, "anonymous");
      res.end(`render ${++renders}`);
    });
    const listener = app.listen(0);
    await new Promise((resolve) => listener.once("listening", resolve));
    try {
      const url = `http://127.0.0.1:${(listener.address() as AddressInfo).port}/about`;
      await fetch(url);
      const signedIn = await fetch(url, { headers: { Cookie: await sessionCookie() } });
      expect(signedIn.headers.get("x-cache")).toBeNull();
      expect(await signedIn.text()).toBe("render 2");
    } finally {
      listener.close();
    }
  });
});
