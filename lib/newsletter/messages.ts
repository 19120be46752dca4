// Apart from the schemas, so the footer's form on every page does not ship zod to the browser.
// SPEC §5 and §8 wording.
export const NEWSLETTER_MESSAGES = {
  invalid: "Please enter a valid email address",
  success: "Thank you for subscribing! You'll receive updates soon.",
  /** Double opt-in (DESIGN, Mail): said after SPEC's thanks. */
  confirm: "We sent you an e-mail: follow its link to confirm your address.",
  confirmExpired:
    "This confirmation link is not valid any more. Subscribe again with the form at the bottom of any page to get a new one.",
  failed: "Failed to subscribe",
  unexpected: "Something went wrong. Please try again.",
  privacy: "We respect your privacy. Unsubscribe at any time.",
} as const;
