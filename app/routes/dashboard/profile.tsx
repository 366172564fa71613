import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseForm } from "~/lib/schemas/parse-form";
import { useEffect, useState } from "react";
import { Form, useLocation, useNavigation } from "react-router";
import type * as z from "zod/mini";
import type { Route } from "./+types/profile";
import { Avatar } from "~/components/avatar";
import { inputProps, toastIfRefused, useClientToast } from "~/components/forms/client";
import { FilePicker } from "~/components/dashboard/file-picker";
import { dashboardMeta } from "~/components/dashboard/meta";
import { PageHeader } from "~/components/dashboard/shell";
import { avatarUrl } from "~/lib/files";
import { childSchema, childToasts } from "~/lib/schemas/child";
import { passwordErrorToast, passwordSchema } from "~/lib/schemas/password";
import { profileSchema, profileToasts } from "~/lib/schemas/profile";
import { limits } from "~/lib/site-config";
import { Button } from "~/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/ui/card";
import { Field, FieldError } from "~/ui/field";
import { Toaster } from "~/ui/toast";
import { listChildren } from "~/server/data/children.server";
import { getProfile } from "~/server/data/profiles.server";
import { assertSameOrigin } from "~/server/request-guards.server";
import { requireUser } from "~/server/session.server";
import { loadFailures, loadOrToast } from "./load.server";
import { handleProfileAction } from "./profile.server";

export const meta: Route.MetaFunction = () => dashboardMeta("Profile Settings");

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const loaded = await loadOrToast(async () => {
    const [profile, children] = await Promise.all([getProfile(user.id), listChildren(user.id)]);
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
  const location = useLocation();
  const [clientToast, showToast] = useClientToast();
  const data = profile.data ?? { fullName: "", avatarUrl: null, children: [] };
  const [first, ...others] = data.children;
  const result = (intent: string, childId?: string) =>
    actionData && "intent" in actionData && actionData.intent === intent && (!childId || ("childId" in actionData && actionData.childId === childId))
      ? actionData.lastResult
      : null;

  return (
    <>
      <PageHeader title="Profile Settings" description="Your details, your children and your password." />
      <div className="flex flex-col gap-6">
        {/* A new location (after a successful save) starts each form afresh from the saved values. */}
        <PersonalInformation
          key={`profile-${location.key}`}
          email={email}
          fullName={data.fullName}
          avatar={data.avatarUrl}
          firstChild={first ?? null}
          lastResult={result("profile")}
          showToast={showToast}
        />
        <Children key={`children-${location.key}`} first={first ?? null} others={others} result={result} showToast={showToast} />
        <ChangePassword key={`password-${location.key}`} lastResult={result("password")} showToast={showToast} />
      </div>
      <Toaster toasts={[profile.error, actionData?.toast, clientToast]} />
    </>
  );
}

type ShowToast = ReturnType<typeof useClientToast>[1];
type LastResult = SubmissionResult<string[]> | null | undefined;

function usePending(intent: string) {
  const navigation = useNavigation();
  return navigation.state === "submitting" && (navigation.formData?.get("intent") ?? "profile") === intent;
}

function PersonalInformation(props: {
  email: string;
  fullName: string;
  avatar: string | null;
  firstChild: { name: string; age: number | null } | null;
  lastResult: LastResult;
  showToast: ShowToast;
}) {
  const pending = usePending("profile");
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const [form, fields] = useForm<z.input<typeof profileSchema>>({
    id: "profile",
    lastResult: props.lastResult,
    defaultValue: { fullName: props.fullName, childName: props.firstChild?.name ?? "", childAge: props.firstChild?.age ?? "" },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(formData, profileSchema),
  });

  function choosePhoto(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    if (file && file.size > limits.avatarMaxBytes) {
      props.showToast(profileToasts.avatarTooLarge);
      event.currentTarget.value = "";
      setPreview(null);
      return;
    }
    setPreview(file ? URL.createObjectURL(file) : null);
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Personal Information</CardTitle>
      </CardHeader>
      <CardContent>
        <Form
          method="post"
          encType="multipart/form-data"
          {...getFormProps(form)}
          onSubmit={toastIfRefused(
            profileSchema,
            (errors) => (errors.avatar ? profileToasts.avatarTooLarge : profileToasts.invalid),
            props.showToast,
            form.onSubmit,
          )}
          className="flex flex-col gap-5"
        >
          <input type="hidden" name="intent" value="profile" />
          <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
            {preview ? (
              <img src={preview} alt="" width={80} height={80} className="h-20 w-20 rounded-full object-cover" />
            ) : (
              <Avatar name={props.fullName} src={props.avatar} size="lg" />
            )}
            <div className="flex flex-col gap-1.5">
              <FilePicker
                id={fields.avatar.id}
                name={fields.avatar.name}
                label="Change Photo"
                accept="image/png,image/jpeg,image/gif,image/webp"
                describedBy="avatar-hint"
                onChange={choosePhoto}
                testId="avatar-input"
              />
              <p id="avatar-hint" className="text-sm text-slate-600">
                PNG, JPG, GIF up to 5MB.
              </p>
              <FieldError id="avatar-error" errors={fields.avatar.errors} />
            </div>
          </div>

          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              label="Parent's Full Name"
              errors={fields.fullName.errors}
              className="sm:col-span-2"
              autoComplete="name"
              {...inputProps(fields.fullName, "text")}
              id={fields.fullName.id}
              key={fields.fullName.key}
            />
            <Field
              label="Child's Name"
              errors={fields.childName.errors}
              autoComplete="off"
              {...inputProps(fields.childName, "text")}
              id={fields.childName.id}
              key={fields.childName.key}
            />
            <ChildAgeField key={fields.childAge.key} meta={fields.childAge} />
            <Field id="profile-email" label="Email" type="email" value={props.email} disabled readOnly hint="Email cannot be changed here." className="sm:col-span-2" />
          </div>
          <Button type="submit" className="w-full sm:w-fit" disabled={pending}>
            {pending ? "Saving..." : "Save Profile Changes"}
          </Button>
        </Form>
      </CardContent>
    </Card>
  );
}

type ChildRow = { id: string; name: string; age: number | null };

/** Child's Age, as the profile and each child's row ask for it. */
function ChildAgeField({ meta }: { meta: Parameters<typeof inputProps>[0] }) {
  return (
    <Field label="Child's Age" errors={meta.errors} min={limits.childAgeMin} max={limits.childAgeMax} inputMode="numeric" {...inputProps(meta, "number")} id={meta.id} />
  );
}

function Children(props: { first: ChildRow | null; others: ChildRow[]; result: (intent: string, childId?: string) => LastResult; showToast: ShowToast }) {
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
              <ChildForm intent="update-child" child={child} lastResult={props.result("update-child", child.id)} showToast={props.showToast} />
              <details className="mt-3">
                <summary className="w-fit cursor-pointer text-sm font-semibold text-red-800">Remove {child.name}</summary>
                <Form method="post" className="mt-2 flex flex-wrap items-center gap-3">
                  <input type="hidden" name="intent" value="remove-child" />
                  <input type="hidden" name="childId" value={child.id} />
                  <p className="text-sm text-slate-700">Remove {child.name} from your profile?</p>
                  <Button type="submit" variant="destructive" size="sm">
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
            <ChildForm intent="add-child" child={null} lastResult={adding} showToast={props.showToast} />
          </div>
        </details>
      </CardContent>
    </Card>
  );
}

function ChildForm({ intent, child, lastResult, showToast }: { intent: "add-child" | "update-child"; child: ChildRow | null; lastResult: LastResult; showToast: ShowToast }) {
  const navigation = useNavigation();
  const pending =
    navigation.state === "submitting" && navigation.formData?.get("intent") === intent && (navigation.formData?.get("childId") ?? null) === (child?.id ?? null);
  const [form, fields] = useForm<z.input<typeof childSchema>>({
    id: child ? `child-${child.id}` : "child-new",
    lastResult,
    defaultValue: { name: child?.name ?? "", age: child?.age ?? "" },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(formData, childSchema),
  });
  const label = intent === "add-child" ? "Add child" : "Save";
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      onSubmit={toastIfRefused(childSchema, () => childToasts.invalid, showToast, form.onSubmit)}
      className="grid gap-3 sm:grid-cols-[1fr_8rem_auto] sm:items-start"
    >
      <input type="hidden" name="intent" value={intent} />
      {child ? <input type="hidden" name="childId" value={child.id} /> : null}
      <Field label="Child's Name" errors={fields.name.errors} {...inputProps(fields.name, "text")} id={fields.name.id} key={fields.name.key} />
      <ChildAgeField key={fields.age.key} meta={fields.age} />
      <Button type="submit" variant={intent === "add-child" ? "primary" : "outline"} className="sm:mt-7" disabled={pending}>
        {pending ? "Saving..." : label}
      </Button>
    </Form>
  );
}

const ageText = (age: number | null) => (age === null ? "Age not set" : `${age} year${age === 1 ? "" : "s"} old`);

function ChangePassword({ lastResult, showToast }: { lastResult: LastResult; showToast: ShowToast }) {
  const pending = usePending("password");
  const [form, fields] = useForm<z.input<typeof passwordSchema>>({
    id: "password",
    lastResult,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(formData, passwordSchema),
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Change Password</CardTitle>
      </CardHeader>
      <CardContent>
        <Form
          method="post"
          {...getFormProps(form)}
          onSubmit={toastIfRefused(passwordSchema, passwordErrorToast, showToast, form.onSubmit)}
          className="flex flex-col gap-4"
        >
          <input type="hidden" name="intent" value="password" />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              label="New Password"
              placeholder="Enter new password (min. 6 characters)"
              autoComplete="new-password"
              errors={fields.newPassword.errors}
              {...inputProps(fields.newPassword, "password")}
              id={fields.newPassword.id}
              key={fields.newPassword.key}
            />
            <Field
              label="Confirm New Password"
              placeholder="Re-enter the new password"
              autoComplete="new-password"
              errors={fields.confirmPassword.errors}
              {...inputProps(fields.confirmPassword, "password")}
              id={fields.confirmPassword.id}
              key={fields.confirmPassword.key}
            />
          </div>
          <Button type="submit" className="w-full sm:w-fit" disabled={pending}>
            {pending ? "Updating..." : "Update Password"}
          </Button>
        </Form>
      </CardContent>
    </Card>
  );
}
