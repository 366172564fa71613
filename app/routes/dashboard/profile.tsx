import type { SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { Avatar } from "~/components/avatar";
import { FilePicker } from "~/components/dashboard/file-picker";
import { dashboardMeta } from "~/components/dashboard/meta";
import { PageHeader } from "~/components/dashboard/shell";
import { useSchemaForm } from "~/components/forms/schema-form";
import { avatarUrl } from "~/lib/files";
import { profileToasts } from "~/lib/schemas/profile";
import { limits } from "~/lib/site-config";
import { listChildren } from "~/server/data/children.server";
import { getRequestProfile } from "~/server/data/profiles.server";
import { assertSameOrigin } from "~/server/request-guards.server";
import { requireUser } from "~/server/session.server";
import { Button } from "~/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/ui/card";
import { Field, FieldError, type FieldMeta, ReadOnlyEmailField } from "~/ui/field";
import { Toaster } from "~/ui/toast";
import type { Route } from "./+types/profile";
import { loadFailures, loadOrToast } from "./load.server";
import { handleProfileAction } from "./profile.server";

export const meta: Route.MetaFunction = () => dashboardMeta("Profile Settings");

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const loaded = await loadOrToast(async () => {
    const [profile, children] = await Promise.all([getRequestProfile(request, user.id), listChildren(user.id)]);
    return { fullName: profile?.fullName ?? "", avatarUrl: avatarUrl(profile?.avatarKey), children };
  }, loadFailures.profile);
  return { email: user.email, profile: loaded };
}

export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const user = await requireUser(request);
  return handleProfileAction(request, user.id);
}

export default function ProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  const { email, profile } = loaderData;
  const data = profile.data ?? { fullName: "", avatarUrl: null, children: [] };
  const [first, ...others] = data.children;
  const result = (intent: string, childId?: string) =>
    actionData &&
    "intent" in actionData &&
    actionData.intent === intent &&
    (!childId || ("childId" in actionData && actionData.childId === childId))
      ? actionData.lastResult
      : null;

  return (
    <>
      <PageHeader title="Profile Settings" description="Your details, your children and your password." />
      <div className="flex flex-col gap-6">
        <PersonalInformation
          email={email}
          fullName={data.fullName}
          avatar={data.avatarUrl}
          firstChild={first ?? null}
          lastResult={result("profile")}
        />
        <Children first={first ?? null} others={others} result={result} />
        <ChangePassword lastResult={result("password")} />
      </div>
      <Toaster toasts={[profile.error, actionData?.toast]} />
    </>
  );
}

type LastResult = SubmissionResult<string[]> | null | undefined;

function PersonalInformation(props: {
  email: string;
  fullName: string;
  avatar: string | null;
  firstChild: { name: string; age: number | null } | null;
  lastResult: LastResult;
}) {
  const { fields, formProps } = useSchemaForm("profile", {
    id: "profile",
    lastResult: props.lastResult,
    defaultValue: {
      fullName: props.fullName,
      childName: props.firstChild?.name ?? "",
      childAge: props.firstChild?.age ?? "",
    },
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Personal Information</CardTitle>
      </CardHeader>
      <CardContent>
        <Form method="post" encType="multipart/form-data" {...formProps} className="flex flex-col gap-5">
          <input type="hidden" name="intent" value="profile" />
          <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
            {/* With the enhancement script a chosen photo shows here before it is saved. */}
            <div id="avatar-preview" className="shrink-0">
              <Avatar name={props.fullName} src={props.avatar} size="lg" />
            </div>
            <div className="flex flex-col gap-1.5">
              <FilePicker
                id={fields.avatar.id}
                name={fields.avatar.name}
                label="Change Photo"
                accept="image/png,image/jpeg,image/gif,image/webp"
                describedBy="avatar-hint"
                maxBytes={limits.avatarMaxBytes}
                tooLarge={profileToasts.avatarTooLarge}
                preview="avatar-preview"
                testId="avatar-input"
              />
              <p id="avatar-hint" className="text-sm text-slate-600">
                PNG, JPG, GIF up to 5MB.
              </p>
              <FieldError id={fields.avatar.errorId} errors={fields.avatar.errors} />
            </div>
          </div>

          <div className="grid gap-4 sm:grid-cols-2">
            <Field meta={fields.fullName} label="Parent's Full Name" className="sm:col-span-2" autoComplete="name" />
            <Field meta={fields.childName} label="Child's Name" autoComplete="off" />
            <ChildAgeField meta={fields.childAge} />
            <ReadOnlyEmailField
              id="profile-email"
              label="Email"
              value={props.email}
              hint="Email cannot be changed here."
              className="sm:col-span-2"
            />
          </div>
          <Button type="submit" className="w-full sm:w-fit" pendingLabel="Saving...">
            Save Profile Changes
          </Button>
        </Form>
      </CardContent>
    </Card>
  );
}

type ChildRow = { id: string; name: string; age: number | null };

/** Child's Age, as the profile and each child's row ask for it. */
function ChildAgeField({ meta }: { meta: FieldMeta }) {
  return (
    <Field
      meta={meta}
      type="number"
      label="Child's Age"
      min={limits.childAgeMin}
      max={limits.childAgeMax}
      inputMode="numeric"
    />
  );
}

function Children(props: {
  first: ChildRow | null;
  others: ChildRow[];
  result: (intent: string, childId?: string) => LastResult;
}) {
  const adding = props.result("add-child");
  return (
    <Card>
      <CardHeader>
        <CardTitle>Children</CardTitle>
        <p className="text-sm text-slate-600">Your first child is edited in Personal Information above.</p>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <ul className="flex flex-col gap-3" data-testid="children-list">
          {props.first ? (
            <li className="rounded-xl border border-slate-200 p-4">
              <p className="font-semibold text-ink">{props.first.name}</p>
              <p className="text-sm text-slate-600">{ageText(props.first.age)}</p>
            </li>
          ) : null}
          {props.others.map((child) => (
            <li key={child.id} className="rounded-xl border border-slate-200 p-4" data-testid="extra-child">
              <ChildForm intent="update-child" child={child} lastResult={props.result("update-child", child.id)} />
              <details className="mt-3">
                <summary className="w-fit cursor-pointer text-sm font-semibold text-red-800">
                  Remove {child.name}
                </summary>
                <Form method="post" className="mt-2 flex flex-wrap items-center gap-3">
                  <input type="hidden" name="intent" value="remove-child" />
                  <input type="hidden" name="childId" value={child.id} />
                  <p className="text-sm text-slate-700">Remove {child.name} from your profile?</p>
                  <Button type="submit" variant="destructive" size="sm" pendingLabel="Removing...">
                    Yes, remove
                  </Button>
                </Form>
              </details>
            </li>
          ))}
        </ul>
        <details className="rounded-xl border border-dashed border-slate-300 p-4" open={Boolean(adding)}>
          <summary className="w-fit cursor-pointer font-semibold text-brand-700">Add another child</summary>
          <div className="mt-3">
            <ChildForm intent="add-child" child={null} lastResult={adding} />
          </div>
        </details>
      </CardContent>
    </Card>
  );
}

function ChildForm({
  intent,
  child,
  lastResult,
}: {
  intent: "add-child" | "update-child";
  child: ChildRow | null;
  lastResult: LastResult;
}) {
  const { fields, formProps } = useSchemaForm("child", {
    id: child ? `child-${child.id}` : "child-new",
    lastResult,
    defaultValue: { name: child?.name ?? "", age: child?.age ?? "" },
  });
  const label = intent === "add-child" ? "Add child" : "Save";
  return (
    <Form method="post" {...formProps} className="grid gap-3 sm:grid-cols-[1fr_8rem_auto] sm:items-start">
      <input type="hidden" name="intent" value={intent} />
      {child ? <input type="hidden" name="childId" value={child.id} /> : null}
      <Field meta={fields.name} label="Child's Name" />
      <ChildAgeField meta={fields.age} />
      <Button
        type="submit"
        variant={intent === "add-child" ? "primary" : "outline"}
        className="sm:mt-7"
        pendingLabel="Saving..."
      >
        {label}
      </Button>
    </Form>
  );
}

const ageText = (age: number | null) => (age === null ? "Age not set" : `${age} year${age === 1 ? "" : "s"} old`);

function ChangePassword({ lastResult }: { lastResult: LastResult }) {
  const { fields, formProps } = useSchemaForm("password", {
    id: "password",
    lastResult,
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Change Password</CardTitle>
      </CardHeader>
      <CardContent>
        <Form method="post" {...formProps} className="flex flex-col gap-4">
          <input type="hidden" name="intent" value="password" />
          <Field
            meta={fields.currentPassword}
            type="password"
            label="Current Password"
            autoComplete="current-password"
            className="sm:max-w-[calc(50%-0.5rem)]"
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              meta={fields.newPassword}
              type="password"
              label="New Password"
              placeholder="Enter new password (min. 6 characters)"
              autoComplete="new-password"
            />
            <Field
              meta={fields.confirmPassword}
              type="password"
              label="Confirm New Password"
              placeholder="Re-enter the new password"
              autoComplete="new-password"
            />
          </div>
          <Button type="submit" className="w-full sm:w-fit" pendingLabel="Updating...">
            Update Password
          </Button>
        </Form>
      </CardContent>
    </Card>
  );
}
