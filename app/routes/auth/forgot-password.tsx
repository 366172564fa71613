import type { Route } from "./+types/forgot-password";
import { PagePlaceholder } from "~/components/page-placeholder";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Forgot Password",
    description: "Get a link to reset your password.",
  });

export default function ForgotPasswordPage() {
  return <PagePlaceholder title={"Forgot Password"} />;
}
