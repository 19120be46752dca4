import { send } from "./_http";

// Finding 8: the Files screen and its delete action are admin-only; a stored file's address that is
// not a generated key is never served.
export default async function check(baseUrl: string): Promise<string[]> {
  const findings: string[] = [];
  const screen = await send(`${baseUrl}/admin/files`);
  if (screen.status !== 307 && screen.status !== 302 && screen.status !== 303) {
    findings.push(
      `/admin/files answered an anonymous visitor with ${screen.status}, not a redirect to sign-in`,
    );
  }
  // A key with dot segments is refused before routing under npm start (400, issue 62), or as no file (404).
  for (const key of ["../../.data/auth-secret", "ebooks/..%2f..%2fpackage.json", "images/x.png"]) {
    const response = await send(`${baseUrl}/api/uploads/${key}`);
    if (response.status !== 404 && response.status !== 400)
      findings.push(`/api/uploads/${key} answered ${response.status}, not 404 or 400`);
  }
  return findings;
}
