import { database } from "~/server/db.server";
import { log } from "~/server/log.server";

/** 200 when the database answers, 503 when it does not. */
export async function loader() {
  try {
    await database().ping();
    return Response.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    log.error("health check failed", { error });
    return Response.json({ status: "database unavailable" }, { status: 503, headers: { "Cache-Control": "no-store" } });
  }
}
