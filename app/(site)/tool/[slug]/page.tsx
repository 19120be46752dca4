import type { Metadata } from "next";
import { SHARED_KINDS, ToolRunner } from "@/components/tools/runners";
import { ToolPage, toolMetadata } from "@/components/tools/tool-page";

// ISR: rendered on first request (its JSON-LD reads the ratings, and the build has no database), then
// cached; at most an hour old, and refreshed at once when the ratings first earn aggregateRating.
// Kinds with a route of their own are rewritten away before this route (lib/tools/kind-routes.ts).
export const revalidate = 3600;

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: PageProps<"/tool/[slug]">): Promise<Metadata> {
  return toolMetadata((await params).slug);
}

export default async function SharedToolPage({ params }: PageProps<"/tool/[slug]">) {
  return (
    <ToolPage slug={(await params).slug} kinds={SHARED_KINDS}>
      {(tool) => <ToolRunner tool={tool} />}
    </ToolPage>
  );
}
