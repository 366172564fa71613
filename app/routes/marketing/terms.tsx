import type { Route } from "./+types/terms";
import { PagePlaceholder } from "~/components/page-placeholder";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Terms and Privacy",
    description: "Terms of use, how we look after your family’s data, and what media consent means.",
  });

export default function TermsPage() {
  return <PagePlaceholder title={"Terms and Privacy"} />;
}
