import { cn } from "~/lib/cn";
import { whatsappHref } from "~/lib/site-config";
import { m } from "~/paraglide/messages";

const linkClass =
  "inline-flex items-center justify-center rounded-full bg-[#1b7a43] text-white hover:bg-[#14653a] print:hidden";

const placements = {
  // On phones the site header, which stays at the top of the screen there, carries the button instead
  // (WhatsAppHeaderButton): a button fixed to a corner covers whatever scrolls under it.
  corner: "right-4 bottom-4 h-14 w-14 max-md:hidden",
  // On phones the dashboard's fixed top bar keeps its right end free for this button, so it floats
  // there and can cover no field or button at any scroll position; wider, it floats in the corner.
  "dashboard-bar": "top-2.5 right-4 h-11 w-11 md:top-auto md:bottom-4 md:h-14 md:w-14",
} as const;

export type WhatsAppPlacement = keyof typeof placements;

/**
 * The floating chat link on every public and dashboard page (docs/product.md#public-site, decision 010): fixed to
 * the screen's corner, or on a dashboard phone to the top bar.
 */
export function WhatsAppButton({ placement = "corner" }: { placement?: WhatsAppPlacement }) {
  // In its own landmark, so that all page content sits in one (axe "region").
  return (
    <aside aria-label={m.whatsapp_landmark()}>
      <ChatLink className={cn("fixed z-40 shadow-lg", placements[placement])} />
    </aside>
  );
}

/** The chat link in the site header on phones, where the header stays at the top of the screen (decision 010). */
export function WhatsAppHeaderButton() {
  return <ChatLink className="h-11 w-11 shrink-0 md:hidden" />;
}

function ChatLink({ className }: { className: string }) {
  return (
    <a
      href={whatsappHref(m.whatsapp_greeting())}
      target="_blank"
      rel="noopener noreferrer"
      data-testid="whatsapp-chat"
      aria-label={m.whatsapp_link()}
      className={cn(linkClass, className)}
    >
      <WhatsAppIcon className="h-7 w-7" />
    </a>
  );
}

export function WhatsAppIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className} fill="currentColor">
      <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.2-.4.2-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.8 12 12 0 0 0 4.6 4c1.7.7 2.4.8 3.2.7a2.8 2.8 0 0 0 1.8-1.3 2.3 2.3 0 0 0 .2-1.3c-.1-.1-.3-.2-.5-.3Z" />
    </svg>
  );
}
