import { expect } from "@playwright/test";
import type { Email } from "postal-mime";
import { parseMail, type SmtpSink } from "../../support/smtp-sink";

// Mail as a reader's mailbox gets it: from the SMTP server the spec started (Postfix's smtp-sink), parsed
// whole (headers, the plain-text and HTML parts) by a MIME parser, not read back from the site's own tables.

/** The mail to `to` with `subject`, once the server has it (within `timeout` ms). */
export async function mailFromSink(
  sink: SmtpSink,
  to: string,
  subject: string,
  timeout = 30_000,
): Promise<Email> {
  let found: Email | undefined;
  await expect
    .poll(
      async () => {
        for (const message of sink.messages().filter((m) => m.to === to)) {
          const mail = await parseMail(message);
          if (mail.subject === subject) found = mail;
        }
        return found !== undefined;
      },
      { message: `the mail "${subject}" to ${to}`, timeout },
    )
    .toBe(true);
  return found!;
}

/** The links of the mail's plain-text part, in order. */
export const textLinks = (mail: Email) => mail.text?.match(/https?:\/\/\S+/g) ?? [];
