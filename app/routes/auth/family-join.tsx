import { data, Form } from "react-router";
import { roleExplained } from "~/components/dashboard/family/role-words";
import { Sentence } from "~/components/sentence";
import { familyRoleLabel } from "~/lib/family-permissions";
import { formatLongDate } from "~/lib/format";
import { enhanced } from "~/lib/handle";
import { localized } from "~/lib/i18n/language";
import { useLanguage } from "~/lib/i18n/use-language";
import { isJoinProblem, type JoinProblem, joinProblemText } from "~/lib/refusals/family";
import { site } from "~/lib/site-config";
import { m } from "~/paraglide/messages";
import { requestTime } from "~/server/clock.server";
import { acceptInvitation, invitationForToken } from "~/server/data/family/invitations.server";
import { redirectWithToast } from "~/server/flash.server";
import { clientKey, spend } from "~/server/rate-limit.server";
import { assertSameOrigin } from "~/server/request-guards.server";
import { getSessionUser, requireUser } from "~/server/session.server";
import { ButtonLink } from "~/ui/button";
import { Toaster } from "~/ui/toast";
import type { Route } from "./+types/family-join";
import { AuthCard, AuthErrorBoundary, AuthLink, SubmitButton, tooManyAttempts } from "./auth-ui";

/**
 * The link of an invitation to a family (docs/product.md#families): who invites, with what role, and 'Join Family'
 * for the invited address once signed in. Opening it changes nothing; the button posts. The token is a secret: the
 * page is never cached (as every page but the anonymous public ones), is not indexed, and its address is never sent to another site as a referrer.
 */

export const handle = enhanced;

export const meta: Route.MetaFunction = () => [
  { title: `${m.family_join_meta_title()} | ${site.name}` },
  { name: "robots", content: "noindex" },
  { name: "referrer", content: "same-origin" },
];

export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  // Not "no-referrer": the browser would then send 'Join Family' with `Origin: null`, which the same-origin check
  // refuses. "same-origin" keeps the address, and so the token, from every other site all the same.
  const headers = new Headers({ "Referrer-Policy": "same-origin" });
  const retryAfter = actionHeaders?.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export async function loader({ request, params }: Route.LoaderArgs) {
  const invitation = await invitationForToken(params.token, requestTime(request));
  if (!invitation) throw data(null, { status: 404 });
  const user = await getSessionUser(request);
  const problem: JoinProblem | null =
    invitation.problem ?? (user && !sameAddress(user.email, invitation.email) ? "other-email" : null);
  return {
    path: `/family/join/${params.token}`,
    inviter: invitation.inviterName,
    email: invitation.email,
    role: invitation.role,
    expiresAt: invitation.expiresAt,
    you: user?.email ?? null,
    problem,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  assertSameOrigin(request);
  const user = await requireUser(request);
  const perIp = await spend("accountFormsPerIp", clientKey(context.clientIp));
  if (!perIp.ok) {
    const { toast, headers } = tooManyAttempts(perIp.retryAfterSeconds, "connection");
    return data({ problem: null, toast }, { status: 429, headers });
  }
  const now = requestTime(request);
  const invitation = await invitationForToken(params.token, now);
  if (!invitation) throw data(null, { status: 404 });
  const result = await acceptInvitation(user, params.token, now);
  if (result.ok) {
    return redirectWithToast("/dashboard", {
      title: m.family_joined_title(),
      description: m.family_joined_text({ inviter: invitation.inviterName, role: familyRoleLabel(result.role) }),
      variant: "success",
    });
  }
  if (!isJoinProblem(result.reason)) throw data(null, { status: 404 });
  return data({ problem: result.reason, toast: null }, { status: 409 });
}

export default function FamilyJoinPage({ loaderData, actionData }: Route.ComponentProps) {
  const { path, inviter, email, role, expiresAt, you } = loaderData;
  const problem = actionData?.problem ?? loaderData.problem;
  const name = <span translate="no">{inviter}</span>;
  return (
    <AuthCard
      title={problem ? m.family_join_problem_title() : m.family_join_title({ inviter })}
      intro={
        <p>
          <Sentence write={(mark) => m.family_join_intro({ inviter: mark, email, role: familyRoleLabel(role) })}>
            <strong>{name}</strong>
          </Sentence>
        </p>
      }
    >
      {problem ? (
        <Problem problem={problem} facts={{ inviter, email, you: you ?? "" }} signedIn={you !== null} />
      ) : (
        <div className="flex flex-col gap-4">
          <div className="rounded-xl bg-slate-50 p-4">
            <p className="font-semibold text-ink">{m.family_join_role_means({ role: familyRoleLabel(role) })}</p>
            <p className="mt-1 text-slate-700">{roleExplained[role]()}</p>
          </div>
          <p className="text-slate-700">{m.family_join_valid_until({ date: formatLongDate(expiresAt) })}</p>
          {you ? (
            <Form method="post" className="flex flex-col gap-3">
              <p className="text-sm text-slate-600">{m.family_join_signed_in_as({ email: you })}</p>
              <SubmitButton label={m.family_join_button()} pendingLabel={m.family_joining()} />
            </Form>
          ) : (
            <SignedOut path={path} email={email} />
          )}
        </div>
      )}
      <Toaster toasts={[actionData?.toast ?? undefined]} />
    </AuthCard>
  );
}

function SignedOut({ path, email }: { path: string; email: string }) {
  const back = new URLSearchParams({ redirectTo: path });
  const language = useLanguage();
  return (
    <div className="flex flex-col gap-4">
      <p className="text-slate-700">{m.family_join_signed_out({ email })}</p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <ButtonLink to={localized(`/login?${back}`, language)} className="w-full sm:w-auto">
          {m.family_join_log_in()}
        </ButtonLink>
        <ButtonLink to={localized(`/register?${back}`, language)} variant="outline" className="w-full sm:w-auto">
          {m.family_join_register()}
        </ButtonLink>
      </div>
    </div>
  );
}

function Problem({
  problem,
  facts,
  signedIn,
}: {
  problem: JoinProblem;
  facts: { inviter: string; email: string; you: string };
  signedIn: boolean;
}) {
  return (
    <div className="flex flex-col gap-4">
      <p
        role="alert"
        className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-900"
        data-testid="join-problem"
      >
        {joinProblemText(problem, facts)}
      </p>
      {problem === "other-email" ? (
        <Form method="post" action="/logout">
          <SubmitButton label={m.family_join_log_out()} pendingLabel={m.family_join_log_out()} variant="outline" />
        </Form>
      ) : signedIn ? (
        <p>
          <AuthLink to="/dashboard">{m.family_join_to_dashboard()}</AuthLink>
        </p>
      ) : null}
    </div>
  );
}

export { AuthErrorBoundary as ErrorBoundary };
