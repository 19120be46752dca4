import { describe, expect, it } from "vitest";
import { senderName, sendFailure } from "@/lib/email/send";

describe("a creator's sender name", () => {
  it("is the page's name via the site, with no link, control character, quote or bracket left in it", () => {
    expect(senderName("Ana's Kitchen", "example.test/l/ana")).toBe("Ana's Kitchen via Creatorkit");
    expect(senderName("Win at https://evil.example now", "x")).toBe("Win at now via Creatorkit");
    expect(senderName("Deals www.evil.example", "x")).toBe("Deals via Creatorkit");
    expect(senderName("paypal.com/login support", "x")).toBe("support via Creatorkit");
    expect(senderName('Ana\r\nBcc: victim@example.com "<x>"', "x")).toBe("Ana x via Creatorkit");
    expect(senderName("mailto:boss@example.com", "example.test/l/ana")).toBe(
      "example.test/l/ana via Creatorkit",
    );
    expect(senderName("A".repeat(100), "x")).toBe(`${"A".repeat(60)} via Creatorkit`);
  });
});

describe("what a mail server's answer means", () => {
  const smtpError = (fields: Record<string, unknown>) => Object.assign(new Error("refused"), fields);
  it("a 5xx to the recipient or its message refuses the address for good", () => {
    expect(sendFailure(smtpError({ code: "EENVELOPE", command: "RCPT TO", responseCode: 550 })).kind).toBe(
      "refused",
    );
    expect(sendFailure(smtpError({ code: "EMESSAGE", command: "DATA", responseCode: 554 })).kind).toBe(
      "refused",
    );
  });
  it("a 4xx to the recipient defers it; a 421 or a refused sender is the server being away", () => {
    expect(sendFailure(smtpError({ code: "EENVELOPE", command: "RCPT TO", responseCode: 451 })).kind).toBe(
      "deferred",
    );
    expect(sendFailure(smtpError({ code: "EENVELOPE", command: "RCPT TO", responseCode: 421 })).kind).toBe(
      "away",
    );
    expect(sendFailure(smtpError({ code: "EENVELOPE", command: "MAIL FROM", responseCode: 550 })).kind).toBe(
      "away",
    );
    expect(sendFailure(smtpError({ code: "EAUTH", command: "AUTH PLAIN", responseCode: 535 })).kind).toBe(
      "away",
    );
  });
  it("no connection and no answer pause the send; only a timeout counts against the recipient", () => {
    expect(sendFailure(smtpError({ code: "ESOCKET", command: "CONN" }))).toMatchObject({
      kind: "away",
      timedOut: false,
    });
    expect(sendFailure(smtpError({ code: "ETIMEDOUT", command: "CONN" }))).toMatchObject({
      kind: "away",
      timedOut: true,
    });
    expect(sendFailure("something else")).toMatchObject({ kind: "away", timedOut: false });
  });
});
