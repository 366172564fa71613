import type { SubmissionResult } from "@conform-to/react";
import { data, Form, Link } from "react-router";
import { AttachmentField } from "~/components/dashboard/attachment-field";
import { dashboardMeta } from "~/components/dashboard/meta";
import { PageHeader } from "~/components/dashboard/shell";
import { SupportStatusBadge } from "~/components/dashboard/status";
import { useSchemaForm } from "~/components/forms/schema-form";
import { AttachmentLink, ReplyList } from "~/components/support-thread";
import { attachmentUrl } from "~/lib/files";
import { formatDateTime } from "~/lib/format";
import { supportToasts } from "~/lib/schemas/support";
import { m } from "~/paraglide/messages";
import { supportWritersFor } from "~/server/data/family/members.server";
import { getOwnSupportThread, markSupportThreadSeen, type SupportThread } from "~/server/data/support.server";
import { requireFamily } from "~/server/family-session.server";
import { assertSameOrigin } from "~/server/request-guards.server";
import { Button } from "~/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/ui/card";
import { FormErrors, TextareaField } from "~/ui/field";
import { Toaster } from "~/ui/toast";
import type { Route } from "./+types/support-thread";
import { sendSupportReply } from "./support.server";

export const meta: Route.MetaFunction = ({ data }) => dashboardMeta(data?.thread.subject ?? m.dash_support_title());

/**
 * One of the parent's threads; opening it makes its replies no longer new (docs/product.md#support-messages). The
 * family's owner also reads the other members' threads, without replying in them.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { family } = await requireFamily(request);
  const thread = await getOwnSupportThread(await supportWritersFor(family), params.messageId);
  if (!thread) throw data(null, { status: 404 });
  const own = thread.writer.id === family.userId;
  if (own && thread.newReply) await markSupportThreadSeen(family.userId, thread.id);
  return { thread, otherWriter: own ? null : thread.writer.name, replyKey: crypto.randomUUID() };
}

export async function action({ request, params }: Route.ActionArgs) {
  assertSameOrigin(request);
  const { family } = await requireFamily(request);
  // Checked before the form is read, so nothing is uploaded for a thread that is not theirs.
  if (!(await getOwnSupportThread(family.userId, params.messageId))) throw data(null, { status: 404 });
  return sendSupportReply(request, family.userId, params.messageId);
}

export default function SupportThreadPage({ loaderData, actionData }: Route.ComponentProps) {
  const { thread, otherWriter, replyKey } = loaderData;
  return (
    <>
      <Link
        to="/dashboard/support"
        className="mb-3 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 hover:underline"
      >
        {m.dash_thread_back()}
      </Link>
      <PageHeader title={thread.subject} description={<SupportStatusBadge status={thread.status} />} />
      <div className="flex flex-col gap-6 lg:max-w-3xl">
        <Conversation thread={thread} writer={otherWriter} />
        {otherWriter ? null : (
          <ReplyForm thread={thread} idempotencyKey={replyKey} lastResult={actionData?.lastResult} />
        )}
      </div>
      <Toaster toasts={[actionData?.toast]} />
    </>
  );
}

/** `writer` names another member whose thread the owner reads; null for the reader's own. */
function Conversation({ thread, writer }: { thread: SupportThread; writer: string | null }) {
  return (
    <Card>
      <CardContent>
        <article aria-label={writer ?? m.dash_your_message()} data-testid="thread-message">
          <p className="text-sm font-semibold text-ink">{writer ?? m.dash_you()}</p>
          <p className="text-xs text-slate-600">
            <time dateTime={new Date(thread.createdAt).toISOString()}>{formatDateTime(thread.createdAt)}</time>
          </p>
          <p className="mt-3 break-words whitespace-pre-wrap text-slate-800">{thread.message}</p>
          {thread.attachment ? <AttachmentLink href={attachmentUrl(thread.id)} {...thread.attachment} /> : null}
        </article>
        {thread.replies.length > 0 ? (
          <ReplyList
            messageId={thread.id}
            replies={thread.replies}
            testId="support-reply"
            parentLabel={writer ?? m.dash_you()}
            className="mt-5"
          />
        ) : null}
      </CardContent>
    </Card>
  );
}

function ReplyForm({
  thread,
  idempotencyKey,
  lastResult,
}: {
  thread: SupportThread;
  idempotencyKey: string;
  lastResult: SubmissionResult<string[]> | null | undefined;
}) {
  const { form, fields, formProps } = useSchemaForm("support-reply", { id: "support-reply", lastResult });
  return (
    <Card>
      <CardHeader>
        <CardTitle>{m.dash_reply_title()}</CardTitle>
        {thread.status === "closed" ? <p className="text-sm text-slate-600">{m.dash_reply_reopens()}</p> : null}
      </CardHeader>
      <CardContent>
        <Form method="post" encType="multipart/form-data" {...formProps} className="flex flex-col gap-4">
          <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
          <TextareaField meta={fields.message} label={m.dash_your_reply()} />
          <AttachmentField
            meta={fields.attachment}
            hint={m.dash_attachment_hint()}
            testId="reply-attachment-input"
            tooLarge={supportToasts.attachmentTooLarge}
          />
          <FormErrors form={form} />
          <Button type="submit" className="w-full sm:w-fit" pendingLabel={m.dash_sending()}>
            {m.dash_send_reply()}
          </Button>
        </Form>
      </CardContent>
    </Card>
  );
}
