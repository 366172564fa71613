import { toast } from "../support/accounts";
import { createFamily } from "../support/family";
import { expect, test } from "../support/fixtures";
import { mailbox } from "../support/mail";
import { axeViolations } from "../support/page-checks";
import { createUser } from "../support/seed";
import { auditEntries, staffDevice } from "../support/staff";

const tag = () => crypto.randomUUID().slice(0, 6);

// The console's forms work without the enhancement script; the page itself is the same either way.
test.use({ javaScriptEnabled: false });

test("staff see a family's members and invitations, resend an expired one and withdraw another", async ({
  browser,
  context,
  signedInStaff: staff,
}) => {
  const owner = await createUser(context.request, { fullName: `Rumana ${tag()}` });
  const member = await createUser(context.request, { fullName: `Karim ${tag()}`, language: "bn" });
  const aunt = `aunt-${tag()}@test.example`;
  const uncle = `uncle-${tag()}@test.example`;
  await createFamily(context.request, owner.id, {
    members: [{ userId: member.id, role: "view-pay" }],
    invitations: [
      { email: aunt, role: "full" },
      { email: uncle, role: "view-pay", expiresInDays: -1 },
    ],
  });
  const page = staff.page;

  await page.goto(`/staff/parents/${owner.id}`);
  const card = page.getByTestId("family-card");
  await expect(card.getByRole("heading", { name: "Family" })).toBeVisible();
  const members = card.getByTestId("family-member");
  await expect(members).toHaveCount(2);
  await expect(members.nth(0)).toContainText(owner.fullName);
  await expect(members.nth(0)).toContainText("Owner");
  await expect(members.nth(1)).toContainText("View and pay");
  await expect(members.nth(1).getByRole("link", { name: member.email })).toHaveAttribute(
    "href",
    `mailto:${member.email}`,
  );
  const invitations = card.getByTestId("family-invitation");
  await expect(invitations).toHaveCount(2);
  const toUncle = invitations.filter({ hasText: uncle });
  const toAunt = invitations.filter({ hasText: aunt });
  await expect(toUncle).toContainText("Expired");
  await expect(toAunt).toContainText("Full access");
  await expect(toAunt).not.toContainText("Expired");
  // Axe runs in the page, so it reads the same page in a browser with JavaScript on.
  const checker = await staffDevice(browser, { javaScriptEnabled: true });
  await checker.page.goto(`/staff/parents/${owner.id}`);
  await expect(checker.page.getByTestId("family-invitation")).toHaveCount(2);
  expect(await axeViolations(checker.page)).toEqual([]);
  await checker.context.close();

  await toUncle.getByRole("button", { name: "Resend" }).click();
  await expect(toast(page, "Invitation sent again")).toContainText(uncle);
  await expect(invitations.filter({ hasText: uncle })).not.toContainText("Expired");
  await mailbox.waitFor(uncle, "invites you to join their family");

  await toAunt.getByRole("button", { name: "Withdraw" }).click();
  await expect(toast(page, "Invitation withdrawn")).toContainText(aunt);
  await expect(invitations).toHaveCount(1);
  await expect(invitations).toContainText(uncle);

  // A member's own page says whose family they are in, and leads there.
  await page.goto(`/staff/parents/${member.id}`);
  await expect(page.getByTestId("family-card")).toContainText(
    `a member of ${owner.fullName}'s family, as View and pay`,
  );
  await page.getByRole("link", { name: `Open ${owner.fullName}'s page` }).click();
  await expect(page).toHaveURL(new RegExp(`/staff/parents/${owner.id}$`));

  const audit = await auditEntries(page, "family");
  await expect(audit.filter({ hasText: uncle })).toHaveCount(1);
  await expect(audit.filter({ hasText: aunt })).toHaveCount(1);
});

test("a family of one shows the empty state", async ({ context, signedInStaff: staff }) => {
  const owner = await createUser(context.request, { fullName: `Selina ${tag()}` });
  await staff.page.goto(`/staff/parents/${owner.id}`);
  const card = staff.page.getByTestId("family-card");
  await expect(card).toContainText("Nobody else is in this family yet.");
  await expect(card.getByTestId("family-invitation")).toHaveCount(0);
});
