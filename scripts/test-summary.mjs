// What scripts/test.mjs reads from each part's output for the summary at the end of `npm test`.

export const plain = (text) => text.replace(/\u001b\[[0-9;]*m/g, "");

/** Tests per vitest project, from the per-file lines ("✓ integration:pglite tests/x.test.ts (8 tests | 1 failed)"). */
export function vitestCounts(output) {
  const projects = new Map();
  for (const match of output.matchAll(
    /^\s*[✓×❯↓]\s+(\S+)\s+tests\/\S+\s+\((\d+) tests?(?:\s*\|\s*(\d+) failed)?/gm,
  )) {
    const [, project, tests, failed] = match;
    const sum = projects.get(project) ?? { tests: 0, failed: 0 };
    sum.tests += Number(tests);
    sum.failed += Number(failed ?? 0);
    projects.set(project, sum);
  }
  const parts = [...projects].map(
    ([project, { tests, failed }]) => `${project} ${tests}${failed ? ` (${failed} failed)` : ""}`,
  );
  const total = /Tests\s+(.+?)\s*\(\d+\)\s*$/m.exec(output)?.[1];
  return [total, parts.length ? `by project: ${parts.join(", ")}` : ""].filter(Boolean).join("; ");
}

/** Playwright's closing counts ("249 passed (12.3m)", "1 failed", "2 flaky", "1 skipped"). */
export function playwrightCounts(output) {
  const counts = [
    ...output.matchAll(/^\s+(\d+) (passed|failed|flaky|skipped|did not run|interrupted)\b/gm),
  ].map(([, n, what]) => `${n} ${what}`);
  return counts.join(", ");
}
