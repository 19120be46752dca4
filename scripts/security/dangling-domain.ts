import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { authApi, cookieHeader, probeEmail, runWhenMain } from "../security-client";
import { send } from "./_http";
import { rawGet } from "./_raw-http";

// Issue 62, item 2: a deleted page's domain kept serving its old slug for 30 s (and Caddy's ask kept
// saying yes), so a new page that took the freed slug was served on the old owner's domain. A probe
// account gets a page whose domain is verified (written straight into the server's database: a real
// verification needs DNS records the check cannot create), the domain is served once so the server has
// it in memory, then the page is deleted through the dashboard's own server action, as the browser
// calls it: at once, the domain must serve nothing and Caddy's ask must say no. So it needs the server's
// PostgreSQL as DATABASE_URL, as reset-tokens does; without it only the ask's refusal of a made-up name
// is checked. Caddy's ask also has a per-address limit that this check cannot see from loopback (Caddy's
// own address, which has none); the integration tests cover it.

type Sql = ReturnType<typeof postgres>;

const ask = async (baseUrl: string, domain: string) =>
  (await send(`${baseUrl}/api/domains/allowed?domain=${encodeURIComponent(domain)}`)).status;

/** The id of the server action named `name`, from the client chunks `page` loads. */
async function actionIdIn(baseUrl: string, page: string, cookie: string, name: string) {
  const html = await (await send(`${baseUrl}${page}`, { headers: { cookie } })).text();
  const chunks = [...html.matchAll(/<script[^>]+src="([^"]+\.js[^"]*)"/g)].map((m) => m[1]!);
  const reference = new RegExp(`createServerReference\\)\\("([0-9a-f]{40,})"[^)]*"${name}"\\)`);
  for (const chunk of new Set(chunks)) {
    const id = reference.exec(await (await send(new URL(chunk, baseUrl).href)).text())?.[1];
    if (id) return id;
  }
  return null;
}

/**
 * Calls a `(previousState, formData)` action as React 19's client encodes it (encodeReply): the form's
 * fields under the prefix `_1_`, and the arguments as part 0, the form referred to as `$K1`.
 */
async function callAction(baseUrl: string, page: string, cookie: string, id: string, fields: object) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(`_1_${key}`, String(value));
  body.append("0", JSON.stringify([null, "$K1"]));
  const origin = new URL(baseUrl).origin;
  return send(`${baseUrl}${page}`, {
    method: "POST",
    headers: { "next-action": id, origin, cookie, accept: "text/x-component" },
    body,
  });
}

async function probeWithDomain(baseUrl: string, sql: Sql) {
  const email = probeEmail("domain");
  const password = "probe-password-1";
  const signUp = await authApi(baseUrl, "/sign-up/email", { email, password, name: "Probe" });
  if (!signUp.ok) throw new Error(`could not sign up a probe account (${signUp.status})`);
  await sql`update "user" set email_verified = true where email = ${email}`;
  const signIn = await authApi(baseUrl, "/sign-in/email", { email, password });
  if (!signIn.ok) throw new Error(`the probe account could not sign in (${signIn.status})`);
  const tag = randomBytes(5).toString("hex");
  const slug = `security-${tag}`;
  const domain = `links.${tag}.security-check.example`;
  const [page] = await sql<{ id: string }[]>`
    insert into bio_pages (user_id, slug, title, theme, published)
    select id, ${slug}, 'Probe', '{"name":"classic"}'::jsonb, true from "user" where email = ${email}
    returning id`;
  await sql`
    insert into bio_domains (page_id, domain, token, verified_at)
    values (${page!.id}, ${domain}, ${tag}, now())`;
  return { email, cookie: cookieHeader(signIn), pageId: page!.id, domain };
}

export default async function check(baseUrl: string): Promise<string[]> {
  if ((await ask(baseUrl, "nobody.security-check.example")) !== 404)
    return ["Caddy's ask allowed a made-up name"];
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl?.startsWith("postgres")) {
    console.warn("dangling-domain: skipped, set DATABASE_URL to the server's PostgreSQL to make a domain");
    return [];
  }
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  let email: string | undefined;
  try {
    const probe = await probeWithDomain(baseUrl, sql);
    email = probe.email;
    const served = await rawGet(baseUrl, "/", probe.domain);
    if (served.status !== 200)
      return [`the probe's verified domain answered ${served.status} before the deletion, not 200`];
    if ((await ask(baseUrl, probe.domain)) !== 200)
      return ["Caddy's ask refused the probe's verified domain before the deletion"];
    const id = await actionIdIn(baseUrl, "/dashboard", probe.cookie, "deletePageAction");
    if (!id) return ["found no deletePageAction in the dashboard's scripts"];
    const deleted = await callAction(baseUrl, "/dashboard", probe.cookie, id, { pageId: probe.pageId });
    await deleted.text();
    const [left] = await sql<{ n: number }[]>`
      select count(*)::int as n from bio_pages where id = ${probe.pageId}`;
    if (left?.n !== 0) return [`deleting the page through its action failed (${deleted.status})`];
    const findings: string[] = [];
    const after = await rawGet(baseUrl, "/", probe.domain);
    if (after.status !== 404)
      findings.push(`the deleted page's domain answered ${after.status} right after, not 404`);
    if ((await ask(baseUrl, probe.domain)) !== 404)
      findings.push("Caddy's ask still allowed the deleted page's domain right after");
    return findings;
  } finally {
    if (email) await sql`delete from "user" where email = ${email}`;
    await sql.end();
  }
}

runWhenMain(import.meta.url, "dangling-domain", check);
