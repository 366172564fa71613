import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { useTestDatabase } from "../../tests/support/test-database";
import { insertUserWithPassword } from "./data/users.server";
import { log } from "./log.server";
import { directoryTransport } from "./mail/transport.server";

describe("database errors in the log", () => {
  const t = useTestDatabase("pglite");

  it("keep their stack trace but not the query's parameters or the offending value", async () => {
    const email = "private-parent@test.example";
    await insertUserWithPassword(t.db, { email, passwordHash: "$argon2id$secret-hash", name: "Private Parent" });
    let failure: unknown;
    try {
      await insertUserWithPassword(t.db, {
        email,
        passwordHash: "$argon2id$another-secret-hash",
        name: "Private Parent",
      });
    } catch (error) {
      failure = error;
    }
    expect(String((failure as Error).message)).toContain(email);

    const write = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    log.error("registration failed", { error: failure });
    const line = String(write.mock.calls[0]?.[0]);
    write.mockRestore();

    expect(line).not.toContain(email);
    expect(line).not.toContain("secret-hash");
    expect(line).toContain("params: [redacted]");
    const entry = JSON.parse(line) as { error: { stack: string; cause?: { code?: string } } };
    expect(entry.error.stack).toContain("users.server.ts");
    expect(entry.error.cause?.code).toBe("23505");
  });
});

describe("the local mail outbox", () => {
  it("prints a mail's links to the log on a localhost APP_URL only", async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), "outbox-"));
    const mail = {
      id: "m1",
      to: "p@test.example",
      subject: "Reset",
      html: "",
      text: "Open https://school.example/reset-password?token=secret-token",
      kind: "reset-password",
    };
    const write = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    await directoryTransport(dir, "School <no-reply@test.example>", false).send(mail);
    const publicLine = String(write.mock.calls.at(-1)?.[0]);
    await directoryTransport(dir, "School <no-reply@test.example>", true).send(mail);
    const localLine = String(write.mock.calls.at(-1)?.[0]);
    write.mockRestore();
    await fs.rm(dir, { recursive: true, force: true });
    expect(publicLine).toContain("mail written to local outbox");
    expect(publicLine).not.toContain("secret-token");
    expect(publicLine).not.toContain("p@test.example");
    expect(localLine).toContain("secret-token");
  });
});
