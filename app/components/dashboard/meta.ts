import { site } from "~/lib/site-config";

/** Private pages: a title and no indexing. */
export const dashboardMeta = (title: string) => [
  { title: `${title} | ${site.name}` },
  { name: "robots", content: "noindex" },
];
