// `npm run bench:skills`: how long the skills pages take the server at a real school's size (a report, not a test),
// saved to docs/perf/skills.md (docs/product.md#skills-map-and-progress-reviews).
//
// On the production build (`npx react-router build` first) and a fresh embedded database: the demo data, then 550
// active items, six children in the demo preschool batch each scored on all of them in 4 rounds (13,200 scores),
// ten targets each and a review published for the demo parent's child. The server is then started alone and each
// page is asked for 5 times to warm up and BENCH_RUNS times (40) one after the other over loopback, signed in as the
// demo parent or admin; the time is from sending the request to the last byte of the page.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { signIn, startServer, stopServer, timePage } from "./bench-server";

const root = path.resolve(import.meta.dirname, "..");
process.chdir(root);
const port = Number(process.env.BENCH_PORT ?? 4303);
const baseUrl = `http://localhost:${port}`;
const runs = Number(process.env.BENCH_RUNS ?? 40);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-skills-"));
const serverEnv = {
  ...process.env,
  NODE_ENV: "production",
  PORT: String(port),
  APP_URL: baseUrl,
  DATA_DIR: dataDir,
  DATABASE_URL: "",
  LOG_LEVEL: "warn",
};

/** 550 active items, 6 placed children each scored on all of them in 4 rounds, targets, one published review. */
async function seedAtSize() {
  Object.assign(process.env, { DATA_DIR: dataDir, DATABASE_URL: "", NODE_ENV: "production", APP_URL: baseUrl });
  const { and, eq, inArray, sql } = await import("drizzle-orm");
  const { database, db, schema } = await import("../app/server/db.server");
  const { saveReview } = await import("../app/server/data/skills/reviews.server");
  const { setTargets } = await import("../app/server/data/skills/targets.server");
  const [batch] = await db.select().from(schema.batches).where(eq(schema.batches.programme, "preschool"));
  const letters = "ABCDEFGHIJKLMNPQRSTUVWXYZ".split("");
  const existing = await db.select({ n: sql<number>`count(*)::int` }).from(schema.skillItems);
  const missing = 550 - (existing[0]?.n ?? 0);
  await db.insert(schema.skillItems).values(
    Array.from({ length: missing }, (_, i) => ({
      code: `${letters[i % 25]}${Math.floor(i / 25) + 1}`,
      area: letters[i % 25]!,
      maxScore: [1, 2, 4][i % 3]!,
      staffText: `Bench item ${i + 1}: a skill the school teaches, described for staff in a sentence or two.`,
      parentTextEn: `Bench skill ${i + 1}, in the school's words for parents`,
      parentTextBn: `পরীক্ষার দক্ষতা ${i + 1}`,
    })),
  );
  const items = await db.select({ id: schema.skillItems.id, max: schema.skillItems.maxScore }).from(schema.skillItems);
  const [admin] = await db.select().from(schema.users).where(eq(schema.users.role, "admin"));
  const placed = async () =>
    db
      .select({ childId: schema.applications.childId })
      .from(schema.applications)
      .where(and(eq(schema.applications.batchId, batch!.id), eq(schema.applications.status, "accepted")));
  for (let n = (await placed()).length; n < 6; n++) {
    const parentId = crypto.randomUUID();
    await db
      .insert(schema.users)
      .values({ id: parentId, name: `Bench parent ${n}`, email: `${parentId}@bench.example` });
    const [child] = await db
      .insert(schema.children)
      .values({ parentId, name: `Bench child ${n}`, age: 4 })
      .returning({ id: schema.children.id });
    await db
      .insert(schema.applications)
      .values({ parentId, childId: child!.id, batchId: batch!.id, status: "accepted" });
  }
  const children = (await placed()).map((row) => row.childId);
  await db.delete(schema.progressReviews).where(inArray(schema.progressReviews.childId, children));
  await db.delete(schema.skillAssessments).where(inArray(schema.skillAssessments.childId, children));
  const day = (ago: number) => new Date(Date.now() - ago * 86_400_000).toISOString().slice(0, 10);
  const rounds = [
    { kind: "baseline", date: day(100) },
    { kind: "review", date: day(70) },
    { kind: "review", date: day(40) },
    { kind: "review", date: day(10) },
  ];
  for (const [c, childId] of children.entries()) {
    for (const [r, round] of rounds.entries()) {
      const [assessment] = await db
        .insert(schema.skillAssessments)
        .values({ childId, kind: round.kind, assessedOn: round.date, assessorId: admin!.id })
        .returning({ id: schema.skillAssessments.id });
      const scores = items.map((item, i) => ({
        assessmentId: assessment!.id,
        itemId: item.id,
        score: Math.min(item.max, (i + c + r) % (item.max + 1)),
      }));
      for (let start = 0; start < scores.length; start += 500)
        await db.insert(schema.skillScores).values(scores.slice(start, start + 500));
    }
    await setTargets(
      admin!.id,
      childId,
      items.slice(c * 10, c * 10 + 10).map((item, i) => ({ itemId: item.id, status: i < 5 ? "teaching" : "planned" })),
      new Date(),
    );
  }
  const [demoChild] = await db
    .select({ id: schema.children.id })
    .from(schema.children)
    .innerJoin(schema.users, eq(schema.users.id, schema.children.parentId))
    .where(eq(schema.users.email, "parent@example.com"));
  const published = await saveReview(
    admin!.id,
    demoChild!.id,
    {
      cycleStart: batch!.startDate,
      cycleEnd: batch!.endDate ?? day(-30),
      summary: "A review of the whole cycle, written for the family in a few paragraphs.",
      comments: Object.fromEntries(letters.map((letter) => [letter, `What we saw in area ${letter} this cycle.`])),
    },
    { publish: true, now: new Date() },
  );
  if (!published.ok) throw new Error(`publishing the review: ${published.reason}`);
  await database().close();
  return { batchId: batch!.id, reviewId: published.reviewId, scores: children.length * rounds.length * items.length };
}

let server = await startServer(baseUrl, serverEnv);
await stopServer(server);
const seeded = await seedAtSize();
server = await startServer(baseUrl, serverEnv);
try {
  const parent = await signIn(baseUrl, "parent@example.com", "explore-parent-1");
  const admin = await signIn(baseUrl, "admin@example.com", "explore-admin-1");
  const pages = [
    { label: "/dashboard/progress", url: "/dashboard/progress", cookie: parent },
    { label: "/dashboard/progress/reviews/:id", url: `/dashboard/progress/reviews/${seeded.reviewId}`, cookie: parent },
    {
      label: "/staff/batches/:id/skills (area C, 6 children)",
      url: `/staff/batches/${seeded.batchId}/skills?area=C`,
      cookie: admin,
    },
    // For comparison: pages of the same frames that read no skills data.
    { label: "/dashboard/profile (for comparison)", url: "/dashboard/profile", cookie: parent },
    { label: "/staff/batches/:id (for comparison)", url: `/staff/batches/${seeded.batchId}`, cookie: admin },
  ];
  const load = os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(", ");
  const rows = [];
  for (const page of pages) {
    const result = await timePage(baseUrl, page.url, page.cookie, runs);
    rows.push(
      `| ${page.label} | ${result.median.toFixed(1)} ms | ${result.p95.toFixed(1)} ms | ${(result.bytes / 1024).toFixed(1)} KB |`,
    );
    console.log(page.label, result);
  }
  const report = [
    "# Skills pages at a school's size: server time",
    "",
    `Produced by \`npm run bench:skills\` (scripts/bench-skills.ts) on ${new Date().toISOString().slice(0, 10)}: the production build on the`,
    `embedded database (PGlite), ${seeded.scores.toLocaleString("en")} scores (550 active items, 6 children, 4 rounds each), 10 targets per`,
    "child and a published review with a comment on each of the 25 areas. Each page was asked for 5 times to warm up,",
    `then ${runs} times one after the other over loopback, signed in; the time runs from sending the request to the`,
    `page's last byte, so it is the server's time to read the session, load and render. ${os.cpus().length} CPUs, load`,
    `average ${load} at the end.`,
    "",
    "Target: under 50 ms.",
    "",
    "| page | median | 95th percentile | HTML |",
    "| --- | ---: | ---: | ---: |",
    ...rows,
    "",
  ].join("\n");
  // What follows the table (the Lighthouse figures, written by hand from `npm run bench`) is kept.
  const previous = fs.existsSync("docs/perf/skills.md") ? fs.readFileSync("docs/perf/skills.md", "utf8") : "";
  const kept = previous.includes("\n## ") ? previous.slice(previous.indexOf("\n## ")) : "";
  fs.writeFileSync("docs/perf/skills.md", report + kept);
  console.log(report);
} finally {
  await stopServer(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
