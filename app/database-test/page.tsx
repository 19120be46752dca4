import { devOnlyRedirectToSystem } from "@/lib/dev-only";

export const dynamic = "force-dynamic";

export default function Page() {
  devOnlyRedirectToSystem();
}
