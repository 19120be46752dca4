import { ogCard } from "@/components/site/og-card";
import { formatDate } from "@/lib/format";
import { getArchivedIssue } from "@/lib/newsletter/archive";

// The drawn card of an issue for Open Graph and its JSON-LD, cached like the issue's page.
export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

export async function GET(_request: Request, { params }: RouteContext<"/newsletter/[slug]/card.png">) {
  const issue = await getArchivedIssue((await params).slug);
  if (!issue) return new Response("Not found", { status: 404 });
  return ogCard({
    kicker: "Creatorkit Newsletter",
    title: issue.subject,
    facts: issue.sentAt ? [formatDate(issue.sentAt)] : [],
  });
}
