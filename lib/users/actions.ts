"use server";

import { headers } from "next/headers";
import { z } from "@/lib/zod";
import { validatedAction } from "@/lib/action";
import { getAuth } from "@/lib/auth/auth";
import { authErrorMessage } from "@/lib/auth/errors";
import { revalidateBioPage } from "@/lib/biolinks/revalidate";
import { getUserPageSlugs } from "./queries";

const userIdSchema = z.object({ userId: z.string().min(1).max(64) });

/** Bans through better-auth's admin plugin, which also ends every session of the user at once. */
export const banUserAction = validatedAction("admin", userIdSchema, async ({ userId }) => {
  try {
    await getAuth().api.banUser({
      body: { userId, banReason: "Banned by the admin" },
      headers: await headers(),
    });
  } catch (error) {
    return { ok: false, message: authErrorMessage(error) };
  }
  for (const slug of await getUserPageSlugs(userId)) revalidateBioPage(slug);
  return { ok: true, message: "User banned; their sessions ended and their pages answer 404" };
});

export const unbanUserAction = validatedAction("admin", userIdSchema, async ({ userId }) => {
  try {
    await getAuth().api.unbanUser({ body: { userId }, headers: await headers() });
  } catch (error) {
    return { ok: false, message: authErrorMessage(error) };
  }
  for (const slug of await getUserPageSlugs(userId)) revalidateBioPage(slug);
  return { ok: true, message: "User unbanned" };
});
