import { hashPassword, verifyPassword } from "better-auth/crypto";
import { limiter } from "@/lib/rate-limit";
import { visitorKey } from "@/lib/request-ip";
import type { Block } from "./blocks";
import {
  closedLink,
  followLink,
  LIMIT_REACHED,
  NO_LINK,
  passwordForm,
  type BioAnswer,
} from "./click-answers";
import { takeLimitedClick } from "./click-limits";
import type { LinkBlock } from "./events";

// Links locked with a password. The creator types it in the editor and the save keeps only its hash
// (better-auth's scrypt, as for accounts); a visitor's click answers a form (click-answers.ts) that posts the
// password to the link's route, which sends them on when it matches. Wrong tries are limited per visitor and
// link, so a short password cannot be guessed by trying them all.

const FORM_BYTES = 1024;
const WRONG_TRIES = limiter("bio-link-password", { limit: 10, windowMs: 15 * 60_000 });

/** The blocks as the save stores them: a link's new password replaced by its hash, "" kept as no change. */
export async function withHashedPasswords(blocks: Block[]): Promise<Block[]> {
  return Promise.all(
    blocks.map(async (block) => {
      if (block.type !== "link" || block.password === undefined) return block;
      const { password, ...rest } = block;
      return password ? { ...rest, passwordHash: await hashPassword(password) } : rest;
    }),
  );
}

/** A visitor's password for a locked link (the form's POST): the redirect, or the form again saying why. */
export async function answerPassword(
  request: Request,
  target: LinkBlock | null,
  blockId: string,
): Promise<BioAnswer> {
  if (!target) return NO_LINK;
  const closed = closedLink(target);
  if (closed) return closed;
  // A link whose password was removed since the form was shown just opens.
  if (target.passwordHash) {
    const refused = await checkPassword(
      request,
      target.passwordHash,
      `${blockId}:${visitorKey(request.headers)}`,
    );
    if (refused) return refused;
  }
  if (target.clickLimit && !(await takeLimitedClick(blockId, target.clickLimit))) return LIMIT_REACHED;
  return followLink(request, "POST", target, blockId);
}

/** The form again with the reason when the posted password does not open the link; null when it does. */
async function checkPassword(request: Request, hash: string, visitor: string): Promise<BioAnswer | null> {
  const password = await readPassword(request);
  if (password === null) return passwordForm(400, "Type the link's password.");
  const taken = await WRONG_TRIES.take(visitor);
  if (!taken.ok) {
    const minutes = `${taken.minutes} minute${taken.minutes === 1 ? "" : "s"}`;
    return passwordForm(429, `Too many wrong passwords. Try again in ${minutes}.`);
  }
  if (!(await matches(hash, password))) return passwordForm(401, "Wrong password. Try again.");
  // Only wrong passwords count against the visitor.
  await WRONG_TRIES.giveBack(visitor);
  return null;
}

/** Whether `password` is the one hashed; a stored hash that is not scrypt's (the owner's own doing) matches none. */
async function matches(hash: string, password: string): Promise<boolean> {
  return verifyPassword({ hash, password }).catch(() => false);
}

/** The posted password: a small urlencoded form, or null for anything else. */
async function readPassword(request: Request): Promise<string | null> {
  if (!request.headers.get("content-type")?.startsWith("application/x-www-form-urlencoded")) return null;
  if (Number(request.headers.get("content-length") ?? "0") > FORM_BYTES) return null;
  const text = await request.text().catch(() => null);
  if (text === null || text.length > FORM_BYTES) return null;
  const password = new URLSearchParams(text).get("password");
  return password && password.length <= 100 ? password : null;
}
