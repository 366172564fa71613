import type { Route } from "./+types/contact";
import { PagePlaceholder } from "~/components/page-placeholder";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Contact Us",
    description: "Call, email, message us or read the answers to parents’ most common questions.",
  });

export default function ContactPage() {
  return <PagePlaceholder title={"Contact Us"} />;
}
