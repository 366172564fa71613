import type { SubmissionResult } from "@conform-to/react";
import { Form, Link } from "react-router";
import { useSchemaForm } from "~/components/forms/schema-form";
import { PhoneLinks } from "~/components/staff/phone-links";
import { type MediaUse, mediaUses } from "~/lib/care";
import { formatDateTime, formatLongDate } from "~/lib/format";
import { localDigits } from "~/lib/i18n/digits";
import { m } from "~/paraglide/messages";
import type { ChildDetails, ComingChild, MediaChange, MediaChoices, OutdoorAgreement } from "~/server/data/care.server";
import { Button } from "~/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/ui/card";
import { Field, TextareaField } from "~/ui/field";
import { termName } from "./outdoor-agreement";

/** A child's details and consents, as the parent edits them and staff read them (docs/product.md#each-childs-details). */

export function ChildDetailsLink({ childId }: { childId: string }) {
  return (
    <Link
      to={`/dashboard/profile/children/${childId}`}
      className="mt-2 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
    >
      {m.care_link()}
    </Link>
  );
}

const useWords: Record<MediaUse, { choice: () => string; short: () => string }> = {
  internal: { choice: m.care_media_internal, short: m.care_use_internal },
  promotional: { choice: m.care_media_promotional, short: m.care_use_promotional },
};

const sourceWords: Record<string, () => string> = {
  registration: m.care_source_registration,
  profile: m.care_source_profile,
  migrated: m.care_source_migrated,
};

type LastResult = SubmissionResult<string[]> | null | undefined;

export function ChildDetailsForm({ child, lastResult }: { child: ChildDetails; lastResult: LastResult }) {
  const { fields, formProps } = useSchemaForm("child-details", {
    id: "child-details",
    lastResult,
    defaultValue: {
      allergies: child.allergies ?? "",
      medicalNotes: child.medicalNotes ?? "",
      emergencyName: child.emergencyName ?? "",
      emergencyRelation: child.emergencyRelation ?? "",
      emergencyPhone: child.emergencyPhone ? `+${child.emergencyPhone}` : "",
      dateOfBirth: child.dateOfBirth ?? "",
    },
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>{m.care_details_heading()}</CardTitle>
      </CardHeader>
      <CardContent>
        <Form method="post" {...formProps} className="flex flex-col gap-5">
          <input type="hidden" name="intent" value="details" />
          <TextareaField
            meta={fields.allergies}
            label={m.care_allergies()}
            hint={m.care_allergies_hint()}
            className="[&_textarea]:min-h-20"
          />
          <TextareaField meta={fields.medicalNotes} label={m.care_medical_notes()} hint={m.care_medical_hint()} />
          <fieldset className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4">
            <legend className="px-1 font-semibold text-ink">{m.care_emergency_heading()}</legend>
            <p className="text-sm text-slate-600">{m.care_emergency_hint()}</p>
            <div className="grid gap-4 sm:grid-cols-3">
              <Field meta={fields.emergencyName} label={m.care_contact_name()} autoComplete="off" />
              <Field meta={fields.emergencyRelation} label={m.care_contact_relation()} autoComplete="off" />
              <Field meta={fields.emergencyPhone} type="tel" label={m.care_contact_phone()} autoComplete="off" />
            </div>
          </fieldset>
          <Field
            meta={fields.dateOfBirth}
            type="date"
            label={m.care_dob()}
            hint={m.care_dob_hint()}
            className="sm:max-w-xs"
          />
          <Button type="submit" className="w-full sm:w-fit" pendingLabel={m.dash_saving()}>
            {m.care_save_details()}
          </Button>
        </Form>
      </CardContent>
    </Card>
  );
}

export function MediaChoicesForm({
  childName,
  choices,
  history,
}: {
  childName: string;
  choices: MediaChoices;
  history: MediaChange[];
}) {
  return (
    <Card id="media">
      <CardHeader>
        <CardTitle>{m.care_media_heading()}</CardTitle>
        <p className="text-sm text-slate-600">{m.care_media_hint({ name: childName })}</p>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <Form method="post" className="flex flex-col gap-3">
          <input type="hidden" name="intent" value="media" />
          {mediaUses.map((use) => (
            <label
              key={use}
              htmlFor={`media-${use}`}
              className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-slate-300 p-3 has-checked:border-brand-600 has-checked:bg-brand-50"
            >
              <input
                id={`media-${use}`}
                type="checkbox"
                name={use}
                defaultChecked={choices[use]}
                className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700"
              />
              <span className="text-ink">{useWords[use].choice()}</span>
            </label>
          ))}
          <Button type="submit" variant="outline" className="w-full sm:w-fit" pendingLabel={m.dash_saving()}>
            {m.care_save_media()}
          </Button>
        </Form>
        <MediaHistory history={history} />
      </CardContent>
    </Card>
  );
}

export function MediaHistory({ history }: { history: MediaChange[] }) {
  return (
    <section aria-labelledby="media-history">
      <h3 id="media-history" className="mb-2 font-bold text-ink">
        {m.care_history()}
      </h3>
      {history.length === 0 ? (
        <p className="text-sm text-slate-600">{m.care_history_empty()}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm" data-testid="media-history">
            <thead className="text-slate-600">
              <tr>
                <th className="py-1 pr-3 font-semibold">{m.care_col_when()}</th>
                <th className="py-1 pr-3 font-semibold">{m.care_col_use()}</th>
                <th className="py-1 pr-3 font-semibold">{m.care_col_choice()}</th>
                <th className="py-1 font-semibold">{m.care_col_by()}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {history.map((change) => (
                <tr key={`${change.at.toISOString()}-${change.use}`}>
                  <td className="py-1.5 pr-3">{formatDateTime(change.at)}</td>
                  <td className="py-1.5 pr-3">{useWords[change.use].short()}</td>
                  <td className="py-1.5 pr-3">{change.granted ? m.care_yes() : m.care_no()}</td>
                  <td className="py-1.5">
                    <span translate="no">{change.by ?? m.care_someone()}</span>, {sourceWords[change.source]?.() ?? ""}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

export function OutdoorAgreements({ agreements, version }: { agreements: OutdoorAgreement[]; version: number }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{m.care_outdoor_heading()}</CardTitle>
      </CardHeader>
      <CardContent>
        {agreements.length === 0 ? (
          <p className="text-slate-600">{m.care_outdoor_none()}</p>
        ) : (
          <ul className="flex flex-col gap-1" data-testid="outdoor-agreements">
            {agreements.map((a) => {
              const words = {
                term: termName(a.term),
                name: a.by ?? m.care_someone(),
                date: formatLongDate(a.at),
              };
              return (
                <li key={`${a.term}-${a.policyVersion}`}>
                  {a.policyVersion === version ? m.care_outdoor_agreed(words) : m.care_outdoor_old_version(words)}
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

const yesNo = (value: boolean) => (value ? m.care_yes() : m.care_no());

/**
 * What staff read about a child: age, allergies, medical notes, the emergency contact, the photo and video choices,
 * and, on an outdoor session's list, the outdoor agreement for its term.
 */
export function ChildCareFacts({
  child,
  media,
  outdoor,
}: {
  child: ChildDetails;
  media: MediaChoices;
  outdoor?: { term: string; agreement: OutdoorAgreement | null };
}) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm" data-testid="child-care-facts">
      <dt className="text-slate-600">{m.care_staff_age()}</dt>
      <dd>
        {child.age === null ? m.care_staff_none() : m.care_staff_years({ age: localDigits(child.age) })}
        {child.dateOfBirth ? ` (${m.care_staff_dob({ date: formatLongDate(child.dateOfBirth) })})` : ""}
      </dd>
      <dt className="text-slate-600">{m.care_allergies()}</dt>
      <dd className="whitespace-pre-line">{child.allergies ?? m.care_staff_none()}</dd>
      <dt className="text-slate-600">{m.care_medical_notes()}</dt>
      <dd className="whitespace-pre-line">{child.medicalNotes ?? m.care_staff_none()}</dd>
      <dt className="text-slate-600">{m.care_staff_emergency()}</dt>
      <dd>
        {child.emergencyName && child.emergencyPhone ? (
          <>
            <span translate="no">
              {m.care_staff_contact_line({ name: child.emergencyName, relation: child.emergencyRelation ?? "" })}
            </span>{" "}
            <PhoneLinks phone={`+${child.emergencyPhone}`} />
          </>
        ) : (
          m.care_staff_none()
        )}
      </dd>
      <dt className="text-slate-600">{m.care_media_heading()}</dt>
      <dd>{m.care_staff_media_line({ internal: yesNo(media.internal), promotional: yesNo(media.promotional) })}</dd>
      {outdoor ? (
        <>
          <dt className="text-slate-600">{m.care_outdoor_heading()}</dt>
          <dd>
            {outdoor.agreement ? (
              <span className="font-semibold text-green-800">
                {m.care_staff_outdoor_yes({
                  term: termName(outdoor.term),
                  name: outdoor.agreement.by ?? m.care_someone(),
                  date: formatLongDate(outdoor.agreement.at),
                })}
              </span>
            ) : (
              <span className="font-semibold text-amber-800">
                {m.care_staff_outdoor_missing({ term: termName(outdoor.term) })}
              </span>
            )}
          </dd>
        </>
      ) : null}
    </dl>
  );
}

/** An outdoor session's children coming, each with what staff need on the outing; the name opens the child's page. */
export function ComingChildren({ coming }: { coming: ComingChild[] }) {
  if (coming.length === 0) return null;
  return (
    <section className="rounded-xl border border-slate-200 bg-slate-50 p-3" data-testid="coming-children">
      <h3 className="mb-2 font-semibold text-ink">{m.care_staff_coming()}</h3>
      <ul className="flex flex-col gap-3">
        {coming.map(({ child, media, outdoor }) => (
          <li key={child.id} className="flex flex-col gap-1" data-testid="coming-child">
            <Link
              to={`/staff/children/${child.id}`}
              className="w-fit font-semibold text-brand-800 hover:underline"
              translate="no"
            >
              {child.name}
            </Link>
            <ChildCareFacts child={child} media={media} outdoor={outdoor} />
          </li>
        ))}
      </ul>
    </section>
  );
}
