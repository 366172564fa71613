import { limits, site } from "../lib/site-config";
import { type ContentSection, h3, p } from "./blocks";

export type { ContentSection } from "./blocks";

export const termsTitle = "Terms, Privacy & Media Consent";

/** ISO date of the last change to this page. */
export const termsUpdated = "2026-11-21";

export const termsIntro = `These terms explain how ${site.name} works with families, how we look after your personal information, and what it means when you give (or don't give) media consent. By creating an account you agree to them. Please read them, and ask us if anything is unclear.`;

export const termsSections: ContentSection[] = [
  {
    id: "terms-of-use",
    title: "Terms of use",
    blocks: [
      h3("Your account"),
      p(
        `Accounts are for parents and guardians. Please give accurate details when you register, keep your password private (at least ${limits.passwordMin} characters, and not one you use elsewhere), and tell us straight away if you think someone else has used your account. You are responsible for what happens in your account.`,
      ),
      h3("Using the website"),
      p(
        "Please use the website only for its purpose: learning about our programme, enrolling, and managing your family's account. Don't try to access other people's accounts or information, interfere with the website, or upload anything unlawful, harmful or unrelated to your support request.",
      ),
      h3("Enrolment, fees and payments"),
      p(
        "Current fees are listed on our Services page. The admission fee is paid once when your child joins; monthly fees cover each month of classes, and optional outdoor sessions are charged separately. We accept bKash, Nagad, bank transfer and cash. Payments we record appear in your dashboard. If you need to pause or stop, please tell us before the next month begins, and talk to us about any question on fees.",
      ),
      h3("Online classes and recordings"),
      p(
        "Class links and recordings are for your enrolled child and family only. Please don't share them, and don't record, photograph or publish classes yourself, because other children appear in them. For young children we ask that an adult stays nearby during live classes.",
      ),
      h3("Outdoor sessions"),
      p(
        "Parents or guardians accompany their children at outdoor sessions and remain responsible for them. Please tell us in advance about allergies, medical needs or anything else that helps us keep your child safe, and follow the session leader's safety instructions. We may change or cancel a session because of weather or safety concerns, and we will let you know as early as we can.",
      ),
      h3("Content on this site"),
      p(
        "Our articles, guides and printables are for your family's personal use. Please don't sell or republish them. They are general guidance, not medical or psychological advice; if you are worried about your child's development, please speak to a qualified professional.",
      ),
      h3("Changes"),
      p(
        "We may update these terms as the programme grows, for example when our physical branch or store opens. We will show the date of the latest change on this page and tell registered parents about important changes by email.",
      ),
    ],
  },
  {
    id: "privacy",
    title: "Privacy",
    blocks: [
      h3("What we keep"),
      p(
        "When you register we keep:\nyour name as the parent or guardian\nyour child's first name and age\nyour phone number\nyour email address",
      ),
      p(
        "As you use the site we also keep: your password, stored only as a secure one-way hash that no one can read; a profile photo if you choose to upload one; your subscriptions and payments; support messages and any files you attach; and booking, contact and workshop requests you send us. If you add more children to your account, we keep their first names and ages too.",
      ),
      h3("Why we keep it"),
      p(
        "Only to run the programme: to place your child in the right group, contact you about classes and sessions, keep track of fees and payments, answer your messages, and send the emails you need, such as account verification and password resets.",
      ),
      h3("Who sees it"),
      p(
        "Only our own staff who need it for their work, for example the team member answering your support message or recording your payment. Support attachments are private: only you and our staff can open them. We use an email service to deliver our messages to you. We never sell your information or share it with advertisers, and we only share it with anyone else if the law requires us to.",
      ),
      h3("Cookies"),
      p(
        "We use an essential cookie to keep you signed in securely. It cannot be read by scripts on the page and it ends when you log out.",
      ),
      h3("Seeing, correcting or deleting your information"),
      p(
        `You can see and change most of your details on the Profile page of your dashboard. To get a copy of everything we hold, or to ask us to delete your account and your child's information, email ${site.email} or send a message from the Support page of your dashboard. We will confirm once it is done. We may need to keep payment records for a period where the law requires it.`,
      ),
    ],
  },
  {
    id: "media-consent",
    title: "Media consent",
    blocks: [
      p(
        "When you register you can choose to give media consent. It is optional. Saying no does not affect your child's place, classes or activities in any way.",
      ),
      h3("What it means"),
      p(
        "With your consent, our team may take photos or short videos of your child during classes, activity sessions and outdoor adventures, and use them:\ninternally, for example to share progress with you and for staff training\nin promotion, for example on this website and our social media pages",
      ),
      p("We never publish your child's full name or your family's contact details alongside a photo or video."),
      h3("Changing your mind"),
      p(
        `You can withdraw media consent at any time by emailing ${site.email} or sending a message from your dashboard. From then on we will not take or use new photos or videos of your child, and we will remove existing ones from our website and social media pages. Printed materials that have already been handed out cannot be recalled.`,
      ),
    ],
  },
  {
    id: "contact",
    title: "Questions",
    blocks: [
      p(
        `If you have any questions about these terms or your information, email ${site.email}, call ${site.phone} (${site.hours.display}), or write to us at ${site.address.display}.`,
      ),
    ],
  },
];
