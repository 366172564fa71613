import type { SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { useSchemaForm } from "~/components/forms/schema-form";
import { EmptyState } from "~/components/staff/table";
import type { ClassTime } from "~/lib/enrolment";
import { formatClassTime, formatLongDate } from "~/lib/format";
import { Button } from "~/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/ui/card";
import { Field, FormErrors, TextareaField } from "~/ui/field";
import { FoldedForm } from "./folded-form";

/**
 * The batch page's classes (issue 16): the class link, the next weeks' classes with their trial bookings and a way to
 * cancel one, the recordings, and the outdoor sessions with who is coming. Every form works without JavaScript.
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
        <CardTitle>Class link</CardTitle>
        <p className="text-sm text-slate-600">
          The Zoom, Google Meet or Jitsi meeting every class of this batch uses. Families with a paid place see Join
          Class from 15 minutes before each class; nobody else sees the link.
        </p>
      </CardHeader>
      <CardContent>
        <Form method="post" {...formProps} className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <input type="hidden" name="intent" value="class.link" />
          <Field
            meta={fields.joinUrl}
            type="url"
            label="Meeting link"
            placeholder="https://zoom.us/j/…"
            className="min-w-0 flex-1"
            maxLength={500}
          />
          <Button type="submit" className="sm:mt-7" pendingLabel="Saving...">
            Save link
          </Button>
          <FormErrors form={form} />
        </Form>
        {!joinUrl ? (
          <p className="mt-2 text-sm font-semibold text-amber-800">No link yet: families cannot join.</p>
        ) : null}
      </CardContent>
    </Card>
  );
}

export function UpcomingClasses({ classes, resultFor }: { classes: UpcomingClass[]; resultFor: ResultFor }) {
  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle>Classes in the next 4 weeks</CardTitle>
      </CardHeader>
      <CardContent>
        {classes.length === 0 ? (
          <EmptyState>No classes in the next 4 weeks.</EmptyState>
        ) : (
          <ul className="divide-y divide-slate-200">
            {classes.map((c) => (
              <li key={c.startsAt.toISOString()} className="py-3" data-testid="upcoming-class">
                <p className={c.cancelled ? "font-semibold text-slate-600 line-through" : "font-semibold text-ink"}>
                  <time dateTime={c.startsAt.toISOString()}>{formatClassTime(c.startsAt, c.endsAt)}</time>
                </p>
                {c.cancelled ? (
                  <p className="text-sm font-semibold text-red-800">Cancelled: {c.cancelled}</p>
                ) : (
                  <CancelClassForm theClass={c} lastResult={resultFor(`class.cancel.${c.startsAt.toISOString()}`)} />
                )}
                {c.trials.length === 0 ? (
                  <p className="text-sm text-slate-600">No trial bookings.</p>
                ) : (
                  <ul className="mt-1 flex flex-col gap-1 text-sm" aria-label="Trial bookings">
                    {c.trials.map((t) => (
                      <li key={t.id} className="text-slate-800">
                        Trial: <span className="font-semibold">{t.childName}</span>, {t.childAge} years, with {t.name} ·
                        WhatsApp {t.whatsapp}
                        {t.email ? ` · ${t.email}` : ""}
                        {t.status === "handled" ? " · handled" : ""}
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

function CancelClassForm({ theClass, lastResult }: { theClass: UpcomingClass; lastResult: LastResult }) {
  const startsAt = theClass.startsAt.toISOString();
  const { form, fields, formProps } = useSchemaForm("cancel-class", {
    id: `cancel-class-${theClass.startsAt.getTime()}`,
    lastResult,
  });
  return (
    <div className="my-2 max-w-xl">
      <FoldedForm
        summary="Cancel this class…"
        context={formatClassTime(theClass.startsAt, theClass.endsAt)}
        open={Boolean(lastResult)}
      >
        <Form method="post" {...formProps} className="flex flex-col gap-2">
          <input type="hidden" name="intent" value="class.cancel" />
          <input type="hidden" name="classStartsAt" value={startsAt} />
          <TextareaField
            meta={fields.reason}
            label="Reason (emailed to every family in the batch)"
            rows={2}
            maxLength={300}
            compact
          />
          <FormErrors form={form} />
          <Button type="submit" size="sm" variant="destructive" pendingLabel="Cancelling...">
            Cancel class and email families
          </Button>
        </Form>
      </FoldedForm>
    </div>
  );
}

type Recording = { id: string; title: string; classDate: string; url: string };

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
        <CardTitle>Recordings</CardTitle>
        <p className="text-sm text-slate-600">Only families with a paid place in this batch see them, newest first.</p>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {recordings.length === 0 ? (
          <EmptyState>No recordings yet.</EmptyState>
        ) : (
          <ul className="divide-y divide-slate-200" data-testid="staff-recordings">
            {recordings.map((r) => (
              <li key={r.id} className="flex flex-col gap-2 py-3">
                <div>
                  <p className="font-semibold text-ink">{r.title}</p>
                  <p className="text-sm text-slate-600">Class of {formatLongDate(r.classDate)}</p>
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
                  <FoldedForm summary="Edit…" context={r.title} open={Boolean(resultFor(`recording.update.${r.id}`))}>
                    <RecordingForm
                      formId={`recording-${r.id}`}
                      intent="recording.update"
                      recordingId={r.id}
                      defaults={r}
                      lastResult={resultFor(`recording.update.${r.id}`)}
                      submitLabel="Save changes"
                    />
                  </FoldedForm>
                  <Form method="post">
                    <input type="hidden" name="intent" value="recording.remove" />
                    <input type="hidden" name="recordingId" value={r.id} />
                    <Button type="submit" size="sm" variant="ghost" className="text-red-800" pendingLabel="Removing...">
                      Remove<span className="sr-only"> {r.title}</span>
                    </Button>
                  </Form>
                </div>
              </li>
            ))}
          </ul>
        )}
        <div className="rounded-xl border border-dashed border-slate-300 p-4">
          <h3 className="mb-3 font-bold text-ink">Add a recording</h3>
          <RecordingForm
            formId="new-recording"
            intent="recording.add"
            defaults={{ title: "", classDate: today, url: "" }}
            lastResult={resultFor("recording.add")}
            submitLabel="Add Recording"
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
  const { form, fields, formProps } = useSchemaForm("recording", { id: formId, lastResult, defaultValue: defaults });
  return (
    <Form method="post" {...formProps} className="grid gap-3 sm:grid-cols-2">
      <input type="hidden" name="intent" value={intent} />
      {recordingId ? <input type="hidden" name="recordingId" value={recordingId} /> : null}
      <Field meta={fields.title} label="Title" maxLength={120} />
      <Field meta={fields.classDate} type="date" label="Class date" />
      <Field
        meta={fields.url}
        type="url"
        label="Link"
        placeholder="https://…"
        className="sm:col-span-2"
        maxLength={1000}
      />
      <FormErrors form={form} />
      <div className="sm:col-span-2">
        <Button type="submit" size="sm" pendingLabel="Saving...">
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
  defaultDate,
  resultFor,
}: {
  sessions: OutdoorSession[];
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
        <CardTitle>Outdoor sessions</CardTitle>
        <p className="text-sm text-slate-600">
          Families whose place includes outdoor sessions see them and answer until the day before.
        </p>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {sessions.length === 0 ? (
          <EmptyState>No outdoor sessions planned.</EmptyState>
        ) : (
          <ul className="divide-y divide-slate-200">
            {sessions.map((s) => {
              const yes = s.answers.filter((a) => a.answer === "yes");
              const no = s.answers.filter((a) => a.answer === "no");
              return (
                <li key={s.id} className="flex flex-col gap-2 py-3" data-testid="staff-outdoor-session">
                  <p className="font-semibold text-ink">{formatClassTime(s.startsAt, s.endsAt)}</p>
                  <p className="text-slate-700">{s.place}</p>
                  {s.notes ? <p className="text-sm text-slate-700">What to bring: {s.notes}</p> : null}
                  <p className="text-sm text-ink" data-testid="rsvp-counts">
                    <span className="font-semibold">{yes.length} coming</span>
                    {yes.length ? `: ${yes.map((a) => `${a.childName} (${a.parentName})`).join(", ")}` : ""}
                    <span className="text-slate-600">
                      {" · "}
                      {no.length} can't make it{no.length ? `: ${no.map((a) => a.childName).join(", ")}` : ""}
                    </span>
                  </p>
                  <Form method="post">
                    <input type="hidden" name="intent" value="outdoor.remove" />
                    <input type="hidden" name="sessionId" value={s.id} />
                    <Button type="submit" size="sm" variant="ghost" className="text-red-800" pendingLabel="Removing...">
                      Remove session
                    </Button>
                  </Form>
                </li>
              );
            })}
          </ul>
        )}
        <div className="rounded-xl border border-dashed border-slate-300 p-4">
          <h3 className="mb-3 font-bold text-ink">Add an outdoor session</h3>
          <Form method="post" {...formProps} className="grid gap-3 sm:grid-cols-3">
            <input type="hidden" name="intent" value="outdoor.add" />
            <Field meta={fields.date} type="date" label="Date" />
            <Field meta={fields.startTime} type="time" label="Starts (Dhaka time)" />
            <Field meta={fields.endTime} type="time" label="Ends (Dhaka time)" />
            <Field meta={fields.place} label="Meeting place" className="sm:col-span-3" maxLength={200} />
            <TextareaField
              meta={fields.notes}
              label="What to bring (optional)"
              className="sm:col-span-3"
              rows={2}
              maxLength={1000}
            />
            <FormErrors form={form} />
            <div className="sm:col-span-3">
              <Button type="submit" size="sm" pendingLabel="Adding...">
                Add Session
              </Button>
            </div>
          </Form>
        </div>
      </CardContent>
    </Card>
  );
}
