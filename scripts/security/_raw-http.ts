import { connect as connectTcp } from "node:net";
import { connect as connectTls } from "node:tls";

// A request written byte for byte: its target goes out as given, dot segments and all, which no HTTP
// client sends (fetch, node:http and curl without --path-as-is resolve them first), and with any Host.

export interface RawResponse {
  status: number;
  headers: string;
  body: string;
}

export function rawGet(baseUrl: string, target: string, host: string): Promise<RawResponse> {
  const url = new URL(baseUrl);
  const tls = url.protocol === "https:";
  const port = Number(url.port || (tls ? 443 : 80));
  return new Promise((resolve, reject) => {
    const request = `GET ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`;
    const socket = tls
      ? connectTls({ host: url.hostname, port, servername: host.replace(/:\d+$/, "") }, () =>
          socket.write(request),
        )
      : connectTcp(port, url.hostname, () => socket.write(request));
    const chunks: Buffer[] = [];
    socket.setTimeout(10_000, () => socket.destroy(new Error(`no answer to GET ${target} in 10 s`)));
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("end", () => {
      const text = Buffer.concat(chunks).toString("latin1");
      const split = text.indexOf("\r\n\r\n");
      resolve({
        status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1] ?? 0),
        headers: split === -1 ? text : text.slice(0, split),
        body: split === -1 ? "" : text.slice(split + 4),
      });
    });
  });
}
