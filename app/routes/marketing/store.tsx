import type { Route } from "./+types/store";
import { PagePlaceholder } from "~/components/page-placeholder";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Learning Resources Store",
    description: "Learning resources by age, activity and printables. The store opens soon.",
  });

export default function StorePage() {
  return <PagePlaceholder title={"Learning Resources Store"} />;
}
