import type { APIRequestContext } from "@playwright/test";
import type { Role } from "../../db/schema";
import { type Credentials, newParent, type ParentCredentials } from "./accounts";
import { testEnv } from "./test-env";

export type SeededUser = ParentCredentials & { id: string };

/**
 * Posts to the e2e server's test-only seeding route (app/routes/resources/test-fixtures.ts, on with E2E_TEST_ROUTES):
 * only the server may open its embedded database. Cookies it sets land in `request`'s browser context, if it has one.
 */
async function seed(request: APIRequestContext, fixture: "users" | "sessions", form: Record<string, string | number>) {
  const response = await request.post(`/__test/${fixture}`, {
    form,
    headers: { Origin: testEnv.baseUrl },
    maxRedirects: 0,
  });
  if (!response.ok()) {
    throw new Error(`POST /__test/${fixture} answered ${response.status()}: ${await response.text()}`);
  }
  return response;
}

/** A verified user (a parent unless `role` says otherwise) with a profile and a first child, made in the database. */
export async function createUser(
  request: APIRequestContext,
  {
    role = "parent",
    language = "en",
    ...details
  }: Partial<ParentCredentials> & { role?: Role; language?: "en" | "bn" } = {},
): Promise<SeededUser> {
  const user = newParent(details);
  const { email, password, fullName, phone, childName, childAge } = user;
  const fields = { email, password, fullName, phone, role, language, childName, childAge };
  const response = await seed(request, "users", fields);
  const { id } = (await response.json()) as { id: string };
  return { ...user, id };
}

/** Signs `who` in on `request`'s browser context (page.request, context.request), without the login form. */
export async function signIn(request: APIRequestContext, who: Credentials) {
  await seed(request, "sessions", { email: who.email, password: who.password });
}
