import type { SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { AttachmentField } from "~/components/dashboard/attachment-field";
import { Icon } from "~/components/dashboard/icons";
import { dashboardMeta } from "~/components/dashboard/meta";
import { PageHeader } from "~/components/dashboard/shell";
import { SupportStatusBadge } from "~/components/dashboard/status";
import { useSchemaForm } from "~/components/forms/schema-form";
import { AttachmentLink, ReplyList } from "~/components/support-thread";
import { attachmentUrl } from "~/lib/files";
import { formatDateTime } from "~/lib/format";
import { supportToasts } from "~/lib/schemas/support";
import { site, supportDefaults, whatsappHref } from "~/lib/site-config";
import { listSupportThreads, type SupportThread } from "~/server/data/support.server";
import { assertSameOrigin } from "~/server/request-guards.server";
import { requireUser } from "~/server/session.server";
import { Button, buttonClass } from "~/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/ui/card";
import { Field, FormErrors, TextareaField } from "~/ui/field";
import { Toaster } from "~/ui/toast";
import type { Route } from "./+types/support";
import { loadFailures, loadOrToast } from "./load.server";
import { sendSupportMessage } from "./support.server";

export const meta: Route.MetaFunction = () => dashboardMeta("Support & Help");

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return { threads: await loadOrToast(() => listSupportThreads(user.id), loadFailures.support) };
}

export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const user = await requireUser(request);
  return sendSupportMessage(request, user.id);
}

export default function SupportPage({ loaderData, actionData }: Route.ComponentProps) {
  const { threads } = loaderData;
  return (
    <>
      <PageHeader
        title="Support & Help"
        description="Questions about classes, payments or your account? We are here to help."
      />
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
    defaultValue: { subject: supportDefaults.subject },
  });

  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <CardTitle>Contact Support</CardTitle>
      </CardHeader>
      <CardContent>
        <Form method="post" encType="multipart/form-data" {...formProps} className="flex flex-col gap-4">
          <Field meta={fields.subject} label="Subject" />
          <TextareaField meta={fields.message} label="Message" placeholder="How can we help?" />
          <AttachmentField
            meta={fields.attachment}
            hint="Any type of file, up to 10MB."
            testId="attachment-input"
            tooLarge={supportToasts.attachmentTooLarge}
          />
          <FormErrors form={form} />
          <Button type="submit" className="w-full sm:w-fit" pendingLabel="Sending...">
            Send Message
          </Button>
        </Form>
      </CardContent>
    </Card>
  );
}

function QuickContact() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Quick Contact</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <p className="text-sm text-slate-600">
          Prefer to talk? Reach us directly during office hours ({site.hours.display}).
        </p>
        <a
          href={whatsappHref()}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass("primary", "md", "bg-[#128C4B] hover:bg-[#0e6e3b]")}
        >
          <Icon name="chat" />
          Chat on WhatsApp
        </a>
        <a href={`mailto:${site.email}`} className={buttonClass("outline")}>
          <Icon name="mail" />
          Email Us
        </a>
        <p className="text-sm break-all text-slate-600">{site.email}</p>
      </CardContent>
    </Card>
  );
}

function MessageHistory({ threads, failed }: { threads: SupportThread[] | null; failed: boolean }) {
  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle>Message History</CardTitle>
      </CardHeader>
      <CardContent>
        {failed || !threads ? (
          <p className="text-red-800">Could not fetch support history.</p>
        ) : threads.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 p-6 text-slate-700">
            You haven't sent any messages yet.
          </p>
        ) : (
          <ol className="flex flex-col gap-4">
            {threads.map((thread) => (
              <li key={thread.id} className="rounded-xl border border-slate-200 p-4" data-testid="support-thread">
                <article aria-labelledby={`thread-${thread.id}`}>
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <h3 id={`thread-${thread.id}`} className="font-bold break-words text-ink">
                      {thread.subject}
                    </h3>
                    <SupportStatusBadge status={thread.status} />
                  </div>
                  <p className="mt-0.5 text-sm text-slate-600">
                    <time dateTime={new Date(thread.createdAt).toISOString()}>{formatDateTime(thread.createdAt)}</time>
                  </p>
                  <p className="mt-3 break-words whitespace-pre-wrap text-slate-800">{thread.message}</p>
                  {thread.attachment ? <AttachmentLink href={attachmentUrl(thread.id)} {...thread.attachment} /> : null}
                  {thread.replies.length > 0 ? (
                    <ReplyList messageId={thread.id} replies={thread.replies} testId="support-reply" className="mt-4" />
                  ) : null}
                </article>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
