"use server";

import { z } from "@/lib/zod";
import { validatedAction } from "@/lib/action";
import { storedFileUrl } from "@/lib/storage";
import { deleteAvatarFiles, storeAvatar } from "./avatar";
import { revalidateBioPage } from "./revalidate";
import { setAvatar } from "./store";

const NOT_FOUND = "This page was not found. It may have been deleted.";

export const uploadAvatarAction = validatedAction(
  "user",
  z.object({ pageId: z.uuid(), avatar: z.instanceof(File, { message: "Choose an image" }) }),
  async ({ pageId, avatar }, { session }) => {
    const stored = await storeAvatar(avatar);
    if (!stored.ok) return { ok: false, message: stored.message, fieldErrors: { avatar: [stored.message] } };
    const page = await setAvatar(session.user.id, pageId, stored.key);
    if (!page) {
      await deleteAvatarFiles([stored.key]);
      return { ok: false, message: NOT_FOUND };
    }
    await deleteAvatarFiles([page.previousKey]);
    revalidateBioPage(page.slug);
    return { ok: true, message: "Avatar updated", value: storedFileUrl(stored.key) };
  },
);

export const removeAvatarAction = validatedAction(
  "user",
  z.object({ pageId: z.uuid() }),
  async ({ pageId }, { session }) => {
    const page = await setAvatar(session.user.id, pageId, null);
    if (!page) return { ok: false, message: NOT_FOUND };
    await deleteAvatarFiles([page.previousKey]);
    revalidateBioPage(page.slug);
    return { ok: true, message: "Avatar removed", value: "" };
  },
);
