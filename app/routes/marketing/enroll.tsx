import type { Route } from "./+types/enroll";
import { PagePlaceholder } from "~/components/page-placeholder";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Enroll",
    description: "Enroll your child in our online preschool or adventure learning programme.",
  });

export default function EnrollPage() {
  return <PagePlaceholder title={"Enroll"} />;
}
