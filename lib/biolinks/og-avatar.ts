import "server-only";
import sharp from "sharp";
import { storage } from "@/lib/storage";

const SIZE = 220;

export interface OgAvatar {
  /** A PNG data URL of the stored avatar, or null: the card then shows the initials. */
  src: string | null;
  initials: string;
}

/** Up to two letters of the name ("Ana Example" → "AE"), "?" when it has none. */
export function initialsOf(name: string): string {
  const letters = name
    .split(/\s+/)
    .map((word) => word.match(/\p{L}|\p{N}/u)?.[0] ?? "")
    .filter(Boolean);
  return (letters.length > 1 ? letters[0]! + letters.at(-1)! : (letters[0] ?? "?")).toUpperCase();
}

/**
 * The avatar for a page's Open Graph image. Read from storage, never fetched over the network (the
 * image renderer would otherwise call our own URL, or any URL, from the server), and re-encoded as PNG:
 * next/og cannot draw the WebP we store. A missing or unreadable file falls back to the initials.
 */
export async function ogAvatar(avatarKey: string | null, name: string): Promise<OgAvatar> {
  const initials = initialsOf(name);
  if (!avatarKey) return { src: null, initials };
  try {
    const stored = await storage().get(avatarKey);
    if (!stored) return { src: null, initials };
    const png = await sharp(stored.body, { limitInputPixels: 4_000_000 }).resize(SIZE, SIZE).png().toBuffer();
    return { src: `data:image/png;base64,${png.toString("base64")}`, initials };
  } catch (error) {
    console.error("[biolinks] avatar for the Open Graph image could not be read", avatarKey, error);
    return { src: null, initials };
  }
}
