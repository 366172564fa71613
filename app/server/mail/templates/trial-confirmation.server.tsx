import { contentIn } from "~/content/by-language";
import { formatClassTime } from "~/lib/format";
import { localDigits } from "~/lib/i18n/digits";
import { localized, staffText } from "~/lib/i18n/language";
import { site } from "~/lib/site-config";
import type { Programme } from "~/lib/statuses";
import { m } from "~/paraglide/messages";
import { env } from "~/server/env.server";
import { calendarFile } from "../../calendar/ics.server";
import { EmailButton, mailPhone, mailTemplate, renderEmail } from "../render.server";
import { mailLanguage, programmeName, siteUrl } from "../words.server";

export type TrialMailDetails = {
  bookingId: string;
  startsAt: Date;
  endsAt: Date;
  programme: Programme;
  batchName: string;
  /** The batch's Bangla name, for a Bangla mail or page; the English one is used when staff wrote none. */
  batchNameBn?: string | null;
  name: string;
  childName: string;
};

/**
 * The booking's own page (details, calendar file, cancelling): its unguessable id is the key. In a Bangla mail, the
 * page's Bangla twin.
 */
export const trialBookingUrl = (bookingId: string, language = mailLanguage()) =>
  `${env().APP_URL}${localized(`/trial/booked/${bookingId}`, language)}`;

/** 'Apply for a place': the application form, started from this booking (docs/product.md#free-trial-classes). */
export const trialApplyUrl = (bookingId: string, language = mailLanguage()) =>
  `${env().APP_URL}${localized(`/enroll/apply?trial=${bookingId}`, language)}`;

const nextSteps = () => contentIn(mailLanguage()).trial.trialNextSteps;

/** The batch's name in the current language (docs/product.md#languages). */
const batchName = (details: Pick<TrialMailDetails, "batchName" | "batchNameBn">) =>
  staffText(details.batchName, details.batchNameBn).text;

/**
 * The class as a calendar event, for the attachment and the download on the booking's page, in the current language
 * (the mail's, or the page's the file is downloaded from).
 */
export function trialCalendar(details: Omit<TrialMailDetails, "name">) {
  const programme = programmeName(details.programme);
  return calendarFile({
    uid: `trial-${details.bookingId}@${new URL(env().APP_URL).hostname}`,
    startsAt: details.startsAt,
    endsAt: details.endsAt,
    summary: m.mail_trial_calendar_summary({ programme, brand: site.name }),
    description: [
      m.mail_trial_calendar_description({ child: details.childName, batch: batchName(details) }),
      ...nextSteps(),
      mailPhone(),
    ].join("\n"),
    location: m.mail_trial_calendar_location(),
  });
}

export const trialCalendarAttachment = (content: string) => ({
  filename: "trial-class.ics",
  contentType: "text/calendar; charset=utf-8; method=PUBLISH",
  content,
});

/** To the parent, when they gave an email: the class, what happens next, and the class as an .ics file. */
export const trialConfirmationEmail = mailTemplate((details: TrialMailDetails) => {
  const when = formatClassTime(details.startsAt, details.endsAt);
  const programme = programmeName(details.programme);
  const pageUrl = trialBookingUrl(details.bookingId);
  const applyUrl = trialApplyUrl(details.bookingId);
  const subject = m.mail_trial_booked_subject({ when });
  const greeting = m.mail_hello_name({ name: details.name });
  const lead = m.mail_trial_booked_lead({ child: details.childName });
  const steps = nextSteps();
  const questions = m.mail_questions_call_or_message({ phone: mailPhone() });
  const email = renderEmail(
    "trial-confirmation",
    subject,
    <>
      <p style={{ marginTop: 0 }}>{greeting}</p>
      <p>{lead}</p>
      <p style={{ fontSize: 18, fontWeight: 700, margin: "16px 0 4px" }}>{when}</p>
      <p
        style={{ marginTop: 0, color: "#475569" }}
      >{`${m.mail_dhaka_time()} · ${programme} · ${batchName(details)}`}</p>
      <p style={{ fontWeight: 700, marginBottom: 4 }}>{m.mail_trial_next()}</p>
      <ol style={{ marginTop: 0, paddingLeft: 20 }}>
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p>{m.mail_trial_calendar_attached()}</p>
      <EmailButton href={pageUrl}>{m.mail_trial_view_or_cancel()}</EmailButton>
      <p style={{ fontSize: 14, color: "#475569" }}>
        {m.mail_copy_address()}
        <br />
        <a href={pageUrl} style={{ color: "#0f766e", wordBreak: "break-all" }}>
          {pageUrl}
        </a>
        <br />
        {questions}
      </p>
      <p>{m.mail_trial_apply_lead()}</p>
      <EmailButton href={applyUrl}>{m.mail_trial_apply()}</EmailButton>
    </>,
    `${greeting}

${lead}

${m.mail_when_dhaka({ when })}
${programme} · ${batchName(details)}

${m.mail_trial_next()}
${steps.map((step, i) => `${localDigits(i + 1)}. ${step}`).join("\n")}

${m.mail_trial_calendar_attached()}

${m.mail_trial_view_or_cancel()}: ${pageUrl}

${m.mail_trial_apply_lead()}
${m.mail_trial_apply()}: ${applyUrl}

${questions}`,
  );
  return { ...email, attachments: [trialCalendarAttachment(trialCalendar(details))] };
});

/** To the parent, when they cancelled through their booking's page. */
export const trialCancelledEmail = mailTemplate((details: TrialMailDetails) => {
  const when = formatClassTime(details.startsAt, details.endsAt);
  const subject = m.mail_trial_cancelled_subject({ when });
  const greeting = m.mail_hello_name({ name: details.name });
  const again = siteUrl("/trial");
  return renderEmail(
    "trial-cancelled",
    subject,
    <>
      <p style={{ marginTop: 0 }}>{greeting}</p>
      <p>{m.mail_trial_cancelled_body({ child: details.childName, when })}</p>
      <EmailButton href={again}>{m.mail_trial_book_another()}</EmailButton>
    </>,
    `${greeting}

${m.mail_trial_cancelled_body_text({ child: details.childName, when })}

${again}`,
  );
});
