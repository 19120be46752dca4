import { hashPassword, verifyPassword } from "better-auth/crypto";
import { limiter } from "@/lib/rate-limit";
import { visitorKey } from "@/lib/request-ip";
import type { Block } from "./blocks";
import { closedLink, followLink, NO_LINK, passwordForm, type BioAnswer } from "./click-answers";
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
  if (!target.passwordHash) return followLink(request, "POST", target, blockId);
  const password = await readPassword(request);
  if (password === null) return passwordForm(400, "Type the link's password.");
  const visitor = `${blockId}:${visitorKey(request.headers)}`;
  const taken = await WRONG_TRIES.take(visitor);
  if (!taken.ok) {
    return passwordForm(
      429,
      `Too many wrong passwords. Try again in ${taken.minutes} minute${taken.minutes === 1 ? "" : "s"}.`,
    );
  }
  if (!(await matches(target.passwordHash, password))) {
    return passwordForm(401, "Wrong password. Try again.");
  }
  await WRONG_TRIES.giveBack(visitor);
  return followLink(request, "POST", target, blockId);
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
