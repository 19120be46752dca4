import { ImageResponse } from "next/og";
import { getPublishedEbookBySlug } from "@/lib/ebooks/public-queries";
import { formatPrice } from "@/lib/ebooks/seo";

// Drawn from the ebook's own data with next/og's bundled font: nothing is fetched from the network.
export const revalidate = 60;
export const alt = "Creatorkit free ebook";
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

export default async function EbookOpenGraphImage({ params }: { params: Promise<{ slug: string }> }) {
  const ebook = await getPublishedEbookBySlug((await params).slug);
  const title = ebook?.title ?? "Creatorkit ebooks";
  const accent = ebook?.categoryColor ?? "#4f46e5";
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
        borderLeft: `24px solid ${accent}`,
      }}
    >
      <div style={{ display: "flex", fontSize: 32, color: "#4338ca", fontWeight: 700 }}>
        Creatorkit Free Ebook
      </div>
      <div
        style={{ display: "flex", fontSize: title.length > 60 ? 56 : 72, fontWeight: 800, color: "#0f172a" }}
      >
        {title}
      </div>
      <div style={{ display: "flex", gap: 24, fontSize: 28, color: "#475569" }}>
        {ebook?.categoryName ? <span>{ebook.categoryName}</span> : null}
        {ebook && ebook.pages > 0 ? <span>{ebook.pages} pages</span> : null}
        <span>{ebook ? `${formatPrice(ebook)} download` : "Free downloads"}</span>
      </div>
    </div>,
    size,
  );
}
