import type { Route } from "./+types/testimonials";
import { PagePlaceholder } from "~/components/page-placeholder";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Testimonials",
    description: "What parents say about the programme, and stories of children’s progress.",
  });

export default function TestimonialsPage() {
  return <PagePlaceholder title={"Testimonials"} />;
}
