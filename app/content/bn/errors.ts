import { toBanglaDigits } from "../../lib/i18n/digits";
import { site } from "../../lib/site-config";

/** What the designed error pages say, by status: the heading (also the page's title) and the message. */
export function errorCopy(
  status: number,
  detail: { retryAfterSeconds?: number } = {},
): { title: string; message: string } {
  switch (status) {
    case 400:
      return {
        title: "ফর্মটি পড়া যায়নি",
        message:
          "পাঠানোর সময় কোনো সমস্যা হয়েছে, তাই কিছুই সংরক্ষণ হয়নি। অনুগ্রহ করে আগের পাতায় ফিরে যান, পাতাটি রিলোড করে আবার চেষ্টা করুন।",
      };
    case 403:
      return {
        title: "অনুরোধটি গ্রহণ করা হয়নি",
        message: "ফর্ম শুধু এই ওয়েবসাইটের নিজস্ব পাতা থেকেই পাঠানো যায়। অনুগ্রহ করে আগের পাতায় ফিরে যান, পাতাটি রিলোড করে আবার চেষ্টা করুন।",
      };
    case 404:
      return {
        title: "পাতাটি খুঁজে পাওয়া যায়নি",
        message: "লিংকটি হয়তো পুরোনো, অথবা লিখতে ভুল হয়েছে। বরং নিচের কোনো একটি জায়গা থেকে শুরু করুন।",
      };
    case 413:
      return {
        title: "পাঠানো তথ্য খুব বড়",
        message:
          "ফর্মটি এই সাইটের নির্ধারিত সীমার চেয়ে বড় ছিল, তাই কিছুই সংরক্ষণ হয়নি। অনুগ্রহ করে আগের পাতায় ফিরে যান, লেখা ছোট করুন বা আরও ছোট একটি ফাইল বেছে নিন, তারপর আবার চেষ্টা করুন।",
      };
    case 429: {
      const minutes = Math.ceil((detail.retryAfterSeconds ?? 60) / 60);
      const hours = Math.ceil(minutes / 60);
      const wait =
        minutes <= 1
          ? "এক মিনিট"
          : minutes < 60
            ? `${toBanglaDigits(minutes)} মিনিট`
            : hours === 1
              ? "এক ঘণ্টা"
              : `${toBanglaDigits(hours)} ঘণ্টা`;
      return {
        title: "অনেকবার চেষ্টা করা হয়েছে",
        message: `আপনার শেষ ফর্মটি পাঠানো হয়নি। অনুগ্রহ করে ${wait} অপেক্ষা করে আবার চেষ্টা করুন।`,
      };
    }
    case 503:
      return {
        title: "আমরা একটু পরেই ফিরছি",
        message:
          "সাইটটি অল্প সময়ের বিরতিতে আছে, তাই এই মুহূর্তে এটি সংরক্ষণ করা বা দেখানো গেল না। আপনার লেখা কোনো কিছুই আধাআধি সংরক্ষিত হয়নি। অনুগ্রহ করে এক মিনিট পরে আবার চেষ্টা করুন।",
      };
    default:
      return {
        title: "আমাদের দিক থেকে কোনো সমস্যা হয়েছে",
        message: `অনুগ্রহ করে একটু পরে আবার চেষ্টা করুন। বারবার এমন হলে আমাদের ${site.phone} নম্বরে ফোন করুন।`,
      };
  }
}
