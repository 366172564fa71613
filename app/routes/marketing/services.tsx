import type { Route } from "./+types/services";
import { PagePlaceholder } from "~/components/page-placeholder";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Services and Fees",
    description: "Online preschool batches, adventure activities and more, with fees in taka.",
  });

export default function ServicesPage() {
  return <PagePlaceholder title={"Services and Fees"} />;
}
