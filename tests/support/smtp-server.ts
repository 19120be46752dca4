import { createServer, type Server, type Socket } from "node:net";

// A small SMTP server for tests: it accepts every message, except that a recipient whose address starts
// with "refuse" gets 550, one starting with "defer" gets 451 (a temporary refusal), and one starting with
// "hang" never gets an answer to RCPT. stop() and start() take it away and bring it back on its port.

export interface ReceivedMail {
  to: string;
  data: string;
}

export interface FakeSmtp {
  url: string;
  received: ReceivedMail[];
  /** Refuses connections (and drops the open ones) until start(). */
  stop: () => Promise<void>;
  start: () => Promise<void>;
  close: () => Promise<void>;
}

function session(socket: Socket, received: ReceivedMail[], keepData: boolean) {
  let to = "";
  let data: string | null = null;
  let buffer = "";
  socket.write("220 fake ESMTP\r\n");
  socket.on("data", (chunk) => {
    buffer += chunk.toString("utf8");
    let end: number;
    while ((end = buffer.indexOf("\r\n")) >= 0) {
      const line = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (data !== null) {
        if (line === ".") {
          // A stopping server takes no message it can no longer answer for (the client would send it again).
          if (socket.writableEnded) return;
          received.push({ to, data: keepData ? data : "" });
          data = null;
          socket.write("250 queued\r\n");
        } else if (keepData) data += `${line}\n`;
        continue;
      }
      const command = line.slice(0, 4).toUpperCase();
      if (command === "EHLO" || command === "HELO") socket.write("250 fake\r\n");
      else if (command === "MAIL") socket.write("250 ok\r\n");
      else if (command === "RCPT") {
        to = line.match(/<([^>]+)>/)?.[1] ?? "";
        if (to.startsWith("hang")) continue;
        if (to.startsWith("refuse")) socket.write("550 mailbox unavailable\r\n");
        else if (to.startsWith("defer")) socket.write("451 try again later\r\n");
        else socket.write("250 ok\r\n");
      } else if (command === "DATA") {
        data = "";
        socket.write("354 go on\r\n");
      } else if (command === "QUIT") socket.end("221 bye\r\n");
      else socket.write("250 ok\r\n");
    }
  });
  socket.on("error", () => {});
}

/** `keepData: false` keeps only each mail's recipient (a bench's hundred thousand mails). */
export async function startFakeSmtp({ keepData = true } = {}): Promise<FakeSmtp> {
  const received: ReceivedMail[] = [];
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;
  const listen = async () => {
    if (server) return;
    const listening = createServer((socket) => {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
      session(socket, received, keepData);
    });
    await new Promise<void>((resolve) => listening.listen(port, "127.0.0.1", resolve));
    port = (listening.address() as { port: number }).port;
    server = listening;
  };
  const stop = () =>
    new Promise<void>((resolve) => {
      // As a mail server that stops does: the last answers written still reach the client, then the
      // connection closes (a reset at once could discard a "250" already sent: RFC 1047's duplicate).
      for (const s of sockets) {
        s.end();
        setTimeout(() => s.destroy(), 50).unref();
      }
      if (!server) return resolve();
      server.close(() => resolve());
      server = null;
    });
  await listen();
  return { url: `smtp://127.0.0.1:${port}`, received, stop, start: listen, close: stop };
}
