import { auth } from "~/server/auth.server";
import type { Route } from "./+types/auth-handler";

/** better-auth's own endpoints (verify-email links and the like). */
export const loader = ({ request }: Route.LoaderArgs) => auth().handler(request);
export const action = ({ request }: Route.ActionArgs) => auth().handler(request);
