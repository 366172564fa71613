import type { Route } from "./+types/team";
import { PagePlaceholder } from "~/components/page-placeholder";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Our Team",
    description: "The roles behind our programme and what each one does for your child.",
  });

export default function TeamPage() {
  return <PagePlaceholder title={"Our Team"} />;
}
