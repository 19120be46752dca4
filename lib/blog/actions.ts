"use server";

import { redirect } from "next/navigation";
import { validatedAction } from "@/lib/action";
import { rethrowIfDatabaseUnavailable } from "@/lib/db/availability";
import { BLOG_MESSAGES } from "./constants";
import { deletePosts, savePost, type SavedPost } from "./post-store";
import { revalidateBlog } from "./revalidate";
import { idSchema, idsSchema, postFormSchema, type PostFormInput } from "./validation";

async function trySave(input: PostFormInput): Promise<SavedPost | null> {
  try {
    return await savePost(input);
  } catch (error) {
    rethrowIfDatabaseUnavailable(error);
    console.error("[creatorkit] saving a post failed", error);
    return null;
  }
}

/** The editor's Save Post: saves, refreshes the public pages it touched, then back to the list. */
export const savePostAction = validatedAction("admin", postFormSchema, async (input) => {
  const saved = await trySave(input);
  if (!saved) return { ok: false, message: BLOG_MESSAGES.saveError };
  revalidateBlog();
  redirect("/admin/posts");
});

/** Background save of an existing draft while it is edited; stays on the page. */
export const autosavePostAction = validatedAction("admin", postFormSchema, async (input) => {
  if (!input.id || input.status !== "draft") return { ok: false, message: "Only drafts autosave" };
  const saved = await trySave(input);
  if (!saved) return { ok: false, message: BLOG_MESSAGES.saveError };
  revalidateBlog();
  return { ok: true, message: "Saved", value: saved.slug };
});

export const deletePostAction = validatedAction("admin", idSchema, async ({ id }) => {
  try {
    await deletePosts([id]);
  } catch (error) {
    rethrowIfDatabaseUnavailable(error);
    console.error("[creatorkit] deleting a post failed", error);
    return { ok: false, message: BLOG_MESSAGES.deleteError };
  }
  revalidateBlog();
  return { ok: true };
});

export const deletePostsAction = validatedAction("admin", idsSchema, async ({ ids }) => {
  try {
    await deletePosts(ids);
  } catch (error) {
    console.error("[creatorkit] deleting posts failed", error);
    return { ok: false, message: BLOG_MESSAGES.bulkDeleteError };
  }
  revalidateBlog();
  return { ok: true };
});
