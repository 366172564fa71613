import type { Route } from "./+types/home";
import { PagePlaceholder } from "~/components/page-placeholder";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Hybrid early learning for ages 3 to 15 in Dhaka",
    description: "Live online classes, offline activities and outdoor adventures for children aged 3 to 15 in Dhaka, with an ABLLS-based online preschool for ages 3-5.",
  });

export default function HomePage() {
  return <PagePlaceholder title={"Hybrid early learning for ages 3 to 15 in Dhaka"} />;
}
