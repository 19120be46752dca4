import type { Metadata } from "next";
import { ToolPage, toolMetadata } from "@/components/tools/tool-page";

// ISR: rendered on first request (its JSON-LD reads the ratings, and the build has no database), then
// cached; at most an hour old, and refreshed at once when the ratings first earn aggregateRating. Every
// kind of tool renders here; each page loads only its own screen's code (components/tools/screens.tsx).
export const revalidate = 3600;

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: PageProps<"/tool/[slug]">): Promise<Metadata> {
  return toolMetadata((await params).slug);
}

export default async function ToolRoute({ params }: PageProps<"/tool/[slug]">) {
  return <ToolPage slug={(await params).slug} />;
}
