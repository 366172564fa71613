import { data } from "react-router";
import { NotFoundPage } from "~/components/not-found-page";
import { site } from "~/lib/site-config";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/not-found";

// Answered, not thrown: a thrown 404 renders the root ErrorBoundary, whose document never gets this route's title.
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => [
  { title: `${m.public_not_found_title()} | ${site.name}` },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  return <NotFoundPage />;
}
