import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
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

  it("a failed send is retried after its delay; the mail behind it waits only for the next round", async () => {
    await enqueueMail("down@test.example", mail(100));
    await enqueueMail("down2@test.example", mail(101));
    const failing: MailTransport = {
      send: () => Promise.reject(new Error("SMTP is down")),
    };
    // A moment clearly after both were queued: the database stamps them in microseconds, a Date holds milliseconds.
    const now = new Date(Date.now() + 1_000);
    expect(await processOutbox(failing, now)).toBe(0);
    const { transport, sent } = recordingTransport(0);
    // The failed one is not due again before its delay; the one never tried goes at once.
    expect(await processOutbox(transport, now)).toBe(1);
    expect(await processOutbox(transport, new Date(now.getTime() + retryDelayMs(1) + 1))).toBe(1);
    expect(sent.map((m) => m.to).sort()).toEqual(["down2@test.example", "down@test.example"]);
  });

  it("carries a mail's attachments to the transport, and clears them with the body a week after sending", async () => {
    const ics = {
      filename: "trial-class.ics",
      contentType: "text/calendar; charset=utf-8",
      content: "BEGIN:VCALENDAR",
    };
    const id = await enqueueMail("calendar@test.example", { ...mail(200), attachments: [ics] });
    const { transport, sent } = recordingTransport(0);
    await processOutbox(transport, new Date(Date.now() + 1_000));
    expect(sent.find((m) => m.id === id)?.attachments).toEqual([ics]);
    await clearOldMailBodies(new Date(Date.now() + MAIL_BODY_RETENTION_MS + 60_000));
    const [row] = await t.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.id, id));
    expect(row).toMatchObject({ status: "sent", html: "", text: "", attachments: null });
  });
});
