import { type ChildProcess, spawn } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createConnection, createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import PostalMime, { type Email } from "postal-mime";

// Postfix's smtp-sink (the postfix package: scripts/system-packages.mjs installs it), a mail server nobody
// here wrote, in a process of its own. It takes every message; with `keep`, each into a file of its own,
// which `messages()` reads back: who it was for, its Message-ID and the whole message.

const BINARY = "/usr/sbin/smtp-sink";

export const hasSmtpSink = () => existsSync(BINARY);

/** A message as a mail program reads it: headers decoded, the plain-text and HTML parts apart. */
export const parseMail = (message: SinkMessage): Promise<Email> => PostalMime.parse(message.data);

/** The value of one header of a parsed message. */
export const header = (mail: Email, name: string) =>
  mail.headers.find((h) => h.key === name.toLowerCase())?.value;

export interface SinkMessage {
  to: string;
  messageId: string;
  /** The message as the sink got it, after its own X-… lines. */
  data: string;
}

export interface SmtpSink {
  url: string;
  /** The messages taken whole (`keep` only): a transaction cut off mid-way is not one. */
  messages: () => SinkMessage[];
  /** Forgets the messages taken so far. */
  clear: () => void;
  /** kill -9: the server goes away mid-conversation, as a crashed one does. */
  kill: () => Promise<void>;
  /** SIGSTOP: connections open but nothing answers, as a server that hangs; resume() goes on. */
  hold: () => void;
  resume: () => void;
  /** Starts it again on its port (after kill()), keeping the messages taken before. */
  restart: () => Promise<void>;
  close: () => Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = createConnection({ port, host: "127.0.0.1" });
    socket.once("data", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });

/** A kept message's file; null when the sink removed it since it was listed (a transaction cut off). */
function readKept(file: string): string | null {
  try {
    return readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

interface SinkOptions {
  /** Keep each message in a file, for messages(). */
  keep?: boolean;
  /** Answer every RCPT with smtp-sink's own 5xx ("hard") or 4xx ("soft") refusal. */
  refuse?: "hard" | "soft";
}

export async function startSmtpSink({ keep = false, refuse }: SinkOptions = {}): Promise<SmtpSink> {
  const port = await freePort();
  const dir = keep ? mkdtempSync(path.join(tmpdir(), "smtp-sink-")) : null;
  // As root it must drop to another user, who then writes the dumps.
  const asRoot = process.getuid?.() === 0;
  if (dir && asRoot) chmodSync(dir, 0o777);
  const args = [
    ...(asRoot ? ["-u", "nobody"] : []),
    ...(dir ? ["-d", `${dir}/%H%M%S.`] : []),
    ...(refuse ? [refuse === "hard" ? "-f" : "-r", "RCPT"] : []),
    `127.0.0.1:${port}`,
    "256",
  ];
  const spawnSink = async () => {
    const started = spawn(BINARY, args, { stdio: ["ignore", "ignore", "pipe"] });
    let failed = "";
    started.stderr?.on("data", (chunk: Buffer) => (failed += chunk.toString()));
    for (let tries = 0; !(await answers(port)); tries++) {
      if (tries > 100 || started.exitCode !== null) throw new Error(`smtp-sink did not start: ${failed}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return started;
  };
  const stop = async (signal: NodeJS.Signals) => {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill(signal);
    if (child.exitCode === null && child.signalCode === null) await exited;
  };
  let child: ChildProcess = await spawnSink();
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages: () => {
      if (!dir) return [];
      return readdirSync(dir).flatMap((name) => {
        const text = readKept(path.join(dir, name));
        if (text === null) return [];
        const boundary = text.match(/boundary="?([^"\s;]+)"?/)?.[1];
        if (!boundary || !text.includes(`--${boundary}--`)) return [];
        const to = text.match(/^X-Rcpt-Args: <([^>]+)>/m)?.[1] ?? "";
        const messageId = text.match(/^Message-ID: (<[^>]+>)/im)?.[1] ?? "";
        return [{ to, messageId, data: text }];
      });
    },
    clear: () => {
      if (!dir) return;
      for (const name of readdirSync(dir)) rmSync(path.join(dir, name), { recursive: true, force: true });
    },
    kill: () => stop("SIGKILL"),
    hold: () => child.kill("SIGSTOP"),
    resume: () => child.kill("SIGCONT"),
    restart: async () => {
      child = await spawnSink();
    },
    close: async () => {
      await stop("SIGTERM");
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}
