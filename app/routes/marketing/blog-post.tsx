import type { Route } from "./+types/blog-post";
import { PagePlaceholder } from "~/components/page-placeholder";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Blog",
    description: "An article for parents.",
  });

export default function BlogPostPage() {
  return <PagePlaceholder title={"Blog"} />;
}
