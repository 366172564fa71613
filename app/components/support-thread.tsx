import { Icon } from "~/components/dashboard/icons";
import { cn } from "~/lib/cn";
import { attachmentUrl } from "~/lib/files";
import { formatDateTime, formatFileSize } from "~/lib/format";
import { site } from "~/lib/site-config";
import { m } from "~/paraglide/messages";

type FileInfo = { name: string; size: number };
type Reply = {
  id: string;
  body: string;
  authorName: string | null;
  createdAt: Date | string;
  attachment: FileInfo | null;
  fromParent?: boolean;
};

/** A private support attachment, always downloaded (the files route checks who asks). */
export function AttachmentLink({ href, name, size }: { href: string } & FileInfo) {
  return (
    <a
      href={href}
      download
      className="mt-3 inline-flex max-w-full items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-slate-50"
    >
      <Icon name="download" className="h-4 w-4 shrink-0" />
      <span className="truncate">{name}</span>
      <span className="shrink-0 font-normal text-slate-600">({formatFileSize(size)})</span>
    </a>
  );
}

/**
 * The replies under a support message, oldest first, as the parent and staff both see them. Staff's are signed with
 * their name (or `unnamedAuthor`, if given) and the team; the parent's own are signed `parentLabel` and set apart.
 */
export function ReplyList({
  messageId,
  replies,
  testId,
  unnamedAuthor,
  parentLabel,
  className,
}: {
  messageId: string;
  replies: Reply[];
  testId: string;
  unnamedAuthor?: string;
  parentLabel: string;
  className?: string;
}) {
  return (
    <ol className={cn("flex flex-col gap-3 border-l-4 border-brand-100 pl-4", className)} aria-label={m.dash_replies()}>
      {replies.map((reply) => {
        const author = reply.authorName ?? unnamedAuthor;
        return (
          <li
            key={reply.id}
            className={cn("rounded-lg p-3", reply.fromParent ? "border border-slate-200 bg-white" : "bg-brand-50")}
            data-testid={testId}
            data-from={reply.fromParent ? "parent" : "staff"}
          >
            {reply.fromParent ? (
              <p className="text-sm font-semibold text-ink" translate="no">
                {parentLabel}
              </p>
            ) : (
              <p className="text-sm font-semibold text-brand-900">
                {author ? <span translate="no">{author}</span> : null}
                {author ? " · " : ""}
                {m.dash_site_team({ site: site.name })}
              </p>
            )}
            <p className="text-xs text-slate-600">
              <time dateTime={new Date(reply.createdAt).toISOString()}>{formatDateTime(reply.createdAt)}</time>
            </p>
            <p className="mt-2 break-words whitespace-pre-wrap text-slate-800" translate="no">
              {reply.body}
            </p>
            {reply.attachment ? (
              <AttachmentLink href={attachmentUrl(messageId, reply.id)} {...reply.attachment} />
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
