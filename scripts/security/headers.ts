import { send } from "./_http";

// Finding 9: every response carries a Content-Security-Policy; per-request pages a nonce that their
// scripts carry; cached pages a policy with no third-party hosts beyond analytics. COOP everywhere.
const REQUIRED = ["object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'self'"];

export default async function check(baseUrl: string): Promise<string[]> {
  const findings: string[] = [];
  const pages: [string, "nonce" | "cached"][] = [
    ["/", "cached"],
    ["/blog", "cached"],
    ["/tools", "cached"],
    ["/tool/ai-bio-generator", "cached"],
    ["/ebooks", "cached"],
    ["/login", "nonce"],
    ["/admin/login", "nonce"],
  ];
  for (const [path, kind] of pages) {
    const response = await send(`${baseUrl}${path}`);
    const policy = response.headers.get("content-security-policy");
    if (!policy) {
      findings.push(`${path} has no Content-Security-Policy`);
      continue;
    }
    for (const directive of REQUIRED) {
      if (!policy.includes(directive)) findings.push(`${path}'s policy lacks ${directive}`);
    }
    if (response.headers.get("cross-origin-opener-policy") !== "same-origin") {
      findings.push(`${path} lacks Cross-Origin-Opener-Policy: same-origin`);
    }
    const html = await response.text();
    if (kind === "nonce") {
      const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
      if (!nonce || !policy.includes("'strict-dynamic'")) findings.push(`${path} has no nonce policy`);
      else if (!html.includes(`nonce="${nonce}"`)) findings.push(`${path}'s scripts do not carry the nonce`);
    }
  }
  for (const path of ["/api/health", "/robots.txt"]) {
    if (!(await send(`${baseUrl}${path}`)).headers.get("content-security-policy")) {
      findings.push(`${path} has no Content-Security-Policy`);
    }
  }
  if (baseUrl.startsWith("https:")) {
    const hsts = (await send(`${baseUrl}/`)).headers.get("strict-transport-security");
    if (!hsts) findings.push("an https site sends no Strict-Transport-Security");
  }
  return findings;
}
