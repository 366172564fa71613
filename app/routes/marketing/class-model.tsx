import type { Route } from "./+types/class-model";
import { PagePlaceholder } from "~/components/page-placeholder";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Online Preschool",
    description: "Two live classes a week, small groups of at most six, and a four-month ABLLS curriculum for ages 3-5.",
  });

export default function ClassModelPage() {
  return <PagePlaceholder title={"Online Preschool"} />;
}
