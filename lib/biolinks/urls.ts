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

const PROVIDER_HOSTS = { youtube: "youtube-nocookie.com", spotify: "open.spotify.com" } as const;

/**
 * What an embed's frame shows until the visitor presses play: a document of our own (the frame's srcdoc)
 * whose one link loads the player into the frame. The page asks the provider for nothing before that
 * click, so it stays fast and sets no provider's cookies, and it works without JavaScript (a link
 * navigating its own frame). Every part is fixed text or the player address embedFor built from a
 * checked id; nothing the owner typed goes into it.
 */
export function playerPlaceholder(embed: Embed): string {
  const play = embed.provider === "youtube" ? `${embed.src}?autoplay=1` : embed.src;
  return [
    '<!doctype html><meta name="viewport" content="width=device-width">',
    "<style>html,body{height:100%;margin:0}",
    "a{box-sizing:border-box;height:100%;display:flex;flex-direction:column;align-items:center;",
    "justify-content:center;gap:.4rem;padding:1rem;background:#18181b;color:#fafafa;",
    "font:600 1rem system-ui,sans-serif;text-decoration:none;text-align:center}",
    "a:focus-visible{outline:3px solid #fafafa;outline-offset:-6px}",
    "span{font-size:2.5rem;line-height:1}small{font-weight:400;opacity:.8}</style>",
    `<a href="${play}"><span aria-hidden="true">&#9654;</span>Play ${embed.title}`,
    `<small>Loads from ${PROVIDER_HOSTS[embed.provider]} when you press play</small></a>`,
  ].join("");
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
