import { Form } from "react-router";
import { formatMonth } from "~/lib/format";
import { localDigits } from "~/lib/i18n/digits";
import { m } from "~/paraglide/messages";
import { Button } from "~/ui/button";
import { useFamilyCan } from "./family-can";

/** What /dashboard/classes knows of a place's attendance (docs/product.md#attendance). */
export type PlaceAttendance = {
  now: string;
  month: string;
  cantAttend: string[];
  summary: Record<string, { attended: number; of: number }>;
};

/** 'Attended 7 of 8 classes in November 2026', once the month has a register with the child on it. */
export function MonthAttendance({ placeId, attendance }: { placeId: string; attendance: PlaceAttendance | null }) {
  const summary = attendance?.summary[placeId];
  if (!attendance || !summary || summary.of === 0) return null;
  return (
    <p className="font-semibold text-ink" data-testid="month-attendance">
      {m.att_month_summary({
        attended: localDigits(summary.attended),
        total: localDigits(summary.of),
        month: formatMonth(attendance.month),
      })}
    </p>
  );
}

/**
 * Under an upcoming class: "Can't attend", or, once said, the note and Take back. After a class the family said they
 * would miss, where its recording will be.
 */
export function AbsenceControl(props: {
  placeId: string;
  childName: string;
  classDate: string;
  upcoming: boolean;
  attendance: PlaceAttendance | null;
}) {
  const told = props.attendance?.cantAttend.includes(`${props.placeId}:${props.classDate}`) ?? false;
  const mayAnswer = useFamilyCan("answerClasses");
  if (!props.upcoming) return told ? <p className="text-sm text-slate-600">{m.att_see_recording()}</p> : null;
  if (!mayAnswer)
    return told ? <p className="text-sm text-slate-700">{m.att_told_us({ child: props.childName })}</p> : null;
  return (
    <Form method="post" className="mt-1 flex flex-wrap items-center gap-2" data-testid="absence-form">
      <input type="hidden" name="intent" value="absence" />
      <input type="hidden" name="placeId" value={props.placeId} />
      <input type="hidden" name="classDate" value={props.classDate} />
      {told ? (
        <>
          <span className="text-sm text-slate-700">{m.att_told_us({ child: props.childName })}</span>
          <Button type="submit" name="cant" value="no" size="sm" variant="outline" pendingLabel={m.dash_saving()}>
            {m.att_take_back()}
          </Button>
        </>
      ) : (
        <Button type="submit" name="cant" value="yes" size="sm" variant="outline" pendingLabel={m.dash_saving()}>
          {m.att_cant_attend()}
        </Button>
      )}
    </Form>
  );
}
