import { data } from "react-router";
import { z } from "zod";
import { auth } from "~/server/auth.server";
import { insertUserWithPassword } from "~/server/data/users.server";
import { db, schema } from "~/server/db.server";
import { env } from "~/server/env.server";
import { readTextForm } from "~/server/forms/read-form.server";
import { assertSameOrigin } from "~/server/request-guards.server";
import { roles } from "../../../db/schema";
import type { Route } from "./+types/test-fixtures";

/**
 * Seeding for the e2e fixtures (tests/support/seed.ts). Only one process may open the embedded database, so the
 * fixtures ask the server under test instead. Without E2E_TEST_ROUTES (which start-up refuses unless APP_URL is a
 * localhost address) every request answers 404.
 *   POST /__test/users     a verified account with its profile and children -> { id }
 *   POST /__test/sessions  signs an account in -> its session cookie
 */
const notFound = () => data(null, { status: 404 });

export function loader() {
  throw notFound();
}

export async function action({ request, params }: Route.ActionArgs) {
  if (!env().E2E_TEST_ROUTES) throw notFound();
  assertSameOrigin(request);
  const form = await readTextForm(request);
  if (params.fixture === "users") return createAccount(form);
  if (params.fixture === "sessions") return signIn(form, request.headers);
  throw notFound();
}

const credentials = z.object({ email: z.email(), password: z.string().min(1) });

const account = credentials.extend({
  fullName: z.string().min(1),
  role: z.enum(roles).default("parent"),
  phone: z.string().optional(),
  children: z.array(z.object({ name: z.string().min(1), age: z.coerce.number().int().min(1) })),
});

/** Children come as repeated childName/childAge pairs. */
const accountFields = (form: FormData) => ({
  ...Object.fromEntries(form),
  children: form.getAll("childName").map((name, i) => ({ name, age: form.getAll("childAge")[i] })),
});

async function createAccount(form: FormData) {
  const parsed = account.safeParse(accountFields(form));
  if (!parsed.success) return data({ error: z.prettifyError(parsed.error) }, { status: 400 });
  const { email, password, fullName, role, phone, children } = parsed.data;
  const id = await db.transaction(async (tx) => {
    const id = await insertUserWithPassword(tx, { email, password, name: fullName, role, emailVerified: true });
    await tx.insert(schema.profiles).values({ id, fullName, phoneNumber: phone ?? null, termsAccepted: true });
    if (children.length > 0) {
      await tx.insert(schema.children).values(children.map((child) => ({ parentId: id, ...child })));
    }
    return id;
  });
  return data({ id }, { status: 201 });
}

/** The same sign-in as the login page's, without its form, rate limits and redirect. */
async function signIn(form: FormData, headers: Headers) {
  const parsed = credentials.safeParse(Object.fromEntries(form));
  if (!parsed.success) return data({ error: z.prettifyError(parsed.error) }, { status: 400 });
  return auth().api.signInEmail({ body: { ...parsed.data, rememberMe: true }, headers, asResponse: true });
}
