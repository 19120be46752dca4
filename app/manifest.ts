import type { MetadataRoute } from "next";

// Served at /manifest.webmanifest and linked from every page by Next. The icons come from app/icon.svg
// (scripts/generate-icons.ts draws the PNGs).
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: "Creatorkit: free AI content tools",
    short_name: "Creatorkit",
    description: "Free AI tools for captions, hashtags, bios, blog posts, video scripts and more.",
    start_url: "/",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: "#4f46e5",
    icons: [
      { src: "/icon.svg", sizes: "any", type: "image/svg+xml" },
      { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}
