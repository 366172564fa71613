import type { MoneyMessage } from "../../app/lib/money-messages";

/**
 * Messages as the school's phone shows them, built from bKash's and Nagad's formats: received money in English and
 * Bangla wording, Latin and Bangla digits, with and without a Reference, and every kind that must never be matched
 * (money sent, cashed out, paid, recharged, cashed in at an agent, failed, and texts that are not money at all).
 * The Bangla-worded ones follow the English ones field for field. Each carries what the reader must make of it.
 */
export type MessageFixture = {
  name: string;
  text: string;
  expected: Omit<MoneyMessage, "text" | "at"> & { at: string | null };
};

const received = (
  provider: "bkash" | "nagad",
  transactionId: string,
  amountPoisha: number,
  senderNumber: string,
  at: string,
  reference: string | null = null,
) => ({ provider, kind: "received" as const, transactionId, amountPoisha, senderNumber, at, reference });

const other = (
  provider: "bkash" | "nagad" | null,
  kind: MoneyMessage["kind"],
  transactionId: string | null,
  amountPoisha: number | null,
  at: string | null,
  reference: string | null = null,
) => ({ provider, kind, transactionId, amountPoisha, senderNumber: null, at, reference });

export const messageFixtures: MessageFixture[] = [
  // bKash, money received, in English
  {
    name: "bKash received, the issue's example",
    text: "You have received Tk 5,075.00 from 01735814791. Fee Tk 0.00. Balance Tk 6,075.50. TrxID BLU1H6X87P at 30/12/2024 13:22",
    expected: received("bkash", "BLU1H6X87P", 507_500, "01735814791", "2024-12-30T07:22:00.000Z"),
  },
  {
    name: "bKash received with a reference",
    text: "You have received Tk 1,600.00 from 01712345678. Ref 260042. Fee Tk 0.00. Balance Tk 7,675.50. TrxID BLU2K3M4N5 at 02/01/2025 10:05",
    expected: received("bkash", "BLU2K3M4N5", 160_000, "01712345678", "2025-01-02T04:05:00.000Z", "260042"),
  },
  {
    name: "bKash received with a reference of words that contain 'fee'",
    text: "You have received Tk 2,000.00 from 01812345670. Ref Ayaan fee Jan. Fee Tk 0.00. Balance Tk 9,675.50. TrxID CAB7Q2LZ9X at 05/01/2025 21:47",
    expected: received("bkash", "CAB7Q2LZ9X", 200_000, "01812345670", "2025-01-05T15:47:00.000Z", "Ayaan fee Jan"),
  },
  {
    name: "bKash received, small amount, no reference",
    text: "You have received Tk 500.00 from 01912000111. Fee Tk 0.00. Balance Tk 10,175.50. TrxID CAC3R8XY1M at 06/01/2025 08:03",
    expected: received("bkash", "CAC3R8XY1M", 50_000, "01912000111", "2025-01-06T02:03:00.000Z"),
  },
  {
    name: "bKash received in Bangla digits",
    text: "You have received Tk ১,৫০০.০০ from ০১৭১১২২৩৩৪৪. Fee Tk ০.০০. Balance Tk ১১,৬৭৫.৫০. TrxID CAD4S9ZA2N at ০৭/০১/২০২৫ ১৯:১০",
    expected: received("bkash", "CAD4S9ZA2N", 150_000, "01711223344", "2025-01-07T13:10:00.000Z"),
  },
  {
    name: "bKash received with lakh separators",
    text: "You have received Tk 1,00,000.00 from 01555123456. Fee Tk 0.00. Balance Tk 1,11,675.50. TrxID CAE5T1AB3P at 08/01/2025 11:00",
    expected: received("bkash", "CAE5T1AB3P", 10_000_000, "01555123456", "2025-01-08T05:00:00.000Z"),
  },
  {
    name: "bKash received in whole taka",
    text: "You have received Tk 3500 from 01612345678. Ref 260051. Fee Tk 0. Balance Tk 15175. TrxID CAF6U2BC4Q at 09/01/2025 09:30",
    expected: received("bkash", "CAF6U2BC4Q", 350_000, "01612345678", "2025-01-09T03:30:00.000Z", "260051"),
  },
  {
    name: "bKash merchant account's received payment",
    text: "You have received payment Tk 3,500.00 from 01712000999. Ref 260052. Fee Tk 0.00. Balance Tk 18,675.50. TrxID CAG7V3CD5R at 10/01/2025 17:45",
    expected: received("bkash", "CAG7V3CD5R", 350_000, "01712000999", "2025-01-10T11:45:00.000Z", "260052"),
  },
  {
    name: "bKash received from a number written with the country code",
    text: "You have received Tk 2,000.00 from 8801712000888. Fee Tk 0.00. Balance Tk 20,675.50. TrxID CAK1Y6FG8U at 11/01/2025 06:59",
    expected: received("bkash", "CAK1Y6FG8U", 200_000, "01712000888", "2025-01-11T00:59:00.000Z"),
  },
  {
    name: "bKash received in Bangla wording",
    text: "আপনি ০১৭১২৩৪৫৬৭৮ নম্বর থেকে ৳১,৬০০.০০ গ্রহণ করেছেন। রেফারেন্স ২৬০০৪২। ফি ৳০.০০। ব্যালেন্স ৳৭,৬৭৫.৫০। TrxID CAH8W4DE6S সময় ১১/০১/২০২৫ ১০:০৫",
    expected: received("bkash", "CAH8W4DE6S", 160_000, "01712345678", "2025-01-11T04:05:00.000Z", "260042"),
  },
  {
    name: "bKash received in Bangla wording, amount first",
    text: "আপনি ৳২,০০০.০০ পেয়েছেন ০১৮১২৩৪৫৬৭০ থেকে। ফি ৳০.০০। ব্যালেন্স ৳৯,৬৭৫.৫০। TrxID CAJ9X5EF7T ১২/০১/২০২৫ ২০:১৫",
    expected: received("bkash", "CAJ9X5EF7T", 200_000, "01812345670", "2025-01-12T14:15:00.000Z"),
  },
  {
    name: "bKash received, TrxID written in lower case",
    text: "You have received Tk 2,500.00 from 01311000222. Fee Tk 0.00. Balance Tk 23,175.50. TrxID cal2z7gh9v at 13/01/2025 12:00",
    expected: received("bkash", "CAL2Z7GH9V", 250_000, "01311000222", "2025-01-13T06:00:00.000Z"),
  },

  // Nagad, money received
  {
    name: "Nagad received, as the phone shows it",
    text: "Money Received.\nAmount: Tk 1,600.00\nSender: 01712345678\nRef: 260042\nTxnID: 7AB3CD9E\nBalance: Tk 4,250.00\n30/12/2024 13:22",
    expected: received("nagad", "7AB3CD9E", 160_000, "01712345678", "2024-12-30T07:22:00.000Z", "260042"),
  },
  {
    name: "Nagad received with no reference",
    text: "Money Received.\nAmount: Tk 2,000.00\nSender: 01911223344\nRef: N/A\nTxnID: 71KJ8M2Q\nBalance: Tk 6,250.00\n02/01/2025 18:40",
    expected: received("nagad", "71KJ8M2Q", 200_000, "01911223344", "2025-01-02T12:40:00.000Z"),
  },
  {
    name: "Nagad received, copied onto one line",
    text: "Money Received. Amount: Tk 3,500.00 Sender: 01311223344 Ref: 260060 TxnID: 72LM9N3R Balance: Tk 9,750.00 03/01/2025 09:12",
    expected: received("nagad", "72LM9N3R", 350_000, "01311223344", "2025-01-03T03:12:00.000Z", "260060"),
  },
  {
    name: "Nagad received in Bangla digits",
    text: "Money Received.\nAmount: Tk ১,৫০০.০০\nSender: ০১৬১১২২৩৩৪৪\nRef: ২৬০০৬১\nTxnID: 73NP4Q5S\nBalance: Tk ১১,২৫০.০০\n০৪/০১/২০২৫ ১১:৩০",
    expected: received("nagad", "73NP4Q5S", 150_000, "01611223344", "2025-01-04T05:30:00.000Z", "260061"),
  },
  {
    name: "Nagad received in Bangla wording",
    text: "টাকা গ্রহণ সফল।\nপরিমাণ: ৳ ২,০০০.০০\nপ্রেরক: ০১৭১৫৬৬৭৭৮৮\nরেফারেন্স: ২৬০০৭০\nTxnID: 74QR5S6T\nব্যালেন্স: ৳ ১৩,২৫০.০০\n০৫/০১/২০২৫ ১৪:০০",
    expected: received("nagad", "74QR5S6T", 200_000, "01715667788", "2025-01-05T08:00:00.000Z", "260070"),
  },
  {
    name: "Nagad received with a 12-hour time",
    text: "Money Received.\nAmount: Tk 800.00\nSender: 01512345678\nRef: 260080\nTxnID: 79VW1X2Y\nBalance: Tk 3,087.50\n18/01/2025 07:05 PM",
    expected: received("nagad", "79VW1X2Y", 80_000, "01512345678", "2025-01-18T13:05:00.000Z", "260080"),
  },

  // Kinds that are never matched
  {
    name: "bKash Send Money (money out)",
    text: "Send Money Tk 500.00 to 01712345678 successful. Ref rent. Fee Tk 0.00. Balance Tk 5,575.50. TrxID DAA1B2C3D4 at 13/01/2025 12:00",
    expected: other("bkash", "sent", "DAA1B2C3D4", 50_000, "2025-01-13T06:00:00.000Z", "rent"),
  },
  {
    name: "bKash Cash Out",
    text: "Cash Out Tk 1,000.00 to 01812345678 successful. Fee Tk 18.50. Balance Tk 4,557.00. TrxID DAB2C3D4E5 at 13/01/2025 15:20",
    expected: other("bkash", "cash-out", "DAB2C3D4E5", 100_000, "2025-01-13T09:20:00.000Z"),
  },
  {
    name: "bKash Payment to a merchant",
    text: "Payment Tk 350.00 to Daraz Bangladesh Ltd successful. Fee Tk 0.00. Balance Tk 4,207.00. TrxID DAC3D4E5F6 at 14/01/2025 10:10",
    expected: other("bkash", "payment", "DAC3D4E5F6", 35_000, "2025-01-14T04:10:00.000Z"),
  },
  {
    name: "bKash Cash In at an agent (money in, but not a parent's transfer)",
    text: "Cash In Tk 2,000.00 from 01712999888 successful. Fee Tk 0.00. Balance Tk 6,207.00. TrxID DAD4E5F6G7 at 14/01/2025 18:30",
    expected: {
      ...other("bkash", "cash-in", "DAD4E5F6G7", 200_000, "2025-01-14T12:30:00.000Z"),
      senderNumber: "01712999888",
    },
  },
  {
    name: "bKash Send Money that failed",
    text: "Send Money Tk 5,000.00 to 01712345678 failed. Insufficient balance. TrxID DAE5F6G7H8 at 15/01/2025 09:00",
    expected: other("bkash", "failed", "DAE5F6G7H8", 500_000, "2025-01-15T03:00:00.000Z"),
  },
  {
    name: "bKash transaction failed, without a TrxID",
    text: "Transaction failed. Your bKash account has insufficient balance. Please try again.",
    expected: other("bkash", "failed", null, null, null),
  },
  {
    name: "bKash mobile recharge",
    text: "Mobile Recharge Tk 100.00 to 01712345678 successful. Fee Tk 0.00. Balance Tk 6,107.00. TrxID DAF6G7H8J9 at 15/01/2025 20:00",
    expected: other("bkash", "payment", "DAF6G7H8J9", 10_000, "2025-01-15T14:00:00.000Z"),
  },
  {
    name: "bKash Send Money in Bangla wording",
    text: "আপনি ০১৭১২৩৪৫৬৭৮ নম্বরে ৳৫০০.০০ পাঠিয়েছেন। ফি ৳০.০০। ব্যালেন্স ৳৫,০৭৫.৫০। TrxID DAG7H8J9K1 সময় ১৮/০১/২০২৫ ০৯:১৫",
    expected: other("bkash", "sent", "DAG7H8J9K1", 50_000, "2025-01-18T03:15:00.000Z"),
  },
  {
    name: "Nagad Send Money",
    text: "Send Money Successful.\nAmount: Tk 500.00\nReceiver: 01712345678\nRef: rent\nTxnID: 75RS6T7U\nFee: Tk 0.00\nBalance: Tk 3,750.00\n16/01/2025 10:00",
    expected: other("nagad", "sent", "75RS6T7U", 50_000, "2025-01-16T04:00:00.000Z", "rent"),
  },
  {
    name: "Nagad Cash Out",
    text: "Cash Out Successful.\nAmount: Tk 1,000.00\nAgent: 01812345678\nTxnID: 76ST7U8V\nCharge: Tk 12.50\nBalance: Tk 2,737.50\n16/01/2025 12:30",
    expected: other("nagad", "cash-out", "76ST7U8V", 100_000, "2025-01-16T06:30:00.000Z"),
  },
  {
    name: "Nagad Payment",
    text: "Payment Successful.\nAmount: Tk 450.00\nMerchant: Foodpanda\nTxnID: 77TU8V9W\nBalance: Tk 2,287.50\n17/01/2025 13:45",
    expected: other("nagad", "payment", "77TU8V9W", 45_000, "2025-01-17T07:45:00.000Z"),
  },
  {
    name: "Nagad transaction failed",
    text: "Transaction Failed.\nAmount: Tk 2,000.00\nTxnID: 78UV9W1X\nReason: Insufficient balance\n17/01/2025 14:00",
    expected: other("nagad", "failed", "78UV9W1X", 200_000, "2025-01-17T08:00:00.000Z"),
  },
  {
    name: "a money-received message that lost its TrxID when copied",
    text: "You have received Tk 1,600.00 from 01712345678. Fee Tk 0.00. Balance Tk 7,675.50.",
    expected: { ...received("bkash", "", 160_000, "01712345678", ""), transactionId: null, at: null },
  },
  {
    name: "a promotion",
    text: "Get 10% cashback on Daraz payments with bKash! Offer valid till 31/01/2025. T&C apply.",
    expected: other("bkash", "unknown", null, null, null),
  },
  {
    name: "a verification code",
    text: "Your bKash verification code is 482913. Do not share it with anyone.",
    expected: other("bkash", "unknown", null, null, null),
  },
  {
    name: "a note that is not from bKash or Nagad",
    text: "Ayaan's mother says she sent the fee today",
    expected: other(null, "unknown", null, null, null),
  },
];
