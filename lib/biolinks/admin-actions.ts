"use server";

import { z } from "@/lib/zod";
import { validatedAction } from "@/lib/action";
import { forgetPages } from "./domains/hosts";
import { revalidateBioPage } from "./revalidate";
import { setPageDisabled } from "./store";

export const setPageDisabledAction = validatedAction(
  "admin",
  z.object({ pageId: z.uuid(), disabled: z.enum(["true", "false"]).transform((v) => v === "true") }),
  async ({ pageId, disabled }) => {
    const page = await setPageDisabled(pageId, disabled);
    if (!page) return { ok: false, message: "This page was not found." };
    // A disabled page's domain serves nothing and gets no certificate; enabled again, it serves at once.
    await forgetPages([pageId]);
    revalidateBioPage(page.slug);
    return {
      ok: true,
      message: disabled ? `/l/${page.slug} is disabled` : `/l/${page.slug} is enabled again`,
    };
  },
);
