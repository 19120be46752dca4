import "server-only";
import { getAuth } from "@/lib/auth/auth";

/** Whether `password` is the user's current password (for confirming destructive actions). */
export async function isCurrentPassword(userId: string, password: string): Promise<boolean> {
  const context = await getAuth().$context;
  const accounts = await context.internalAdapter.findAccounts(userId);
  const hash = accounts.find((a) => a.providerId === "credential")?.password;
  return hash ? context.password.verify({ hash, password }) : false;
}
