"use server";

import { redirect } from "next/navigation";
import { z } from "@/lib/zod";
import { validatedAction } from "@/lib/action";
import { env } from "@/lib/env";
import { deleteAvatarFiles } from "./avatar";
import { forgetPages } from "./domains/hosts";
import { withHashedPasswords } from "./link-password";
import { editPath } from "./paths";
import { revalidateBioPage } from "./revalidate";
import { SLUG_TAKEN } from "./slug";
import { createPage, deletePage, savePage } from "./store";
import { newPageSchema, saveFormSchema } from "./validation";

// Every action takes the owner from the session; a page id in the form only says which of their pages.

export const createPageAction = validatedAction("user", newPageSchema, async (input, { session }) => {
  const limit = env().BIO_PAGES_PER_USER;
  const result = await createPage(session.user.id, input, limit);
  if (!result.ok) {
    const values = { slug: input.slug, title: input.title };
    if (result.reason === "taken")
      return { ok: false, message: SLUG_TAKEN, fieldErrors: { slug: [SLUG_TAKEN] }, values };
    return { ok: false, message: `You can have up to ${limit} pages. Delete one to make room.`, values };
  }
  redirect(editPath(input.slug));
});

export const savePageAction = validatedAction(
  "user",
  saveFormSchema,
  async ({ pageId, draft }, { session }) => {
    const saved = await savePage(session.user.id, pageId, {
      ...draft,
      blocks: await withHashedPasswords(draft.blocks),
    });
    if (!saved) return { ok: false, message: "This page was not found. It may have been deleted." };
    revalidateBioPage(saved.slug);
    return { ok: true, message: "Saved" };
  },
);

export const deletePageAction = validatedAction(
  "user",
  z.object({ pageId: z.uuid() }),
  async ({ pageId }, { session }) => {
    const deleted = await deletePage(session.user.id, pageId);
    if (!deleted) return { ok: false, message: "This page was not found. It may have been deleted." };
    await deleteAvatarFiles([deleted.avatarKey]);
    // Its domain went with it, and its slug is free: the domain must not serve whoever takes the slug.
    await forgetPages([pageId]);
    revalidateBioPage(deleted.slug);
    return { ok: true, message: `Deleted /l/${deleted.slug}` };
  },
);
