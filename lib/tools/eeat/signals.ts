import { squash, typesOf, type PageLink, type ParsedPage } from "./page";

// Each signal is measured on the page itself and reported pass / warn / fail with the evidence found (a
// quote, an element, a link) and why it matters for Google's E-E-A-T guidance.

export const GROUPS = ["Experience", "Expertise", "Authoritativeness", "Trust"] as const;
export type Group = (typeof GROUPS)[number];
export type Status = "pass" | "warn" | "fail";

export interface Signal {
  id: string;
  group: Group;
  label: string;
  status: Status;
  evidence: string;
  why: string;
}

const quote = (s: string, max = 120) => `“${s.length > max ? `${s.slice(0, max - 1)}…` : s}”`;
const findLink = (links: PageLink[], pattern: RegExp) =>
  links.find(
    (l) => !l.href.startsWith("mailto:") && (pattern.test(l.text) || pattern.test(new URL(l.href).pathname)),
  );
const describeLink = (l: PageLink) => `<a href="${l.href}">${l.text || l.href}</a>`;

const REPUTABLE =
  /(\.gov|\.edu|\.int|\.ac\.[a-z]{2}|\.gov\.[a-z]{2}|wikipedia\.org|who\.int|nih\.gov|nature\.com|science\.org|sciencedirect\.com|springer\.com|nejm\.org|thelancet\.com|bmj\.com|reuters\.com|apnews\.com|bbc\.co\.uk|nytimes\.com|ft\.com|economist\.com|harvard\.edu|mayoclinic\.org|pubmed|doi\.org|arxiv\.org|developers\.google\.com|w3\.org|ietf\.org|iso\.org)$/i;
const EXPERIENCE =
  /\b(I|we) (tested|tried|used|visited|bought|cooked|built|measured|spent|found|noticed|ran|compared)\b|\bin my experience\b|\bhands-on\b|\bmy (own )?(results|test|setup|kitchen|garden|team)\b|\bwhen I\b|\bour (tests?|testing|team tested)\b/gi;
const POLICY =
  /editorial (policy|standards|guidelines)|review (policy|process|methodology)|how we (test|review|rate)|fact[- ]check|corrections? policy|ethics policy/i;

function author(page: ParsedPage): { name: string | null; where: string } {
  const meta = page.meta("author") ?? page.meta("article:author");
  if (meta && !/^https?:/.test(meta)) return { name: meta, where: `<meta name="author" content="${meta}">` };
  const el = page.document.querySelector(
    '[rel="author"], [itemprop="author"], .author, .byline, .post-author, [class*="author-name"]',
  );
  const text = squash(el?.textContent);
  if (text) return { name: text, where: quote(text) };
  for (const node of page.jsonLd) {
    const a = ([] as unknown[]).concat(node.author ?? [])[0] as Record<string, unknown> | undefined;
    if (a && typeof a.name === "string") return { name: a.name, where: `JSON-LD author "${a.name}"` };
  }
  const byline = /\bBy ([A-Z][\w'-]+(?: [A-Z][\w'-]+){0,3})\b/.exec(page.text);
  if (byline) return { name: byline[1]!, where: quote(byline[0]) };
  return { name: null, where: "" };
}

function date(page: ParsedPage, kind: "published" | "modified"): string | null {
  const meta = page.meta(`article:${kind}_time`);
  if (meta) return `<meta property="article:${kind}_time" content="${meta}">`;
  const key = kind === "published" ? "datePublished" : "dateModified";
  const node = page.jsonLd.find((n) => typeof n[key] === "string");
  if (node) return `JSON-LD ${key} "${node[key]}"`;
  const prop = page.document.querySelector(`[itemprop="${key}"]`);
  if (prop)
    return `itemprop="${key}" ${prop.getAttribute("content") ?? prop.getAttribute("datetime") ?? squash(prop.textContent)}`;
  if (kind === "published") {
    const time = page.document.querySelector("time[datetime]");
    if (time) return `<time datetime="${time.getAttribute("datetime")}">`;
  }
  const text = new RegExp(
    `\\b(${kind === "published" ? "published|posted" : "updated|last modified|reviewed"})( on)?:? [A-Z]?[\\w ,.]{4,24}\\d{4}`,
    "i",
  ).exec(page.text);
  return text ? quote(text[0]) : null;
}

export function measureSignals(page: ParsedPage): Signal[] {
  const signals: Signal[] = [];
  const add = (s: Signal) => signals.push(s);
  const by = author(page);
  add({
    id: "byline",
    group: "Expertise",
    label: "Author byline",
    status: by.name ? "pass" : "fail",
    evidence: by.name ? by.where : "No author name found (no byline, author meta tag or schema author).",
    why: "Readers and search engines weigh content by who wrote it; anonymous pages are hard to trust.",
  });
  const authorLink =
    page.links.find((l) => l.rel.split(/\s+/).includes("author")) ??
    findLink(page.links, /\/(author|authors|team|people|profile)\//i);
  add({
    id: "author-page",
    group: "Expertise",
    label: "Author page",
    status: authorLink ? "pass" : by.name ? "warn" : "fail",
    evidence: authorLink
      ? describeLink(authorLink)
      : by.name
        ? "The author is named but not linked to a page about them."
        : "No link to an author page.",
    why: "An author page shows credentials and other work, which is how expertise is demonstrated.",
  });
  const entities = page.jsonLd.filter((n) =>
    typesOf(n).some((t) => /^(Person|Organization|LocalBusiness|NewsMediaOrganization|Corporation)$/.test(t)),
  );
  const withSameAs = entities.find((n) => n.sameAs);
  add({
    id: "schema",
    group: "Authoritativeness",
    label: "Person/Organization schema with sameAs",
    status: withSameAs ? "pass" : entities.length ? "warn" : "fail",
    evidence: withSameAs
      ? `JSON-LD ${typesOf(withSameAs).join("/")} "${String(withSameAs.name ?? "")}" with sameAs ${JSON.stringify(withSameAs.sameAs).slice(0, 140)}`
      : entities.length
        ? `JSON-LD ${typesOf(entities[0]!).join("/")} without sameAs links to its profiles.`
        : "No Person or Organization structured data.",
    why: "sameAs ties the author or publisher to profiles elsewhere, so their reputation can be verified.",
  });
  for (const [id, label, pattern, why, group] of [
    [
      "about",
      "About page linked",
      /\babout( us)?\b|\/about/i,
      "An About page says who runs the site and why they can be trusted.",
      "Authoritativeness",
    ],
    [
      "contact",
      "Contact page linked",
      /\bcontact( us)?\b|\/contact/i,
      "A way to reach the publisher is a basic trust requirement, more so for shops and advice.",
      "Trust",
    ],
    [
      "privacy",
      "Privacy policy linked",
      /\bprivacy\b|\/privacy/i,
      "A privacy policy shows the site is accountable for visitors' data.",
      "Trust",
    ],
  ] as const) {
    const link = findLink(page.links, pattern);
    add({
      id,
      group,
      label,
      status: link ? "pass" : "fail",
      evidence: link ? describeLink(link) : `No link to a ${label.split(" ")[0]!.toLowerCase()} page found.`,
      why,
    });
  }
  const published = date(page, "published");
  add({
    id: "published",
    group: "Trust",
    label: "Published date",
    status: published ? "pass" : "fail",
    evidence: published ?? "No publication date found.",
    why: "Dates let readers judge whether information is current.",
  });
  const updated = date(page, "modified");
  add({
    id: "updated",
    group: "Trust",
    label: "Updated date",
    status: updated ? "pass" : "warn",
    evidence: updated ?? "No last-updated date; fine for new pages, a gap for advice that changes.",
    why: "Showing when a page was last reviewed signals that it is maintained.",
  });
  const external = page.links.filter((l) => l.external);
  const reputable = external.filter((l) => REPUTABLE.test(new URL(l.href).hostname));
  add({
    id: "citations",
    group: "Authoritativeness",
    label: "Citations to reputable sources",
    status: reputable.length >= 2 ? "pass" : reputable.length === 1 || external.length > 0 ? "warn" : "fail",
    evidence: reputable.length
      ? reputable
          .slice(0, 3)
          .map((l) => new URL(l.href).hostname)
          .join(", ")
      : external.length
        ? `${external.length} outbound link(s), none to a recognised authority (e.g. ${new URL(external[0]!.href).hostname}).`
        : "No outbound links to sources.",
    why: "Citing primary and authoritative sources lets readers verify claims.",
  });
  const https = page.url.protocol === "https:";
  add({
    id: "https",
    group: "Trust",
    label: "HTTPS",
    status: https ? "pass" : "fail",
    evidence: https
      ? `Served over HTTPS (${page.url.origin}).`
      : `Served over plain HTTP (${page.url.origin}).`,
    why: "Unencrypted pages can be altered in transit and browsers mark them as not secure.",
  });
  const markers = [...page.text.matchAll(EXPERIENCE)].map((m) => m[0]);
  add({
    id: "experience",
    group: "Experience",
    label: "First-hand experience markers",
    status: markers.length >= 2 ? "pass" : markers.length === 1 ? "warn" : "fail",
    evidence: markers.length
      ? [...new Set(markers)]
          .slice(0, 4)
          .map((m) => quote(m))
          .join(", ")
      : "No first-person accounts of using, testing or visiting.",
    why: "Google's raters look for signs the writer has actually used the product or lived the topic.",
  });
  const policy =
    findLink(page.links, POLICY) ??
    (POLICY.exec(page.text)
      ? { text: POLICY.exec(page.text)![0], href: "", rel: "", external: false }
      : null);
  add({
    id: "policy",
    group: "Trust",
    label: "Editorial or review policy",
    status: policy ? "pass" : "warn",
    evidence: policy
      ? policy.href
        ? describeLink(policy)
        : quote(policy.text)
      : "No editorial, review or fact-checking policy mentioned.",
    why: "A stated editorial or testing process explains how content is checked before it is published.",
  });
  const mail = page.links.find((l) => l.href.startsWith("mailto:"));
  const tel = page.links.find((l) => l.href.startsWith("tel:"));
  const address = page.document.querySelector("address");
  const schemaContact = page.jsonLd.find((n) => n.telephone || n.email || n.address);
  const contact =
    mail?.href ??
    tel?.href ??
    (address ? quote(squash(address.textContent)) : schemaContact ? "JSON-LD telephone/email/address" : null);
  add({
    id: "contact-details",
    group: "Trust",
    label: "Contact details",
    status: contact ? "pass" : "warn",
    evidence: contact ?? "No e-mail address, telephone number or postal address on the page.",
    why: "Visible contact details show there are real, reachable people behind the page.",
  });
  return signals;
}
