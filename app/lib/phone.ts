/**
 * A Bangladeshi phone number as people type it ('01711-000000', '+880 1711 000000', '8801711000000') in E.164
 * digits (8801711000000), or null when it is not one. Other countries' numbers written with their + prefix pass as
 * they are. Plain: safe for the browser.
 */
export function phoneDigits(phone: string): string | null {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, "");
  if (/^8801\d{9}$/.test(digits)) return digits;
  if (/^01\d{9}$/.test(digits)) return `88${digits}`;
  if (/^1\d{9}$/.test(digits)) return `880${digits}`;
  if (trimmed.startsWith("+") && digits.length >= 8 && digits.length <= 15) return digits;
  return null;
}

/** 'tel:+8801711000000', or null. */
export const telHref = (phone: string) => {
  const digits = phoneDigits(phone);
  return digits ? `tel:+${digits}` : null;
};

/** A WhatsApp chat with the number, the message pre-filled when given; or null. */
export const whatsappChatHref = (phone: string, text?: string) => {
  const digits = phoneDigits(phone);
  return digits ? `https://wa.me/${digits}${text ? `?text=${encodeURIComponent(text)}` : ""}` : null;
};
