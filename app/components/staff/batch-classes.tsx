import type { SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { ComingChildren } from "~/components/care/child-details";
import { useSchemaForm } from "~/components/forms/schema-form";
import { around } from "~/components/sentence";
import { EmptyState } from "~/components/staff/table";
import type { ClassTime } from "~/lib/enrolment";
import { formatClassTime, formatLongDate } from "~/lib/format";
import { localDigits } from "~/lib/i18n/digits";
import { m } from "~/paraglide/messages";
import type { ComingChild } from "~/server/data/care.server";
import { Button } from "~/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/ui/card";
import { Field, FormErrors, TextareaField } from "~/ui/field";
import { FoldedForm } from "./folded-form";
import { PhoneLinks } from "./phone-links";

/**
 * The batch page's classes (docs/product.md#classes-and-recordings): the class link, the next weeks' classes with their
 * trial bookings and a way to cancel one, the recordings, and the outdoor sessions with who is coming. Every form works
 * without JavaScript.
 */

type LastResult = SubmissionResult<string[]> | null | undefined;
type ResultFor = (form: string) => LastResult;

type TrialEntry = {
  id: string;
  name: string;
  whatsapp: string;
  email: string | null;
  childName: string;
  childAge: number;
  status: string;
};
export type UpcomingClass = ClassTime & { trials: TrialEntry[]; cancelled: string | null };

export function ClassLinkCard({ joinUrl, resultFor }: { joinUrl: string | null; resultFor: ResultFor }) {
  const { form, fields, formProps } = useSchemaForm("join-link", {
    id: "join-link",
    lastResult: resultFor("class.link"),
    defaultValue: { joinUrl: joinUrl ?? "" },
  });
  return (
    <Card id="classes" className="mt-6">
      <CardHeader>
        <CardTitle>{m.ops_class_link()}</CardTitle>
        <p className="text-sm text-slate-600">{m.ops_class_link_description()}</p>
      </CardHeader>
      <CardContent>
        <Form method="post" {...formProps} className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <input type="hidden" name="intent" value="class.link" />
          <Field
            meta={fields.joinUrl}
            type="url"
            label={m.ops_meeting_link()}
            placeholder="https://zoom.us/j/…"
            className="min-w-0 flex-1"
            maxLength={500}
          />
          <Button type="submit" className="sm:mt-7" pendingLabel={m.ops_saving()}>
            {m.ops_save_link()}
          </Button>
          <FormErrors form={form} />
        </Form>
        {!joinUrl ? <p className="mt-2 text-sm font-semibold text-amber-800">{m.ops_no_link_yet()}</p> : null}
      </CardContent>
    </Card>
  );
}

export function UpcomingClasses({
  classes,
  joinUrl,
  resultFor,
}: {
  classes: UpcomingClass[];
  joinUrl: string | null;
  resultFor: ResultFor;
}) {
  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle>{m.ops_classes_next_weeks()}</CardTitle>
      </CardHeader>
      <CardContent>
        {classes.length === 0 ? (
          <EmptyState>{m.ops_no_classes_next_weeks()}</EmptyState>
        ) : (
          <ul className="divide-y divide-slate-200">
            {classes.map((c) => (
              <li key={c.startsAt.toISOString()} className="py-3" data-testid="upcoming-class">
                <p className={c.cancelled ? "font-semibold text-slate-600 line-through" : "font-semibold text-ink"}>
                  <time dateTime={c.startsAt.toISOString()}>{formatClassTime(c.startsAt, c.endsAt)}</time>
                </p>
                {c.cancelled ? (
                  <p className="text-sm font-semibold text-red-800">
                    {m.ops_cancelled_reason({ reason: c.cancelled })}
                  </p>
                ) : (
                  <CancelClassForm theClass={c} lastResult={resultFor(`class.cancel.${c.startsAt.toISOString()}`)} />
                )}
                {c.trials.length === 0 ? (
                  <p className="text-sm text-slate-600">{m.ops_no_trial_bookings()}</p>
                ) : (
                  <ul className="mt-1 flex flex-col gap-1 text-sm" aria-label={m.ops_trial_bookings()}>
                    {c.trials.map((t) => (
                      <li key={t.id} className="text-slate-800">
                        <TrialLine trial={t} />
                        {t.email ? ` · ${t.email}` : ""}{" "}
                        <PhoneLinks
                          phone={t.whatsapp}
                          whatsappText={m.ops_trial_whatsapp_text({
                            parent: t.name,
                            child: t.childName,
                            time: formatClassTime(c.startsAt, c.endsAt),
                            link: joinUrl ?? m.ops_trial_whatsapp_link_soon(),
                          })}
                        />
                        {t.status === "handled" ? m.ops_trial_handled() : ""}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** 'Trial: Asha, 4 years, with Rina · WhatsApp 01711…', the child's name in bold. */
function TrialLine({ trial }: { trial: TrialEntry }) {
  const [before, after] = around((child) =>
    m.ops_trial_line({ child, age: localDigits(trial.childAge), parent: trial.name, whatsapp: trial.whatsapp }),
  );
  return (
    <>
      {before}
      <span className="font-semibold" translate="no">
        {trial.childName}
      </span>
      {after}
    </>
  );
}

function CancelClassForm({ theClass, lastResult }: { theClass: UpcomingClass; lastResult: LastResult }) {
  const startsAt = theClass.startsAt.toISOString();
  const { form, fields, formProps } = useSchemaForm("cancel-class", {
    id: `cancel-class-${theClass.startsAt.getTime()}`,
    lastResult,
  });
  return (
    <div className="my-2 max-w-xl">
      <FoldedForm
        summary={m.ops_cancel_class_summary()}
        context={formatClassTime(theClass.startsAt, theClass.endsAt)}
        open={Boolean(lastResult)}
      >
        <Form method="post" {...formProps} className="flex flex-col gap-2">
          <input type="hidden" name="intent" value="class.cancel" />
          <input type="hidden" name="classStartsAt" value={startsAt} />
          <TextareaField meta={fields.reason} label={m.ops_cancel_reason_label()} rows={2} maxLength={300} compact />
          <TextareaField
            meta={fields.reasonBn}
            label={m.ops_cancel_reason_bn_label()}
            rows={2}
            maxLength={300}
            compact
            lang="bn"
          />
          <FormErrors form={form} />
          <Button type="submit" size="sm" variant="destructive" pendingLabel={m.ops_cancelling()}>
            {m.ops_cancel_class_submit()}
          </Button>
        </Form>
      </FoldedForm>
    </div>
  );
}

type Recording = { id: string; title: string; titleBn: string | null; classDate: string; url: string };

export function RecordingsCard({
  recordings,
  today,
  resultFor,
}: {
  recordings: Recording[];
  today: string;
  resultFor: ResultFor;
}) {
  return (
    <Card id="recordings" className="mt-6">
      <CardHeader>
        <CardTitle>{m.ops_recordings()}</CardTitle>
        <p className="text-sm text-slate-600">{m.ops_recordings_description()}</p>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {recordings.length === 0 ? (
          <EmptyState>{m.ops_no_recordings()}</EmptyState>
        ) : (
          <ul className="divide-y divide-slate-200" data-testid="staff-recordings">
            {recordings.map((r) => (
              <li key={r.id} className="flex flex-col gap-2 py-3">
                <div>
                  <p className="font-semibold text-ink" translate="no">
                    {r.title}
                  </p>
                  <p className="text-sm text-slate-600">{m.ops_class_of({ date: formatLongDate(r.classDate) })}</p>
                  <a
                    href={r.url}
                    className="text-sm break-all text-brand-800 underline"
                    rel="noopener noreferrer"
                    target="_blank"
                  >
                    {r.url}
                  </a>
                </div>
                <div className="flex flex-wrap items-start gap-2">
                  <FoldedForm
                    summary={m.ops_edit_summary()}
                    context={r.title}
                    open={Boolean(resultFor(`recording.update.${r.id}`))}
                  >
                    <RecordingForm
                      formId={`recording-${r.id}`}
                      intent="recording.update"
                      recordingId={r.id}
                      defaults={r}
                      lastResult={resultFor(`recording.update.${r.id}`)}
                      submitLabel={m.ops_save_changes()}
                    />
                  </FoldedForm>
                  <Form method="post">
                    <input type="hidden" name="intent" value="recording.remove" />
                    <input type="hidden" name="recordingId" value={r.id} />
                    <Button
                      type="submit"
                      size="sm"
                      variant="ghost"
                      className="text-red-800"
                      pendingLabel={m.ops_removing()}
                    >
                      {m.ops_remove()}
                      <span className="sr-only"> {r.title}</span>
                    </Button>
                  </Form>
                </div>
              </li>
            ))}
          </ul>
        )}
        <div className="rounded-xl border border-dashed border-slate-300 p-4">
          <h3 className="mb-3 font-bold text-ink">{m.ops_add_recording_heading()}</h3>
          <RecordingForm
            formId="new-recording"
            intent="recording.add"
            defaults={{ title: "", titleBn: null, classDate: today, url: "" }}
            lastResult={resultFor("recording.add")}
            submitLabel={m.ops_add_recording()}
          />
        </div>
      </CardContent>
    </Card>
  );
}

function RecordingForm({
  formId,
  intent,
  recordingId,
  defaults,
  lastResult,
  submitLabel,
}: {
  formId: string;
  intent: "recording.add" | "recording.update";
  recordingId?: string;
  defaults: Omit<Recording, "id">;
  lastResult: LastResult;
  submitLabel: string;
}) {
  const { form, fields, formProps } = useSchemaForm("recording", {
    id: formId,
    lastResult,
    defaultValue: { ...defaults, titleBn: defaults.titleBn ?? "" },
  });
  return (
    <Form method="post" {...formProps} className="grid gap-3 sm:grid-cols-2">
      <input type="hidden" name="intent" value={intent} />
      {recordingId ? <input type="hidden" name="recordingId" value={recordingId} /> : null}
      <Field meta={fields.title} label={m.ops_label_title()} maxLength={120} />
      <Field meta={fields.titleBn} label={m.ops_label_title_bn()} maxLength={120} lang="bn" />
      <Field meta={fields.classDate} type="date" label={m.ops_label_class_date()} />
      <Field
        meta={fields.url}
        type="url"
        label={m.ops_label_link()}
        placeholder="https://…"
        className="sm:col-span-2"
        maxLength={1000}
      />
      <FormErrors form={form} />
      <div className="sm:col-span-2">
        <Button type="submit" size="sm" pendingLabel={m.ops_saving()}>
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}

type OutdoorSession = {
  id: string;
  startsAt: Date;
  endsAt: Date;
  place: string;
  notes: string | null;
  answers: Array<{ childName: string; parentName: string; answer: "yes" | "no" }>;
};

export function OutdoorSessionsCard({
  sessions,
  coming,
  defaultDate,
  resultFor,
}: {
  sessions: OutdoorSession[];
  /** The children coming to each session, with their details and consents (docs/product.md#each-childs-details). */
  coming?: Record<string, ComingChild[]>;
  defaultDate: string;
  resultFor: ResultFor;
}) {
  const { form, fields, formProps } = useSchemaForm("outdoor-session", {
    id: "new-outdoor-session",
    lastResult: resultFor("outdoor.add"),
    defaultValue: { date: defaultDate, startTime: "08:30", endTime: "10:30" },
  });
  return (
    <Card id="outdoor" className="mt-6">
      <CardHeader>
        <CardTitle>{m.ops_outdoor_sessions()}</CardTitle>
        <p className="text-sm text-slate-600">{m.ops_outdoor_description()}</p>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {sessions.length === 0 ? (
          <EmptyState>{m.ops_no_outdoor_sessions()}</EmptyState>
        ) : (
          <ul className="divide-y divide-slate-200">
            {sessions.map((s) => {
              const yes = s.answers.filter((a) => a.answer === "yes");
              const no = s.answers.filter((a) => a.answer === "no");
              return (
                <li key={s.id} className="flex flex-col gap-2 py-3" data-testid="staff-outdoor-session">
                  <p className="font-semibold text-ink">{formatClassTime(s.startsAt, s.endsAt)}</p>
                  <p className="text-slate-700" translate="no">
                    {s.place}
                  </p>
                  {s.notes ? <p className="text-sm text-slate-700">{m.ops_what_to_bring({ notes: s.notes })}</p> : null}
                  <p className="text-sm text-ink" data-testid="rsvp-counts">
                    <span className="font-semibold">{m.ops_coming_count({ count: localDigits(yes.length) })}</span>
                    {yes.length ? `: ${yes.map((a) => `${a.childName} (${a.parentName})`).join(", ")}` : ""}
                    <span className="text-slate-600">
                      {" · "}
                      {m.ops_not_coming_count({ count: localDigits(no.length) })}
                      {no.length ? `: ${no.map((a) => a.childName).join(", ")}` : ""}
                    </span>
                  </p>
                  <ComingChildren coming={coming?.[s.id] ?? []} />
                  <Form method="post">
                    <input type="hidden" name="intent" value="outdoor.remove" />
                    <input type="hidden" name="sessionId" value={s.id} />
                    <Button
                      type="submit"
                      size="sm"
                      variant="ghost"
                      className="text-red-800"
                      pendingLabel={m.ops_removing()}
                    >
                      {m.ops_remove_session()}
                    </Button>
                  </Form>
                </li>
              );
            })}
          </ul>
        )}
        <div className="rounded-xl border border-dashed border-slate-300 p-4">
          <h3 className="mb-3 font-bold text-ink">{m.ops_add_outdoor_heading()}</h3>
          <Form method="post" {...formProps} className="grid gap-3 sm:grid-cols-3">
            <input type="hidden" name="intent" value="outdoor.add" />
            <Field meta={fields.date} type="date" label={m.ops_label_date()} />
            <Field meta={fields.startTime} type="time" label={m.ops_label_starts()} />
            <Field meta={fields.endTime} type="time" label={m.ops_label_ends()} />
            <Field meta={fields.place} label={m.ops_label_meeting_place()} className="sm:col-span-3" maxLength={200} />
            <Field
              meta={fields.placeBn}
              label={m.ops_label_meeting_place_bn()}
              className="sm:col-span-3"
              maxLength={200}
              lang="bn"
            />
            <TextareaField
              meta={fields.notes}
              label={m.ops_label_what_to_bring()}
              className="sm:col-span-3"
              rows={2}
              maxLength={1000}
            />
            <TextareaField
              meta={fields.notesBn}
              label={m.ops_label_what_to_bring_bn()}
              className="sm:col-span-3"
              rows={2}
              maxLength={1000}
              lang="bn"
            />
            <FormErrors form={form} />
            <div className="sm:col-span-3">
              <Button type="submit" size="sm" pendingLabel={m.ops_adding()}>
                {m.ops_add_session()}
              </Button>
            </div>
          </Form>
        </div>
      </CardContent>
    </Card>
  );
}
