import type { Route } from "./+types/about";
import { PagePlaceholder } from "~/components/page-placeholder";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "About Us",
    description: "Who we are, what we believe about how children learn, and how our hybrid programme works for Dhaka families.",
  });

export default function AboutPage() {
  return <PagePlaceholder title={"About Us"} />;
}
