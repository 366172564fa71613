import type { SubmissionResult } from "@conform-to/react";
import { Form, Link } from "react-router";
import { AttachmentField } from "~/components/dashboard/attachment-field";
import { Icon } from "~/components/dashboard/icons";
import { dashboardMeta } from "~/components/dashboard/meta";
import { PageHeader } from "~/components/dashboard/shell";
import { NewReplyBadge, SupportStatusBadge } from "~/components/dashboard/status";
import { useSchemaForm } from "~/components/forms/schema-form";
import { AttachmentLink, ReplyList } from "~/components/support-thread";
import { attachmentUrl } from "~/lib/files";
import { formatDateTime, formatTimeRange, formatWeekdays } from "~/lib/format";
import { supportToasts } from "~/lib/schemas/support";
import { site, whatsappHref } from "~/lib/site-config";
import { m } from "~/paraglide/messages";
import { supportWritersFor } from "~/server/data/family/members.server";
import { listSupportThreads, type SupportThread } from "~/server/data/support.server";
import { requireFamily } from "~/server/family-session.server";
import { assertSameOrigin } from "~/server/request-guards.server";
import { Button, buttonClass } from "~/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/ui/card";
import { Field, FormErrors, TextareaField } from "~/ui/field";
import { Toaster } from "~/ui/toast";
import type { Route } from "./+types/support";
import { loadFailures, loadOrToast } from "./load.server";
import { sendSupportMessage } from "./support.server";

export const meta: Route.MetaFunction = () => dashboardMeta(m.dash_support_title());

export async function loader({ request }: Route.LoaderArgs) {
  const { family } = await requireFamily(request);
  const threads = await loadOrToast(
    async () => ownFirst(await listSupportThreads(await supportWritersFor(family)), family.userId),
    loadFailures.support,
  );
  return { threads };
}

export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const { family } = await requireFamily(request);
  return sendSupportMessage(request, family.userId);
}

/** Threads as their reader sees them: another member's (read by the family's owner) name their writer, never 'New reply'. */
const ownFirst = (threads: SupportThread[], readerId: string) =>
  threads.map((thread) => ({
    ...thread,
    newReply: thread.newReply && thread.writer.id === readerId,
    otherWriter: thread.writer.id === readerId ? null : thread.writer.name,
  }));

type ReadThread = ReturnType<typeof ownFirst>[number];

export default function SupportPage({ loaderData, actionData }: Route.ComponentProps) {
  const { threads } = loaderData;
  return (
    <>
      <PageHeader title={m.dash_support_title()} description={m.dash_support_description()} />
      <div className="grid gap-6 lg:grid-cols-3">
        <ContactSupport lastResult={actionData?.lastResult} />
        <QuickContact />
      </div>
      <MessageHistory threads={threads.data} failed={Boolean(threads.error)} />
      <Toaster toasts={[threads.error, actionData?.toast]} />
    </>
  );
}

function ContactSupport({ lastResult }: { lastResult: SubmissionResult<string[]> | null | undefined }) {
  const { form, fields, formProps } = useSchemaForm("support", {
    id: "support",
    lastResult,
    // Offered in the parent's language; one left blank is stored as the English default (site-config).
    defaultValue: { subject: m.dash_support_default_subject() },
  });

  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <CardTitle>{m.dash_contact_support()}</CardTitle>
      </CardHeader>
      <CardContent>
        <Form method="post" encType="multipart/form-data" {...formProps} className="flex flex-col gap-4">
          <Field meta={fields.subject} label={m.dash_subject()} />
          <TextareaField meta={fields.message} label={m.dash_field_message()} placeholder={m.dash_how_can_we_help()} />
          <AttachmentField
            meta={fields.attachment}
            hint={m.dash_attachment_hint()}
            testId="attachment-input"
            tooLarge={supportToasts.attachmentTooLarge}
          />
          <FormErrors form={form} />
          <Button type="submit" className="w-full sm:w-fit" pendingLabel={m.dash_sending()}>
            {m.dash_send_message()}
          </Button>
        </Form>
      </CardContent>
    </Card>
  );
}

/** 'Monday-Friday 11:00 AM-4:00 PM', as site.hours says it; 'সোমবার থেকে শুক্রবার, সকাল ১১:০০-বিকেল ৪:০০'. */
function officeHours() {
  const days = site.hours.days;
  return m.dash_office_hours({
    from: formatWeekdays([weekdayNumbers.indexOf(days[0])]),
    to: formatWeekdays([weekdayNumbers.indexOf(days[days.length - 1]!)]),
    time: formatTimeRange(site.hours.opens, site.hours.closes),
  });
}
const weekdayNumbers = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

function QuickContact() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{m.dash_quick_contact()}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <p className="text-sm text-slate-600">{m.dash_prefer_to_talk({ hours: officeHours() })}</p>
        <a
          href={whatsappHref()}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass("primary", "md", "bg-[#128C4B] hover:bg-[#0e6e3b]")}
        >
          <Icon name="chat" />
          {m.dash_chat_on_whatsapp()}
        </a>
        <a href={`mailto:${site.email}`} className={buttonClass("outline")}>
          <Icon name="mail" />
          {m.dash_email_us()}
        </a>
        <p className="text-sm break-all text-slate-600">{site.email}</p>
      </CardContent>
    </Card>
  );
}

function MessageHistory({ threads, failed }: { threads: ReadThread[] | null; failed: boolean }) {
  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle>{m.dash_message_history()}</CardTitle>
      </CardHeader>
      <CardContent>
        {failed || !threads ? (
          <p className="text-red-800">{m.dash_support_history_failed()}</p>
        ) : threads.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 p-6 text-slate-700">{m.dash_no_messages()}</p>
        ) : (
          <ol className="flex flex-col gap-4">
            {threads.map((thread) => (
              <li key={thread.id} className="rounded-xl border border-slate-200 p-4" data-testid="support-thread">
                <article aria-labelledby={`thread-${thread.id}`}>
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <h3 id={`thread-${thread.id}`} className="font-bold break-words text-ink">
                      <Link to={`/dashboard/support/${thread.id}`} className="hover:underline">
                        {thread.subject}
                      </Link>
                    </h3>
                    <div className="flex flex-wrap gap-2">
                      {thread.newReply ? <NewReplyBadge /> : null}
                      <SupportStatusBadge status={thread.status} />
                    </div>
                  </div>
                  <p className="mt-0.5 text-sm text-slate-600">
                    {thread.otherWriter ? `${m.dash_support_written_by({ name: thread.otherWriter })} · ` : null}
                    <time dateTime={new Date(thread.createdAt).toISOString()}>{formatDateTime(thread.createdAt)}</time>
                  </p>
                  <p className="mt-3 break-words whitespace-pre-wrap text-slate-800">{thread.message}</p>
                  {thread.attachment ? <AttachmentLink href={attachmentUrl(thread.id)} {...thread.attachment} /> : null}
                  {thread.replies.length > 0 ? (
                    <ReplyList
                      messageId={thread.id}
                      replies={thread.replies}
                      testId="support-reply"
                      parentLabel={thread.otherWriter ?? m.dash_you()}
                      className="mt-4"
                    />
                  ) : null}
                  <Link
                    to={`/dashboard/support/${thread.id}`}
                    className={buttonClass("outline", "sm", "mt-4")}
                    aria-describedby={`thread-${thread.id}`}
                  >
                    {m.dash_open_thread()}
                  </Link>
                </article>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
