import { posts } from "./blog";
import { materials } from "./resources";

/** The public site's own pages (docs/product.md#public-site), in the order of the route table. */
export const sitePages = [
  "/",
  "/about",
  "/curriculum",
  "/class-model",
  "/parent-resources",
  "/enroll",
  "/trial",
  "/events",
  "/contact",
  "/services",
  "/team",
  "/testimonials",
  "/store",
  "/blog",
  "/terms",
] as const;

/** Every public page: the site's own, each article and each learning material. */
export const publicPages = [
  ...sitePages,
  ...posts.map((post) => `/blog/${post.slug}`),
  ...materials.map((material) => `/parent-resources/${material.slug}`),
];
