import { ImageResponse } from "next/og";
import { getPublicPost } from "@/lib/blog/public-post-queries";

// Drawn for posts without a featured image (generateMetadata points to the featured image otherwise).
// Uses next/og's bundled font: nothing is fetched from the network.
export const revalidate = 60;
export const alt = "Creatorkit blog post";
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

export default async function PostOpenGraphImage({ params }: { params: Promise<{ slug: string }> }) {
  const post = await getPublicPost((await params).slug);
  const title = post?.title ?? "Creatorkit blog";
  const accent = post?.category?.color ?? "#4f46e5";
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
      <div style={{ display: "flex", fontSize: 32, color: "#4338ca", fontWeight: 700 }}>Creatorkit Blog</div>
      <div
        style={{ display: "flex", fontSize: title.length > 60 ? 56 : 72, fontWeight: 800, color: "#0f172a" }}
      >
        {title}
      </div>
      <div style={{ display: "flex", gap: 24, fontSize: 28, color: "#475569" }}>
        {post?.category ? <span>{post.category.name}</span> : null}
        {post ? <span>{post.readingMinutes} min read</span> : null}
      </div>
    </div>,
    size,
  );
}
