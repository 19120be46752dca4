import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A minimal S3-compatible server (path-style PUT, GET with Range, HEAD, DELETE, ListObjectsV2) so the
 * real AWS SDK can be exercised over HTTP in tests. Signatures are not checked; everything else is the
 * real wire format.
 */
export async function startFakeS3(): Promise<{
  endpoint: string;
  objects: Map<string, { body: Buffer; type: string }>;
  close: () => Promise<void>;
}> {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    const key = decodeURIComponent(url.pathname);
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      if (req.method === "GET" && url.searchParams.get("list-type") === "2") {
        const bucket = `${key.replace(/\/$/, "")}/`;
        const items = [...objects]
          .filter(([k]) => k.startsWith(bucket))
          .map(
            ([k, o]) =>
              `<Contents><Key>${k.slice(bucket.length)}</Key><Size>${o.body.length}</Size><LastModified>2026-01-01T00:00:00.000Z</LastModified></Contents>`,
          );
        res
          .writeHead(200, { "Content-Type": "application/xml" })
          .end(
            `<?xml version="1.0"?><ListBucketResult><IsTruncated>false</IsTruncated>${items.join("")}</ListBucketResult>`,
          );
      } else if (req.method === "PUT") {
        objects.set(key, { body: Buffer.concat(chunks), type: String(req.headers["content-type"] ?? "") });
        res.writeHead(200, { ETag: '"fake"' }).end();
      } else if (req.method === "GET" || req.method === "HEAD") {
        const found = objects.get(key);
        if (!found) {
          res
            .writeHead(404, { "Content-Type": "application/xml" })
            .end(
              req.method === "HEAD"
                ? undefined
                : '<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>missing</Message></Error>',
            );
          return;
        }
        const range = /^bytes=(\d+)-(\d+)$/.exec(String(req.headers.range ?? ""));
        const body = range ? found.body.subarray(Number(range[1]), Number(range[2]) + 1) : found.body;
        res.writeHead(range ? 206 : 200, {
          "Content-Type": found.type,
          "Content-Length": body.length,
          ...(range ? { "Content-Range": `bytes ${range[1]}-${range[2]}/${found.body.length}` } : {}),
        });
        res.end(req.method === "HEAD" ? undefined : body);
      } else if (req.method === "DELETE") {
        objects.delete(key);
        res.writeHead(204).end();
      } else {
        res.writeHead(405).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
