import { describe, expect, it } from "vitest";
import { isVisible } from "@/lib/biolinks/blocks";
import { AA_RATIO, contrastRatio, THEMES } from "@/lib/biolinks/themes";
import { utcToZoned, zonedToUtc } from "@/lib/biolinks/time-zone";
import { embedFor, playerPlaceholder } from "@/lib/biolinks/urls";

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
