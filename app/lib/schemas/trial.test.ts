import { describe, expect, it } from "vitest";
import { formatClassTime } from "../format";
import { parseForm } from "./parse-form";
import { bangladeshMobile, classValue, parseClassValue, trialSchema } from "./trial";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};

const batchId = "0b7c6a1e-3f5d-4c2b-9a8e-1d2c3b4a5f60";
const startsAt = new Date("2026-12-04T13:00:00Z");

const valid = {
  classTime: classValue(batchId, startsAt),
  name: "Rahima Akter",
  whatsapp: "01712-345678",
  email: "",
  childName: "Ayaan",
  childAge: "4",
};

describe("trialSchema (free trial classes)", () => {
  it("gives every missing field its message at once", () => {
    const submission = parseForm(form({}), trialSchema);
    expect(submission.status === "error" && submission.error).toEqual({
      classTime: ["Please choose a class."],
      name: ["Please enter your name."],
      whatsapp: ["Please enter your WhatsApp number."],
      childName: ["Child's name is required."],
      childAge: ["Valid child's age is required."],
    });
  });

  it("keeps the WhatsApp number in +880 form, the email optional and in lower case", () => {
    const submission = parseForm(form(valid), trialSchema);
    expect(submission.status === "success" && submission.value).toEqual({
      ...valid,
      whatsapp: "+8801712345678",
      email: null,
      childAge: 4,
    });
    const withEmail = parseForm(form({ ...valid, email: " Rahima@Example.COM " }), trialSchema);
    expect(withEmail.status === "success" && withEmail.value.email).toBe("rahima@example.com");
    const badEmail = parseForm(form({ ...valid, email: "rahima at example" }), trialSchema);
    expect(badEmail.status === "error" && badEmail.error).toEqual({ email: ["Please enter a valid email address."] });
  });

  it("reads a WhatsApp number and an age typed in Bangla digits", () => {
    const submission = parseForm(form({ ...valid, whatsapp: "০১৭১২-৩৪৫৬৭৮", childAge: "৪" }), trialSchema);
    expect(submission.status === "success" && submission.value).toMatchObject({
      whatsapp: "+8801712345678",
      childAge: 4,
    });
  });

  it("refuses a number that is not a Bangladeshi mobile, and a class that is not one", () => {
    for (const whatsapp of ["12345", "+44 7700 900123", "0171234567", "01212345678", "+880 1712-3456789"]) {
      const submission = parseForm(form({ ...valid, whatsapp }), trialSchema);
      expect(submission.status === "error" && submission.error, whatsapp).toEqual({
        whatsapp: ["Please enter a Bangladeshi mobile number, like +880 1712-345678."],
      });
    }
    const submission = parseForm(form({ ...valid, classTime: "tomorrow" }), trialSchema);
    expect(submission.status === "error" && submission.error).toEqual({ classTime: ["Please choose a class."] });
  });
});

describe("trial helpers", () => {
  it("reads Bangladeshi mobiles typed with or without +880", () => {
    expect(bangladeshMobile("01712345678")).toBe("+8801712345678");
    expect(bangladeshMobile("+880 1712-345678")).toBe("+8801712345678");
    expect(bangladeshMobile("8801912345678")).toBe("+8801912345678");
    expect(bangladeshMobile("(+880) 1312 345 678")).toBe("+8801312345678");
    expect(bangladeshMobile("+88 01812-345678")).toBe("+8801812345678");
    expect(bangladeshMobile("01112345678")).toBeNull();
    expect(bangladeshMobile("+1 212 555 0100")).toBeNull();
  });

  it("posts a class as its batch and start, and reads it back", () => {
    expect(parseClassValue(classValue(batchId, startsAt))).toEqual({ batchId, startsAt });
    expect(parseClassValue(`${batchId}_2026-13-45T99:00:00.000Z`)).toBeNull();
    expect(parseClassValue(`x_${startsAt.toISOString()}`)).toBeNull();
  });

  it("shows a class in Dhaka time in the US format", () => {
    expect(formatClassTime(startsAt, new Date("2026-12-04T14:00:00Z"))).toBe("Friday, December 4, 2026, 7:00-8:00 PM");
    expect(formatClassTime(new Date("2027-01-02T05:30:00Z"), new Date("2027-01-02T07:00:00Z"))).toBe(
      "Saturday, January 2, 2027, 11:30 AM-1:00 PM",
    );
    expect(formatClassTime(null, startsAt)).toBe("N/A");
    expect(formatClassTime("nonsense", startsAt)).toBe("Invalid Date");
  });
});
