import { Fragment } from "react";
import type { ContentBlock } from "~/content/blocks";
import { Illustration } from "./illustration";

/**
 * Renders content blocks. Text is plain text that React escapes, so no markup from content
 * ever reaches the page; a "\n" becomes a line break.
 */
export function ContentBlocks({ blocks }: { blocks: ContentBlock[] }) {
  return (
    <div className="prose-content">
      {blocks.map((block, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static content, never reordered; blocks have no ids of their own.
        <Block key={i} block={block} />
      ))}
    </div>
  );
}

function Block({ block }: { block: ContentBlock }) {
  switch (block.type) {
    case "paragraph":
      return (
        <p className="mt-5 text-lg leading-relaxed text-slate-800">
          <Lines text={block.text} />
        </p>
      );
    case "heading":
      return block.level === 2 ? (
        <h2 className="mt-10 text-2xl font-extrabold tracking-tight text-ink">{block.text}</h2>
      ) : (
        <h3 className="mt-7 text-xl font-bold text-ink">{block.text}</h3>
      );
    case "image":
      return (
        <figure className="mt-8 break-inside-avoid">
          <Illustration src={block.src} alt={block.alt} className="rounded-2xl bg-brand-50 print:max-w-sm" />
          <figcaption className="mt-2 text-sm text-slate-600">{block.caption}</figcaption>
        </figure>
      );
  }
}

function Lines({ text }: { text: string }) {
  const lines = text.split("\n");
  return lines.map((line, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one fixed paragraph, never reordered.
    <Fragment key={i}>
      {i > 0 ? <br /> : null}
      {line}
    </Fragment>
  ));
}
