import * as z from "zod/mini";
import { emailField } from "./register";

/** Asking for a new verification link: the login page's 'Resend verification email' and /verify-email. */
export const resendVerificationSchema = z.object({ email: emailField });
