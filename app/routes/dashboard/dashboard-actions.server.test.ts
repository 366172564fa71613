import crypto from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auth } from "~/server/auth.server";
import { familyAccessOf } from "~/server/data/family/access.server";
import { insertUserWithPassword } from "~/server/data/users.server";
import { schema } from "~/server/db.server";
import { createLocalStorage } from "~/server/storage/local.server";
import { createS3Storage } from "~/server/storage/s3.server";
import type { Storage } from "~/server/storage/storage.server";
import { databaseKinds, useTestDatabase } from "../../../tests/support/test-database";
import { loader as filesLoader } from "../resources/files";
import { handleProfileAction } from "./profile.server";
import { sendSupportMessage } from "./support.server";

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "dashboard-it-"));
process.env.DATA_DIR = dataDir;
process.env.AUTH_SECRET ??= crypto.randomBytes(32).toString("hex");
afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

const MB = 1024 * 1024;
const post = (form: FormData, cookie?: string) =>
  new Request("http://localhost:3000/dashboard/x", {
    method: "POST",
    body: form,
    headers: cookie ? { Cookie: cookie } : {},
  });

async function files(root: string) {
  try {
    return (await fs.readdir(root, { recursive: true, withFileTypes: true }))
      .filter((e) => e.isFile())
      .map((e) => e.name);
  } catch {
    return [];
  }
}

async function body(response: unknown) {
  const r = response as {
    data?: { toast?: { title: string; description?: string }; lastResult?: { initialValue?: Record<string, unknown> } };
    init?: { status?: number };
  };
  return { status: r.init?.status, toast: r.data?.toast, initial: r.data?.lastResult?.initialValue };
}

describe.each(databaseKinds())("dashboard actions on %s", (kind) => {
  const t = useTestDatabase(kind);
  let root: string;
  let store: Storage;
  beforeAll(async () => {
    root = await fs.mkdtemp(path.join(dataDir, `files-${kind}-`));
    store = createLocalStorage(root);
  });

  async function parent(role: "parent" | "staff" = "parent") {
    const email = `${crypto.randomUUID()}@test.example`;
    const password = `Kite-${crypto.randomBytes(6).toString("hex")}`;
    const id = await insertUserWithPassword(t.db, { email, password, name: "Parent", emailVerified: true, role });
    await t.db.insert(schema.profiles).values({ id, fullName: "Parent" });
    await t.db.insert(schema.children).values({ parentId: id, name: "First", age: 4 });
    const response = await auth().api.signInEmail({ body: { email, password }, asResponse: true });
    const cookie = response.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    return { id, cookie };
  }

  const messagesOf = (userId: string) =>
    t.db.select().from(schema.supportMessages).where(eq(schema.supportMessages.userId, userId));

  describe("support messages", () => {
    it("stores the message with its attachment and redirects with 'Message Sent'", async () => {
      const a = await parent();
      const form = new FormData();
      form.append("subject", "");
      form.append("message", "Could we get the recording?");
      form.append("attachment", new File(["%PDF-1.4 report"], "report.pdf", { type: "application/pdf" }));
      const response = await sendSupportMessage(post(form), a.id, store);
      expect(response).toBeInstanceOf(Response);
      expect((response as Response).status).toBe(303);
      const [row] = await messagesOf(a.id);
      expect(row).toMatchObject({
        subject: "General Inquiry",
        status: "open",
        attachmentName: "report.pdf",
        attachmentType: "application/pdf",
        attachmentSize: 15,
      });
      expect(row!.attachmentKey).toMatch(/^attachments\/[0-9a-f-]{36}$/);
      expect(await new Response((await store.get(row!.attachmentKey!))!.body).text()).toBe("%PDF-1.4 report");
    });

    it("refuses a file over 10MB with its toast, keeps the text and stores nothing", async () => {
      const a = await parent();
      const before = await files(root);
      const form = new FormData();
      form.append("subject", "Fees");
      form.append("message", "Please see the attached scan.");
      form.append("attachment", new File([new Uint8Array(10 * MB + 1)], "scan.tiff"));
      const result = await body(await sendSupportMessage(post(form), a.id, store));
      expect(result.toast).toMatchObject({
        title: "File too large",
        description: "Attachment must be smaller than 10MB.",
      });
      expect(result.initial).toMatchObject({ subject: "Fees", message: "Please see the attached scan." });
      expect(await messagesOf(a.id)).toEqual([]);
      expect(await files(root)).toEqual(before);
    });

    it("a blank message is refused and the uploaded file removed again", async () => {
      const a = await parent();
      const before = await files(root);
      const form = new FormData();
      form.append("message", "   ");
      form.append("attachment", new File(["x"], "x.txt"));
      const result = await body(await sendSupportMessage(post(form), a.id, store));
      expect(result.toast).toMatchObject({ title: "Message Required", description: "Please enter your message." });
      expect(await messagesOf(a.id)).toEqual([]);
      expect(await files(root)).toEqual(before);
    });

    it("a database error after the upload removes the stored file and keeps the typed text", async () => {
      const before = await files(root);
      const form = new FormData();
      form.append("subject", "Trip");
      form.append("message", "Which day is the trip?");
      form.append("attachment", new File(["permission slip"], "slip.pdf"));
      // No such user: the insert breaks its foreign key after the file is stored.
      const result = await body(await sendSupportMessage(post(form), crypto.randomUUID(), store));
      expect(result.toast).toMatchObject({
        title: "Error",
        description: "Could not send your message: please try again in a moment.",
      });
      expect(result.initial).toMatchObject({ subject: "Trip", message: "Which day is the trip?" });
      expect(await files(root)).toEqual(before);
    });

    it("a failed upload answers 'Upload Failed' and keeps the typed text", async () => {
      const a = await parent();
      const unreachable = createS3Storage({
        bucket: "b",
        endpoint: "http://127.0.0.1:9",
        region: "us-east-1",
        accessKeyId: "x",
        secretAccessKey: "y",
      });
      const form = new FormData();
      form.append("subject", "Homework");
      form.append("message", "A long message I do not want to type again.");
      form.append("attachment", new File(["data"], "homework.jpg"));
      const result = await body(await sendSupportMessage(post(form), a.id, unreachable));
      expect(result.toast?.title).toBe("Upload Failed");
      expect(result.toast?.description).toMatch(/^Could not upload attachment: /);
      expect(result.initial).toMatchObject({
        subject: "Homework",
        message: "A long message I do not want to type again.",
      });
      expect(await messagesOf(a.id)).toEqual([]);
    });

    it("a file removed without JavaScript is not kept", async () => {
      const a = await parent();
      const before = await files(root);
      const form = new FormData();
      form.append("message", "No file after all.");
      form.append("removeAttachment", "on");
      form.append("attachment", new File(["x"], "x.txt"));
      expect(((await sendSupportMessage(post(form), a.id, store)) as Response).status).toBe(303);
      const [row] = await messagesOf(a.id);
      expect(row).toMatchObject({ message: "No file after all.", attachmentKey: null });
      expect(await files(root)).toEqual(before);
    });
  });

  describe("attachment downloads", () => {
    const download = (url: string, cookie?: string) =>
      filesLoader({
        request: new Request(`http://localhost:3000${url}`, { headers: cookie ? { Cookie: cookie } : {} }),
        params: { "*": url.replace("/files/", "") },
      } as never).then(
        (r) => r as Response,
        (e: unknown) => e as { init?: { status?: number } },
      );

    it("the owner and staff download it as an attachment; another parent and strangers get 404", async () => {
      const a = await parent();
      const b = await parent();
      const staff = await parent("staff");
      const form = new FormData();
      form.append("message", "See file");
      form.append(
        "attachment",
        new File(["<html><script>alert(1)</script></html>"], 'রিপোর্ট "x".html', { type: "text/html" }),
      );
      await sendSupportMessage(post(form), a.id, store);
      const [row] = await messagesOf(a.id);
      const url = `/files/support/${row!.id}`;

      // The route reads the configured storage: local files under DATA_DIR.
      const configured = createLocalStorage(path.join(dataDir, "files"));
      await configured.put(row!.attachmentKey!, (await store.get(row!.attachmentKey!))!.body, { maxBytes: 1000 });

      for (const cookie of [a.cookie, staff.cookie]) {
        const response = (await download(url, cookie)) as Response;
        expect(response.status).toBe(200);
        expect(response.headers.get("Content-Disposition")).toBe(
          `attachment; filename="_______ x.html"; filename*=UTF-8''${encodeURIComponent("রিপোর্ট x.html")}`,
        );
        expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
        expect(response.headers.get("Content-Type")).toBe("application/octet-stream");
        expect(await response.text()).toContain("alert(1)");
      }
      for (const cookie of [b.cookie, undefined]) {
        const denied = (await download(url, cookie)) as { init?: { status?: number } };
        expect(denied.init?.status).toBe(404);
      }
      expect(
        ((await download(`/files/support/${crypto.randomUUID()}`, a.cookie)) as { init?: { status?: number } }).init
          ?.status,
      ).toBe(404);
      expect(
        ((await download(`/files/support/${row!.id}/replies/nonsense`, a.cookie)) as { init?: { status?: number } })
          .init?.status,
      ).toBe(404);
    });
  });

  describe("profile photo", () => {
    const profileForm = (avatar?: File) => {
      const form = new FormData();
      form.append("intent", "profile");
      if (avatar) form.append("avatar", avatar);
      form.append("fullName", "Nadia Islam");
      form.append("childName", "Arif");
      form.append("childAge", "5");
      return form;
    };
    const png = () =>
      sharp({ create: { width: 600, height: 400, channels: 3, background: "#0f766e" } })
        .png()
        .toBuffer();
    const avatarOf = async (id: string) =>
      (await t.db.select().from(schema.profiles).where(eq(schema.profiles.id, id)))[0]!.avatarKey;

    it("stores a re-encoded photo and deletes the one it replaces", async () => {
      const a = await parent();
      expect(
        (
          (await handleProfileAction(
            post(profileForm(new File([await png()], "me.png", { type: "image/png" }))),
            await familyAccessOf(a.id),
            store,
          )) as Response
        ).status,
      ).toBe(303);
      const first = await avatarOf(a.id);
      expect(first).toMatch(/^[0-9a-f-]{36}\.webp$/);
      const stored = Buffer.from(await new Response((await store.get(`avatars/${first}`))!.body).arrayBuffer());
      expect((await sharp(stored).metadata()).format).toBe("webp");

      await handleProfileAction(
        post(profileForm(new File([await png()], "me2.png"))),
        await familyAccessOf(a.id),
        store,
      );
      const second = await avatarOf(a.id);
      expect(second).not.toBe(first);
      expect(await store.get(`avatars/${first}`)).toBeNull();
      expect(await store.get(`avatars/${second}`)).not.toBeNull();
    });

    it("a file that is not an image aborts the save", async () => {
      const a = await parent();
      const result = await body(
        await handleProfileAction(
          post(profileForm(new File(["GIF89a? no, a script"], "cat.gif", { type: "image/gif" }))),
          await familyAccessOf(a.id),
          store,
        ),
      );
      expect(result.toast).toMatchObject({
        title: "Avatar Upload Error",
        description: "Please choose a PNG, JPG, GIF or WebP image.",
      });
      const [profile] = await t.db.select().from(schema.profiles).where(eq(schema.profiles.id, a.id));
      expect(profile).toMatchObject({ fullName: "Parent", avatarKey: null });
    });

    it("a photo over 5MB is refused with its toast", async () => {
      const a = await parent();
      const result = await body(
        await handleProfileAction(
          post(profileForm(new File([new Uint8Array(5 * MB + 1)], "huge.png"))),
          await familyAccessOf(a.id),
          store,
        ),
      );
      expect(result.toast).toMatchObject({
        title: "File too large",
        description: "Please select an image smaller than 5MB.",
      });
      expect(await avatarOf(a.id)).toBeNull();
    });
  });
});
