import { data } from "react-router";
import type * as z from "zod/mini";
import { can } from "~/lib/family-permissions";
import { waitInWords } from "~/lib/format";
import { childSchema, childToasts } from "~/lib/schemas/child";
import { parseForm } from "~/lib/schemas/parse-form";
import { passwordErrorToast, passwordMessages, passwordSchema, passwordToasts } from "~/lib/schemas/password";
import { memberProfileSchema, profileSchema, profileToasts } from "~/lib/schemas/profile";
import { limits } from "~/lib/site-config";
import type { Toast } from "~/lib/toast";
import { freshToast } from "~/lib/toast";
import { m } from "~/paraglide/messages";
import { auth } from "~/server/auth.server";
import { sendPasswordChangedMail } from "~/server/auth-mail.server";
import { isCommonPassword } from "~/server/common-passwords.server";
import { addChild, removeExtraChild, updateExtraChild } from "~/server/data/children.server";
import type { FamilyAccess } from "~/server/data/family/access.server";
import { credentialPasswordHash, replacePassword, saveProfile } from "~/server/data/profiles.server";
import { rethrowIfUnavailable } from "~/server/db-availability.server";
import { notAllowedToast } from "~/server/family-session.server";
import { redirectWithToast } from "~/server/flash.server";
import { UploadBudgetSpentError } from "~/server/forms/attachment.server";
import { readPageForm } from "~/server/forms/page-form.server";
import type { FileOutcome } from "~/server/forms/read-form.server";
import { NotAnImageError, reencodeAvatar } from "~/server/images.server";
import { log } from "~/server/log.server";
import { hashPassword, verifyPassword } from "~/server/password.server";
import { type BudgetName, spend } from "~/server/rate-limit.server";
import { readAll } from "~/server/storage/body.server";
import {
  avatarObjectKey,
  storage as configuredStorage,
  FileTooLargeError,
  newAvatarKey,
  type Storage,
} from "~/server/storage/index.server";

const PROFILE_PATH = "/dashboard/profile";

/** Every form on Profile Settings posts here; `intent` says which. */
export async function handleProfileAction(
  request: Request,
  family: FamilyAccess,
  store: Storage = configuredStorage(),
) {
  const { userId } = family;
  const read = await readPageForm(request, {
    // Room for a photo a little over the limit, so the parent gets the size message rather than a dropped connection.
    maxBodyBytes: 2 * limits.avatarMaxBytes + 1024 * 1024,
    limitHint: profileToasts.avatarTooLarge.description,
    file: {
      field: "avatar",
      save: async (part) => {
        const budget = await spend("uploadsPerUser", userId);
        if (!budget.ok) throw new UploadBudgetSpentError(budget.retryAfterSeconds);
        return readAll(part.stream, limits.avatarMaxBytes);
      },
    },
  });
  if (read.error)
    return data({ intent: null, lastResult: null, toast: read.error.toast }, { status: read.error.status });
  const { fields, file } = read.form;
  const intent = String(fields.get("intent") ?? "profile");
  if (intent === "password") return changePassword(request, userId, fields);
  const spent = await budgetSpent("profileSavesPerUser", userId);
  if (spent) return data({ intent: null, lastResult: null, toast: freshToast(spent) }, { status: 429 });

  switch (intent) {
    case "add-child":
    case "update-child":
    case "remove-child":
      return changeChild(family, intent, fields);
    default:
      return saveProfileForm(family, fields, file, store);
  }
}

async function budgetSpent(name: BudgetName, userId: string): Promise<Toast | null> {
  const budget = await spend(name, userId);
  if (budget.ok) return null;
  const wait = waitInWords(budget.retryAfterSeconds);
  return name === "passwordChangesPerUser"
    ? passwordToasts.error(m.dash_srv_password_changes_wait({ wait }))
    : profileToasts.updateError(m.dash_srv_profile_changes_wait({ wait }));
}

const firstChildOf = (value: z.output<typeof profileSchema>) => ({ name: value.childName, age: value.childAge });

async function saveProfileForm(family: FamilyAccess, fields: FormData, file: FileOutcome<Buffer>, store: Storage) {
  const { userId } = family;
  // Only the family's owner's form carries the first child (its owner is the account the children are under).
  const asOwner = family.role === "owner" ? parseForm(fields, profileSchema) : null;
  const submission = asOwner ?? parseForm(fields, memberProfileSchema);
  const fail = (toast: Parameters<typeof freshToast>[0], avatarError?: string) =>
    data(
      {
        intent: "profile" as const,
        lastResult: submission.reply(avatarError ? { fieldErrors: { avatar: [avatarError] } } : undefined),
        toast: freshToast(toast),
      },
      { status: 400 },
    );

  if (file && !file.ok) {
    if (file.error instanceof FileTooLargeError)
      return fail(profileToasts.avatarTooLarge, profileToasts.avatarTooLarge.description);
    if (file.error instanceof UploadBudgetSpentError) {
      const message = m.dash_srv_photos_wait({ wait: waitInWords(file.error.retryAfterSeconds) });
      return fail(profileToasts.avatarError(message), message);
    }
    log.error("avatar upload failed", { error: file.error });
    return fail(profileToasts.avatarError(m.dash_srv_photo_not_received()));
  }
  if (submission.status !== "success") return fail(profileToasts.invalid);

  // A failed upload aborts the save: nothing is written until the photo is stored.
  let avatarKey: string | undefined;
  if (file?.ok) {
    let image: Buffer;
    try {
      image = await reencodeAvatar(file.value);
    } catch (error) {
      const message = error instanceof NotAnImageError ? error.message : m.dash_srv_photo_not_processed();
      if (!(error instanceof NotAnImageError)) log.error("avatar processing failed", { error });
      return fail(profileToasts.avatarError(message), message);
    }
    avatarKey = newAvatarKey();
    try {
      await store.put(avatarObjectKey(avatarKey), image, {
        maxBytes: limits.avatarMaxBytes,
        contentType: "image/webp",
      });
    } catch (error) {
      log.error("avatar storage failed", { error });
      return fail(profileToasts.avatarError(m.dash_srv_photo_not_saved()));
    }
  }

  const { value } = submission;
  const firstChild = asOwner?.status === "success" ? firstChildOf(asOwner.value) : undefined;
  let replaced: string | null;
  try {
    ({ replacedAvatarKey: replaced } = await saveProfile(userId, { fullName: value.fullName, firstChild, avatarKey }));
  } catch (error) {
    rethrowIfUnavailable(error);
    log.error("profile save failed", { error });
    if (avatarKey) await store.delete(avatarObjectKey(avatarKey)).catch(() => undefined);
    return fail(profileToasts.updateError(m.dash_srv_changes_not_saved()));
  }
  if (replaced) {
    await store
      .delete(avatarObjectKey(replaced))
      .catch((error: unknown) => log.warn("old avatar not deleted", { error }));
  }
  return redirectWithToast(PROFILE_PATH, profileToasts.updated);
}

async function changePassword(request: Request, userId: string, fields: FormData) {
  const submission = parseForm(fields, passwordSchema);
  const fail = (toast: Parameters<typeof freshToast>[0], status = 400) =>
    data(
      {
        intent: "password" as const,
        lastResult: submission.reply({ hideFields: ["currentPassword", "newPassword", "confirmPassword"] }),
        toast: freshToast(toast),
      },
      { status },
    );

  if (submission.status !== "success") return fail(passwordErrorToast(submission.error ?? undefined));
  if (isCommonPassword(submission.value.newPassword))
    return fail(passwordToasts.error(m.dash_srv_password_too_common()));

  const session = await auth()
    .api.getSession({ headers: request.headers })
    .catch((error: unknown) => {
      rethrowIfUnavailable(error);
      throw error;
    });
  if (!session || session.user.id !== userId) return fail(passwordToasts.error(m.dash_srv_not_logged_in()), 401);
  // Counted only when the current password is about to be checked: guesses are what the budget limits.
  const spent = await budgetSpent("passwordChangesPerUser", userId);
  if (spent) return fail(spent, 429);
  const currentHash = await credentialPasswordHash(userId);
  if (!currentHash) return fail(passwordToasts.error(m.dash_srv_no_password()));
  if (!(await verifyPassword({ hash: currentHash, password: submission.value.currentPassword }))) {
    return fail(passwordToasts.error(passwordMessages.currentWrong));
  }
  try {
    const changed = await replacePassword(userId, await hashPassword(submission.value.newPassword), session.session.id);
    if (!changed) return fail(passwordToasts.error(m.dash_srv_no_password()));
  } catch (error) {
    rethrowIfUnavailable(error);
    log.error("password change failed", { error });
    return fail(passwordToasts.error(m.dash_srv_password_not_changed()), 500);
  }
  await sendPasswordChangedMail({ id: userId, email: session.user.email, name: session.user.name });
  return redirectWithToast(PROFILE_PATH, passwordToasts.updated);
}

/** Children are the family's: added and changed under the owner's account, by a member whose role may edit them. */
async function changeChild(
  family: FamilyAccess,
  intent: "add-child" | "update-child" | "remove-child",
  fields: FormData,
) {
  if (!can(family.role, "editChildren")) return redirectWithToast(PROFILE_PATH, notAllowedToast(family.role));
  const userId = family.accountId;
  const childId = String(fields.get("childId") ?? "");
  if (intent === "remove-child") {
    if (!(await removeExtraChild(userId, childId))) throw data(null, { status: 404 });
    return redirectWithToast(PROFILE_PATH, childToasts.removed);
  }
  const submission = parseForm(fields, childSchema);
  if (submission.status !== "success") {
    return data(
      { intent, childId, lastResult: submission.reply(), toast: freshToast(childToasts.invalid) },
      { status: 400 },
    );
  }
  if (intent === "add-child") {
    await addChild(userId, submission.value);
    return redirectWithToast(PROFILE_PATH, childToasts.added);
  }
  if (!(await updateExtraChild(userId, childId, submission.value))) throw data(null, { status: 404 });
  return redirectWithToast(PROFILE_PATH, childToasts.updated);
}
