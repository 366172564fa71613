import { data } from "react-router";
import type { Route } from "./+types/not-found";

export function loader() {
  throw data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => [{ title: "Page not found" }, { name: "robots", content: "noindex" }];

// The root ErrorBoundary renders the designed 404 page.
export default function NotFound() {
  return null;
}
