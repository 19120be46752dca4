import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { blockSchema, isVisible } from "@/lib/biolinks/blocks";
import { AA_RATIO, contrastRatio, THEMES } from "@/lib/biolinks/themes";
import { utcToZoned, zonedToUtc } from "@/lib/biolinks/time-zone";
import { embedFor, playerPlaceholder } from "@/lib/biolinks/urls";
import { contactFileName, contactVCard } from "@/lib/biolinks/vcard";

describe("schedules", () => {
  const from = new Date("2026-06-01T10:00:00Z");
  const until = new Date("2026-06-02T10:00:00Z");
  const block = { enabled: true, showFrom: from, showUntil: until };

  it("show a block from its start (inclusive) to its end (exclusive)", () => {
    expect(isVisible(block, new Date(from.getTime() - 1))).toBe(false);
    expect(isVisible(block, from)).toBe(true);
    expect(isVisible(block, new Date(until.getTime() - 1))).toBe(true);
    expect(isVisible(block, until)).toBe(false);
    expect(isVisible({ ...block, enabled: false }, from)).toBe(false);
    expect(isVisible({ enabled: true, showFrom: null, showUntil: null }, from)).toBe(true);
  });

  it("are read in the owner's time zone, across daylight-saving changes", () => {
    expect(zonedToUtc("2026-07-01T09:00", "America/New_York").toISOString()).toBe("2026-07-01T13:00:00.000Z");
    expect(zonedToUtc("2026-01-15T09:00", "America/New_York").toISOString()).toBe("2026-01-15T14:00:00.000Z");
    expect(zonedToUtc("2026-06-01T00:00", "Asia/Kolkata").toISOString()).toBe("2026-05-31T18:30:00.000Z");
    expect(zonedToUtc("2026-03-29T01:30", "Europe/Berlin").toISOString()).toBe("2026-03-29T00:30:00.000Z");
    expect(zonedToUtc("2026-03-29T03:30", "Europe/Berlin").toISOString()).toBe("2026-03-29T01:30:00.000Z");
    for (const zone of ["UTC", "Europe/Berlin", "Pacific/Auckland", "America/Los_Angeles"]) {
      expect(utcToZoned(zonedToUtc("2026-10-25T12:45", zone), zone)).toBe("2026-10-25T12:45");
    }
  });
});

describe("embeds", () => {
  it("play YouTube through youtube-nocookie and Spotify through its embed player", () => {
    expect(embedFor("https://www.youtube.com/watch?v=dQw4w9WgXcQ")?.src).toBe(
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    );
    expect(embedFor("https://youtu.be/dQw4w9WgXcQ")?.src).toBe(
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    );
    expect(embedFor("https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC")?.src).toBe(
      "https://open.spotify.com/embed/track/4uLU6hMCjMI75M1A2tKUQC",
    );
    for (const bad of [
      "http://youtube.com/watch?v=dQw4w9WgXcQ",
      "https://evil.example/watch?v=dQw4w9WgXcQ",
      "https://youtube.com/watch?v=<x>",
      "javascript:alert(1)",
    ]) {
      expect(embedFor(bad)).toBeNull();
    }
  });

  it("wait behind a placeholder whose only address is the player's, asked for when the visitor presses play", () => {
    const video = playerPlaceholder(embedFor("https://youtu.be/dQw4w9WgXcQ")!);
    expect(video.match(/https?:\/\/[^"<\s]+/g)).toEqual([
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1",
    ]);
    expect(video).not.toMatch(/\s(?:src|srcset|poster)=|url\(|@import|<script/i);
    const track = playerPlaceholder(embedFor("https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC")!);
    expect(track).toContain('<a href="https://open.spotify.com/embed/track/4uLU6hMCjMI75M1A2tKUQC">');
    expect(track).toContain("Play Spotify track");
  });
});

describe("contrast", () => {
  it("follows WCAG 2's formula", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
  });

  it("is met by every preset theme", () => {
    for (const { colors } of Object.values(THEMES)) {
      expect(contrastRatio(colors.text, colors.background)).toBeGreaterThanOrEqual(AA_RATIO);
      expect(contrastRatio(colors.buttonText, colors.button)).toBeGreaterThanOrEqual(AA_RATIO);
    }
  });
});

describe("contact cards", () => {
  const card = (fields: Record<string, string>) => ({
    id: "0b9a2a53-3f0f-4f0c-9a57-6a0d3f8e0d11",
    type: "contact",
    enabled: true,
    showFrom: "",
    showUntil: "",
    name: "Ana Example",
    organization: "",
    phone: "",
    email: "",
    website: "",
    ...fields,
  });
  const messages = (fields: Record<string, string>) => {
    const parsed = blockSchema.safeParse(card(fields));
    return parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join("."), issue.message]);
  };

  it("need a name and a way to reach its owner, each in a form a phone can dial or mail", () => {
    expect(messages({ phone: "+44 20 7946 0958" })).toEqual([]);
    expect(messages({ email: "ana@example.com", website: "https://ana.example/about" })).toEqual([]);
    expect(messages({ name: " ", phone: "+1 555 0100" })).toEqual([["name", "The name is required"]]);
    expect(messages({})).toEqual([["phone", "Add a phone number, an e-mail address or a website"]]);
    expect(messages({ phone: "call me" })).toEqual([
      ["phone", "Enter a phone number: digits, spaces, + ( ) - and . only"],
    ]);
    expect(messages({ email: "ana@" })).toEqual([["email", "Enter a valid e-mail address"]]);
    expect(messages({ website: "javascript:alert(1)" })).toEqual([
      ["website", "The website must start with https:// or http://"],
    ]);
  });

  it("download as a vCard 4.0 that a parser reads back field for field, commas and semicolons included", () => {
    const block = blockSchema.parse(
      card({
        name: "Ana; Example, Jr.",
        organization: "Studio A; Ltd",
        phone: "+44 (20) 7946-0958",
        email: "ana@example.com",
        website: "https://ana.example/",
      }),
    );
    if (block.type !== "contact") throw new Error("not a contact card");
    const text = contactVCard(block, "https://links.ana.test/contact/x");
    expect(text.startsWith("BEGIN:VCARD\r\nVERSION:4.0\r\n")).toBe(true);
    expect(text.endsWith("END:VCARD\r\n")).toBe(true);
    const parsed = new ICAL.Component(ICAL.parse(text));
    expect(parsed.name).toBe("vcard");
    expect(parsed.getFirstPropertyValue("fn")).toBe("Ana; Example, Jr.");
    expect(parsed.getFirstPropertyValue("n")).toEqual(["", "Ana; Example, Jr.", "", "", ""]);
    expect(parsed.getFirstPropertyValue("org")).toBe("Studio A; Ltd");
    expect(parsed.getFirstPropertyValue("tel")).toBe("tel:+442079460958");
    expect(parsed.getFirstPropertyValue("email")).toBe("ana@example.com");
    expect(parsed.getFirstPropertyValue("url")).toBe("https://ana.example/");
    expect(parsed.getFirstPropertyValue("source")).toBe("https://links.ana.test/contact/x");
    expect(contactFileName(block)).toBe("ana-example-jr.vcf");
    expect(contactFileName({ ...block, name: "Ана" })).toBe("contact.vcf");
  });
});
