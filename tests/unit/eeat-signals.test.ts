import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { analyzeHtml } from "@/lib/tools/eeat/check";
import { mainText } from "@/lib/tools/eeat/experience";
import { GROUP_WEIGHTS } from "@/lib/tools/eeat/score";
import type { Signal } from "@/lib/tools/eeat/signals";

const fixture = (name: string) =>
  readFileSync(path.join(import.meta.dirname, "../fixtures/eeat", name), "utf8");

function signals(html: string, url: string): Record<string, Signal> {
  const { groups } = analyzeHtml(html, url);
  return Object.fromEntries(groups.flatMap((g) => g.signals).map((s) => [s.id, s]));
}

describe("E-E-A-T signals on a page that shows them", () => {
  const s = signals(fixture("strong.html"), "https://coffee.example/grinders");

  it("passes every signal, each with the evidence found", () => {
    for (const signal of Object.values(s)) expect([signal.id, signal.status]).toEqual([signal.id, "pass"]);
    expect(s.byline!.evidence).toContain("Maria Lopez");
    expect(s["author-page"]!.evidence).toContain("https://coffee.example/authors/maria-lopez");
    expect(s.schema!.evidence).toMatch(/Organization "Coffee Lab" with sameAs/);
    expect(s.about!.evidence).toContain('href="https://coffee.example/about"');
    expect(s.contact!.evidence).toContain("https://coffee.example/contact");
    expect(s.privacy!.evidence).toContain("privacy-policy");
    expect(s.published!.evidence).toContain("2026-02-01T09:00:00Z");
    expect(s.updated!.evidence).toContain("2026-03-10T09:00:00Z");
    expect(s.citations!.evidence).toBe("www.nist.gov, en.wikipedia.org");
    expect(s.https!.evidence).toContain("https://coffee.example");
    expect(s.experience!.evidence).toMatch(/“I tested”.*“In my experience”/);
    expect(s.policy!.evidence).toContain("how-we-test");
    expect(s["contact-details"]!.evidence).toBe("mailto:hello@coffee.example");
  });

  it("scores 100 in every group and overall", () => {
    const { overall, groups } = analyzeHtml(fixture("strong.html"), "https://coffee.example/grinders");
    expect(groups.map((g) => [g.group, g.score, g.weight])).toEqual([
      ["Experience", 100, 20],
      ["Expertise", 100, 25],
      ["Authoritativeness", 100, 25],
      ["Trust", 100, 30],
    ]);
    expect(overall).toBe(100);
  });
});

describe("E-E-A-T signals on a page that lacks them", () => {
  const s = signals(fixture("weak.html"), "http://thin.example/best");

  it("fails or warns each signal and says what is missing", () => {
    expect(Object.fromEntries(Object.values(s).map((x) => [x.id, x.status]))).toEqual({
      byline: "fail",
      "author-page": "fail",
      schema: "fail",
      about: "fail",
      contact: "fail",
      privacy: "fail",
      published: "fail",
      updated: "warn",
      citations: "warn",
      https: "fail",
      experience: "fail",
      policy: "warn",
      "contact-details": "warn",
    });
    expect(s.https!.evidence).toBe("Served over plain HTTP (http://thin.example).");
    expect(s.citations!.evidence).toMatch(
      /1 outbound link\(s\), none to a recognised authority \(e\.g\. shop\.example\)/,
    );
    expect(s.byline!.evidence).toMatch(/No author name found/);
  });

  it("weights the groups as shown: Trust 3 warns of 7 signals", () => {
    const { overall, groups } = analyzeHtml(fixture("weak.html"), "http://thin.example/best");
    const byGroup = Object.fromEntries(groups.map((g) => [g.group, g.score]));
    // Trust: published fail, updated warn, https fail, contact fail, privacy fail, policy warn, details warn.
    expect(byGroup).toEqual({ Experience: 0, Expertise: 0, Authoritativeness: 17, Trust: 21 });
    expect(overall).toBe(Math.round((17 * GROUP_WEIGHTS.Authoritativeness + 21 * GROUP_WEIGHTS.Trust) / 100));
  });
});

describe("partial signals", () => {
  it("warns when the author is named but not linked, and when schema has no sameAs", () => {
    const html = `<html><head><script type="application/ld+json">{"@type":"Organization","name":"Acme"}</script></head>
      <body><p>By Jane Smith</p><p>I tried it once.</p></body></html>`;
    const s = signals(html, "https://acme.example/x");
    expect(s.byline).toMatchObject({ status: "pass", evidence: "“By Jane Smith”" });
    expect(s["author-page"]!.status).toBe("warn");
    expect(s.schema).toMatchObject({
      status: "warn",
      evidence: "JSON-LD Organization without sameAs links to its profiles.",
    });
    expect(s.experience).toMatchObject({ status: "warn", evidence: "“I tried”" });
  });

  it("extracts the main text with Readability for the AI's experience judgment", () => {
    const main = mainText(fixture("strong.html"));
    expect(main?.text).toContain("I tested every grinder with the same beans.");
    expect(main?.text).not.toContain("About us");
  });
});
