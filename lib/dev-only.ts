import { notFound, redirect } from "next/navigation";
import { isProduction } from "@/lib/env";

/** SPEC's public test pages: gone in production, the admin System screen in development. */
export function devOnlyRedirectToSystem(): never {
  if (isProduction()) notFound();
  redirect("/admin/system");
}
