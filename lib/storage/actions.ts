"use server";

import { z } from "@/lib/zod";
import { validatedAction } from "@/lib/action";
import { storeUpload } from "./index";

const imageUpload = z.object({ file: z.instanceof(File, { message: "Choose an image to upload" }) });

/** Admin-only image upload (featured images, images in posts, ebook covers). */
export const uploadImage = validatedAction("admin", imageUpload, async ({ file }) => {
  const result = await storeUpload("image", file);
  return result.ok
    ? { ok: true, message: "Image uploaded", value: result.url }
    : { ok: false, message: result.message };
});
