import { telHref, whatsappChatHref } from "~/lib/phone";
import { m } from "~/paraglide/messages";

/**
 * A phone number staff can tap: a tel: link, and a WhatsApp chat beside it (with `whatsappText` pre-filled when
 * given). A number we cannot read stays plain text.
 */
export function PhoneLinks({ phone, whatsappText }: { phone: string; whatsappText?: string }) {
  const tel = telHref(phone);
  const chat = whatsappChatHref(phone, whatsappText);
  if (!tel || !chat) return <span translate="no">{phone}</span>;
  return (
    <span className="inline-flex flex-wrap items-center gap-x-3 gap-y-1">
      <a href={tel} className="font-semibold text-brand-700 underline" translate="no">
        {phone}
      </a>
      <a
        href={chat}
        target="_blank"
        rel="noopener noreferrer"
        className="font-semibold text-[#0e6e3b] underline"
        data-testid="whatsapp-link"
      >
        {whatsappText ? m.staff_whatsapp_join_details() : m.staff_whatsapp()}
      </a>
    </span>
  );
}
