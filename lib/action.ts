import "server-only";
import { z } from "@/lib/zod";
import { getSession, isAdmin, type Session } from "@/lib/auth/session";
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable } from "@/lib/db/availability";

// The one wrapper for server actions (DESIGN habit 2): check who is calling, parse with zod, run.
// Expected failures come back as values for useActionState, a database that is away among them (its
// writes are transactions, so nothing was half-written); bugs throw to error.tsx.

export type FieldErrors = Record<string, string[] | undefined>;

export type ActionFailure = {
  ok: false;
  message: string;
  fieldErrors?: FieldErrors;
  values?: Record<string, string>;
};

export type ActionState =
  | { ok: true; message?: string; /** What the action made, e.g. an uploaded file's URL. */ value?: string }
  | ActionFailure
  | null;

type Access = "admin" | "user" | "public";

interface Context<A extends Access> {
  session: A extends "public" ? Session | null : Session;
}

export const NOT_ALLOWED = "You are not allowed to do that. Sign in with an account that may.";

function formValues(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  formData.forEach((value, key) => {
    // Passwords are never sent back to the browser.
    if (typeof value === "string" && !key.startsWith("$") && !/password/i.test(key)) values[key] = value;
  });
  return values;
}

/** `R` lets an action answer with more than a message (e.g. a set-up secret to show once). */
export function validatedAction<S extends z.ZodType, A extends Access, R extends ActionState = ActionState>(
  access: A,
  schema: S,
  handler: (data: z.output<S>, context: Context<A>) => Promise<NoInfer<R>>,
) {
  const run = async (formData: FormData): Promise<R | ActionFailure> => {
    const session = await getSession();
    if (access === "admin" && !isAdmin(session)) return { ok: false, message: NOT_ALLOWED };
    if (access === "user" && !session) return { ok: false, message: NOT_ALLOWED };
    const parsed = schema.safeParse(Object.fromEntries(formData));
    if (!parsed.success) {
      const fieldErrors = z.flattenError(parsed.error).fieldErrors as FieldErrors;
      return {
        ok: false,
        message: parsed.error.issues[0]?.message ?? "Please check the form.",
        fieldErrors,
        values: formValues(formData),
      };
    }
    return handler(parsed.data, { session } as Context<A>);
  };
  return async (_previous: R | ActionState, formData: FormData): Promise<R | ActionFailure> => {
    try {
      return await run(formData);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      return { ok: false, message: DATABASE_UNAVAILABLE, values: formValues(formData) };
    }
  };
}
