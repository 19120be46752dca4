import nodemailer, { type Transporter } from "nodemailer";
import { db } from "@/lib/db";
import { emailOutbox } from "@/lib/db/schema";
import { env } from "@/lib/env";
import type { RenderedEmail } from "./templates";

// With SMTP_URL set, mail is sent and logged in the table; without it, the table is the outbox that
// admins read, and links are printed to the server log so a developer can follow them.

const FROM = "Creatorkit <no-reply@creatorkit.local>";
const holder = globalThis as unknown as { __creatorkitMailer?: Transporter };

function mailer(url: string): Transporter {
  holder.__creatorkitMailer ??= nodemailer.createTransport(url);
  return holder.__creatorkitMailer;
}

export interface SendOptions {
  to: string;
  replyTo?: string;
  headers?: Record<string, string>;
}

export async function sendEmail(email: RenderedEmail, options: SendOptions): Promise<void> {
  const { SMTP_URL, EMAIL_FROM } = env();
  const row = {
    to: options.to,
    subject: email.subject,
    text: email.text,
    html: email.html,
    template: email.template,
  };
  if (!SMTP_URL) {
    await db.insert(emailOutbox).values({ ...row, transport: "outbox" });
    const links = email.text.match(/https?:\/\/\S+/g) ?? [];
    console.info(
      `[email] outbox: "${email.subject}" to ${options.to}${links.map((l) => `\n  ${l}`).join("")}`,
    );
    return;
  }
  try {
    await mailer(SMTP_URL).sendMail({
      from: EMAIL_FROM ?? FROM,
      to: options.to,
      replyTo: options.replyTo,
      subject: email.subject,
      text: email.text,
      html: email.html,
      headers: options.headers,
    });
    await db.insert(emailOutbox).values({ ...row, transport: "smtp", sentAt: new Date() });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await db.insert(emailOutbox).values({ ...row, transport: "smtp", error: message });
    throw error;
  }
}
