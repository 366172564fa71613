import { overwriteGetLocale } from "~/paraglide/runtime";
import { enhanceChanges } from "./changes";
import { enhanceCopy } from "./copy";
import { enhanceFeeSummary } from "./fee-summary";
import { enhanceFiles } from "./files";
import { enhanceForms } from "./forms";
import { enhancePage } from "./page";

/**
 * The one script of the account pages, the dashboard and the console (decision 019). They are rendered whole on the
 * server and work without it; it adds what a browser can do without a round trip: forms checked before they are
 * sent, pending labels, file checks and previews, Copy buttons. The html element's `js` class, set by an inline script in the
 * head so the first paint already has it, lets CSS show what only works with it.
 */
// The checks' messages speak the page's language, which the server wrote into <html lang>.
overwriteGetLocale(() => (document.documentElement.lang === "bn" ? "bn" : "en"));
enhanceForms();
enhanceFiles();
enhancePage();
enhanceFeeSummary();
enhanceCopy();
enhanceChanges();
document.documentElement.dataset.enhanced = "";
