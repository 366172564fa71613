import { waitInWords } from "~/lib/format";
import { site } from "~/lib/site-config";

/** What the designed error pages say, by status: the heading (also the page's title) and the message. */
export function errorCopy(
  status: number,
  detail: { retryAfterSeconds?: number } = {},
): { title: string; message: string } {
  switch (status) {
    case 400:
      return {
        title: "That form could not be read",
        message:
          "Something went wrong while it was being sent, so nothing was saved. Please go back, reload the page and try again.",
      };
    case 403:
      return {
        title: "This request was refused",
        message: "Forms can only be sent from this website's own pages. Please go back, reload the page and try again.",
      };
    case 404:
      return {
        title: "We couldn't find that page",
        message: "The link may be old or mistyped. Here are some places to start instead.",
      };
    case 413:
      return {
        title: "That was too much to send",
        message:
          "The form was larger than this site accepts, so nothing was saved. Please go back, shorten the text or choose a smaller file, and try again.",
      };
    case 429:
      return {
        title: "Too many attempts",
        message: `Your last form was not sent. Please wait ${waitInWords(detail.retryAfterSeconds ?? 60)} and try again.`,
      };
    case 503:
      return {
        title: "We'll be right back",
        message:
          "The site is taking a short break and could not save or show this just now. Nothing you typed was half-saved. Please try again in a minute.",
      };
    default:
      return {
        title: "Something went wrong on our side",
        message: `Please try again in a moment. If it keeps happening, call us at ${site.phone}.`,
      };
  }
}
