import { z } from "@/lib/zod";

// Text that can reach a mail (an address, a name, a subject) is checked where it is typed, so no stored
// value can split a header or carry a link into a sender's name: RFC 5321's lengths, one line, no links.

/** Control characters, CR and LF among them: nothing a one-line field needs. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
/** A scheme ("https://"), "www.", or a host followed by a path: what a mail client shows as a link. */
const LINK = /[a-z][a-z0-9+.-]*:\/\/|\bwww\.|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}\//i;

export const hasControlCharacters = (text: string) => CONTROL.test(text);
export const hasLink = (text: string) => LINK.test(text);

/** A field that ends on one line (a subject, a name): control characters refused with `label`'s words. */
export function oneLine<T extends z.ZodType<string>>(schema: T, label: string) {
  return schema.refine(
    (text) => !hasControlCharacters(text),
    `${label} must be one line, without control characters`,
  );
}

/** A name shown to someone else in a mail or beside a form: one line and no links. */
export function displayName<T extends z.ZodType<string>>(schema: T, label: string) {
  return oneLine(schema, label).refine((text) => !hasLink(text), `${label} must not contain links`);
}

/** An address as RFC 5321 bounds it (local part 64, whole 254), trimmed and lower-cased. */
export function emailAddress(message: string) {
  return z
    .string()
    .trim()
    .toLowerCase()
    .max(254, message)
    .refine((address) => !hasControlCharacters(address), message)
    .pipe(z.email(message))
    .refine((address) => address.lastIndexOf("@") <= 64, message);
}
