import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { getAuth } from "@/lib/auth/auth";
import { db } from "@/lib/db";
import { user } from "@/lib/db/schema";
import type { Block } from "@/lib/biolinks/blocks";
import type { PageDraft } from "@/lib/biolinks/validation";
import type { Filters } from "@/lib/biolinks/stats/filters";
import { presetRange, type PresetId } from "@/lib/biolinks/stats/range";
import { getStatsView } from "@/lib/biolinks/stats/view";

/** Creates a user (confirmed unless told otherwise) and returns its id and a signed-in cookie header. */
export async function makeUser(email: string, { confirmed = true } = {}) {
  const password = "user-password-1";
  const { user: created } = await getAuth().api.signUpEmail({ body: { email, password, name: email } });
  if (confirmed) await db.update(user).set({ emailVerified: true }).where(eq(user.id, created.id));
  const { headers } = await getAuth().api.signInEmail({
    body: { email, password },
    headers: new Headers({ "x-forwarded-for": "203.0.113.9" }),
    returnHeaders: true,
  });
  const cookie = headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return { id: created.id, cookie };
}

export function linkBlock(title: string, url: string, extra: Partial<Block> = {}): Block {
  return {
    id: randomUUID(),
    type: "link",
    title,
    url,
    enabled: true,
    showFrom: "",
    showUntil: "",
    ...extra,
  } as Block;
}

/** An "E-mail sign-up" block, visible now. */
export function signupBlock(): Block {
  return {
    id: randomUUID(),
    type: "signup",
    title: "Get my newsletter",
    buttonLabel: "Join",
    enabled: true,
    showFrom: "",
    showUntil: "",
  };
}

export function draftWith(blocks: Block[], extra: Partial<PageDraft> = {}): PageDraft {
  return {
    title: "My links",
    displayName: "Ana",
    bio: "Hello",
    theme: { name: "classic" },
    timeZone: "UTC",
    seoTitle: "",
    seoDescription: "",
    noindex: false,
    published: true,
    blocks,
    ...extra,
  };
}

export function formData(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
}

/** A page's statistics as its screen shows them over a preset period (lib/biolinks/stats/view.ts). */
export async function statsOf(
  userId: string,
  slug: string,
  preset: PresetId = "7d",
  filters: Partial<Filters> = {},
) {
  return getStatsView(userId, slug, presetRange(preset), { values: {}, ...filters });
}
