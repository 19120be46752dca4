import { notFound } from "next/navigation";
import { Alert } from "@/components/ui/alert";
import { pageAddress } from "@/lib/biolinks/page-address";
import { getPublicPage } from "@/lib/biolinks/public-queries";
import { SIGNUP_MESSAGES, type SignupState } from "@/lib/biolinks/signup";
import { SignupResult } from "./signup-result";

const GOOD: SignupState[] = ["check-inbox", "confirmed"];

/** Where a page's sign-up form leads: what became of the address (`asked`: the state in the query). */
export async function SignupState({
  slug,
  asked,
  onDomain,
}: {
  slug: string;
  asked: unknown;
  onDomain: boolean;
}) {
  const page = await getPublicPage(slug);
  if (!page || (onDomain && !page.domain)) notFound();
  const state = (typeof asked === "string" && asked in SIGNUP_MESSAGES ? asked : "closed") as SignupState;
  const good = GOOD.includes(state);
  return (
    <SignupResult
      pageHref={pageAddress(page, onDomain).page}
      name={page.displayName || page.title}
      title={good ? "Thank you" : "Not signed up"}
    >
      <Alert tone={good ? "success" : "error"}>{SIGNUP_MESSAGES[state]}</Alert>
    </SignupResult>
  );
}
