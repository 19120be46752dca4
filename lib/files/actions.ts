"use server";

import { revalidatePath } from "next/cache";
import { validatedAction } from "@/lib/action";
import { storage } from "@/lib/storage";
import { usagesByKey } from "./references";
import { storedFileKeySchema } from "./validation";

/** Deletes a stored file nothing uses. The use is checked again here, not trusted from the screen. */
export const deleteOrphanFileAction = validatedAction("admin", storedFileKeySchema, async ({ key }) => {
  const usages = (await usagesByKey([key])).get(key) ?? [];
  if (usages.length > 0) {
    return { ok: false, message: `This file is still used by ${usages.map((u) => u.label).join(", ")}.` };
  }
  if (!(await storage().stat(key))) return { ok: false, message: "This file was already deleted." };
  await storage().delete(key);
  revalidatePath("/admin/files");
  return { ok: true, message: "File deleted" };
});
