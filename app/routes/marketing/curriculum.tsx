import type { Route } from "./+types/curriculum";
import { PagePlaceholder } from "~/components/page-placeholder";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Curriculum and Programs",
    description: "Our ABLLS-based preschool for ages 3-5, adventure learning for ages 5 and up, and hybrid learning for every age.",
  });

export default function CurriculumPage() {
  return <PagePlaceholder title={"Curriculum and Programs"} />;
}
