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

/** A full address on the site for a path, at its Bangla twin in a Bangla mail when it has one. */
export const siteUrl = (path: string) => `${env().APP_URL}${localized(path, mailLanguage())}`;
