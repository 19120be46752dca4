import { createHash } from "node:crypto";

// The confirmation link of a creator's list, shared by a visitor's sign-up (subscribers.ts) and an
// import's mails (import/confirm-mails.ts). Kept apart from subscribers.ts because the job queue's worker
// loads it in `npm start`'s server, outside Next, where server-only modules cannot be imported.

/** How long a confirmation link works; unconfirmed addresses older than this are deleted. */
export const CONFIRM_DAYS = 7;

/** Links are kept only as a hash: a copy of the table confirms nobody. */
export const hashToken = (token: string) => createHash("sha256").update(token).digest("base64url");
