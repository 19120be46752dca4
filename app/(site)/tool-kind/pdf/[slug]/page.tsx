import type { Metadata } from "next";
import { PdfTool } from "@/components/tools/pdf/pdf-tool";
import { ToolPage, toolMetadata } from "@/components/tools/tool-page";

// The PDF tools' pages, reached by the rewrite of /tool/<slug> (lib/tools/kind-routes.ts), so the browser
// loads the PDF screens and nothing of the other kinds. ISR like app/(site)/tool/[slug].
export const revalidate = 3600;

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: PageProps<"/tool-kind/pdf/[slug]">): Promise<Metadata> {
  return toolMetadata((await params).slug);
}

export default async function PdfToolPage({ params }: PageProps<"/tool-kind/pdf/[slug]">) {
  return (
    <ToolPage slug={(await params).slug} kinds={["pdf"]}>
      {(tool) => <PdfTool tool={tool} />}
    </ToolPage>
  );
}
