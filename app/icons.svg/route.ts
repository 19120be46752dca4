import { iconSprite } from "@/lib/icons/sprite";

// The icon sprite of components/icons/icon.tsx, made at build. Pages ask for it with its content hash in
// the address (lib/icons/paths.ts), so browsers may keep it for a year.
export const dynamic = "force-static";

export function GET() {
  return new Response(iconSprite().svg, {
    headers: {
      "content-type": "image/svg+xml",
      "cache-control": "public, max-age=31536000, immutable",
    },
  });
}
