import { programmeLabels, waitlistPositionText } from "~/lib/enrolment";
import { type Language, localized } from "~/lib/i18n/language";
import { paymentMethodLabel } from "~/lib/labels";
import type { Programme } from "~/lib/statuses";
import { m } from "~/paraglide/messages";
import { env } from "../env.server";
import { currentLanguage } from "../language.server";

/**
 * Words shared by the mails, in the language the mail is being written in (its recipient's). English keeps the
 * site's own labels; Bangla has its own.
 */

export const mailLanguage = (): Language => currentLanguage();

export const greeting = (name: string | null | undefined) => (name ? m.mail_hello_name({ name }) : m.mail_hello());

export const programmeName = (programme: Programme) => programmeLabels[programme];

/** 'bKash', 'Nagad' in both languages; cash, bank transfer and card in words. */
export const methodName = (method: string | null) => paymentMethodLabel(method);

export const waitlistPosition = (position: number) => waitlistPositionText(position);

/**
 * A mail's link to a page of ours (a path, or a full address on the site), in the mail's language: in a Bangla mail
 * the page's twin under /bn, else the page carrying `lang=bn`, so that it opens in Bangla even on a device that has
 * never seen the site (docs/product.md#languages). Addresses elsewhere are left as they are.
 */
export function siteUrl(pathOrUrl: string) {
  const origin = env().APP_URL;
  const onSite = pathOrUrl.startsWith(origin) && /^(?:[/?#]|$)/.test(pathOrUrl.slice(origin.length));
  const path = onSite ? pathOrUrl.slice(origin.length) || "/" : pathOrUrl;
  return path.startsWith("/") ? `${origin}${localized(path, mailLanguage())}` : pathOrUrl;
}
