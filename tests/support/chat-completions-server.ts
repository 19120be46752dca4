import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

// A small OpenAI-compatible server speaking the chat-completions protocol (streamed as server-sent events, or
// whole when the request does not ask for a stream),
// so tests drive the real AI SDK over real HTTP.

export type Behaviour = "stream" | "error500" | "error401" | "break";

export interface FakeServer {
  url: string;
  requests: Record<string, unknown>[];
  behaviour: Behaviour;
  chunks: string[];
  close: () => Promise<void>;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = "";
    req.on("data", (c: Buffer) => (data += c.toString()));
    req.on("end", () => resolve(data));
  });
}

function chunk(content: string | null, finish: string | null = null): string {
  const delta = content === null ? {} : { role: "assistant", content };
  const payload = {
    id: "chatcmpl-test",
    object: "chat.completion.chunk",
    created: 1_700_000_000,
    model: "test-model",
    choices: [{ index: 0, delta, finish_reason: finish }],
  };
  return `data: ${JSON.stringify(payload)}\n\n`;
}

export async function startChatServer(): Promise<FakeServer> {
  const state: FakeServer = { url: "", requests: [], behaviour: "stream", chunks: [], close: async () => {} };
  const server: Server = createServer(async (req, res) => {
    const body = await readBody(req);
    if (req.method !== "POST" || req.url !== "/v1/chat/completions") {
      res.writeHead(404).end();
      return;
    }
    state.requests.push({ ...JSON.parse(body), authorization: req.headers.authorization });
    if (state.behaviour === "error500" || state.behaviour === "error401") {
      const status = state.behaviour === "error500" ? 500 : 401;
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { message: "upstream failure", type: "server_error" } }));
      return;
    }
    if (JSON.parse(body).stream !== true) {
      // A whole answer at once (generateText), the chunks joined.
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          id: "chatcmpl-test",
          object: "chat.completion",
          created: 1_700_000_000,
          model: "test-model",
          choices: [
            {
              index: 0,
              message: { role: "assistant", content: state.chunks.join("") },
              finish_reason: "stop",
            },
          ],
          usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
        }),
      );
      return;
    }
    res.writeHead(200, {
      "content-type": "text/event-stream",
      "cache-control": "no-cache",
      connection: "keep-alive",
    });
    for (const [i, text] of state.chunks.entries()) {
      res.write(chunk(text));
      await new Promise((r) => setTimeout(r, 5));
      if (state.behaviour === "break" && i === 0) {
        res.socket?.destroy();
        return;
      }
    }
    res.write(chunk(null, "stop"));
    res.end("data: [DONE]\n\n");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  state.url = `http://127.0.0.1:${port}/v1`;
  state.close = () => new Promise((resolve) => server.close(() => resolve()));
  return state;
}
