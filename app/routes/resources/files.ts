import { data } from "react-router";
import { familyAccessOf } from "~/server/data/family/access.server";
import { supportWritersFor } from "~/server/data/family/members.server";
import { type Attachment, getOwnAttachment } from "~/server/data/support.server";
import { getSessionUser, isStaff } from "~/server/session.server";
import { avatarObjectKey, isValidKey, storage } from "~/server/storage/index.server";
import type { Route } from "./+types/files";
import { getAnyAttachment } from "./files.server";

const notFound = () => data(null, { status: 404 });

/**
 * /files/avatars/<key>: public, immutable (every new photo gets a new key).
 * /files/support/<messageId>[/replies/<replyId>]: private; the owner or staff only, always as a download.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const parts = (params["*"] ?? "").split("/");
  if (parts[0] === "avatars" && parts.length === 2) return serveAvatar(parts[1]!);
  if (parts[0] === "support" && (parts.length === 2 || (parts.length === 4 && parts[2] === "replies"))) {
    return serveAttachment(request, parts[1]!, parts[3]);
  }
  throw notFound();
}

async function serveAvatar(avatarKey: string) {
  const key = avatarObjectKey(avatarKey);
  if (!isValidKey(key)) throw notFound();
  const object = await storage().get(key);
  if (!object) throw notFound();
  return new Response(object.body, {
    headers: {
      "Content-Type": "image/webp",
      "Cache-Control": "public, max-age=31536000, immutable",
      ...(object.size !== null ? { "Content-Length": String(object.size) } : {}),
    },
  });
}

async function serveAttachment(request: Request, messageId: string, replyId: string | undefined) {
  const user = await getSessionUser(request);
  if (!user) throw notFound();
  const attachment = isStaff(user)
    ? await getAnyAttachment(messageId, replyId)
    : await getOwnAttachment(await supportWritersFor(await familyAccessOf(user.id)), messageId, replyId);
  if (!attachment) throw notFound();
  const object = await storage().get(attachment.key);
  if (!object) throw notFound();
  return new Response(object.body, {
    headers: {
      "Content-Type": downloadType(attachment),
      "Content-Disposition": contentDisposition(attachment.name),
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "Cache-Control": "private, no-store",
      ...(object.size !== null ? { "Content-Length": String(object.size) } : {}),
    },
  });
}

/** Anything a browser might run or render as a page goes out as plain bytes. */
function downloadType(attachment: Attachment) {
  const type = attachment.type.toLowerCase();
  const risky =
    /html|xml|svg|javascript|ecmascript|x-sh|multipart/.test(type) || !/^[a-z0-9.+-]+\/[a-z0-9.+-]+$/.test(type);
  return risky ? "application/octet-stream" : type;
}

/** RFC 6266: an ASCII fallback plus the UTF-8 name. */
function contentDisposition(name: string) {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}
