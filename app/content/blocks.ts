/**
 * Content blocks shared by blog articles, parent-resource pages and /terms.
 *
 * Text is plain text, never HTML. A "\n" inside a paragraph is a line break
 * that the renderer turns into <br />.
 */
export type ContentBlock =
  | { type: "paragraph"; text: string }
  | { type: "heading"; level: 2 | 3; text: string }
  | { type: "image"; src: string; alt: string; caption: string };

/** A titled group of blocks, used by /terms. */
export interface ContentSection {
  id: string;
  title: string;
  blocks: ContentBlock[];
}

/** Small constructors keep the content files readable. */
export const p = (text: string): ContentBlock => ({ type: "paragraph", text });
export const h2 = (text: string): ContentBlock => ({ type: "heading", level: 2, text });
export const h3 = (text: string): ContentBlock => ({ type: "heading", level: 3, text });
export const img = (src: string, alt: string, caption: string): ContentBlock => ({
  type: "image",
  src,
  alt,
  caption,
});
