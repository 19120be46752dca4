import { createServer, type RequestListener, type Server } from "node:http";
import type { AddressInfo } from "node:net";

// A throwaway HTTP server on 127.0.0.1 for tests that fetch pages; the guarded fetch reaches it only when
// a test lists its host:port in allowHosts.

export interface FixtureServer {
  origin: string;
  hostPort: string;
  close(): Promise<void>;
}

export async function startFixtureServer(handler: RequestListener): Promise<FixtureServer> {
  const server: Server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    hostPort: `127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
