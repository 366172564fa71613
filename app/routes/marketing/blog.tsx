import type { Route } from "./+types/blog";
import { PagePlaceholder } from "~/components/page-placeholder";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Blog",
    description: "Articles for parents on play, learning at home, ABLLS and more.",
  });

export default function BlogPage() {
  return <PagePlaceholder title={"Blog"} />;
}
