// Every message has an HTML and a plain-text part, built from the same pieces.

export interface RenderedEmail {
  template: string;
  subject: string;
  text: string;
  html: string;
}

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );
}

type Block =
  | { kind: "p"; text: string }
  | { kind: "button"; text: string; url: string }
  | { kind: "small"; text: string };

const DOCUMENT_START =
  '<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#0f172a;max-width:560px;margin:auto;padding:24px">';
const BRAND = '<p style="font-weight:700;font-size:18px">Creatorkit</p>';

function render(template: string, subject: string, blocks: Block[]): RenderedEmail {
  const html = blocks
    .map((b) => {
      if (b.kind === "button") {
        return `<p><a href="${escapeHtml(b.url)}" style="display:inline-block;background:#4f46e5;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">${escapeHtml(b.text)}</a></p>`;
      }
      const style = b.kind === "small" ? "color:#64748b;font-size:12px" : "";
      return `<p style="${style}">${escapeHtml(b.text).replace(/\n/g, "<br>")}</p>`;
    })
    .join("\n");
  const text = blocks.map((b) => (b.kind === "button" ? `${b.text}: ${b.url}` : b.text)).join("\n\n");
  return {
    template,
    subject,
    text: `${text}\n`,
    html: `${DOCUMENT_START}${BRAND}${html}</body></html>`,
  };
}

/**
 * The footer form's mail: SPEC's thanks, and the link that confirms the address. Nothing else is sent to
 * it until the link is followed (double opt-in), so nobody can enrol someone else.
 */
export function welcomeEmail(confirmUrl: string, unsubscribeUrl: string): RenderedEmail {
  return render("newsletter-welcome", "Confirm your Creatorkit newsletter subscription", [
    { kind: "p", text: "Thank you for subscribing! You'll receive updates soon." },
    { kind: "p", text: "Confirm your address to start getting the newsletter:" },
    { kind: "button", text: "Confirm my subscription", url: confirmUrl },
    {
      kind: "p",
      text: "Expect new free tools, practical guides from the blog and new ebooks, about twice a month. No spam, ever.",
    },
    {
      kind: "small",
      text: "If you did not ask for it, ignore this e-mail: you will not be added. The link works for 7 days. To hear nothing more from us, even if someone types your address again, unsubscribe:",
    },
    { kind: "button", text: "Unsubscribe", url: unsubscribeUrl },
  ]);
}

export function passwordResetEmail(resetUrl: string): RenderedEmail {
  return render("password-reset", "Reset your Creatorkit password", [
    {
      kind: "p",
      text: "Someone asked to reset the password of your Creatorkit account. If it was you, choose a new one:",
    },
    { kind: "button", text: "Choose a new password", url: resetUrl },
    {
      kind: "small",
      text: "The link works once and expires in one hour. If you did not ask for it, ignore this e-mail.",
    },
  ]);
}

export function contactNotificationEmail(message: {
  name: string;
  email: string;
  subject: string;
  message: string;
}): RenderedEmail {
  // The subject is fixed: what a visitor typed stays in the body, out of every header.
  return render("contact-notification", "New message from the Creatorkit contact form", [
    { kind: "p", text: `From: ${message.name} <${message.email}>` },
    { kind: "p", text: `Subject: ${message.subject}` },
    { kind: "p", text: message.message },
    { kind: "small", text: "Reply to this e-mail to answer. The message is also in the admin Inbox." },
  ]);
}

export function signInGuessingEmail(minutes: number, resetUrl: string): RenderedEmail {
  return render("sign-in-guessing", "Someone is trying to sign in to your Creatorkit account", [
    {
      kind: "p",
      text: `Several wrong passwords were tried for your Creatorkit account from browsers it has not seen before. We paused sign-ins from new browsers for ${minutes} minutes. Browsers you signed in with before can still sign in.`,
    },
    {
      kind: "p",
      text: "If it was you, wait and try again. If it was not, your password held; to be safe, choose a new one:",
    },
    { kind: "button", text: "Choose a new password", url: resetUrl },
  ]);
}

export function confirmEmailEmail(confirmUrl: string): RenderedEmail {
  return render("confirm-email", "Confirm your Creatorkit e-mail address", [
    {
      kind: "p",
      text: "Welcome to Creatorkit! Confirm your address so that your link-in-bio pages can go public:",
    },
    { kind: "button", text: "Confirm my address", url: confirmUrl },
    {
      kind: "small",
      text: "The link expires in 24 hours. If you did not create an account, ignore this e-mail.",
    },
  ]);
}

/** Sent instead of a second account, so sign-up answers the same whether or not the address is taken. */
export function existingAccountEmail(signInUrl: string, resetUrl: string): RenderedEmail {
  return render("existing-account", "You already have a Creatorkit account", [
    {
      kind: "p",
      text: "Someone tried to create a Creatorkit account with this address, which already has one. If it was you, sign in:",
    },
    { kind: "button", text: "Sign in", url: signInUrl },
    { kind: "p", text: "Forgot your password? Choose a new one here:" },
    { kind: "button", text: "Reset my password", url: resetUrl },
    { kind: "small", text: "If it was not you, ignore this e-mail: nothing has changed." },
  ]);
}

/**
 * A newsletter issue: the sanitized HTML the admin wrote, its plain-text twin, and a footer with the
 * unsubscribe link. No tracking pixel and no rewritten links: the privacy page says so.
 */
export function newsletterIssueEmail(
  issue: { subject: string; html: string; text: string },
  unsubscribeUrl: string,
): RenderedEmail {
  return {
    template: "newsletter-issue",
    subject: issue.subject,
    text: `${issue.text}\n\n--\n${ISSUE_FOOTER}\nUnsubscribe: ${unsubscribeUrl}\n`,
    html: `${DOCUMENT_START}${newsletterIssueBody(issue.html, unsubscribeUrl)}</body></html>`,
  };
}

const ISSUE_FOOTER = "You get this because you subscribed to the Creatorkit newsletter.";

/** What an issue's message body shows, for the e-mail and for the admin's preview of it. */
export function newsletterIssueBody(html: string, unsubscribeUrl: string): string {
  return `${BRAND}<div>${html}</div><hr style="border:0;border-top:1px solid #e2e8f0;margin:24px 0"><p style="color:#64748b;font-size:12px">${ISSUE_FOOTER} <a href="${escapeHtml(unsubscribeUrl)}" style="color:#64748b">Unsubscribe</a></p>`;
}

/**
 * A creator's issue: their sanitized HTML and its plain text, then a footer of ours that says why the
 * reader gets it and gives the way out (unsubscribe from this list) and the way to complain (Report abuse).
 */
export function creatorIssueEmail(
  issue: { subject: string; html: string; text: string },
  footer: CreatorFooter,
): RenderedEmail {
  return {
    template: "creator-issue",
    subject: issue.subject,
    text: `${issue.text}\n\n--\n${creatorFooterText(footer)}\nUnsubscribe: ${footer.unsubscribeUrl}\nReport abuse: ${footer.reportUrl}\n`,
    html: `${DOCUMENT_START}${creatorIssueBody(issue.html, footer)}</body></html>`,
  };
}

export interface CreatorFooter {
  pageName: string;
  pageUrl: string;
  unsubscribeUrl: string;
  reportUrl: string;
}

const creatorFooterText = (footer: CreatorFooter) =>
  `You get this because you signed up on ${footer.pageUrl} (${footer.pageName}), sent by Creatorkit for its creator.`;

/** A creator's issue body with its footer, for the e-mail and the creator's preview. */
export function creatorIssueBody(html: string, footer: CreatorFooter): string {
  const link = (href: string, text: string) =>
    `<a href="${escapeHtml(href)}" style="color:#64748b">${text}</a>`;
  return `<div>${html}</div><hr style="border:0;border-top:1px solid #e2e8f0;margin:24px 0"><p style="color:#64748b;font-size:12px">${escapeHtml(creatorFooterText(footer))} ${link(footer.unsubscribeUrl, "Unsubscribe")} · ${link(footer.reportUrl, "Report abuse")}</p>`;
}

/**
 * Sent when a visitor leaves an address on a bio page. The subject and sender are fixed wording: the page is
 * named by its slug and the creator's name only in the body (escaped), so no text a creator typed reaches
 * a header, and a name cannot pose as an offer in someone's inbox.
 */
export function bioSignupConfirmEmail(
  page: { slug: string; name: string },
  confirmUrl: string,
): RenderedEmail {
  return render("bio-signup-confirm", "Confirm your subscription", [
    {
      kind: "p",
      text: `You asked to get e-mails from "${page.name}", the Creatorkit page /l/${page.slug}. Confirm your address to join its list:`,
    },
    { kind: "button", text: "Confirm my subscription", url: confirmUrl },
    {
      kind: "small",
      text: "If you did not ask for it, ignore this e-mail: you will not be added, and we will not write again about this page for a day. Its creator uses Creatorkit to collect addresses.",
    },
  ]);
}
