import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { getLocale, overwriteGetLocale } from "~/paraglide/runtime";
import FamilyPage from "./family";

/** /dashboard/profile/family rendered with the data its loader gives, in a data router as its forms need. */
const render = (loaderData: unknown) => {
  const Stub = createRoutesStub([
    {
      path: "/dashboard/profile/family",
      Component: FamilyPage as unknown as React.ComponentType,
      loader: () => loaderData,
    },
  ]);
  return renderToStaticMarkup(
    <Stub initialEntries={["/dashboard/profile/family"]} hydrationData={{ loaderData: { "0": loaderData } }} />,
  );
};

const englishLocale = getLocale;
afterEach(() => overwriteGetLocale(englishLocale));

const owner = { userId: "u-owner", name: "Rumana Akter", email: "rumana@test.example", role: "owner" };
const karim = { userId: "u-karim", name: "Karim Hossain", email: "karim@test.example", role: "view-pay" };
const invitation = (email: string, expired: boolean) => ({
  id: crypto.randomUUID(),
  email,
  role: "full",
  expiresAt: new Date("2026-12-05T06:00:00Z"),
  expired,
});

describe("the Family page", () => {
  it("shows the owner their members, the invitation form and the open invitations with Resend and Withdraw", () => {
    const html = render({
      you: owner.userId,
      role: "owner",
      manage: true,
      members: [owner, karim],
      invitations: [invitation("nasrin@test.example", false), invitation("old@test.example", true)],
    });
    expect(html).toContain("<h1");
    expect(html).toMatch(/Rumana Akter<\/span>.*You/);
    expect(html).toContain("Invite a Family Member");
    expect(html).toContain("Send Invitation");
    expect(html).toContain("Everything but members");
    expect(html).toContain("cannot apply, withdraw, cancel, or edit children");
    expect(html).toContain("Expires December 5, 2026");
    expect(html).toContain("Expired");
    expect(html).toContain('aria-label="Resend the invitation to nasrin@test.example"');
    expect(html).toContain('aria-label="Withdraw the invitation to old@test.example"');
    expect(html).toContain('<label for="role-u-karim"');
    expect(html).toContain("Remove Karim Hossain");
    // The owner's own row has no controls.
    expect(html).not.toContain("role-u-owner");
    expect(html).not.toContain("Leave family");
  });

  it("says so when there is nobody else and no invitation", () => {
    const html = render({ you: owner.userId, role: "owner", manage: true, members: [owner], invitations: [] });
    expect(html).toContain("No one else is in your family yet.");
    expect(html).toContain("No invitations are waiting for an answer.");
  });

  it("shows a member their role, what it allows and Leave family, in Bangla, and nothing of the owner's", () => {
    overwriteGetLocale(() => "bn");
    const html = render({
      you: karim.userId,
      role: "view-pay",
      manage: false,
      members: [owner, karim],
      invitations: [],
    });
    expect(html).toContain("Rumana Akter-এর পরিবারে আপনার ভূমিকা দেখা ও পেমেন্ট।");
    expect(html).toContain("পরিবার ছেড়ে দিন");
    expect(html).not.toContain("আমন্ত্রণ পাঠান");
    expect(html).not.toContain('name="role"');
  });
});
