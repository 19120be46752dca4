import { ImageResponse } from "next/og";
import { CATEGORY_LABELS, getTool, tools } from "@/lib/tools/registry";

// Drawn with next/og's bundled font only: no network fonts at build or request time.
export const alt = "Creatorkit free AI tool";
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

export function generateStaticParams() {
  return tools.map((t) => ({ slug: t.slug }));
}

export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  const tool = getTool((await params).slug);
  const name = tool?.name ?? "Free AI tools";
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: 72,
        background: "linear-gradient(135deg, #eef2ff 0%, #ffffff 60%)",
        color: "#0f172a",
      }}
    >
      <div style={{ fontSize: 32, color: "#4f46e5", fontWeight: 700 }}>Creatorkit</div>
      <div style={{ display: "flex", flexDirection: "column", gap: 24 }}>
        <div style={{ fontSize: 76, fontWeight: 800, lineHeight: 1.1 }}>{name}</div>
        <div style={{ fontSize: 34, color: "#475569", lineHeight: 1.3 }}>{tool?.description ?? ""}</div>
      </div>
      <div style={{ fontSize: 28, color: "#64748b" }}>
        {`${tool ? `${CATEGORY_LABELS[tool.category]} · ` : ""}Free, no account needed`}
      </div>
    </div>,
    size,
  );
}
