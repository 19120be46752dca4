"use server";

import { revalidatePath } from "next/cache";
import { validatedAction, type ActionState } from "@/lib/action";
import { formatCount } from "@/lib/format";
import { limiter } from "@/lib/rate-limit";
import { subscribersPath } from "../paths";
import { isSuspended } from "../newsletter/oversight";
import { ownPage } from "../newsletter/queries";
import { requestImportConfirmations } from "./confirm-mails";
import { parseSubscriberCsv, readCsvFile } from "./csv";
import { importRows, type ImportRefusal } from "./store";
import { importFormSchema } from "./validation";

// "Import an existing list" (Dashboard → a page's Subscribers). The page is found through the session's
// user, so another account's page is not found and nothing changes. A file that cannot be read, or an
// import past the day's recipients, changes nothing; otherwise every row's outcome is reported.

/** Refused rows shown on the page; the rest are counted. */
const REFUSALS_SHOWN = 100;
const IMPORTS_PER_HOUR = 10;

export interface ImportReport {
  added: number;
  merged: number;
  refused: number;
  /** The first REFUSALS_SHOWN refused rows. */
  refusals: ImportRefusal[];
  mailed: boolean;
}

export type ImportState = ActionState | { ok: true; message: string; report: ImportReport };

const imports = limiter("subscriber-import", { limit: IMPORTS_PER_HOUR, windowMs: 60 * 60_000 });

export const importSubscribersAction = validatedAction<typeof importFormSchema, "user", ImportState>(
  "user",
  importFormSchema,
  async ({ slug, file, confirmation }, { session }) => {
    const userId = session.user.id;
    const page = await ownPage(userId, slug);
    if (!page) return { ok: false, message: "That page was not found." };
    if (await isSuspended(userId)) {
      return {
        ok: false,
        message:
          "Sending is suspended for your account, so it cannot import addresses. Write to us through the contact page.",
      };
    }
    // Counted before the file is read, refused or not: reading a large file is the work this bounds.
    const taken = await imports.take(userId);
    if (!taken.ok) {
      return {
        ok: false,
        message: `You can import ${IMPORTS_PER_HOUR} files an hour. Try again in ${formatCount(taken.minutes, "minute")}.`,
      };
    }
    const read = await readCsvFile(file);
    const parsed = read.ok ? parseSubscriberCsv(read.text) : read;
    const outcome = parsed.ok ? await importRows(userId, page.id, parsed.rows, confirmation) : parsed;
    if (!outcome.ok) return { ok: false, message: outcome.message, values: { confirmation } };
    const mailed = confirmation === "send";
    if (mailed && outcome.added > 0) {
      // The import stands either way: the queue's run every minute mails them once it is up.
      await requestImportConfirmations().catch((error: unknown) =>
        console.error("[subscriber import] the job queue did not take the request", error),
      );
    }
    revalidatePath(subscribersPath(slug));
    const { added, merged, refused } = outcome;
    return {
      ok: true,
      message: `Import done: ${added} added, ${merged} merged, ${refused.length} refused.`,
      report: {
        added,
        merged,
        refused: refused.length,
        refusals: refused.slice(0, REFUSALS_SHOWN),
        mailed,
      },
    };
  },
);
