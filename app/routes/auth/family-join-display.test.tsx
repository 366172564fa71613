import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { type JoinProblem, joinProblemText } from "~/lib/refusals/family";
import FamilyJoinPage from "./family-join";

const path = "/family/join/abcdefghijklmnopqrstuvwxyz0123456789";

/** The join page rendered with the data its loader gives. */
const render = (overrides: Record<string, unknown>) => {
  const loaderData = {
    path,
    inviter: "Rumana Akter",
    email: "karim@test.example",
    role: "view-pay",
    expiresAt: new Date("2026-12-05T06:00:00Z"),
    you: null,
    problem: null,
    ...overrides,
  };
  const Stub = createRoutesStub([
    {
      path: "/family/join/:token",
      Component: FamilyJoinPage as unknown as React.ComponentType,
      loader: () => loaderData,
    },
  ]);
  return renderToStaticMarkup(<Stub initialEntries={[path]} hydrationData={{ loaderData: { "0": loaderData } }} />);
};

describe("the join page", () => {
  it("signed out: who invites, as what, and Log in and Create an account that come back here", () => {
    const html = render({});
    const back = encodeURIComponent(path);
    expect(html).toContain("Join Rumana Akter&#x27;s family");
    expect(html).toContain('<span translate="no">Rumana Akter</span>');
    expect(html).toContain("with the role View and pay.");
    expect(html).toContain("The invitation is valid until December 5, 2026.");
    expect(html).toContain(`href="/login?redirectTo=${back}"`);
    expect(html).toContain(`href="/register?redirectTo=${back}"`);
    expect(html).not.toContain("Join Family");
  });

  it("signed in with the invited address: the Join Family button posts", () => {
    const html = render({ you: "karim@test.example" });
    expect(html).toMatch(/<form [^>]*method="post"[^>]*>.*Join Family/s);
    expect(html).toContain("You are logged in as karim@test.example.");
  });

  it("a problem is shown instead of the button, with what to do", () => {
    const html = render({ you: "other@test.example", problem: "other-email" });
    expect(html).toContain("This invitation cannot be used");
    expect(html).toContain(
      "This invitation is for karim@test.example, but you are logged in as other@test.example. Log out and log in with karim@test.example, or ask Rumana Akter to invite other@test.example instead.",
    );
    expect(html).toContain('action="/logout"');
    expect(html).not.toContain("Join Family");
  });

  it("words every problem", () => {
    const facts = { inviter: "Rumana Akter", email: "karim@test.example", you: "karim@test.example" };
    const problems: JoinProblem[] = [
      "expired",
      "used",
      "withdrawn",
      "other-email",
      "in-another-family",
      "has-own-family",
      "already-member",
    ];
    const texts = problems.map((problem) => joinProblemText(problem, facts));
    expect(new Set(texts).size).toBe(problems.length);
    expect(texts[0]).toBe("This invitation has expired. Ask Rumana Akter to send it again from their Family page.");
    expect(texts[4]).toContain("Leave it from its Family page, then open this link again.");
  });
});
