import { data, Form, Link } from "react-router";
import { staffMeta } from "~/components/staff/meta";
import { StaffPageHeader } from "~/components/staff/shell";
import { EmptyState } from "~/components/staff/table";
import { formatClassTime } from "~/lib/format";
import type { AttendanceMark } from "~/lib/statuses";
import { m } from "~/paraglide/messages";
import { loadRegister } from "~/server/data/attendance/attendance.server";
import { readTextForm } from "~/server/forms/read-form.server";
import { requireStaff } from "~/server/session.server";
import { Button } from "~/ui/button";
import { Card, CardContent } from "~/ui/card";
import { Toaster } from "~/ui/toast";
import type { Route } from "./+types/register";
import { staffAction } from "./guard.server";
import { handleSaveRegister } from "./register.server";

export const meta: Route.MetaFunction = ({ data }) =>
  staffMeta(data ? m.att_register_title({ batch: data.batch.name }) : m.att_register());

/** One class's register (docs/product.md#attendance): each child Present, Late or Absent, pre-filled. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request);
  const register = await loadRegister(params.batchId, params.date, new Date());
  if (!register) throw data(null, { status: 404 });
  return register;
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await staffAction(request);
  return handleSaveRegister(await readTextForm(request, { maxFields: 200 }), user.id, params.batchId, params.date);
}

const marks: Array<{ mark: AttendanceMark; label: () => string }> = [
  { mark: "present", label: m.att_present },
  { mark: "late", label: m.att_late },
  { mark: "absent", label: m.att_absent },
];

function MarkChoice(props: { name: string; child: string; chosen: string | null; toldUs?: boolean }) {
  return (
    <fieldset className="flex flex-wrap gap-x-4 gap-y-1">
      <legend className="sr-only">{m.att_mark_for({ child: props.child })}</legend>
      {marks.map(({ mark, label }) => (
        <label key={mark} className="inline-flex items-center gap-1.5 text-sm">
          <input type="radio" name={props.name} value={mark} defaultChecked={props.chosen === mark} required />
          {mark === "absent" && props.toldUs ? m.att_absent_told_us() : label()}
        </label>
      ))}
    </fieldset>
  );
}

export default function RegisterPage({ loaderData, actionData }: Route.ComponentProps) {
  const { batch, class: time, children, trials } = loaderData;
  const posted: Record<string, string> = actionData && "posted" in actionData ? actionData.posted : {};
  return (
    <>
      <Link
        to={`/staff/batches/${batch.id}#register`}
        className="mb-3 inline-flex items-center text-sm font-semibold text-brand-700 hover:underline"
      >
        {m.att_back_to_batch()}
      </Link>
      <StaffPageHeader
        title={
          <>
            {m.att_register_heading()}: <span translate="no">{batch.name}</span>
          </>
        }
        description={formatClassTime(time.startsAt, time.endsAt)}
      />
      {children.length === 0 && trials.length === 0 ? (
        <EmptyState>{m.att_register_empty()}</EmptyState>
      ) : (
        <Card>
          <CardContent>
            <Form method="post" aria-label={m.att_register_form()}>
              <table className="w-full text-left text-sm" data-testid="register">
                <thead>
                  <tr className="border-b border-slate-200 text-slate-600">
                    <th scope="col" className="py-2 pr-3 font-semibold">
                      {m.att_child()}
                    </th>
                    <th scope="col" className="py-2 font-semibold">
                      {m.att_mark()}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {children.map((child) => (
                    <tr key={child.childId} className="border-b border-slate-100" data-testid="register-row">
                      <th scope="row" className="py-3 pr-3 align-top font-semibold text-ink">
                        <span translate="no">{child.name}</span>
                        {child.joined ? (
                          <span className="block text-xs font-normal text-slate-600">{m.att_joined()}</span>
                        ) : null}
                        {child.toldUs ? (
                          <span className="block text-xs font-normal text-amber-800" data-testid="told-us">
                            {m.att_absent_told_us()}
                          </span>
                        ) : null}
                      </th>
                      <td className="py-3">
                        <MarkChoice
                          name={`children.${child.childId}`}
                          child={child.name}
                          chosen={posted[child.childId] ?? child.prefill}
                          toldUs={child.toldUs}
                        />
                      </td>
                    </tr>
                  ))}
                  {trials.map((trial) => (
                    <tr key={trial.id} className="border-b border-slate-100" data-testid="register-row">
                      <th scope="row" className="py-3 pr-3 align-top font-semibold text-ink">
                        <span translate="no">{trial.childName}</span>
                        <span className="block text-xs font-normal text-slate-600">{m.att_trial()}</span>
                      </th>
                      <td className="py-3">
                        <MarkChoice
                          name={`trials.${trial.id}`}
                          child={trial.childName}
                          chosen={posted[trial.id] ?? trial.mark}
                        />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <Button type="submit" className="mt-4" pendingLabel={m.dash_saving()}>
                {m.att_save_register()}
              </Button>
            </Form>
          </CardContent>
        </Card>
      )}
      <Toaster toasts={[actionData && "toast" in actionData ? actionData.toast : undefined]} />
    </>
  );
}
