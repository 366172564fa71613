import { data } from "react-router";

// Avatar and attachment downloads arrive with the dashboard work.
export function loader() {
  throw data(null, { status: 404 });
}
