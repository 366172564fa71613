import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { databaseKinds, useTestDatabase } from "../../../tests/support/test-database";
import { makeUser } from "../../../tests/support/test-users";
import { createSupportMessage } from "../data/support.server";
import { schema } from "../db.server";
import { clearOldMailBodies, MAIL_BODY_RETENTION_MS } from "../mail/outbox.server";
import { createLocalStorage } from "../storage/local.server";
import { avatarObjectKey, folders, newAvatarKey, newObjectKey } from "../storage/storage.server";
import { runExclusive } from "./exclusive.server";
import { sweepOrphanFiles } from "./file-sweep.server";

const DAY = 24 * 60 * 60 * 1000;

describe.each(databaseKinds())("housekeeping on %s", (kind) => {
  const t = useTestDatabase(kind);
  const roots: string[] = [];
  afterAll(() => Promise.all(roots.map((root) => fs.rm(root, { recursive: true, force: true }))));

  it("removes stored files nothing refers to once they are a day old, and nothing else", async () => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), "sweep-"));
    roots.push(root);
    const store = createLocalStorage(root);
    const parent = await makeUser(t.db);
    const put = (key: string) => store.put(key, new TextEncoder().encode(key), { maxBytes: 1000 });

    const avatarKey = newAvatarKey();
    await put(avatarObjectKey(avatarKey));
    await t.db.update(schema.profiles).set({ avatarKey }).where(eq(schema.profiles.id, parent.id));
    const attached = newObjectKey(folders.attachments);
    await put(attached);
    await createSupportMessage(parent.id, {
      subject: "S",
      message: "M",
      attachment: { key: attached, name: "a.pdf", type: "application/pdf", size: 3 },
    });
    const orphanOld = newObjectKey(folders.attachments);
    const orphanAvatar = avatarObjectKey(newAvatarKey());
    const orphanNew = newObjectKey(folders.attachments);
    for (const key of [orphanOld, orphanAvatar, orphanNew]) await put(key);

    const twoDaysLater = new Date(Date.now() + 2 * DAY);
    // The just-written orphan is young when the sweep runs "now".
    expect(await sweepOrphanFiles(store, new Date())).toBe(0);
    await fs.utimes(path.join(root, orphanNew), new Date(), new Date(twoDaysLater.getTime() - DAY / 2));
    expect(await sweepOrphanFiles(store, twoDaysLater)).toBe(2);
    expect(await store.get(orphanOld)).toBeNull();
    expect(await store.get(orphanAvatar)).toBeNull();
    expect(await store.get(orphanNew)).not.toBeNull();
    expect(await store.get(attached)).not.toBeNull();
    expect(await store.get(avatarObjectKey(avatarKey))).not.toBeNull();
  });

  it("clears the bodies of mail sent more than a week ago and keeps who, what and when", async () => {
    const now = new Date();
    const old = new Date(now.getTime() - MAIL_BODY_RETENTION_MS - DAY);
    const [sentLongAgo, sentRecently, pending] = await t.db
      .insert(schema.mailOutbox)
      .values([
        {
          to: "a@test.example",
          subject: "Verify your email",
          html: "<a>link</a>",
          text: "https://x/verify?token=1",
          kind: "verify-email",
          status: "sent",
          sentAt: old,
        },
        {
          to: "b@test.example",
          subject: "Reset",
          html: "<a>link</a>",
          text: "https://x/reset?token=2",
          kind: "reset-password",
          status: "sent",
          sentAt: now,
        },
        {
          to: "c@test.example",
          subject: "Verify",
          html: "<a>x</a>",
          text: "https://x/verify?token=3",
          kind: "verify-email",
          status: "pending",
          createdAt: old,
        },
      ])
      .returning();
    expect(await clearOldMailBodies()).toBeGreaterThanOrEqual(1);
    const rows = await t.db.select().from(schema.mailOutbox);
    const byId = (id: string) => rows.find((row) => row.id === id)!;
    expect(byId(sentLongAgo!.id)).toMatchObject({
      html: "",
      text: "",
      to: "a@test.example",
      subject: "Verify your email",
      kind: "verify-email",
      status: "sent",
    });
    expect(byId(sentRecently!.id).text).toContain("token=2");
    expect(byId(pending!.id).text).toContain("token=3");
  });

  it("runs a scheduled job on one instance at a time", async () => {
    let running = 0;
    let most = 0;
    const job = async () => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 200));
      running--;
    };
    const outcomes = await Promise.all([
      runExclusive("test-job", job),
      runExclusive("test-job", job),
      runExclusive("test-job", job),
    ]);
    if (kind === "postgres") {
      expect(outcomes.filter(Boolean)).toHaveLength(1);
      expect(most).toBe(1);
    } else {
      // One process holds the embedded database; the timer never starts a second run while one is going.
      expect(outcomes.every(Boolean)).toBe(true);
    }
  });
});
