import { connect } from "node:net";
import { expect, test } from "./fixtures";

// npm start keeps an idle connection open longer than a proxy in front keeps it (nginx's upstream
// keepalive: 60 s). Node's default closed it after 5 s, so a reused connection could be reset mid-request.

test("a kept-alive connection still answers after 10 s idle", async ({ baseURL }) => {
  test.setTimeout(30_000);
  const { hostname, port } = new URL(baseURL!);
  const socket = connect(Number(port), hostname);
  let received = "";
  let closed = false;
  socket.on("data", (chunk: Buffer) => (received += chunk.toString("latin1")));
  socket.on("close", () => (closed = true));
  const request = `GET /api/health HTTP/1.1\r\nHost: ${hostname}\r\nConnection: keep-alive\r\n\r\n`;
  const responses = () => received.match(/^HTTP\/1\.1 \d+/gm)?.length ?? 0;

  socket.write(request);
  await expect.poll(responses).toBe(1);
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  expect(closed).toBe(false);
  socket.write(request);
  await expect.poll(responses).toBe(2);
  socket.destroy();
});
