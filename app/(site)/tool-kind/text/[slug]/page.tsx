import type { Metadata } from "next";
import { TextTool } from "@/components/tools/text-tool";
import { ToolPage, toolMetadata } from "@/components/tools/tool-page";

// The text tools' pages, reached by the rewrite of /tool/<slug> (lib/tools/kind-routes.ts), so the browser
// loads the text tool's form and nothing of the other kinds. ISR like app/(site)/tool/[slug].
export const revalidate = 3600;

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: PageProps<"/tool-kind/text/[slug]">): Promise<Metadata> {
  return toolMetadata((await params).slug);
}

export default async function TextToolPage({ params }: PageProps<"/tool-kind/text/[slug]">) {
  return (
    <ToolPage slug={(await params).slug} kinds={["text"]}>
      {(tool) => <TextTool tool={tool} />}
    </ToolPage>
  );
}
