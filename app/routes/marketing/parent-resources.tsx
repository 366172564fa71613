import type { Route } from "./+types/parent-resources";
import { PagePlaceholder } from "~/components/page-placeholder";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Parent Resources",
    description: "Learning materials, workshops and support for parents who coach their children at home.",
  });

export default function ParentResourcesPage() {
  return <PagePlaceholder title={"Parent Resources"} />;
}
