import { createContext, useContext } from "react";

/**
 * The site's stylesheet, written into the page (decision 017). A hydrated page paints from its HTML alone instead
 * of waiting for a stylesheet that shares a slow link with the page's scripts.
 */
const StylesheetContext = createContext<string | undefined>(undefined);

/** entry.server provides the stylesheet's text; the browser reads it back from the page it hydrates. */
export const StylesheetProvider = StylesheetContext.Provider;

const id = "stylesheet";
let fromDocument: string | undefined;

/** In the browser: the text the server wrote, read once, so hydration finds exactly what it rendered. */
function readFromDocument() {
  if (fromDocument === undefined && typeof document !== "undefined") {
    fromDocument = document.getElementById(id)?.textContent ?? "";
  }
  return fromDocument ?? "";
}

export function InlineStylesheet() {
  const text = useContext(StylesheetContext) ?? readFromDocument();
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own build's stylesheet, never user input
  return <style id={id} dangerouslySetInnerHTML={{ __html: text }} />;
}
