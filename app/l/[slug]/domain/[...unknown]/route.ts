// Every address a creator's domain does not have (its rewrite leads every address here, to /l/{domain}/domain:
// lib/biolinks/domains/addresses.ts), and the routes only a domain reaches when asked for on the site's own
// host (rewritten to /l/none/domain/unknown).
const notFound = () =>
  new Response("Not found.", {
    status: 404,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
  });

export const GET = notFound;
export const POST = notFound;
