import { describe, expect, it, vi } from "vitest";
import { action, loader } from "./test-fixtures";

vi.stubEnv("E2E_TEST_ROUTES", "0");

const seedingPost = (fixture: string) => ({
  request: new Request(`http://localhost:3000/__test/${fixture}`, {
    method: "POST",
    headers: { Origin: "http://localhost:3000" },
    body: new URLSearchParams({
      email: "seed@test.example",
      password: "kite-runner-42",
      fullName: "Seed",
      role: "admin",
    }),
  }),
  params: { fixture },
  context: {},
});

describe("the e2e seeding route without E2E_TEST_ROUTES", () => {
  it("answers every request 404 before reading it", async () => {
    for (const fixture of ["users", "sessions"]) {
      const post = seedingPost(fixture);
      await expect(action(post as unknown as Parameters<typeof action>[0])).rejects.toMatchObject({
        init: { status: 404 },
      });
      expect(post.request.bodyUsed).toBe(false);
    }
    expect(() => loader()).toThrow(expect.objectContaining({ init: { status: 404 } }));
  });
});
