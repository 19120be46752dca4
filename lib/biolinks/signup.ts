import "server-only";
import { requestSends } from "@/lib/newsletter/send-queue";
import { isBot } from "@/lib/bots";
import { rethrowIfDatabaseUnavailable } from "@/lib/db/availability";
import { sendEmail } from "@/lib/email/send";
import { bioSignupConfirmEmail } from "@/lib/email/templates";
import { env } from "@/lib/env";
import { takeRecipientSlot } from "@/lib/email/recipient-limit";
import { limiter } from "@/lib/rate-limit";
import { visitorKey } from "@/lib/request-ip";
import { absoluteUrl } from "@/lib/site-url";
import { z } from "@/lib/zod";
import { subscribeSchema } from "@/lib/newsletter/validation";
import { confirmPagePath } from "./paths";
import { addPendingSubscriber, confirmSubscriber, findSignupTarget } from "./subscribers";

// A visitor's sign-up on a bio page's "E-mail sign-up" block, posted as a plain form (no JavaScript
// needed). Every outcome is a state the result page words (SIGNUP_MESSAGES); nothing here throws a 500 at a
// visitor for what they sent.

export const SIGNUP_MESSAGES = {
  "check-inbox": "Almost there! Check your inbox and follow the link to confirm your subscription.",
  invalid: "Please enter a valid email address",
  limited: "Too many sign-ups from your network. Please try again later.",
  closed: "This sign-up form is not available any more.",
  refused: "Automated sign-ups are not accepted.",
  "mail-failed": "We could not send the confirmation e-mail. Please try again in a few minutes.",
  confirmed: "You are subscribed. Thank you!",
  expired: "This confirmation link is not valid any more. Sign up again on the page to get a new one.",
} as const;
export type SignupState = keyof typeof SIGNUP_MESSAGES;

const MAX_BODY = 4096;
const HOUR = 60 * 60_000;
/** Sign-ups one page takes per hour from everyone together: a flood from many addresses stops here. */
const perPage = limiter("bio-signup-page", { limit: 200, windowMs: HOUR });

const formSchema = z.object({ blockId: z.uuid(), website: z.string().max(200).optional() });

async function readForm(request: Request): Promise<FormData | null> {
  const length = Number(request.headers.get("content-length") ?? "0");
  if (length > MAX_BODY) return null;
  const text = await request.text().catch(() => null);
  if (text === null || text.length > MAX_BODY) return null;
  const form = new FormData();
  for (const [key, value] of new URLSearchParams(text)) form.append(key, value);
  return form;
}

export async function signUp(request: Request, slug: string): Promise<SignupState> {
  if (isBot(request.headers.get("user-agent"))) return "refused";
  const form = await readForm(request);
  const fields = form ? formSchema.safeParse(Object.fromEntries(form)) : null;
  if (!form || !fields?.success) return "closed";
  // The hidden field a person never fills: answered like a success, so a bot learns nothing.
  if (fields.data.website) return "check-inbox";
  const email = subscribeSchema.safeParse({ email: form.get("email") ?? "" });
  if (!email.success) return "invalid";
  try {
    const target = await findSignupTarget(slug, fields.data.blockId);
    if (!target) return "closed";
    // A visitor over their limit is refused before the page's count, so one visitor cannot use up the page's.
    const perVisitor = limiter("bio-signup", { limit: env().BIO_SIGNUPS_PER_HOUR, windowMs: HOUR });
    const visitor = `${target.pageId}:${visitorKey(request.headers)}`;
    if (!(await perVisitor.take(visitor)).ok) return "limited";
    if (!(await perPage.take(target.pageId)).ok) {
      await perVisitor.giveBack(visitor);
      return "limited";
    }
    // One confirmation per address per page a day, a few per address from the whole site: a repeat inside
    // the window sends nothing and keeps the link already sent working; the answer is the same either way.
    const slot = await takeRecipientSlot(email.data.email, `bio:${target.pageId}`);
    if (!slot) return "check-inbox";
    const token = await addPendingSubscriber(target.pageId, email.data.email);
    // Already confirmed: the same answer, so the form does not tell who is on the list.
    if (!token) {
      await slot.release();
      return "check-inbox";
    }
    const confirmUrl = absoluteUrl(confirmPagePath(slug, token));
    await sendEmail(bioSignupConfirmEmail({ slug, name: target.name }, confirmUrl), {
      to: email.data.email,
    }).catch(async (error: unknown) => {
      await slot.release();
      throw error;
    });
    return "check-inbox";
  } catch (error) {
    rethrowIfDatabaseUnavailable(error);
    console.error("[bio sign-up] failed", error);
    return "mail-failed";
  }
}

export async function confirmSignUp(request: Request, slug: string): Promise<SignupState> {
  const form = await readForm(request);
  const token = z.string().min(20).max(100).safeParse(form?.get("token"));
  if (!token.success) return "expired";
  if (!(await confirmSubscriber(slug, token.data))) return "expired";
  // The page's welcome sequence's first e-mail goes now, not at the queue's next minute.
  await requestSends().catch((error: unknown) => console.error("[bio sign-up] queue unavailable", error));
  return "confirmed";
}
