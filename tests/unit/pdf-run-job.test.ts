import { describe, expect, it } from "vitest";
import { fail } from "@/lib/pdf/errors";
import { runJob } from "@/lib/pdf/run-job";
import type { Progress } from "@/lib/pdf/types";

describe("runJob", () => {
  it("passes progress on and returns the stages with the result", async () => {
    const seen: Progress[] = [];
    const outcome = await runJob(
      (p) => seen.push(p),
      async (report) => {
        report({ stage: "Reading", done: 0, total: 2 });
        report({ stage: "Reading", done: 1, total: 2 });
        report({ stage: "Saving" });
        return { outputs: [], notes: [] };
      },
    );
    expect(outcome).toEqual({ ok: true, result: { outputs: [], notes: [] }, stages: ["Reading", "Saving"] });
    expect(seen).toHaveLength(3);
  });

  it("keeps an expected problem's code and file, and turns anything else into a plain message", async () => {
    expect(
      await runJob(
        () => {},
        async () => fail("encrypted", "locked", "a.pdf"),
      ),
    ).toEqual({
      ok: false,
      problem: { code: "encrypted", message: "locked", fileName: "a.pdf" },
    });
    expect(
      await runJob(
        () => {},
        async () => Promise.reject(new Error("bad xref")),
      ),
    ).toEqual({
      ok: false,
      problem: { code: "corrupt", message: "The file could not be processed: bad xref" },
    });
  });
});
