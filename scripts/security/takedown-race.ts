import { randomUUID } from "node:crypto";
import { authApi, cookieHeader, runWhenMain } from "../security-client";
import { send } from "./_http";

// Issue 62, item 1: a bio page the admin disables while its cached copy is being rendered must be gone at
// once, not served as a fresh copy for another minute. The check signs in as the admin (ADMIN_PASSWORD, as
// the server has it; SECURITY_ADMIN_USERNAME if not "admin"), keeps a public page of the admin's own
// (/l/security-takedown-probe, made and published on the first run), and twice: enables it, has it cached,
// waits out its cached period, asks for it (answered with the old copy while a new one renders behind it),
// disables it during that render, then asks again: every answer after the disable must be the 404. It
// takes about two minutes.

const SLUG = "security-takedown-probe";
/** /l/[slug] is cached for 60 s: past that, a visit is answered with the copy and renders anew behind it. */
const STALE_AFTER_MS = 61_000;
/** How long after that visit's answer the disable is sent, in ms, while the new copy is being rendered. */
const DELAYS = [0, 15];

type Fields = [string, string][];

const decode = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The forms of a page, each as its HTML. */
function forms(html: string): string[] {
  return [...html.matchAll(/<form\b[\s\S]*?<\/form>/g)].map((m) => m[0]);
}

/** A form's hidden fields: its own, and those React adds for its server action (posted without JavaScript). */
function hiddenFields(form: string): Fields {
  return [...form.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?/g)].map((m) => [
    decode(m[1]!),
    decode(m[2] ?? ""),
  ]);
}

/** Posts a form as a browser without JavaScript does. */
async function postForm(baseUrl: string, path: string, fields: Fields, cookie: string): Promise<Response> {
  const body = new FormData();
  for (const [name, value] of fields) body.append(name, value);
  return send(`${baseUrl}${path}`, { method: "POST", body, headers: { origin: baseUrl, cookie } });
}

async function page(baseUrl: string, path: string, cookie: string): Promise<string> {
  return (await send(`${baseUrl}${path}`, { headers: { cookie } })).text();
}

/**
 * Calls a server action as the page's JavaScript does, for the one step that has no form: publishing the
 * page (the editor saves by script). The action's id is read from the page's scripts, by its name.
 */
async function callAction(
  baseUrl: string,
  path: string,
  name: string,
  fields: Record<string, string>,
  cookie: string,
): Promise<Response | null> {
  const html = await page(baseUrl, path, cookie);
  const scripts = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((m) => decode(m[1]!));
  let id: string | undefined;
  for (const src of new Set(scripts)) {
    const code = await (await send(new URL(src, baseUrl).href)).text();
    id = new RegExp(`"([0-9a-f]{40,})"[^"]{0,200}"${name}"`).exec(code)?.[1];
    if (id) break;
  }
  if (!id) return null;
  // React's encoding of the action's arguments (useActionState's null state, then the form data).
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(`_1_${key}`, value);
  body.append("0", JSON.stringify([null, "$K1"]));
  return send(`${baseUrl}${path}`, {
    method: "POST",
    body,
    headers: { origin: baseUrl, cookie, "next-action": id, accept: "text/x-component" },
  });
}

/** The probe page's id and its Enable/Disable form on the admin's Bio pages screen. */
async function adminRow(baseUrl: string, cookie: string) {
  const html = await page(baseUrl, `/admin/bio-pages?q=${SLUG}`, cookie);
  const form = forms(html).find((f) => f.includes(`able /l/${SLUG}<`));
  if (!form) return null;
  const fields = hiddenFields(form);
  const pageId = fields.find(([name]) => name === "pageId")?.[1];
  return { pageId, disabled: form.includes(`>Enable /l/${SLUG}<`), fields };
}

/** Makes and publishes the admin's probe page, with one link, when it is not there yet. */
async function ensureProbePage(baseUrl: string, cookie: string): Promise<string | null> {
  if (!(await adminRow(baseUrl, cookie))) {
    const form = forms(await page(baseUrl, "/dashboard", cookie)).find((f) =>
      f.includes('aria-labelledby="new-page-heading"'),
    );
    if (!form) return "found no New page form on the admin's /dashboard";
    await postForm(
      baseUrl,
      "/dashboard",
      [...hiddenFields(form), ["slug", SLUG], ["title", "Takedown probe"]],
      cookie,
    );
  }
  const row = await adminRow(baseUrl, cookie);
  if (!row?.pageId) return `could not make /l/${SLUG}`;
  const enabled = await toggle(baseUrl, cookie, "enabled");
  if (enabled) return enabled;
  if ((await send(`${baseUrl}/l/${SLUG}`)).status === 200) return null;
  const draft = {
    title: "Takedown probe",
    displayName: "Takedown probe",
    bio: "A page the security checks disable and enable again.",
    theme: { name: "classic" },
    timeZone: "UTC",
    seoTitle: "",
    seoDescription: "",
    noindex: true,
    published: true,
    blocks: [
      {
        id: randomUUID(),
        type: "link",
        title: "Probe link",
        url: "https://example.com/",
        enabled: true,
        showFrom: "",
        showUntil: "",
      },
    ],
  };
  const saved = await callAction(
    baseUrl,
    `/edit/${SLUG}`,
    "savePageAction",
    { pageId: row.pageId, draft: JSON.stringify(draft) },
    cookie,
  );
  if (!saved) return `found no savePageAction in /edit/${SLUG}'s scripts`;
  const shown = await send(`${baseUrl}/l/${SLUG}`);
  return shown.status === 200
    ? null
    : `/l/${SLUG} answered ${shown.status} once published (save: ${saved.status})`;
}

/** Sends the admin's Enable or Disable form of the probe page, whichever it shows. */
async function toggle(baseUrl: string, cookie: string, want: "enabled" | "disabled"): Promise<string | null> {
  const row = await adminRow(baseUrl, cookie);
  if (!row) return `/l/${SLUG} is not on the admin's Bio pages screen`;
  if ((want === "disabled") === row.disabled) return null;
  const response = await postForm(baseUrl, "/admin/bio-pages", row.fields, cookie);
  return response.status < 400 ? null : `the admin's ${want} answered ${response.status}`;
}

export default async function check(baseUrl: string): Promise<string[]> {
  const password = process.env.ADMIN_PASSWORD;
  if (!password) {
    console.warn(
      "takedown-race: skipped, set ADMIN_PASSWORD to the server's (the check disables a page of its own)",
    );
    return [];
  }
  const signIn = await authApi(baseUrl, "/sign-in/username", {
    username: process.env.SECURITY_ADMIN_USERNAME ?? "admin",
    password,
  });
  const cookie = cookieHeader(signIn);
  if (!signIn.ok || !cookie.includes("session_token"))
    return [`the admin could not sign in (${signIn.status})`];

  const setup = await ensureProbePage(baseUrl, cookie);
  if (setup) return [setup];
  const findings: string[] = [];
  const browser = { accept: "text/html", "accept-encoding": "br, gzip" };
  let regenerated = 0;
  for (const delay of DELAYS) {
    const enabled = await toggle(baseUrl, cookie, "enabled");
    if (enabled) return [...findings, enabled];
    const shown = await send(`${baseUrl}/l/${SLUG}`, { headers: browser });
    if (shown.status !== 200) return [...findings, `/l/${SLUG} answered ${shown.status} once enabled`];
    // The reviewer's case: the cached copy is past its period, so this visit gets it at once and the page
    // is rendered again in the background; the admin disables the page while that render runs.
    await sleep(STALE_AFTER_MS);
    const stale = await send(`${baseUrl}/l/${SLUG}`, { headers: browser });
    if (stale.headers.get("x-nextjs-cache") === "STALE") regenerated++;
    await sleep(delay);
    const disabled = await toggle(baseUrl, cookie, "disabled");
    if (disabled) return [...findings, disabled];
    // Whatever that render read, what it stored must not outlive the disable.
    for (const after of [0, 500]) {
      await sleep(after);
      const answer = await send(`${baseUrl}/l/${SLUG}`, { headers: browser });
      if (answer.status !== 404) {
        findings.push(
          `/l/${SLUG} answered ${answer.status} (${answer.headers.get("x-nextjs-cache") ?? "no cache header"}) ${after} ms after the admin disabled it, ${delay} ms into its regeneration`,
        );
        break;
      }
    }
  }
  // Left disabled: a probe page nobody needs to see.
  if (regenerated === 0)
    findings.push(`/l/${SLUG} was never served stale while it regenerated: the check proves nothing`);
  return findings;
}

runWhenMain(import.meta.url, "takedown-race", check);
