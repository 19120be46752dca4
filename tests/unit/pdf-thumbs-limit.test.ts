import { describe, expect, it } from "vitest";
import { concurrencyLimit } from "@/lib/pdf/thumbs/limit";

describe("concurrencyLimit", () => {
  it("never runs more than the cap at once, and runs every task in the order it came", async () => {
    const run = concurrencyLimit(2);
    let now = 0;
    let most = 0;
    const started: number[] = [];
    const task = (n: number) => async () => {
      started.push(n);
      most = Math.max(most, ++now);
      await new Promise((resolve) => setTimeout(resolve, 5 + (n % 3)));
      now--;
      return n * 10;
    };
    const first = Array.from({ length: 5 }, (_, n) => run(task(n)));
    // A task queued while others finish must still wait its turn.
    await first[0];
    const late = run(task(5));
    expect(await Promise.all([...first, late])).toEqual([0, 10, 20, 30, 40, 50]);
    expect(most).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it("frees the slot of a task that fails", async () => {
    const run = concurrencyLimit(1);
    await expect(run(() => Promise.reject(new Error("broken page")))).rejects.toThrow("broken page");
    expect(await run(async () => "next")).toBe("next");
  });
});
