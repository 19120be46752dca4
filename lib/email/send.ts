import nodemailer, { type Transporter } from "nodemailer";
import { db, type Database, type Transaction } from "@/lib/db";
import { emailOutbox } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { register, registered } from "@/lib/process-registry";
import { hasLink } from "./fields";
import type { RenderedEmail } from "./templates";

// With SMTP_URL set, mail is sent and logged in the table; without it, the table is the outbox that
// admins read, and links are printed to the server log so a developer can follow them.

const FROM = "Creatorkit <no-reply@creatorkit.local>";
/** Pooled connections to the mail server, as many as a newsletter send keeps mails in flight. */
const MAIL_CONNECTIONS = 8;

declare module "@/lib/process-registry" {
  interface ProcessRegistry {
    /** The pool of the mail server at `url`. */
    mailer: { url: string; transporter: Transporter };
  }
}

/** DKIM signing when configured; a key pasted on one line with "\\n" for its line breaks works too. */
function dkim() {
  const { DKIM_PRIVATE_KEY, DKIM_SELECTOR, DKIM_DOMAIN } = env();
  if (!DKIM_PRIVATE_KEY || !DKIM_SELECTOR || !DKIM_DOMAIN) return undefined;
  return {
    domainName: DKIM_DOMAIN,
    keySelector: DKIM_SELECTOR,
    privateKey: DKIM_PRIVATE_KEY.replace(/\\n/g, "\n"),
  };
}

function mailer(url: string): Transporter {
  let current = registered("mailer");
  if (current?.url !== url) {
    // A mail server that stops answering fails the one message instead of holding a send for minutes.
    // Connections are pooled: a newsletter send keeps a few mails in flight (lib/newsletter/deliver.ts)
    // without opening a connection and greeting the server for each.
    const withTimeouts = new URL(url);
    const defaults = {
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 30_000,
      pool: true,
      maxConnections: MAIL_CONNECTIONS,
    };
    for (const [name, value] of Object.entries(defaults)) {
      if (!withTimeouts.searchParams.has(name)) withTimeouts.searchParams.set(name, String(value));
    }
    // The pool of a server no longer configured (tests switch servers) is closed, not left open.
    current?.transporter.close();
    current = { url, transporter: nodemailer.createTransport(withTimeouts.toString()) };
    register("mailer", current);
  }
  return current.transporter;
}

export interface SendOptions {
  to: string;
  /** A creator's verified account address, for a creator's issue. */
  replyTo?: string;
  /**
   * The sender's display name in place of the site's ("{page} via Creatorkit"): the address stays the
   * site's own. Checked by `senderName`, so it carries no link and no control character.
   */
  fromName?: string;
  /** Fixed header values only (List-Unsubscribe and the like): never text someone typed. */
  headers?: Record<string, string>;
  /** Where the outbox row is written: a transaction that marks the mail sent with it. */
  database?: Database | Transaction;
  /**
   * The same for every try of one mail, so a mail sent again after a crash (when nobody can know whether
   * the server took the first) is one message to the reader's mailbox, not two (RFC 5322 3.6.4).
   */
  messageId?: string;
  /**
   * False: through SMTP, no outbox row; the caller keeps its own record of every mail (a newsletter's
   * deliveries), and a second row per mail would halve a large send's rate.
   */
  record?: boolean;
}

/** The site's sending address, from EMAIL_FROM ("Name <address>" or a bare address). */
function siteAddress(): string {
  const siteFrom = env().EMAIL_FROM ?? FROM;
  return siteFrom.match(/<([^>]+)>\s*$/)?.[1] ?? siteFrom.trim();
}

/** A Message-ID of the site's own domain that `key` (unique to one mail) makes the same on every try. */
export function stableMessageId(key: string): string {
  return `<${key}@${siteAddress().split("@")[1] || "creatorkit.local"}>`;
}

export async function sendEmail(email: RenderedEmail, options: SendOptions): Promise<void> {
  const { SMTP_URL, EMAIL_FROM } = env();
  const siteFrom = EMAIL_FROM ?? FROM;
  const from = options.fromName ? { name: options.fromName, address: siteAddress() } : siteFrom;
  // The outbox shows the sender and Reply-To a creator's issue carries, as a mail server would get them.
  const shown = {
    ...options.headers,
    ...(typeof from === "object" ? { From: `"${from.name}" <${from.address}>` } : {}),
    ...(options.replyTo ? { "Reply-To": options.replyTo } : {}),
  };
  const row = {
    to: options.to,
    subject: email.subject,
    text: email.text,
    html: email.html,
    template: email.template,
    headers: Object.keys(shown).length > 0 ? shown : null,
  };
  const database = options.database ?? db;
  if (!SMTP_URL) {
    await database.insert(emailOutbox).values({ ...row, transport: "outbox" });
    const links = email.text.match(/https?:\/\/\S+/g) ?? [];
    console.info(
      `[email] outbox: "${email.subject}" to ${options.to}${links.map((l) => `\n  ${l}`).join("")}`,
    );
    return;
  }
  try {
    await mailer(SMTP_URL).sendMail({
      from,
      to: options.to,
      replyTo: options.replyTo,
      subject: email.subject,
      text: email.text,
      html: email.html,
      headers: options.headers,
      messageId: options.messageId,
      dkim: dkim(),
    });
    if (options.record !== false) {
      await database.insert(emailOutbox).values({ ...row, transport: "smtp", sentAt: new Date() });
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (options.record !== false) {
      await database.insert(emailOutbox).values({ ...row, transport: "smtp", error: message });
    }
    throw error;
  }
}

/**
 * "{name} via {site}" for a creator's mail, from the page's name: control characters and links taken out
 * (a sender's name is where phishing puts them), quotes and angle brackets too, at most 60 characters;
 * a name with nothing left is the page's address.
 */
export function senderName(name: string, fallback: string): string {
  const clean = name
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029"<>\\]/g, " ")
    .split(/\s+/)
    .filter((word) => word && !hasLink(`${word}/`) && !/^[a-z][a-z0-9+.-]*:/i.test(word))
    .join(" ")
    .slice(0, 60)
    .trim();
  return `${clean || fallback} via Creatorkit`;
}

/**
 * What a failed send through SMTP says about the address and about the mail server (RFC 5321 reply
 * classes): a 5xx to the recipient or its message refuses the address for good, a 4xx there defers it,
 * and anything else (no connection, no answer, 421, a refused sender) is the server being away, which no
 * other recipient would get past either. `timedOut`: it stopped answering mid-way, so the message may be
 * the cause, and the recipient's attempts count.
 */
export type SendFailure =
  | { kind: "refused"; message: string }
  | { kind: "deferred"; message: string }
  | { kind: "away"; message: string; timedOut: boolean };

const RECIPIENT_STAGES = new Set(["RCPT TO", "DATA"]);

export function sendFailure(error: unknown): SendFailure {
  const { responseCode, command, code } = (error ?? {}) as {
    responseCode?: number;
    command?: string;
    code?: string;
  };
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
  // By the command answered, not nodemailer's code: EENVELOPE covers a refused sender (MAIL FROM) too.
  const aboutRecipient =
    typeof responseCode === "number" && responseCode !== 421 && RECIPIENT_STAGES.has(command ?? "");
  if (aboutRecipient && responseCode >= 500) return { kind: "refused", message };
  if (aboutRecipient && responseCode >= 400) return { kind: "deferred", message };
  return { kind: "away", message, timedOut: code === "ETIMEDOUT" };
}
