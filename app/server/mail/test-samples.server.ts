import { accountExistsMail } from "./templates/account-exists.server";
import * as bp from "./templates/billing-parent.server";
import * as bs from "./templates/billing-staff.server";
import * as cl from "./templates/classes.server";
import * as ep from "./templates/enrolment-parent.server";
import * as es from "./templates/enrolment-staff.server";
import { passwordChangedMail } from "./templates/password-changed.server";
import { reviewPublishedMail } from "./templates/progress-review.server";
import { resetPasswordMail } from "./templates/reset-password.server";
import { staffNotificationEmail } from "./templates/staff-notification.server";
import { supportReplyMail } from "./templates/support-reply.server";
import * as tc from "./templates/trial-confirmation.server";
import { trialCancelledStaffEmail } from "./templates/trial-staff.server";
import { verifyEmailMail } from "./templates/verify-email.server";

const startsAt = new Date("2026-12-04T13:00:00Z");
const endsAt = new Date("2026-12-04T14:00:00Z");
const trial = {
  bookingId: "b1",
  startsAt,
  endsAt,
  programme: "preschool" as const,
  batchName: "Friday Explorers",
  name: "Nadia",
  childName: "Ayaan",
};

/**
 * One of every mail the site sends, with made-up facts, written in the current language: the template tests render
 * them in English (compared with the files in __snapshots__/english-mails, the English as it was before Bangla)
 * and in Bangla.
 */
export function sampleMails() {
  const ef = {
    parentName: "Nadia",
    childName: "Ayaan",
    batchName: "Friday Explorers",
    programme: "preschool" as const,
    classDays: [5, 6],
    startTime: "19:00",
    endTime: "20:00",
    startDate: "2027-01-08",
    note: "See you soon",
  };
  const receipt = {
    id: "r1",
    receiptNumber: "RCT-2026-0001",
    amountPoisha: 250000,
    currency: "BDT",
    method: "bkash",
    reference: "TRX123",
    paidAt: startsAt,
    parent: { name: "Nadia", email: "n@x.example" },
    invoices: [
      { number: "INV-2026-0001", childName: "Ayaan", lines: [{ description: "Tuition", amountPoisha: 250000 }] },
    ],
  } as never;
  const rf = {
    id: "i1",
    parentName: "Nadia",
    number: "INV-2026-0001",
    totalPoisha: 200000,
    dueDate: "2026-12-10",
    childName: "Ayaan",
  };
  return {
    accountExists: accountExistsMail({ name: "Nadia", loginUrl: "http://x/login", resetUrl: "http://x/forgot" }),
    receipt: bp.receiptMail(receipt),
    creditNote: bp.creditNoteMail({
      id: "c1",
      number: "CN-2026-0001",
      amountPoisha: 100000,
      currency: "BDT",
      method: "bkash",
      reason: "Teacher ill",
      issuedAt: startsAt,
      receipt: { paymentId: "r1", receiptNumber: "RCT-2026-0001", amountPoisha: 250000, paidAt: startsAt },
      parent: { name: "Nadia", email: "n@x.example", phone: null },
      invoiceNumbers: ["INV-2026-0001"],
      childNames: ["Ayaan"],
    }),
    continueOffered: ep.continueOfferedMail({
      ...ef,
      batchName: "Friday Explorers",
      fromBatchName: "Friday Explorers",
      fromBatchNameBn: null,
      holdUntil: startsAt,
    }),
    rejected: bp.transferRejectedMail({
      parentName: "Nadia",
      invoiceNumbers: ["INV-1", "INV-2"],
      transactionId: "TRX9",
      amountPoisha: 150000,
      reason: "No match",
    }),
    reminder: bp.invoiceReminderMail(rf),
    overdue: bp.invoiceOverdueMail({ ...rf, childName: null, parentName: null }),
    transferStaff: bs.transferSubmittedStaffMail({
      parentName: "Nadia",
      parentEmail: "n@x.example",
      method: "nagad",
      senderNumber: "01712345678",
      transactionId: "TRX",
      amountPoisha: 100000,
      invoiceNumbers: ["INV-1"],
      submittedAt: startsAt,
    }),
    placeEnding: bs.placeEndingStaffMail({
      parentName: "Nadia",
      parentEmail: "n@x.example",
      childName: "Ayaan",
      batchName: "B",
      batchId: "b1",
      endsOn: "2027-01-31",
    }),
    classCancelled: cl.classCancelledMail({
      batchName: "B",
      startsAt,
      endsAt,
      reason: "Teacher ill",
      parentName: "Nadia",
      childNames: ["Ayaan", "Zara"],
    }),
    trialClassCancelled: cl.trialClassCancelledMail({
      batchName: "B",
      startsAt,
      endsAt,
      reason: "Teacher ill",
      name: "Nadia",
      childName: "Ayaan",
    }),
    eventRegistered: cl.eventRegisteredMail({
      name: "Nadia",
      attendees: 2,
      title: "Art day",
      startsAt,
      endsAt,
      place: null,
      description: "Paint",
      eventId: "e1",
    }),
    eventRegistered1: cl.eventRegisteredMail({
      name: "Nadia",
      attendees: 1,
      title: "Art day",
      startsAt,
      endsAt,
      place: "Park",
      description: "Paint",
      eventId: "e1",
    }),
    received: ep.applicationReceivedMail(ef),
    accepted: ep.applicationAcceptedMail({
      ...ef,
      note: null,
      bill: { firstClass: { startsAt, endsAt, date: "2026-12-04" }, totalPoisha: 360_000, dueDate: "2026-12-04" },
    }),
    waitlisted: ep.applicationWaitlistedMail({ ...ef, position: 3 }),
    offered: ep.placeOfferedMail({ ...ef, expiresAt: startsAt }),
    lapsed: ep.offerLapsedMail({ ...ef, position: 2 }),
    declined: ep.applicationDeclinedMail({ ...ef, parentName: null }),
    cancelled: ep.placeCancelledMail(ef),
    moved: ep.placeMovedMail({ ...ef, fromBatchName: "Old" }),
    newApp: es.newApplicationStaffMail({
      parentName: "Nadia",
      parentEmail: "n@x.example",
      parentPhone: null,
      childName: "Ayaan",
      childAge: 4,
      batchId: "b1",
      batchName: "B",
      programme: "hybrid",
      classDays: [5],
      startTime: "10:00",
      endTime: "11:00",
      startDate: "2027-01-08",
      status: "waitlisted",
      position: 2,
      outdoor: true,
      notes: null,
    }),
    passwordChanged: passwordChangedMail({ name: "Nadia", resetUrl: "http://x/forgot" }),
    reviewPublished: reviewPublishedMail({
      parentName: "Nadia",
      childName: "Ayaan",
      reviewId: "r1",
      cycleStart: "2026-09-04",
      cycleEnd: "2027-01-03",
    }),
    reset: resetPasswordMail({ name: "Nadia", url: "http://x/reset", validMinutes: 60 }),
    staffBooking: staffNotificationEmail({ kind: "booking", serviceTitle: "Speech", name: "Nadia", whatsapp: "017" }),
    staffContact: staffNotificationEmail({ kind: "contact", name: "Nadia", email: "n@x", message: "hi" }),
    staffWorkshop: staffNotificationEmail({
      kind: "workshop",
      name: "Nadia",
      workshop: "Art",
      contact: "017",
      attendees: 2,
    } as never),
    staffStore: staffNotificationEmail({ kind: "store", email: "n@x", product: null }),
    staffTrial: staffNotificationEmail({
      kind: "trial",
      classStartsAt: startsAt,
      classEndsAt: endsAt,
      programme: "adventure",
      batchName: "B",
      name: "Nadia",
      whatsapp: "017",
      email: null,
      childName: "Ayaan",
      childAge: 6,
    } as never),
    supportReply: supportReplyMail({ name: "Nadia", subject: "Fees" }),
    trialConfirmation: tc.trialConfirmationEmail(trial),
    trialCancelled: tc.trialCancelledEmail(trial),
    trialStaff: trialCancelledStaffEmail({
      startsAt,
      endsAt,
      programme: "preschool",
      batchName: "B",
      booking: { name: "Nadia", whatsapp: "017", email: "n@x", childName: "Ayaan", childAge: 4 },
    }),
    verify: verifyEmailMail({ name: "Nadia", url: "http://x/verify", validHours: 24 }),
  };
}

/** The mails to the school's inbox: English whoever reads them. */
export const staffSamples = [
  "transferStaff",
  "placeEnding",
  "newApp",
  "staffBooking",
  "staffContact",
  "staffWorkshop",
  "staffStore",
  "staffTrial",
  "trialStaff",
] as const;

/** The trial's calendar file, as the booking's page offers it. */
export const sampleTrialCalendar = () => tc.trialCalendar(trial);

/** The Latin-script words of the facts above (people's, batches' and events' names, notes): data, not the mail's words. */
export const sampleDataWords = [
  ...["Nadia", "Ayaan", "Zara", "Friday", "Explorers", "B", "Old", "See", "you", "soon", "No", "match"],
  ...["Teacher", "ill", "Art", "day", "Paint", "Park", "Fees", "Tuition", "TRX", "Speech", "hi"],
];
