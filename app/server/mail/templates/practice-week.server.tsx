import { formatLongDate } from "~/lib/format";
import { staffText } from "~/lib/i18n/language";
import { site } from "~/lib/site-config";
import { m } from "~/paraglide/messages";
import { EmailButton, mailTemplate, renderEmail } from "../render.server";
import { greeting as hello, siteUrl } from "../words.server";

export type PracticeWeekFacts = {
  parentName: string | null;
  weekStart: string;
  children: Array<{ name: string; activities: Array<{ titleEn: string; titleBn: string | null }> }>;
};

/**
 * The weekly home-practice email (docs/product.md#home-practice): each child's activities for the new week, in the
 * family's language (the Bangla title where staff wrote one), and the link to log them.
 */
export const practiceWeekMail = mailTemplate((f: PracticeWeekFacts) => {
  const url = siteUrl("/dashboard/progress#practice");
  const subject = m.mail_practice_subject({ date: formatLongDate(f.weekStart) });
  const greeting = hello(f.parentName);
  const body = m.mail_practice_body({ brand: site.name });
  const title = (activity: { titleEn: string; titleBn: string | null }) =>
    staffText(activity.titleEn, activity.titleBn);
  return renderEmail(
    "practice-week",
    subject,
    <>
      <p style={{ marginTop: 0 }}>{greeting}</p>
      <p>{body}</p>
      {f.children.map((child) => (
        <div key={child.name}>
          <p style={{ marginBottom: 4, fontWeight: 700 }}>{child.name}</p>
          <ul style={{ marginTop: 0 }}>
            {child.activities.map((activity) => {
              const { text, lang } = title(activity);
              return (
                <li key={activity.titleEn} lang={lang}>
                  {text}
                </li>
              );
            })}
          </ul>
        </div>
      ))}
      <p>{m.mail_practice_ask()}</p>
      <EmailButton href={url}>{m.mail_practice_button()}</EmailButton>
      <p style={{ fontSize: 14, color: "#475569" }}>{m.mail_practice_opt_out()}</p>
    </>,
    `${greeting}

${body}

${f.children.map((child) => `${child.name}\n${child.activities.map((activity) => `- ${title(activity).text}`).join("\n")}`).join("\n\n")}

${m.mail_practice_ask()}

${m.mail_practice_button()}: ${url}

${m.mail_practice_opt_out()}`,
  );
});
