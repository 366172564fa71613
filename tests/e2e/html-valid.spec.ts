import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { type Address, type Audience, addressesOf, pageRoutes } from "../support/pages";
import { signIn } from "../support/seed";
import { testEnv } from "../support/test-env";

/** The W3C Nu HTML Checker, from npm's vnu-jar (its own Java downloader is not used: CI installs Debian's Java). */
const vnuJar = path.join(
  path.dirname(createRequire(import.meta.url).resolve("vnu-jar/package.json")),
  "build/dist/vnu.jar",
);

type VnuMessage = {
  type: "error" | "info" | "non-document-error";
  subType?: string;
  url?: string;
  message: string;
  extract?: string;
  lastLine?: number;
  firstColumn?: number;
};

test("every page, and the 404s, is valid HTML (W3C Nu HTML Checker)", async ({ page }) => {
  test.setTimeout(180_000);
  requireJava();

  // Every page route of app/routes.ts, each signed in as the person it is for: the demo parent and the demo admin.
  const documents = new Map<string, string>();
  const visit = async (audiences: Audience[]) =>
    fetchAll(
      page.request,
      await addressesOf(
        page.request,
        pageRoutes.filter((route) => audiences.includes(route.audience)),
      ),
      documents,
    );
  await visit(["public", "account"]);
  await fetchAll(page.request, [{ path: "/blog/no-such-post", status: 404 }], documents);
  await signIn(page.request, testEnv.demoParent);
  await visit(["parent"]);
  await signIn(page.request, testEnv.demoAdmin);
  await visit(["staff"]);

  const { errors, warnings } = checkHtml(documents);
  for (const warning of warnings) console.log(`HTML warning: ${warning}`);
  expect(errors, `${errors.length} HTML error(s):\n${errors.join("\n")}`).toEqual([]);
});

/** Fails (never skips) when Java is missing, saying how to get it. */
function requireJava() {
  const probe = spawnSync("java", ["-version"], { encoding: "utf8" });
  if (probe.error || probe.status !== 0) {
    throw new Error(
      "The HTML check needs Java to run the Nu HTML Checker (node_modules/vnu-jar/build/dist/vnu.jar), but `java -version` did not run. " +
        "Install it with: apt-get install -y default-jre-headless (.ci/run does this when java is missing).",
    );
  }
}

/** The server's own HTML for each page (not the DOM after scripts ran), checking each answered as expected. */
async function fetchAll(
  request: APIRequestContext,
  pages: Array<Pick<Address, "path" | "status">>,
  into: Map<string, string>,
) {
  for (const { path, status } of pages) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), `status of ${path}`).toBe(status);
    into.set(path, await response.text());
  }
}

/** One JVM for all pages: each page goes into its own file, and messages come back keyed by file. */
function checkHtml(documents: Map<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "html-valid-"));
  try {
    const pageByUrl = new Map<string, string>();
    const files = [...documents].map(([href, html], i) => {
      const file = path.join(dir, `${i}.html`);
      fs.writeFileSync(file, html);
      pageByUrl.set(`file:${file}`, href);
      return file;
    });
    const run = spawnSync("java", ["-jar", vnuJar, "--format", "json", "--stdout", ...files], {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    if (run.error) throw run.error;
    if (!run.stdout.trim().startsWith("{"))
      throw new Error(`The Nu HTML Checker gave no report (exit ${run.status}):\n${run.stderr}`);
    const messages = (JSON.parse(run.stdout) as { messages: VnuMessage[] }).messages;
    const describe = (m: VnuMessage) =>
      `${pageByUrl.get(m.url ?? "") ?? m.url ?? "?"}:${m.lastLine ?? "?"}:${m.firstColumn ?? "?"} ${m.message}${m.extract ? `\n    ${m.extract.trim()}` : ""}`;
    const html = messages;
    return {
      errors: html.filter((m) => m.type !== "info").map(describe),
      // Plain info (such as React's "/>" on void elements) is noise; warnings are printed, not failed.
      warnings: html.filter((m) => m.type === "info" && m.subType === "warning").map(describe),
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
