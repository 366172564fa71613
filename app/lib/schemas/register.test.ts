import { afterEach, describe, expect, it } from "vitest";
import { overwriteGetLocale } from "~/paraglide/runtime";
import { parseForm } from "./parse-form";
import { registerSchema } from "./register";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};

const errorsOf = (data: FormData) => {
  const submission = parseForm(data, registerSchema);
  return submission.status === "error" ? submission.error : null;
};

const valid = {
  fullName: "Farzana Rahman",
  childName: "Ishaan",
  childAge: "4",
  phone: "+880 1711-123456",
  email: "Farzana@Example.COM",
  password: "kite-and-river",
  confirmPassword: "kite-and-river",
  terms: "on",
};

describe("registerSchema", () => {
  it("gives every required field its message at once", () => {
    expect(errorsOf(form({}))).toEqual({
      fullName: ["Full name is required."],
      childName: ["Child's name is required."],
      childAge: ["Valid child's age is required."],
      phone: ["Phone number is required."],
      email: ["Email is required."],
      password: ["Password is required."],
      confirmPassword: ["Passwords do not match."],
      terms: ["You must accept the terms and conditions."],
    });
  });

  it("treats whitespace as empty and checks age, email, length and match", () => {
    const data = form({
      ...valid,
      fullName: "   ",
      childAge: "0",
      email: "not-an-email",
      password: "abc",
      confirmPassword: "abd",
    });
    expect(errorsOf(data)).toEqual({
      fullName: ["Full name is required."],
      childAge: ["Valid child's age is required."],
      email: ["Email address is invalid."],
      password: ["Password must be at least 6 characters."],
      confirmPassword: ["Passwords do not match."],
    });
  });

  it("accepts a valid form, lower-cases the email and reads the checkboxes", () => {
    const result = parseForm(form(valid), registerSchema);
    expect(result.status).toBe("success");
    if (result.status !== "success") return;
    expect(result.value).toMatchObject({ email: "farzana@example.com", childAge: 4, terms: true, mediaConsent: false });
    const withConsent = parseForm(form({ ...valid, mediaConsent: "on" }), registerSchema);
    expect(withConsent.status === "success" && withConsent.value.mediaConsent).toBe(true);
  });

  describe("in Bangla", () => {
    afterEach(() => overwriteGetLocale(() => "en"));

    it("reads the child's age and the phone number typed in Bangla digits", () => {
      overwriteGetLocale(() => "bn");
      const result = parseForm(form({ ...valid, childAge: "৪", phone: "০১৭১২৩৪৫৬৭৮" }), registerSchema);
      expect(result.status).toBe("success");
      if (result.status !== "success") return;
      expect(result.value).toMatchObject({ childAge: 4, phone: "01712345678" });
      const international = parseForm(form({ ...valid, phone: "+৮৮০ ১৭১১-১২৩৪৫৬" }), registerSchema);
      expect(international.status === "success" && international.value.phone).toBe("+880 1711-123456");
    });

    it("says every message in Bangla, with Bangla digits", () => {
      overwriteGetLocale(() => "bn");
      expect(errorsOf(form({}))).toEqual({
        fullName: ["পুরো নাম লিখুন।"],
        childName: ["সন্তানের নাম লিখুন।"],
        childAge: ["সন্তানের সঠিক বয়স লিখুন।"],
        phone: ["ফোন নম্বর লিখুন।"],
        email: ["ইমেইল ঠিকানা লিখুন।"],
        password: ["পাসওয়ার্ড লিখুন।"],
        confirmPassword: ["দুটি পাসওয়ার্ড মিলছে না।"],
        terms: ["নিবন্ধনের জন্য শর্তাবলী মেনে নিতে হবে।"],
      });
      const errors = errorsOf(
        form({ ...valid, childAge: "২০", email: "x@y", password: "abc", confirmPassword: "abd" }),
      );
      expect(errors).toEqual({
        childAge: ["সন্তানের সঠিক বয়স লিখুন।"],
        email: ["ইমেইল ঠিকানাটি সঠিক নয়।"],
        password: ["পাসওয়ার্ডে অন্তত ৬টি অক্ষর থাকতে হবে।"],
        confirmPassword: ["দুটি পাসওয়ার্ড মিলছে না।"],
      });
    });
  });
});
