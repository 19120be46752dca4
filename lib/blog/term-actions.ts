"use server";

import { validatedAction } from "@/lib/action";
import { rethrowIfDatabaseUnavailable } from "@/lib/db/availability";
import { BLOG_MESSAGES } from "./constants";
import { revalidateBlog } from "./revalidate";
import { deleteTerm, saveTerm, TermSlugTakenError, type TermKind } from "./term-store";
import { idSchema, termFormSchema } from "./validation";

const deleteError = { category: BLOG_MESSAGES.categoryDeleteError, tag: BLOG_MESSAGES.tagDeleteError };

function saveFor(kind: TermKind) {
  return validatedAction("admin", termFormSchema, async (input) => {
    try {
      await saveTerm(kind, input);
    } catch (error) {
      // The form words it as SPEC's "Error saving category: {message}"; only our own message is shown.
      if (error instanceof TermSlugTakenError) {
        return { ok: false, message: error.message, fieldErrors: { slug: [error.message] } };
      }
      rethrowIfDatabaseUnavailable(error);
      console.error(`[creatorkit] saving a ${kind} failed`, error);
      return { ok: false, message: "" };
    }
    revalidateBlog();
    return { ok: true };
  });
}

function deleteFor(kind: TermKind) {
  return validatedAction("admin", idSchema, async ({ id }) => {
    try {
      await deleteTerm(kind, id);
    } catch (error) {
      rethrowIfDatabaseUnavailable(error);
      console.error(`[creatorkit] deleting a ${kind} failed`, error);
      return { ok: false, message: deleteError[kind] };
    }
    revalidateBlog();
    return { ok: true };
  });
}

export const saveCategory = saveFor("category");
export const saveTag = saveFor("tag");
export const deleteCategory = deleteFor("category");
export const deleteTag = deleteFor("tag");
