import { z } from "@/lib/zod";

// Visitors get exactly the URL the owner saved, so only schemes that cannot run code are accepted.
const ALLOWED_PROTOCOLS = new Set(["http:", "https:", "mailto:", "tel:"]);
export const URL_RULE = "Links must start with https://, http://, mailto: or tel:";

export const linkUrlSchema = z
  .string()
  .trim()
  .min(1, "Enter a link")
  .max(2048, "This link is too long (2048 characters at most)")
  .refine((value) => !/[\u0000-\u001f\u007f\\]/.test(value), { message: URL_RULE })
  .refine(
    (value) => {
      try {
        const url = new URL(value);
        if (!ALLOWED_PROTOCOLS.has(url.protocol)) return false;
        return url.protocol.startsWith("http") ? Boolean(url.hostname) : value.length > url.protocol.length;
      } catch {
        return false;
      }
    },
    { message: URL_RULE },
  );

export interface Embed {
  provider: "youtube" | "spotify";
  src: string;
  title: string;
}

const SPOTIFY_KINDS = new Set(["track", "album", "playlist", "episode", "show", "artist"]);

/** The privacy-enhanced player address for a YouTube or Spotify link, or null for anything else. */
export function embedFor(value: string): Embed | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== "https:") return null;
  const host = url.hostname.replace(/^(www|m|music)\./, "");
  const id = /^[\w-]{6,20}$/;
  if (host === "youtube.com" || host === "youtu.be" || host === "youtube-nocookie.com") {
    const video =
      host === "youtu.be"
        ? url.pathname.slice(1)
        : url.pathname === "/watch"
          ? url.searchParams.get("v")
          : url.pathname.match(/^\/(?:embed|shorts|live)\/([^/]+)/)?.[1];
    return video && id.test(video)
      ? {
          provider: "youtube",
          src: `https://www.youtube-nocookie.com/embed/${video}`,
          title: "YouTube video",
        }
      : null;
  }
  if (host === "open.spotify.com") {
    const [kind, item] = url.pathname.replace(/^\/(intl-[a-z-]+\/)?/i, "").split("/");
    return kind && item && SPOTIFY_KINDS.has(kind) && /^[A-Za-z0-9]{10,40}$/.test(item)
      ? {
          provider: "spotify",
          src: `https://open.spotify.com/embed/${kind}/${item}`,
          title: `Spotify ${kind}`,
        }
      : null;
  }
  return null;
}
