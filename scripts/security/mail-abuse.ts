import postgres from "postgres";
import { probeEmail, runWhenMain } from "../security-client";
import { send } from "./_http";

// Issue 38: the site's mail cannot be aimed at a third party. The footer's newsletter form is posted as a
// browser without JavaScript posts it (its hidden fields and an address): an address typed twice gets one
// mail, is not listed as a subscriber until the mail's link is followed, and both answers read the same;
// an address carrying a line break is refused. Counting mails reads the server's outbox, so that part needs
// the server's PostgreSQL as DATABASE_URL (as reset-tokens does).

const decode = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** The newsletter form's hidden fields, as the home page renders them. */
async function formFields(baseUrl: string): Promise<[string, string][] | null> {
  const html = await (await send(`${baseUrl}/`)).text();
  const form = /<form[^>]*aria-label="Newsletter"[^>]*>([\s\S]*?)<\/form>/.exec(html)?.[1];
  if (!form) return null;
  return [...form.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?/g)].map((m) => [
    decode(m[1]!),
    decode(m[2] ?? ""),
  ]);
}

async function subscribe(baseUrl: string, fields: [string, string][], email: string): Promise<string> {
  const body = new FormData();
  for (const [name, value] of fields) body.append(name, value);
  body.append("email", email);
  const response = await send(`${baseUrl}/`, { method: "POST", body, headers: { origin: baseUrl } });
  const html = await response.text();
  return (
    /id="newsletter-status"[^>]*>([\s\S]*?)<\/p>/.exec(html)?.[1]?.replace(/<[^>]+>/g, "") ??
    `status ${response.status}`
  );
}

export default async function check(baseUrl: string): Promise<string[]> {
  const fields = await formFields(baseUrl);
  if (!fields) return ["found no newsletter form on the home page"];
  const findings: string[] = [];
  const victim = probeEmail("mail");
  const first = await subscribe(baseUrl, fields, victim);
  const second = await subscribe(baseUrl, fields, victim);
  if (!first.includes("Thank you for subscribing")) return [`the first sign-up answered "${first}"`];
  if (first !== second) findings.push(`a repeated sign-up answered differently ("${second}")`);
  const broken = await subscribe(baseUrl, fields, `${probeEmail("crlf")}\r\nBcc: someone@example.com`);
  if (!broken.includes("Please enter a valid email address"))
    findings.push(`an address with a line break answered "${broken}"`);

  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl?.startsWith("postgres")) {
    console.warn(
      "mail-abuse: mails not counted, set DATABASE_URL to the server's PostgreSQL to read its outbox",
    );
    return findings;
  }
  const client = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const [mails] = await client<
      { n: number }[]
    >`select count(*)::int as n from email_outbox where "to" = ${victim}`;
    if (mails?.n !== 1) findings.push(`an address typed twice got ${mails?.n ?? 0} mails, not 1`);
    const [row] = await client<{ status: string }[]>`
      select status from newsletter_subscriptions where email = ${victim}`;
    if (row?.status !== "pending")
      findings.push(`an address nobody confirmed is "${row?.status ?? "missing"}", not "pending"`);
  } finally {
    await client.end();
  }
  return findings;
}

runWhenMain(import.meta.url, "mail-abuse", check);
