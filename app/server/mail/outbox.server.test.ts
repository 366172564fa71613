import { eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { databaseKinds, useTestDatabase } from "../../../tests/support/test-database";
import { schema } from "../db.server";
import { clearOldMailBodies, enqueueMail, MAIL_BODY_RETENTION_MS, processOutbox, retryDelayMs } from "./outbox.server";
import type { MailTransport, OutgoingMail } from "./transport.server";

const mail = (n: number) => ({ kind: "test", subject: `Mail ${n}`, html: `<p>${n}</p>`, text: String(n) });

/** A transport that records what it sent, taking a little time like a real SMTP server. */
function recordingTransport(delayMs = 5) {
  const sent: OutgoingMail[] = [];
  const transport: MailTransport = {
    async send(outgoing) {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      sent.push(outgoing);
    },
  };
  return { transport, sent };
}

/** The database's own time. */
async function databaseNow(db: ReturnType<typeof useTestDatabase>["db"]) {
  const result = (await db.execute(sql`select now() as now`)) as unknown as { rows: Array<{ now: Date | string }> };
  return new Date(result.rows[0]!.now);
}

describe.each(databaseKinds())("mail outbox on %s", (kind) => {
  const t = useTestDatabase(kind);

  it("three workers running at once send every mail exactly once", async () => {
    const ids = await Promise.all(
      Array.from({ length: 30 }, (_, n) => enqueueMail(`parent-${n}@test.example`, mail(n))),
    );
    const { transport, sent } = recordingTransport();
    const counts = await Promise.all([processOutbox(transport), processOutbox(transport), processOutbox(transport)]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(30);
    expect(sent.map((m) => m.id).sort()).toEqual([...ids].sort());
    const rows = await t.db.select().from(schema.mailOutbox);
    expect(rows.filter((row) => ids.includes(row.id)).every((row) => row.status === "sent" && row.attempts === 1)).toBe(
      true,
    );
  });

  it("a mail is due on the database's clock, however far this server's clock lags behind it", async () => {
    // Another instance's clock, or this one's milliseconds against the database's microseconds: the server's
    // time must not decide whether a queued mail is due.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() - 60_000 });
    try {
      const id = await enqueueMail("skewed@test.example", mail(300));
      const { transport, sent } = recordingTransport(0);
      expect(await processOutbox(transport)).toBeGreaterThanOrEqual(1);
      expect(sent.map((m) => m.id)).toContain(id);
    } finally {
      vi.useRealTimers();
    }
  });

  it("a failed send is retried after its delay; the mail behind it waits only for the next round", async () => {
    const down = await enqueueMail("down@test.example", mail(100));
    await enqueueMail("down2@test.example", mail(101));
    const failing: MailTransport = {
      send: () => Promise.reject(new Error("SMTP is down")),
    };
    expect(await processOutbox(failing)).toBe(0);
    const [failed] = await t.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.id, down));
    // Due again one delay after the failure, on the database's clock.
    expect(failed).toMatchObject({ status: "pending", attempts: 1, lockedUntil: null, lastError: "SMTP is down" });
    const delay = failed!.nextAttemptAt.getTime() - (await databaseNow(t.db)).getTime();
    expect(delay).toBeGreaterThan(retryDelayMs(1) - 60_000);
    expect(delay).toBeLessThanOrEqual(retryDelayMs(1));

    const { transport, sent } = recordingTransport(0);
    // The failed one is not due again before its delay; the one never tried goes at once.
    expect(await processOutbox(transport)).toBe(1);
    expect(sent.map((m) => m.to)).toEqual(["down2@test.example"]);
    // The delay passes: its due time is moved back rather than the clock forward.
    await t.db.update(schema.mailOutbox).set({ nextAttemptAt: sql`now()` }).where(eq(schema.mailOutbox.id, down));
    expect(await processOutbox(transport)).toBe(1);
    expect(sent.map((m) => m.to)).toEqual(["down2@test.example", "down@test.example"]);
  });

  it("carries a mail's attachments to the transport, and clears them with the body a week after sending", async () => {
    const ics = {
      filename: "trial-class.ics",
      contentType: "text/calendar; charset=utf-8",
      content: "BEGIN:VCALENDAR",
    };
    const id = await enqueueMail("calendar@test.example", { ...mail(200), attachments: [ics] });
    const { transport, sent } = recordingTransport(0);
    await processOutbox(transport);
    expect(sent.find((m) => m.id === id)?.attachments).toEqual([ics]);
    expect(await clearOldMailBodies()).toBe(0);
    await t.db
      .update(schema.mailOutbox)
      .set({ sentAt: sql`now() - make_interval(secs => ${MAIL_BODY_RETENTION_MS / 1000 + 60})` })
      .where(eq(schema.mailOutbox.id, id));
    await clearOldMailBodies();
    const [row] = await t.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.id, id));
    expect(row).toMatchObject({ status: "sent", html: "", text: "", attachments: null });
  });
});
