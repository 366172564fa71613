import type { Route } from "./+types/register";
import { PagePlaceholder } from "~/components/page-placeholder";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Create your Account",
    description: "Register as a parent to manage your child’s learning.",
  });

export default function RegisterPage() {
  return <PagePlaceholder title={"Create your Account"} />;
}
