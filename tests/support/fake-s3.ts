import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A minimal S3-compatible server (path-style PUT, GET, DELETE) so the real AWS SDK can be exercised over
 * HTTP in tests. Signatures are not checked; everything else is the real wire format.
 */
export async function startFakeS3(): Promise<{
  endpoint: string;
  objects: Map<string, { body: Buffer; type: string }>;
  close: () => Promise<void>;
}> {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const server: Server = createServer((req, res) => {
    const key = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname);
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      if (req.method === "PUT") {
        objects.set(key, { body: Buffer.concat(chunks), type: String(req.headers["content-type"] ?? "") });
        res.writeHead(200, { ETag: '"fake"' }).end();
      } else if (req.method === "GET") {
        const found = objects.get(key);
        if (!found) {
          res
            .writeHead(404, { "Content-Type": "application/xml" })
            .end('<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>missing</Message></Error>');
          return;
        }
        res
          .writeHead(200, { "Content-Type": found.type, "Content-Length": found.body.length })
          .end(found.body);
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
