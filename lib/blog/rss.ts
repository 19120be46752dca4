import { postSummary } from "./excerpt";
import { sanitizePostHtml } from "./sanitize";

export interface RssChannel {
  title: string;
  description: string;
  link: string;
  feedUrl: string;
}

export interface RssItem {
  title: string;
  link: string;
  excerpt: string | null;
  content: string;
  author: string;
  publishedAt: Date | null;
  category: string | null;
}

// Characters XML 1.0 forbids anywhere, even inside CDATA.
const INVALID_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

export function escapeXml(text: string): string {
  return text
    .replace(INVALID_XML, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** A CDATA section that stays one even when the text itself contains "]]>". */
export function cdata(text: string): string {
  return `<![CDATA[${text.replace(INVALID_XML, "").replace(/]]>/g, "]]]]><![CDATA[>")}]]>`;
}

function item(post: RssItem): string {
  return [
    "<item>",
    `<title>${escapeXml(post.title)}</title>`,
    `<link>${escapeXml(post.link)}</link>`,
    `<guid isPermaLink="true">${escapeXml(post.link)}</guid>`,
    `<description>${escapeXml(postSummary(post, 300))}</description>`,
    `<content:encoded>${cdata(sanitizePostHtml(post.content))}</content:encoded>`,
    `<dc:creator>${escapeXml(post.author)}</dc:creator>`,
    post.publishedAt ? `<pubDate>${post.publishedAt.toUTCString()}</pubDate>` : "",
    post.category ? `<category>${escapeXml(post.category)}</category>` : "",
    "</item>",
  ].join("");
}

/** RSS 2.0 with each post's full (sanitized) HTML in content:encoded. */
export function buildRss(channel: RssChannel, items: RssItem[]): string {
  const lastBuild = items[0]?.publishedAt ?? new Date();
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:atom="http://www.w3.org/2005/Atom">',
    "<channel>",
    `<title>${escapeXml(channel.title)}</title>`,
    `<link>${escapeXml(channel.link)}</link>`,
    `<description>${escapeXml(channel.description)}</description>`,
    "<language>en-us</language>",
    `<lastBuildDate>${lastBuild.toUTCString()}</lastBuildDate>`,
    `<atom:link href="${escapeXml(channel.feedUrl)}" rel="self" type="application/rss+xml"/>`,
    ...items.map(item),
    "</channel>",
    "</rss>",
  ].join("\n");
}

/** A feed as a response: rendered per request, shared caches may keep it for a minute. */
export function rssResponse(xml: string): Response {
  return new Response(xml, {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=0, s-maxage=60, stale-while-revalidate=60",
    },
  });
}
