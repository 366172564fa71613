import { Icon } from "~/components/dashboard/icons";
import { formatFileSize } from "~/lib/format";

/** A private support attachment, always downloaded (the files route checks who asks). */
export function AttachmentLink({ href, name, size }: { href: string; name: string; size: number }) {
  return (
    <a href={href} download className="mt-3 inline-flex max-w-full items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-slate-50">
      <Icon name="download" className="h-4 w-4 shrink-0" />
      <span className="truncate">{name}</span>
      <span className="shrink-0 font-normal text-slate-600">({formatFileSize(size)})</span>
    </a>
  );
}
