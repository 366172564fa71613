import { waitInWords } from "~/lib/format";
import { toBanglaDigits } from "~/lib/i18n/digits";
import { site } from "~/lib/site-config";
import type { Words } from "./words";

/** What the designed error pages say, by status: the heading (also the page's title) and the message. */
export function errorCopy(
  status: number,
  detail: { retryAfterSeconds?: number } = {},
): { title: Words; message: Words } {
  switch (status) {
    case 400:
      return {
        title: { en: "That form could not be read", bn: "ফর্মটি পড়া যায়নি" },
        message: {
          en: "Something went wrong while it was being sent, so nothing was saved. Please go back, reload the page and try again.",
          bn: "পাঠানোর সময় কোনো সমস্যা হয়েছে, তাই কিছুই সংরক্ষণ হয়নি। অনুগ্রহ করে আগের পাতায় ফিরে যান, পাতাটি রিলোড করে আবার চেষ্টা করুন।",
        },
      };
    case 403:
      return {
        title: { en: "This request was refused", bn: "অনুরোধটি গ্রহণ করা হয়নি" },
        message: {
          en: "Forms can only be sent from this website's own pages. Please go back, reload the page and try again.",
          bn: "ফর্ম শুধু এই ওয়েবসাইটের নিজস্ব পাতা থেকেই পাঠানো যায়। অনুগ্রহ করে আগের পাতায় ফিরে যান, পাতাটি রিলোড করে আবার চেষ্টা করুন।",
        },
      };
    case 404:
      return {
        title: { en: "We couldn't find that page", bn: "পাতাটি খুঁজে পাওয়া যায়নি" },
        message: {
          en: "The link may be old or mistyped. Here are some places to start instead.",
          bn: "লিংকটি হয়তো পুরোনো, অথবা লিখতে ভুল হয়েছে। বরং নিচের কোনো একটি জায়গা থেকে শুরু করুন।",
        },
      };
    case 413:
      return {
        title: { en: "That was too much to send", bn: "পাঠানো তথ্য খুব বড়" },
        message: {
          en: "The form was larger than this site accepts, so nothing was saved. Please go back, shorten the text or choose a smaller file, and try again.",
          bn: "ফর্মটি এই সাইটের নির্ধারিত সীমার চেয়ে বড় ছিল, তাই কিছুই সংরক্ষণ হয়নি। অনুগ্রহ করে আগের পাতায় ফিরে যান, লেখা ছোট করুন বা আরও ছোট একটি ফাইল বেছে নিন, তারপর আবার চেষ্টা করুন।",
        },
      };
    case 429: {
      const seconds = detail.retryAfterSeconds ?? 60;
      return {
        title: { en: "Too many attempts", bn: "অনেকবার চেষ্টা করা হয়েছে" },
        message: {
          en: `Your last form was not sent. Please wait ${waitInWords(seconds, "en")} and try again.`,
          bn: `আপনার শেষ ফর্মটি পাঠানো হয়নি। অনুগ্রহ করে ${banglaWait(seconds)} অপেক্ষা করে আবার চেষ্টা করুন।`,
        },
      };
    }
    case 503:
      return {
        title: { en: "We'll be right back", bn: "আমরা একটু পরেই ফিরছি" },
        message: {
          en: "The site is taking a short break and could not save or show this just now. Nothing you typed was half-saved. Please try again in a minute.",
          bn: "সাইটটি অল্প সময়ের বিরতিতে আছে, তাই এই মুহূর্তে এটি সংরক্ষণ করা বা দেখানো গেল না। আপনার লেখা কোনো কিছুই আধাআধি সংরক্ষিত হয়নি। অনুগ্রহ করে এক মিনিট পরে আবার চেষ্টা করুন।",
        },
      };
    default:
      return {
        title: { en: "Something went wrong on our side", bn: "আমাদের দিক থেকে কোনো সমস্যা হয়েছে" },
        message: {
          en: `Please try again in a moment. If it keeps happening, call us at ${site.phone}.`,
          bn: `অনুগ্রহ করে একটু পরে আবার চেষ্টা করুন। বারবার এমন হলে আমাদের ${site.phone} নম্বরে ফোন করুন।`,
        },
      };
  }
}

/** A wait as the Bangla error page says it: 'এক মিনিট', '১৫ মিনিট', 'এক ঘণ্টা', '২ ঘণ্টা'. */
function banglaWait(seconds: number) {
  const minutes = Math.ceil(seconds / 60);
  const hours = Math.ceil(minutes / 60);
  if (minutes <= 1) return "এক মিনিট";
  if (minutes < 60) return `${toBanglaDigits(minutes)} মিনিট`;
  return hours === 1 ? "এক ঘণ্টা" : `${toBanglaDigits(hours)} ঘণ্টা`;
}
