import type { ReactNode } from "react";

const MARK = "\u0001";

/**
 * A message with one part set apart (a link, a bold name): the text before and after it, so that the word order
 * stays the language's own. `write` gets a marker to pass as the message's parameter.
 */
export function around(write: (marker: string) => string): [string, string] {
  const [before = "", after = ""] = write(MARK).split(MARK);
  return [before, after];
}

/** `around` as an element: the part (`children`) takes the marker's place. */
export function Sentence({ write, children }: { write: (marker: string) => string; children: ReactNode }) {
  const [before, after] = around(write);
  return (
    <>
      {before}
      {children}
      {after}
    </>
  );
}
