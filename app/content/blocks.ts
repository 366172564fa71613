import type { InOneLanguage, Words } from "./words";

/**
 * Content blocks shared by blog articles, parent-resource pages and /terms, their words in both languages.
 *
 * Text is plain text, never HTML. A "\n" inside a paragraph is a line break
 * that the renderer turns into <br />.
 */
export type Block =
  | { type: "paragraph"; text: Words }
  | { type: "heading"; level: 2 | 3; text: Words }
  | { type: "image"; src: string; alt: Words; caption: Words };

/** A block as a page shows it. */
export type ContentBlock = InOneLanguage<Block>;

/** A titled group of blocks, used by /terms. */
export interface Section {
  id: string;
  title: Words;
  blocks: Block[];
}

export type ContentSection = InOneLanguage<Section>;

/** Small constructors keep the content files readable. */
export const p = (text: Words): Block => ({ type: "paragraph", text });
export const h2 = (text: Words): Block => ({ type: "heading", level: 2, text });
export const h3 = (text: Words): Block => ({ type: "heading", level: 3, text });
export const img = (src: string, alt: Words, caption: Words): Block => ({ type: "image", src, alt, caption });
