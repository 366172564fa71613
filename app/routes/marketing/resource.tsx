import { data } from "react-router";

// Parent Resources material pages arrive with the public-site work; until then they are honest 404s.
export function loader() {
  throw data(null, { status: 404 });
}

export default function ResourcePage() {
  return null;
}
