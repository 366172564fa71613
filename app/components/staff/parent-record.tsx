import { Link } from "react-router";
import { Avatar } from "~/components/avatar";
import { LanguageName } from "~/components/staff/language-name";
import { SupportStatusBadge } from "~/components/staff/status";
import { Cell, DataTable, EmptyState, Row } from "~/components/staff/table";
import { avatarUrl } from "~/lib/files";
import { formatDateTime, formatLongDate } from "~/lib/format";
import { localDigits } from "~/lib/i18n/digits";
import { useLanguage } from "~/lib/i18n/use-language";
import { m } from "~/paraglide/messages";
import type { ParentRecord } from "~/server/data/staff-parents.server";
import { Badge, type BadgeTone } from "~/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "~/ui/card";
import { PhoneLinks } from "./phone-links";

/** The staff console's parent page: the family's profile, children, applications and support messages. */

/** An application as the parent page lists it, worded on the server. */
export type ParentApplicationRow = {
  id: string;
  childName: string;
  batch: { id: string; name: string; schedule: string };
  status: { label: string; tone: BadgeTone };
  waitlist: string | null;
  applied: string;
};

export function ProfileCard({ profile }: { profile: ParentRecord["profile"] }) {
  const yesNo = (value: boolean) => (
    <Badge tone={value ? "success" : "neutral"}>{value ? m.staff_yes() : m.staff_no()}</Badge>
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle>{m.staff_parent_profile()}</CardTitle>
      </CardHeader>
      <CardContent>
        <div className="mb-4 flex items-center gap-3">
          <Avatar name={profile.name} src={avatarUrl(profile.avatarKey)} size="md" />
          <div className="min-w-0">
            <p className="truncate font-semibold text-ink" translate="no">
              {profile.name}
            </p>
            <p className="text-sm text-slate-600">
              {m.staff_parent_joined_on({ date: formatLongDate(profile.createdAt) })}
            </p>
          </div>
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-slate-600">{m.staff_email()}</dt>
          <dd className="break-all">
            <a href={`mailto:${profile.email}`} className="text-brand-700 hover:underline">
              {profile.email}
            </a>{" "}
            {profile.emailVerified ? null : <Badge tone="warning">{m.staff_parent_not_verified()}</Badge>}
          </dd>
          <dt className="text-slate-600">{m.staff_phone()}</dt>
          <dd>{profile.phone ? <PhoneLinks phone={profile.phone} /> : m.staff_not_given()}</dd>
          <dt className="text-slate-600">{m.staff_language()}</dt>
          <dd data-testid="parent-language">
            <LanguageName language={profile.language} />
          </dd>
          <dt className="text-slate-600">{m.staff_parent_terms()}</dt>
          <dd>{yesNo(profile.termsAccepted)}</dd>
          <dt className="text-slate-600">{m.staff_parent_media()}</dt>
          <dd>{yesNo(profile.mediaConsent)}</dd>
        </dl>
      </CardContent>
    </Card>
  );
}

export function ChildrenCard({ items }: { items: ParentRecord["children"] }) {
  const language = useLanguage();
  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <CardTitle>{m.staff_children()}</CardTitle>
      </CardHeader>
      <CardContent>
        {items.length === 0 ? (
          <EmptyState>{m.staff_parent_no_children()}</EmptyState>
        ) : (
          <ul className="divide-y divide-slate-200">
            {items.map((child) => (
              <li key={child.id} className="flex justify-between gap-3 py-2">
                <span>
                  <span className="font-semibold text-ink" translate="no">
                    {child.name}
                  </span>{" "}
                  <Link
                    to={`/staff/children/${child.id}/progress`}
                    className="text-sm font-semibold text-brand-800 underline-offset-2 hover:underline"
                  >
                    {m.skills_child_progress_link()}
                  </Link>{" "}
                  <Link
                    to={`/staff/children/${child.id}`}
                    className="text-sm font-semibold text-brand-800 underline-offset-2 hover:underline"
                  >
                    {m.care_staff_details_link()}
                  </Link>
                </span>
                <span className="text-slate-600">
                  {child.age === null
                    ? m.staff_parent_age_not_given()
                    : m.staff_years({ age: localDigits(child.age, language) })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** The family's applications, and the way to enter one for a family that applied by phone. */
export function ApplicationsCard({
  parentId,
  applications,
}: {
  parentId: string;
  applications: ParentApplicationRow[];
}) {
  return (
    <Card className="mt-6">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle>{m.staff_parent_applications()}</CardTitle>
        <Link
          to={`/staff/parents/${parentId}/invoices`}
          className="ml-auto inline-flex min-h-10 items-center rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-ink hover:bg-slate-50"
        >
          {m.staff_invoices()}
        </Link>
        <Link
          to={`/staff/parents/${parentId}/apply`}
          className="inline-flex min-h-10 items-center rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-ink hover:bg-slate-50"
        >
          {m.staff_enter_application()}
        </Link>
      </CardHeader>
      <CardContent>
        {applications.length === 0 ? (
          <EmptyState>{m.staff_parent_no_applications()}</EmptyState>
        ) : (
          <DataTable
            label={m.staff_parent_applications()}
            columns={[m.staff_child(), m.staff_batch(), m.staff_status(), m.staff_parent_applied()]}
          >
            {applications.map((application) => (
              <Row key={application.id} testId="parent-application-row">
                <Cell label={m.staff_child()} data>
                  <span className="font-semibold text-ink">{application.childName}</span>
                </Cell>
                <Cell label={m.staff_batch()} wide>
                  <Link
                    to={`/staff/batches/${application.batch.id}`}
                    className="font-semibold text-brand-800 underline-offset-2 hover:underline"
                    translate="no"
                  >
                    {application.batch.name}
                  </Link>
                  <span className="block text-sm text-slate-600">{application.batch.schedule}</span>
                </Cell>
                <Cell label={m.staff_status()}>
                  <Badge tone={application.status.tone}>{application.status.label}</Badge>
                  {application.waitlist ? (
                    <span className="mt-1 block text-sm text-slate-700">{application.waitlist}</span>
                  ) : null}
                </Cell>
                <Cell label={m.staff_parent_applied()}>{application.applied}</Cell>
              </Row>
            ))}
          </DataTable>
        )}
      </CardContent>
    </Card>
  );
}

export function MessagesCard({ messages }: { messages: ParentRecord["messages"] }) {
  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle>{m.staff_support_messages()}</CardTitle>
      </CardHeader>
      <CardContent>
        {messages.length === 0 ? (
          <EmptyState>{m.staff_parent_no_messages()}</EmptyState>
        ) : (
          <ul className="divide-y divide-slate-200">
            {messages.map((message) => (
              <li key={message.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <Link
                  to={`/staff/support/${message.id}`}
                  className="font-semibold text-brand-800 hover:underline"
                  translate="no"
                >
                  {message.subject}
                </Link>
                <span className="flex items-center gap-3 text-sm text-slate-600">
                  {formatDateTime(message.createdAt)}
                  <SupportStatusBadge status={message.status} />
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
