import type { Route } from "./+types/login";
import { PagePlaceholder } from "~/components/page-placeholder";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Login",
    description: "Log in to your parent dashboard.",
  });

export default function LoginPage() {
  return <PagePlaceholder title={"Login"} />;
}
