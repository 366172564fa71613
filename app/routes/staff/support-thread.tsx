import type { SubmissionResult } from "@conform-to/react";
import { data, Form, Link } from "react-router";
import { AttachmentField } from "~/components/dashboard/attachment-field";
import { useSchemaForm } from "~/components/forms/schema-form";
import { staffMeta } from "~/components/staff/meta";
import { PhoneLinks } from "~/components/staff/phone-links";
import { StaffPageHeader } from "~/components/staff/shell";
import { SupportStatusBadge } from "~/components/staff/status";
import { AttachmentLink, ReplyList } from "~/components/support-thread";
import { attachmentUrl } from "~/lib/files";
import { formatDateTime } from "~/lib/format";
import { statusLabel } from "~/lib/labels";
import { supportToasts } from "~/lib/schemas/support";
import { supportStatuses } from "~/lib/statuses";
import { m } from "~/paraglide/messages";
import { getSupportThread, type StaffThread } from "~/server/data/staff-support.server";
import { requireStaff } from "~/server/session.server";
import { Button } from "~/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/ui/card";
import { SelectField, TextareaField } from "~/ui/field";
import { Toaster } from "~/ui/toast";
import type { Route } from "./+types/support-thread";
import { staffAction } from "./guard.server";
import { handleThreadAction } from "./support-thread.server";

export const meta: Route.MetaFunction = ({ data }) =>
  staffMeta(data?.thread.subject ?? m.staff_thread_fallback_title());

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request);
  const thread = await getSupportThread(params.messageId);
  if (!thread) throw data(null, { status: 404 });
  return { thread, replyKey: crypto.randomUUID() };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await staffAction(request);
  return handleThreadAction(request, user.id, params.messageId);
}

const statusOptions = () => supportStatuses.map((s) => ({ value: s, label: statusLabel(s) }));

export default function SupportThreadPage({ loaderData, actionData }: Route.ComponentProps) {
  const { thread, replyKey } = loaderData;
  return (
    <>
      <Link
        to="/staff/support"
        className="mb-3 inline-flex items-center text-sm font-semibold text-brand-700 hover:underline"
      >
        {m.staff_thread_back()}
      </Link>
      <StaffPageHeader
        title={<span translate="no">{thread.subject}</span>}
        description={<SupportStatusBadge status={thread.status} />}
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="flex flex-col gap-6 lg:col-span-2">
          <Conversation thread={thread} />
          <ReplyForm
            thread={thread}
            idempotencyKey={replyKey}
            lastResult={actionData?.form === "reply" ? actionData.lastResult : undefined}
          />
        </div>
        <div className="flex flex-col gap-6">
          <ParentCard parent={thread.parent} />
          <StatusCard
            status={thread.status}
            lastResult={actionData?.form === "status" ? actionData.lastResult : undefined}
          />
        </div>
      </div>
      <Toaster toasts={[actionData?.toast]} />
    </>
  );
}

function Conversation({ thread }: { thread: StaffThread }) {
  return (
    <Card>
      <CardContent>
        <article aria-label={m.staff_thread_from_parent()} data-testid="staff-message">
          <p className="text-sm font-semibold text-ink" translate="no">
            {thread.parent.name}
          </p>
          <p className="text-xs text-slate-600">
            <time dateTime={new Date(thread.createdAt).toISOString()}>{formatDateTime(thread.createdAt)}</time>
          </p>
          <p className="mt-3 break-words whitespace-pre-wrap text-slate-800" translate="no">
            {thread.message}
          </p>
          {thread.attachment ? <AttachmentLink href={attachmentUrl(thread.id)} {...thread.attachment} /> : null}
        </article>
        {thread.replies.length === 0 ? (
          <p className="mt-5 border-t border-slate-200 pt-4 text-sm text-slate-600">{m.staff_thread_no_replies()}</p>
        ) : (
          <ReplyList
            messageId={thread.id}
            replies={thread.replies}
            testId="staff-reply"
            unnamedAuthor={m.staff_role_staff()}
            parentLabel={thread.parent.name}
            className="mt-5"
          />
        )}
      </CardContent>
    </Card>
  );
}

function ReplyForm({
  thread,
  idempotencyKey,
  lastResult,
}: {
  thread: StaffThread;
  idempotencyKey: string;
  lastResult: SubmissionResult<string[]> | null | undefined;
}) {
  const { fields, formProps } = useSchemaForm("staff-reply", {
    id: "staff-reply",
    lastResult,
    defaultValue: { status: thread.status === "open" ? "in_progress" : thread.status },
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{m.staff_thread_reply()}</CardTitle>
        <p className="text-sm text-slate-600">{m.staff_thread_reply_intro()}</p>
      </CardHeader>
      <CardContent>
        <Form method="post" encType="multipart/form-data" {...formProps} className="flex flex-col gap-4">
          <input type="hidden" name="intent" value="reply" />
          <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
          <TextareaField meta={fields.body} label={m.staff_thread_your_reply()} />
          <AttachmentField
            meta={fields.attachment}
            hint={m.staff_thread_attachment_hint()}
            testId="reply-attachment-input"
            tooLarge={supportToasts.attachmentTooLarge}
          />
          <SelectField
            meta={fields.status}
            label={m.staff_thread_status_after()}
            options={statusOptions()}
            className="sm:max-w-xs"
          />
          <Button type="submit" className="w-full sm:w-fit" pendingLabel={m.staff_thread_sending()}>
            {m.staff_thread_send()}
          </Button>
        </Form>
      </CardContent>
    </Card>
  );
}

function ParentCard({ parent }: { parent: StaffThread["parent"] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{m.staff_parent()}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-1 text-sm">
        <p className="font-semibold text-ink" translate="no">
          {parent.name}
        </p>
        <a href={`mailto:${parent.email}`} className="break-all text-brand-700 hover:underline">
          {parent.email}
        </a>
        {parent.phone ? (
          <p className="text-slate-700">
            <PhoneLinks phone={parent.phone} />
          </p>
        ) : null}
        <Link to={`/staff/parents/${parent.id}`} className="mt-2 font-semibold text-brand-700 underline">
          {m.staff_open_parent_record()}
        </Link>
      </CardContent>
    </Card>
  );
}

function StatusCard({
  status,
  lastResult,
}: {
  status: string;
  lastResult: SubmissionResult<string[]> | null | undefined;
}) {
  const { fields, formProps } = useSchemaForm("support-status", {
    id: "thread-status",
    lastResult,
    defaultValue: { status },
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>{m.staff_status()}</CardTitle>
      </CardHeader>
      <CardContent>
        <Form method="post" {...formProps} className="flex flex-col gap-3" key={status}>
          <input type="hidden" name="intent" value="status" />
          <SelectField meta={fields.status} label={m.staff_thread_move_to()} options={statusOptions()} />
          <Button type="submit" variant="outline" pendingLabel={m.staff_saving()}>
            {m.staff_thread_update_status()}
          </Button>
        </Form>
      </CardContent>
    </Card>
  );
}
