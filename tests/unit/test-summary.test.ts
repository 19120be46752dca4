import { describe, expect, it } from "vitest";
import { playwrightCounts, plain, vitestCounts } from "@/scripts/test-summary.mjs";

describe("npm test's summary", () => {
  it("counts vitest's tests per project, failures included", () => {
    const output = plain(
      [
        " \u001b[32m✓\u001b[39m \u001b[30m\u001b[43m unit \u001b[49m\u001b[39m tests/unit/a.test.ts \u001b[2m(\u001b[22m\u001b[2m12 tests\u001b[22m\u001b[2m)\u001b[22m",
        " ✓ integration:pglite tests/integration/b.test.ts (8 tests) 5064ms",
        " ❯ integration:pglite tests/integration/c.test.ts (3 tests | 1 failed) 7960ms",
        " ✓ integration:postgres tests/integration/b.test.ts (1 test) 40ms",
        "      Tests  1 failed | 23 passed (24)",
      ].join("\n"),
    );
    expect(vitestCounts(output)).toBe(
      "1 failed | 23 passed; by project: unit 12, integration:pglite 11 (1 failed), integration:postgres 1",
    );
  });

  it("reads Playwright's closing counts", () => {
    const output = [
      "  1 failed",
      "    [chromium] › tests/e2e/x.spec.ts:3:1 › y",
      "  2 flaky",
      "  246 passed (12.3m)",
    ];
    expect(playwrightCounts(output.join("\n"))).toBe("1 failed, 2 flaky, 246 passed");
  });
});
