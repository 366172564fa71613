// The built stylesheet as text, for pages that carry it inline (app/lib/inline-stylesheet.tsx).
import stylesheet from "../app.css?inline";

export const stylesheetText = stylesheet;
