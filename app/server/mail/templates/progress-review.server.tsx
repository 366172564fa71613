import { formatLongDate } from "~/lib/format";
import { site } from "~/lib/site-config";
import { m } from "~/paraglide/messages";
import { EmailButton, mailTemplate, renderEmail } from "../render.server";
import { greeting as hello, siteUrl } from "../words.server";

/**
 * Tells a parent that staff published their child's progress review (docs/product.md#skills-map-and-progress-reviews).
 * It names the child and the cycle; the review itself is read after signing in, where the parent can say they read it.
 */
export const reviewPublishedMail = mailTemplate(
  (f: { parentName: string | null; childName: string; reviewId: string; cycleStart: string; cycleEnd: string }) => {
    const url = siteUrl(`/dashboard/progress/reviews/${f.reviewId}`);
    const subject = m.mail_review_subject({ child: f.childName });
    const greeting = hello(f.parentName);
    const cycle = m.mail_review_cycle({ start: formatLongDate(f.cycleStart), end: formatLongDate(f.cycleEnd) });
    const body = m.mail_review_body({ brand: site.name, child: f.childName });
    return renderEmail(
      "review-published",
      subject,
      <>
        <p style={{ marginTop: 0 }}>{greeting}</p>
        <p>{body}</p>
        <p>{cycle}</p>
        <p>{m.mail_review_ask()}</p>
        <EmailButton href={url}>{m.mail_review_button()}</EmailButton>
        <p style={{ fontSize: 14, color: "#475569" }}>
          {m.mail_copy_address()}
          <br />
          <a href={url} style={{ color: "#0f766e", wordBreak: "break-all" }}>
            {url}
          </a>
        </p>
      </>,
      `${greeting}

${body}
${cycle}

${m.mail_review_ask()}

${m.mail_review_button()}: ${url}`,
    );
  },
);
