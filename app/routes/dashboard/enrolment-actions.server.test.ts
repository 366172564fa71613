import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { enrolment } from "~/lib/site-config";
import { registerParent } from "~/server/data/accounts.server";
import { schema } from "~/server/db.server";
import { readFlash } from "~/server/flash.server";
import { carriedRedirect } from "~/server/session.server";
import { databaseKinds, useTestDatabase } from "../../../tests/support/test-database";
import { soleParent } from "../../../tests/support/test-users";
import { resendVerification } from "../auth/resend-verification.server";
import { submitApplication } from "./apply.server";
import { changeApplication } from "./enrolment.server";

process.env.AUTH_SECRET ||= "integration-test-secret-of-at-least-32-characters";

/** A post of the application form as the page renders it: each with a fresh one-time key unless given one. */
const post = (fields: Record<string, string>) => {
  const form = new URLSearchParams({ idempotencyKey: crypto.randomUUID(), ...fields });
  return new Request("http://localhost:3000/enroll/apply", {
    method: "POST",
    body: form,
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
};
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

/** What an action answered: a redirect with its flash toast, or a page with its status, toast and field errors. */
async function outcome(answer: unknown) {
  if (answer instanceof Response) {
    const cookie = answer.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const { toast } = await readFlash(new Request("http://localhost:3000/", { headers: { Cookie: cookie } }));
    return { status: answer.status, location: answer.headers.get("Location"), toast };
  }
  const r = answer as {
    data: { toast?: { title: string; description?: string }; lastResult?: { error?: Record<string, string[]> } };
    init?: { status?: number };
  };
  return { status: r.init?.status, toast: r.data.toast, errors: r.data.lastResult?.error };
}

/** The status of a thrown `data(null, { status })`. */
async function thrownStatus(call: Promise<unknown>) {
  try {
    await call;
    return null;
  } catch (error) {
    return (error as { init?: { status?: number } }).init?.status ?? null;
  }
}

const dhakaDate = (daysAhead: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Dhaka" }).format(new Date(Date.now() + daysAhead * 86_400_000));

describe.each(databaseKinds())("a parent's enrolment actions on %s", (kind) => {
  const t = useTestDatabase(kind);

  async function parent(childAge = 4) {
    const id = crypto.randomUUID();
    await t.db.insert(schema.users).values({ id, name: "Parent", email: `${id}@test.example`, emailVerified: true });
    const [child] = await t.db
      .insert(schema.children)
      .values({ parentId: id, name: `Child ${id.slice(0, 4)}`, age: childAge })
      .returning({ id: schema.children.id });
    return { id, childId: child!.id };
  }

  async function batch(fields: { programme?: "preschool" | "adventure"; capacity?: number } = {}) {
    const [row] = await t.db
      .insert(schema.batches)
      .values({
        name: `Batch ${crypto.randomUUID().slice(0, 6)}`,
        startDate: dhakaDate(14),
        programme: "preschool",
        ...fields,
      })
      .returning({ id: schema.batches.id });
    return row!.id;
  }

  const applicationsOf = (parentId: string) =>
    t.db.select().from(schema.applications).where(eq(schema.applications.parentId, parentId));

  it("applies and lands on the enrolment page with 'Application Received'", async () => {
    const p = await parent();
    const b = await batch();
    const answer = await outcome(
      await submitApplication(post({ childId: p.childId, batchId: b, outdoor: "on", notes: " Shy " }), p.id),
    );
    expect(answer).toMatchObject({
      status: 303,
      location: "/dashboard/enrolment",
      toast: { title: "Application Received", description: "We will confirm your place by email." },
    });
    expect(await applicationsOf(p.id)).toMatchObject([
      { batchId: b, status: "submitted", outdoor: true, notes: "Shy" },
    ]);
  });

  it("refuses with the schema's messages, on the field they belong to, and stores nothing", async () => {
    const p = await parent(4);
    const adventure = await batch({ programme: "adventure" });
    const tooYoung = await outcome(await submitApplication(post({ childId: p.childId, batchId: adventure }), p.id));
    expect(tooYoung).toMatchObject({
      status: 400,
      errors: { childId: ["This programme is for ages 5 and up."] },
      toast: { title: "Application Not Sent", description: "This programme is for ages 5 and up." },
    });

    const preschool = await batch();
    await submitApplication(post({ childId: p.childId, batchId: preschool }), p.id);
    const twice = await outcome(await submitApplication(post({ childId: p.childId, batchId: preschool }), p.id));
    expect(twice).toMatchObject({
      status: 400,
      errors: { batchId: ["Your child already has an application for this batch."] },
    });

    const missing = await outcome(await submitApplication(post({}), p.id));
    expect(missing.errors).toMatchObject({ childId: ["Please choose a child."], batchId: ["Please choose a batch."] });
    expect(await applicationsOf(p.id)).toHaveLength(1);
  });

  it("refuses someone else's child and a closed batch with the rule's message", async () => {
    const p = await parent();
    const stranger = await parent();
    const b = await batch();
    const notMine = await outcome(await submitApplication(post({ childId: stranger.childId, batchId: b }), p.id));
    expect(notMine).toMatchObject({
      status: 409,
      errors: { childId: ["Please choose one of your children, or add a child."] },
    });
    await t.db.update(schema.batches).set({ open: false }).where(eq(schema.batches.id, b));
    const closed = await outcome(await submitApplication(post({ childId: p.childId, batchId: b }), p.id));
    expect(closed).toMatchObject({
      status: 409,
      errors: { batchId: ["This batch is no longer taking applications. Please choose another batch."] },
    });
    expect(await applicationsOf(p.id)).toHaveLength(0);
  });

  it("withdraws with its confirmation posted; the freed seat goes to the waiting family, who accepts it", async () => {
    const holder = await parent();
    const waiting = await parent();
    const b = await batch({ capacity: 1 });
    const [held] = await t.db
      .insert(schema.applications)
      .values({ parentId: holder.id, childId: holder.childId, batchId: b, status: "accepted" })
      .returning({ id: schema.applications.id });
    await submitApplication(post({ childId: waiting.childId, batchId: b }), waiting.id);
    expect(await applicationsOf(waiting.id)).toMatchObject([{ status: "waitlisted" }]);

    const withdrawn = await outcome(
      await changeApplication(form({ intent: "withdraw", applicationId: held!.id }), soleParent(holder.id)),
    );
    expect(withdrawn).toMatchObject({ status: 303, location: "/dashboard/enrolment" });
    expect(withdrawn.toast).toMatchObject({ title: "Application Withdrawn" });
    expect(withdrawn.toast?.description).toContain("The seat goes to the next family on the waitlist.");

    const [offer] = await applicationsOf(waiting.id);
    expect(offer).toMatchObject({ status: "offered" });
    const accepted = await outcome(
      await changeApplication(form({ intent: "accept", applicationId: offer!.id }), soleParent(waiting.id)),
    );
    expect(accepted.toast).toMatchObject({ title: "Offer Accepted" });
    expect(await applicationsOf(waiting.id)).toMatchObject([{ status: "accepted" }]);
  });

  it("a lapsed offer is refused with 'Offer Lapsed'; someone else's application answers 404", async () => {
    const p = await parent();
    const stranger = await parent();
    const b = await batch({ capacity: 1 });
    const [offer] = await t.db
      .insert(schema.applications)
      .values({
        parentId: p.id,
        childId: p.childId,
        batchId: b,
        status: "offered",
        offerExpiresAt: new Date(Date.now() - 60_000),
      })
      .returning({ id: schema.applications.id });
    const lapsed = await outcome(
      await changeApplication(form({ intent: "accept", applicationId: offer!.id }), soleParent(p.id)),
    );
    expect(lapsed.toast).toMatchObject({ title: "Offer Lapsed" });
    expect(
      await thrownStatus(
        changeApplication(form({ intent: "withdraw", applicationId: offer!.id }), soleParent(stranger.id)),
      ),
    ).toBe(404);
    expect(
      await thrownStatus(
        changeApplication(form({ intent: "accept", applicationId: crypto.randomUUID() }), soleParent(p.id)),
      ),
    ).toBe(404);
    expect(await applicationsOf(p.id)).toMatchObject([{ status: "offered" }]);
  });

  it("counts a parent's changes: past the budget the page answers 429 and changes nothing", async () => {
    const p = await parent();
    const b = await batch();
    const [row] = await t.db
      .insert(schema.applications)
      .values({ parentId: p.id, childId: p.childId, batchId: b, status: "withdrawn" })
      .returning({ id: schema.applications.id });
    // Withdrawing a withdrawn application changes nothing, but each try counts.
    for (let i = 0; i < 20; i++)
      await changeApplication(form({ intent: "withdraw", applicationId: row!.id }), soleParent(p.id));
    const spent = await outcome(
      await changeApplication(form({ intent: "withdraw", applicationId: row!.id }), soleParent(p.id)),
    );
    expect(spent).toMatchObject({ status: 429, toast: { title: "Not Changed" } });
    expect(spent.toast?.description).toMatch(/Please wait \d+ minutes and try again\./);
  });

  it("registration carries a same-site return path into the verification link, and nothing else", async () => {
    const email = `carry-${crypto.randomUUID().slice(0, 8)}@test.example`;
    const input = {
      fullName: "Farzana Rahman",
      childName: "Ishaan",
      childAge: 4,
      phone: "+880 1711-123456",
      email,
      password: "kite-and-river-1",
      confirmPassword: "kite-and-river-1",
      terms: true,
      mediaConsent: false,
    };
    await registerParent(input, { redirectTo: carriedRedirect("/enroll/apply?batch=abc") });
    const [mail] = await t.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to, email));
    const link = new URL(/https?:\/\/\S+\/verify-email\?\S+/.exec(mail!.text)![0]);
    expect(link.searchParams.get("redirectTo")).toBe("/enroll/apply?batch=abc");

    // 'Resend verification email' (on /login, carrying the same path) sends a link that carries it too.
    await resendVerification(form({ email, redirectTo: "/enroll/apply?batch=abc" }), "203.0.113.9");
    const mails = await t.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to, email));
    expect(mails).toHaveLength(2);
    for (const sent of mails) {
      const link = new URL(/https?:\/\/\S+\/verify-email\?\S+/.exec(sent.text)![0]);
      expect(link.searchParams.get("redirectTo")).toBe("/enroll/apply?batch=abc");
    }

    expect(carriedRedirect("https://evil.example/x")).toBeNull();
    expect(carriedRedirect("//evil.example/x")).toBeNull();
    expect(carriedRedirect("")).toBeNull();
    expect(enrolment.offerHours).toBe(48);
  });
});
