"use server";

import { revalidatePath } from "next/cache";
import { validatedAction } from "@/lib/action";
import { z } from "@/lib/zod";
import { deleteOwnSubscriber } from "./subscribers";

// The owner comes from the session; the id only says which address of their lists.
export const deleteSubscriberAction = validatedAction(
  "user",
  z.object({ id: z.uuid() }),
  async ({ id }, { session }) => {
    if (!(await deleteOwnSubscriber(session.user.id, id))) {
      return { ok: false, message: "That address is not on any of your lists." };
    }
    revalidatePath("/dashboard/subscribers/[slug]", "page");
    return { ok: true, message: "Deleted." };
  },
);
