import { send } from "./_http";

// Finding 5 (and issue 14 item 8): our own ebook files stream with Range, Content-Length and the
// ebook's file name; HEAD answers without a body.
export default async function check(baseUrl: string): Promise<string[]> {
  const list = (await (await send(`${baseUrl}/api/ebooks/featured`)).json().catch(() => null)) as unknown;
  const slugs =
    JSON.stringify(list ?? "")
      .match(/"slug":"([a-z0-9-]+)"/g)
      ?.map((s) => s.slice(8, -1)) ?? [];
  const findings: string[] = [];
  for (const slug of slugs) {
    const url = `${baseUrl}/api/ebooks/${slug}/download`;
    const head = await send(url, { method: "HEAD", headers: { "user-agent": "Mozilla/5.0 security-check" } });
    if (head.status === 302) continue; // a file on another host: nothing of ours to stream
    if (head.status !== 200) {
      findings.push(`HEAD ${url} answered ${head.status}`);
      continue;
    }
    if (!head.headers.get("content-length")) findings.push(`${url} sends no Content-Length`);
    if (!/attachment; filename="/.test(head.headers.get("content-disposition") ?? "")) {
      findings.push(`${url} sends no Content-Disposition with the ebook's file name`);
    }
    const ranged = await send(url, {
      headers: { range: "bytes=0-9", "user-agent": "curl/8 security-check" },
    });
    if (ranged.status !== 206 || (await ranged.arrayBuffer()).byteLength !== 10) {
      findings.push(`${url} does not answer a Range request with 206 and 10 bytes (${ranged.status})`);
    }
  }
  return findings;
}
