import { familyRoleLabel } from "~/lib/family-permissions";
import { formatLongDate } from "~/lib/format";
import { site } from "~/lib/site-config";
import type { InvitedRole } from "~/lib/statuses";
import { m } from "~/paraglide/messages";
import { EmailButton, mailTemplate, renderEmail } from "../render.server";
import { siteUrl } from "../words.server";

/**
 * An invitation to join a family (docs/product.md#families). The link carries the token, valid until `expiresAt`;
 * the page it opens asks the person to log in or register with this address before 'Join Family'.
 */
export const familyInvitationMail = mailTemplate(
  (f: { inviterName: string; role: InvitedRole; token: string; expiresAt: Date }) => {
    const url = siteUrl(`/family/join/${f.token}`);
    const subject = m.family_invite_subject({ inviter: f.inviterName, brand: site.name });
    const body = m.family_invite_body({ inviter: f.inviterName, brand: site.name, role: familyRoleLabel(f.role) });
    const expires = m.family_invite_expires({ date: formatLongDate(f.expiresAt) });
    const ignore = m.family_invite_ignore({ inviter: f.inviterName });
    return renderEmail(
      "family-invitation",
      subject,
      <>
        <p style={{ marginTop: 0 }}>{body}</p>
        <EmailButton href={url}>{m.family_invite_button()}</EmailButton>
        <p>{expires}</p>
        <p style={{ fontSize: 14, color: "#475569" }}>
          {m.mail_copy_address()}
          <br />
          <a href={url} style={{ color: "#0f766e", wordBreak: "break-all" }}>
            {url}
          </a>
        </p>
        <p style={{ fontSize: 14, color: "#475569" }}>{ignore}</p>
      </>,
      `${body}

${m.family_invite_button()}: ${url}

${expires}

${ignore}`,
    );
  },
);
