import ICAL from "ical.js";
import type { BlockOf } from "./blocks";

// A page's contact card block as the file a visitor's phone or mail program imports: a vCard 4.0
// (RFC 6350), written by ical.js, which escapes and folds each value as the RFC says.

type Contact = BlockOf<"contact">;

/** The vCard of `contact`; `source`: where it can be fetched again (its SOURCE). */
export function contactVCard(contact: Contact, source: string): string {
  const card = new ICAL.Component(["vcard", [], []]);
  card.addPropertyWithValue("version", "4.0");
  card.addPropertyWithValue("fn", contact.name);
  // N is required by older importers; a name does not split into family and given names one way for
  // every culture, so the whole of it is the given name.
  card.addPropertyWithValue("n", ["", contact.name, "", "", ""]);
  if (contact.organization) card.addPropertyWithValue("org", [contact.organization]);
  if (contact.phone) {
    const tel = card.addPropertyWithValue("tel", `tel:${contact.phone.replace(/[^+0-9]/g, "")}`);
    tel.setParameter("value", "uri");
  }
  if (contact.email) card.addPropertyWithValue("email", contact.email);
  if (contact.website) card.addPropertyWithValue("url", contact.website);
  card.addPropertyWithValue("source", source);
  return `${card.toString()}\r\n`;
}

/** A file name for the card: the name's letters and digits, or "contact". */
export function contactFileName(contact: Contact): string {
  const base = contact.name
    .normalize("NFKD")
    .replace(/[^A-Za-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .toLowerCase()
    .slice(0, 60);
  return `${base || "contact"}.vcf`;
}

/** The card as a download. */
export function contactResponse(contact: Contact, source: string): Response {
  return new Response(contactVCard(contact, source), {
    headers: {
      "content-type": "text/vcard; charset=utf-8",
      "content-disposition": `attachment; filename="${contactFileName(contact)}"`,
      // A save shows on the page within its minute; the card may lag as long, no more.
      "cache-control": "public, max-age=60",
    },
  });
}
