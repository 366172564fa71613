import { publicSitePaths } from "~/routes";
import { posts } from "./blog";
import { materials } from "./resources";

/** The public site's own pages: those of app/routes.ts without a parameter, in its order. */
export const sitePages = publicSitePaths.filter((path) => !path.includes(":"));

/** Every public page a visitor finds: the site's own, each article and each learning material. */
export const publicPages = [
  ...sitePages,
  ...posts.map((post) => `/blog/${post.slug}`),
  ...materials.map((material) => `/parent-resources/${material.slug}`),
];
