import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { publicPages } from "../../app/content/site-pages";
import { expect, test } from "../support/fixtures";
import { signIn } from "../support/seed";
import { testEnv } from "../support/test-env";

/** The W3C Nu HTML Checker, from npm's vnu-jar (its own Java downloader is not used: CI installs Debian's Java). */
const vnuJar = path.join(
  path.dirname(createRequire(import.meta.url).resolve("vnu-jar/package.json")),
  "build/dist/vnu.jar",
);

const authPages = ["/login", "/register", "/forgot-password", "/reset-password", "/verify-email"];
const dashboardPages = [
  "/dashboard",
  "/dashboard/profile",
  "/dashboard/subscription",
  "/dashboard/payments",
  "/dashboard/payments/pay-all",
  "/dashboard/support",
  "/dashboard/enrolment",
  "/enroll/apply",
];

const staffPages = [
  "/staff",
  "/staff/inbox",
  "/staff/support",
  "/staff/parents",
  "/staff/enrolment",
  "/staff/batches",
  "/staff/payments",
  "/staff/audit",
  "/staff/users",
];

type ExpectedPage = { href: string; status: number };
type VnuMessage = {
  type: "error" | "info" | "non-document-error";
  subType?: string;
  url?: string;
  message: string;
  extract?: string;
  lastLine?: number;
  firstColumn?: number;
};

test("every public, auth, dashboard and console page, and the 404s, are valid HTML (W3C Nu HTML Checker)", async ({
  page,
}) => {
  test.setTimeout(180_000);
  requireJava();

  const pages: ExpectedPage[] = [
    ...[...publicPages, ...authPages].map((href) => ({ href, status: 200 })),
    { href: "/no-such-page", status: 404 },
    { href: "/blog/no-such-post", status: 404 },
  ];
  const documents = new Map<string, string>();
  await fetchAll(page.request, pages, documents);
  await signIn(page.request, testEnv.demoParent);
  await fetchAll(
    page.request,
    dashboardPages.map((href) => ({ href, status: 200 })),
    documents,
  );
  // The demo family's invoice (due), receipt and Cancel page.
  const parentLink = (href: string, pattern: RegExp) => pattern.exec(documents.get(href) ?? "")?.[0];
  const invoice = parentLink("/dashboard/payments", /\/dashboard\/payments\/invoices\/[0-9a-f-]{36}/);
  const receipt = parentLink("/dashboard/payments", /\/dashboard\/payments\/receipts\/[0-9a-f-]{36}/);
  const cancel = parentLink("/dashboard/subscription", /\/dashboard\/subscription\/[0-9a-f-]{36}\/cancel/);
  expect(invoice && receipt && cancel, "an invoice, a receipt and a Cancel page to check").toBeTruthy();
  await fetchAll(
    page.request,
    [invoice!, receipt!, cancel!].map((href) => ({ href, status: 200 })),
    documents,
  );
  await signIn(page.request, testEnv.demoAdmin);
  await fetchAll(
    page.request,
    [...staffPages, receipt!.replace("/dashboard/payments/", "/staff/payments/")].map((href) => ({
      href,
      status: 200,
    })),
    documents,
  );
  // One record, one thread and one batch: the pages with the most forms.
  const linkIn = (href: string, pattern: RegExp) => pattern.exec(documents.get(href) ?? "")?.[0];
  const parentRecord = linkIn("/staff/parents", /\/staff\/parents\/[0-9a-f-]{36}/);
  const thread = linkIn("/staff/support", /\/staff\/support\/[0-9a-f-]{36}/);
  const batch = linkIn("/staff/batches", /\/staff\/batches\/[0-9a-f-]{36}/);
  expect(parentRecord && thread && batch, "a parent record, a support thread and a batch to check").toBeTruthy();
  await fetchAll(
    page.request,
    [parentRecord!, `${parentRecord}/apply`, `${parentRecord}/invoices`, thread!, batch!].map((href) => ({
      href,
      status: 200,
    })),
    documents,
  );

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
async function fetchAll(request: APIRequestContext, pages: ExpectedPage[], into: Map<string, string>) {
  for (const { href, status } of pages) {
    const response = await request.get(href, { maxRedirects: 0 });
    expect(response.status(), `status of ${href}`).toBe(status);
    into.set(href, await response.text());
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
