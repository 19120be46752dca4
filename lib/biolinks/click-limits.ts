import { and, eq, lt, sql } from "drizzle-orm";
import { db } from "@/lib/db";
import { bioBlocks } from "@/lib/db/schema";
import { answerClick, LIMIT_REACHED, type BioAnswer } from "./click-answers";
import type { Visit } from "./count";
import type { LinkBlock } from "./events";

// Links that close after a number of clicks. Each redirect of such a link takes one of its clicks in one
// atomic statement before it is answered, so a limit of 100 lets exactly 100 visitors through whatever
// the rate and however many processes serve; a link without a limit never asks. That statement is why these
// links are answered by their route, never by npm start's server from memory (early-answers.ts).

/** Takes one of the link's clicks; false when none is left. */
export async function takeLimitedClick(blockId: string, limit: number): Promise<boolean> {
  const taken = await db
    .update(bioBlocks)
    .set({ clicksUsed: sql`${bioBlocks.clicksUsed} + 1` })
    .where(and(eq(bioBlocks.id, blockId), lt(bioBlocks.clicksUsed, limit)))
    .returning({ id: bioBlocks.id });
  return taken.length > 0;
}

/** answerClick, with a limited link's redirect taking one of its clicks first (the route's GET). */
export async function answerLimitedClick(
  visit: Visit,
  method: string,
  target: LinkBlock | null,
  blockId: string,
): Promise<BioAnswer> {
  // Only a GET that would be sent on takes a click: a HEAD, the password form and the age question do not.
  if (target?.clickLimit && method === "GET" && answerClick(visit, "HEAD", target, blockId).status === 302) {
    if (!(await takeLimitedClick(blockId, target.clickLimit))) return LIMIT_REACHED;
  }
  return answerClick(visit, method, target, blockId);
}
