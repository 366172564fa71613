import type { Route } from "./+types/reset-password";
import { PagePlaceholder } from "~/components/page-placeholder";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Reset Password",
    description: "Choose a new password.",
  });

export default function ResetPasswordPage() {
  return <PagePlaceholder title={"Reset Password"} />;
}
