import { createServer, type IncomingMessage } from "node:http";
import next from "next";
import { env } from "../lib/env";

// The production server of `npm start`: Next's request handler behind a plain HTTP server, for one
// reason. Next copies a client's own X-Forwarded-For through when it is present, so without a proxy in
// front a visitor could claim any address and walk past every per-visitor limit. Unless TRUST_PROXY says
// a reverse proxy sets that header, the address is the connection's.

function pinClientAddress(request: IncomingMessage): void {
  request.headers["x-forwarded-for"] = request.socket.remoteAddress ?? "unknown";
  delete request.headers["x-real-ip"];
}

export async function serve(port: number): Promise<void> {
  const { TRUST_PROXY } = env();
  const app = next({ dev: false, dir: process.cwd(), port });
  await app.prepare();
  const handle = app.getRequestHandler();
  const server = createServer((request, response) => {
    if (!TRUST_PROXY) pinClientAddress(request);
    void handle(request, response);
  });
  await new Promise<void>((resolve) => server.listen(port, resolve));
  console.log(
    `[creatorkit] ready on http://localhost:${port}${TRUST_PROXY ? " (client addresses from the proxy)" : ""}`,
  );
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => server.close(() => process.exit(0)));
  }
}
