import type { Metadata, Viewport } from "next";
import { HydrationMark } from "@/components/site/hydration-mark";
import { env } from "@/lib/env";
import "./globals.css";

export const metadata: Metadata = {
  // Absolute Open Graph and canonical URLs; SITE_URL is read when the page is rendered or built.
  metadataBase: new URL(env().SITE_URL),
  title: { default: "Creatorkit: free AI content tools", template: "%s | Creatorkit" },
  description:
    "20+ free AI tools for captions, hashtags, bios, blog posts, video scripts and more, plus a blog and free ebooks for creators.",
  applicationName: "Creatorkit",
};

const PAGE_END = "page-end";

export const viewport: Viewport = { themeColor: "#4f46e5", width: "device-width", initialScale: 1 };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      {/* Nothing is painted before the page is parsed to its end: a parser that yields half-way (a busy
          phone) would otherwise paint a part, and what follows would move it (docs/performance.md). */}
      <link rel="expect" href={`#${PAGE_END}`} blocking="render" />
      <body className="min-h-screen bg-white font-sans text-slate-900">
        {children}
        <div id={PAGE_END} hidden />
        <HydrationMark />
      </body>
    </html>
  );
}
