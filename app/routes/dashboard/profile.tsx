import type { SubmissionResult } from "@conform-to/react";
import { data, Form } from "react-router";
import { Avatar } from "~/components/avatar";
import { ChildDetailsLink } from "~/components/care/child-details";
import { useFamilyCan } from "~/components/dashboard/family-can";
import { FilePicker } from "~/components/dashboard/file-picker";
import { dashboardMeta } from "~/components/dashboard/meta";
import { PageHeader } from "~/components/dashboard/shell";
import { useSchemaForm } from "~/components/forms/schema-form";
import { PracticeEmailChoice } from "~/components/practice/email-choice";
import { familyRoleLabel } from "~/lib/family-permissions";
import { avatarUrl } from "~/lib/files";
import { localDigits } from "~/lib/i18n/digits";
import type { Language } from "~/lib/i18n/language";
import { pageLanguage } from "~/lib/labels";
import { parseForm } from "~/lib/schemas/parse-form";
import { languageSchema, profileToasts } from "~/lib/schemas/profile";
import { limits } from "~/lib/site-config";
import type { FamilyRole } from "~/lib/statuses";
import { freshToast } from "~/lib/toast";
import { m } from "~/paraglide/messages";
import { listChildren } from "~/server/data/children.server";
import { practiceEmailOn } from "~/server/data/practice/email-choice.server";
import { getRequestProfile } from "~/server/data/profiles.server";
import { setUserLanguage } from "~/server/data/users.server";
import { requireFamily } from "~/server/family-session.server";
import { redirectWithToast } from "~/server/flash.server";
import { readTextForm } from "~/server/forms/read-form.server";
import { languageChoiceCookie } from "~/server/language.server";
import { assertSameOrigin } from "~/server/request-guards.server";
import { Button, ButtonLink } from "~/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/ui/card";
import { Field, FieldError, type FieldMeta, ReadOnlyEmailField } from "~/ui/field";
import { Toaster } from "~/ui/toast";
import type { Route } from "./+types/profile";
import { loadFailures, loadOrToast } from "./load.server";
import { handleProfileAction } from "./profile.server";
import { savePracticeEmail } from "./profile-practice.server";

export const meta: Route.MetaFunction = () => dashboardMeta(m.dash_profile_title());

export async function loader({ request }: Route.LoaderArgs) {
  const { user, family } = await requireFamily(request);
  const loaded = await loadOrToast(async () => {
    const [profile, children] = await Promise.all([
      getRequestProfile(request, user.id),
      listChildren(family.accountId),
    ]);
    return { fullName: profile?.fullName ?? "", avatarUrl: avatarUrl(profile?.avatarKey), children };
  }, loadFailures.profile);
  const practiceEmail = await practiceEmailOn(user.id);
  return { email: user.email, language: user.language, profile: loaded, practiceEmail, role: family.role };
}

/** The Language form posts to this page with `?language`; every other form goes to handleProfileAction. */
const LANGUAGE_ACTION = "/dashboard/profile?language";

export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const { user, family } = await requireFamily(request);
  if (new URL(request.url).searchParams.has("language")) return saveLanguage(request, user.id);
  if (new URL(request.url).searchParams.has("practice-email")) return savePracticeEmail(request, user.id);
  return handleProfileAction(request, family);
}

/** Saves the parent's language: from the next page on, their pages and mail are in it (docs/product.md#languages). */
async function saveLanguage(request: Request, userId: string) {
  const submission = parseForm(await readTextForm(request), languageSchema);
  if (submission.status !== "success") {
    return data(
      { intent: "language" as const, lastResult: submission.reply(), toast: freshToast(profileToasts.invalid) },
      { status: 400 },
    );
  }
  const { language } = submission.value;
  await setUserLanguage(userId, language);
  return redirectWithToast("/dashboard/profile", profileToasts.languageSaved(language), {
    headers: new Headers({ "Set-Cookie": languageChoiceCookie(language) }),
  });
}

export default function ProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  const { email, language, profile, role } = loaderData;
  // The first child is edited on the owner's Personal Information (decision 003); members see it with the others.
  const ownsFamily = role === "owner";
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
      <PageHeader title={m.dash_profile_title()} description={m.dash_profile_description()} />
      <div className="flex flex-col gap-6">
        <PersonalInformation
          email={email}
          fullName={data.fullName}
          avatar={data.avatarUrl}
          firstChild={ownsFamily ? (first ?? null) : null}
          withFirstChild={ownsFamily}
          lastResult={result("profile")}
        />
        <LanguageChoice language={language} />
        <PracticeEmailChoice on={loaderData.practiceEmail} />
        <FamilyLink role={role} />
        <Children first={first ?? null} others={others} result={result} />
        <ChangePassword lastResult={result("password")} />
      </div>
      <Toaster toasts={[profile.error, actionData?.toast]} />
    </>
  );
}

type LastResult = SubmissionResult<string[]> | null | undefined;

/** Profile → Family (docs/product.md#families): the owner invites and manages members there; a member sees their role. */
function FamilyLink({ role }: { role: FamilyRole }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{m.dash_family_card_title()}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col items-start gap-3">
        <p className="text-slate-700">
          {role === "owner" ? m.dash_family_card_owner() : m.dash_family_card_member({ role: familyRoleLabel(role) })}
        </p>
        <ButtonLink to="/dashboard/profile/family" variant="outline">
          {m.dash_family_card_link()}
        </ButtonLink>
      </CardContent>
    </Card>
  );
}

function PersonalInformation(props: {
  email: string;
  fullName: string;
  avatar: string | null;
  firstChild: { name: string; age: number | null; dateOfBirth: string | null } | null;
  withFirstChild: boolean;
  lastResult: LastResult;
}) {
  const { fields, formProps } = useSchemaForm(props.withFirstChild ? "profile" : "member-profile", {
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
        <CardTitle>{m.dash_personal_information()}</CardTitle>
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
                label={m.dash_change_photo()}
                accept="image/png,image/jpeg,image/gif,image/webp"
                describedBy="avatar-hint"
                maxBytes={limits.avatarMaxBytes}
                tooLarge={profileToasts.avatarTooLarge}
                preview="avatar-preview"
                testId="avatar-input"
              />
              <p id="avatar-hint" className="text-sm text-slate-600">
                {m.dash_photo_hint()}
              </p>
              <FieldError id={fields.avatar.errorId} errors={fields.avatar.errors} />
            </div>
          </div>

          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              meta={fields.fullName}
              label={m.dash_parent_full_name()}
              className="sm:col-span-2"
              autoComplete="name"
            />
            {props.withFirstChild ? (
              <>
                <Field meta={fields.childName} label={m.dash_child_name()} autoComplete="off" />
                <ChildAgeField meta={fields.childAge} fromBirthDate={Boolean(props.firstChild?.dateOfBirth)} />
              </>
            ) : null}
            <ReadOnlyEmailField
              id="profile-email"
              label={m.dash_field_email()}
              value={props.email}
              hint={m.dash_email_fixed()}
              className="sm:col-span-2"
            />
          </div>
          <Button type="submit" className="w-full sm:w-fit" pendingLabel={m.dash_saving()}>
            {m.dash_save_profile()}
          </Button>
        </Form>
      </CardContent>
    </Card>
  );
}

type ChildRow = { id: string; name: string; age: number | null; dateOfBirth: string | null };

/** Child's Age, as the profile and each child's row ask for it; read-only when it comes from a date of birth. */
function ChildAgeField({ meta, fromBirthDate = false }: { meta: FieldMeta; fromBirthDate?: boolean }) {
  const fixed = fromBirthDate ? { readOnly: true, hint: m.care_dob_hint() } : {};
  // A number input refuses Bangla digits, so a Bangla page asks in a text box with the digit keypad.
  if (pageLanguage() === "bn") return <Field meta={meta} label={m.dash_child_age()} inputMode="numeric" {...fixed} />;
  return (
    <Field
      meta={meta}
      type="number"
      label={m.dash_child_age()}
      min={limits.childAgeMin}
      max={limits.childAgeMax}
      inputMode="numeric"
      {...fixed}
    />
  );
}

/** Profile Settings → Language: English or বাংলা, each option named in its own language. */
function LanguageChoice({ language }: { language: Language }) {
  const options: Array<{ value: Language; label: string }> = [
    { value: "en", label: "English" },
    { value: "bn", label: "বাংলা" },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle id="language-title">{m.dash_language()}</CardTitle>
        <p id="language-hint" className="text-sm text-slate-600">
          {m.dash_language_hint()}
        </p>
      </CardHeader>
      <CardContent>
        <Form method="post" action={LANGUAGE_ACTION} className="flex flex-col gap-4">
          <fieldset aria-labelledby="language-title" aria-describedby="language-hint" className="flex flex-wrap gap-3">
            {options.map((option) => (
              <label
                key={option.value}
                lang={option.value}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-4 has-checked:border-brand-600 has-checked:bg-brand-50"
              >
                <input
                  type="radio"
                  name="language"
                  value={option.value}
                  defaultChecked={option.value === language}
                  className="h-4 w-4 accent-brand-700"
                />
                <span className="font-semibold text-ink">{option.label}</span>
              </label>
            ))}
          </fieldset>
          <Button type="submit" variant="outline" className="w-full sm:w-fit" pendingLabel={m.dash_saving()}>
            {m.dash_save_language()}
          </Button>
        </Form>
      </CardContent>
    </Card>
  );
}

function Children(props: {
  first: ChildRow | null;
  others: ChildRow[];
  result: (intent: string, childId?: string) => LastResult;
}) {
  const adding = props.result("add-child");
  const language = pageLanguage();
  const mayEdit = useFamilyCan("editChildren");
  return (
    <Card>
      <CardHeader>
        <CardTitle>{m.dash_children()}</CardTitle>
        <p className="text-sm text-slate-600">{m.dash_first_child_note()}</p>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <ul className="flex flex-col gap-3" data-testid="children-list">
          {props.first ? (
            <li className="rounded-xl border border-slate-200 p-4">
              <p className="font-semibold text-ink">{props.first.name}</p>
              <p className="text-sm text-slate-600">{ageText(props.first.age, language)}</p>
              <ChildDetailsLink childId={props.first.id} />
            </li>
          ) : null}
          {props.others.map((child) =>
            mayEdit ? (
              <li key={child.id} className="rounded-xl border border-slate-200 p-4" data-testid="extra-child">
                <ChildForm intent="update-child" child={child} lastResult={props.result("update-child", child.id)} />
                <ChildDetailsLink childId={child.id} />
                <details className="mt-3">
                  <summary className="w-fit cursor-pointer text-sm font-semibold text-red-800">
                    {m.dash_remove_child({ name: child.name })}
                  </summary>
                  <Form method="post" className="mt-2 flex flex-wrap items-center gap-3">
                    <input type="hidden" name="intent" value="remove-child" />
                    <input type="hidden" name="childId" value={child.id} />
                    <p className="text-sm text-slate-700">{m.dash_remove_child_confirm({ name: child.name })}</p>
                    <Button type="submit" variant="destructive" size="sm" pendingLabel={m.dash_removing()}>
                      {m.dash_yes_remove()}
                    </Button>
                  </Form>
                </details>
              </li>
            ) : (
              <li key={child.id} className="rounded-xl border border-slate-200 p-4" data-testid="extra-child">
                <p className="font-semibold text-ink">{child.name}</p>
                <p className="text-sm text-slate-600">{ageText(child.age, language)}</p>
                <ChildDetailsLink childId={child.id} />
              </li>
            ),
          )}
        </ul>
        {mayEdit ? (
          <details className="rounded-xl border border-dashed border-slate-300 p-4" open={Boolean(adding)}>
            <summary className="w-fit cursor-pointer font-semibold text-brand-700">
              {m.dash_add_another_child()}
            </summary>
            <div className="mt-3">
              <ChildForm intent="add-child" child={null} lastResult={adding} />
            </div>
          </details>
        ) : null}
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
  const label = intent === "add-child" ? m.dash_add_child() : m.dash_save();
  return (
    <Form method="post" {...formProps} className="grid gap-3 sm:grid-cols-[1fr_8rem_auto] sm:items-start">
      <input type="hidden" name="intent" value={intent} />
      {child ? <input type="hidden" name="childId" value={child.id} /> : null}
      <Field meta={fields.name} label={m.dash_child_name()} />
      <ChildAgeField meta={fields.age} fromBirthDate={Boolean(child?.dateOfBirth)} />
      <Button
        type="submit"
        variant={intent === "add-child" ? "primary" : "outline"}
        className="sm:mt-7"
        pendingLabel={m.dash_saving()}
      >
        {label}
      </Button>
    </Form>
  );
}

const ageText = (age: number | null, language: Language) => {
  if (age === null) return m.dash_age_not_set();
  if (language === "bn") return m.dash_age_years({ age: localDigits(age) });
  return age === 1 ? m.dash_age_one_year({ age: String(age) }) : m.dash_age_years({ age: String(age) });
};

function ChangePassword({ lastResult }: { lastResult: LastResult }) {
  const { fields, formProps } = useSchemaForm("password", {
    id: "password",
    lastResult,
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>{m.dash_change_password()}</CardTitle>
      </CardHeader>
      <CardContent>
        <Form method="post" {...formProps} className="flex flex-col gap-4">
          <input type="hidden" name="intent" value="password" />
          <Field
            meta={fields.currentPassword}
            type="password"
            label={m.dash_current_password()}
            autoComplete="current-password"
            className="sm:max-w-[calc(50%-0.5rem)]"
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              meta={fields.newPassword}
              type="password"
              label={m.dash_new_password()}
              placeholder={m.dash_new_password_placeholder()}
              autoComplete="new-password"
            />
            <Field
              meta={fields.confirmPassword}
              type="password"
              label={m.dash_confirm_new_password()}
              placeholder={m.dash_confirm_password_placeholder()}
              autoComplete="new-password"
            />
          </div>
          <Button type="submit" className="w-full sm:w-fit" pendingLabel={m.dash_updating()}>
            {m.dash_update_password()}
          </Button>
        </Form>
      </CardContent>
    </Card>
  );
}
