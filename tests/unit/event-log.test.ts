import { spawn } from "node:child_process";
import { appendFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { VIEW_BLOCK_ID, type BioEvent } from "@/lib/biolinks/stats/event";
import { openEventLog, type EventLog } from "@/lib/biolinks/stats/event-log";

// The statistics event log (lib/biolinks/stats/event-log.ts) on a real temporary folder: group commit,
// reads in order from any position, a restart (a new DiskLog on the same folder) that continues the
// sequence, a crash's cut line, releases of whole segments, a full log, the folder's lock; and the
// bounded MemoryLog.

const PAGE = "11111111-1111-4111-8111-111111111111";
const SEGMENT_BYTES = 8 * 1024 * 1024;
const MEMORY_EVENTS = 100_000;

function event(n: number, referrer = ""): BioEvent {
  return {
    time: 1_790_000_000_000 + n,
    pageId: PAGE,
    blockId: VIEW_BLOCK_ID,
    visitor: String(n),
    country: "FR",
    device: "mobile",
    browser: "Chrome",
    os: "Android",
    referrer,
    utmSource: "",
    utmMedium: "",
    utmCampaign: "",
    variant: n % 3 === 0 ? 1 : null,
  };
}

const folders: string[] = [];
const open: EventLog[] = [];

function folder(): string {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), "creatorkit-event-log-")), "events");
  folders.push(path.dirname(dir));
  return dir;
}

function openLog(dir: string, maxBytes = 1024 * 1024 * 1024): EventLog {
  const log = openEventLog(dir, maxBytes);
  open.push(log);
  return log;
}

function closeLog(log: EventLog): void {
  log.close();
  open.splice(open.indexOf(log), 1);
}

const segmentFiles = (dir: string) =>
  readdirSync(dir)
    .filter((name) => /^\d{16}\.log$/.test(name))
    .sort();
const firstOf = (name: string) => Number(name.slice(0, 16));
const seqs = (records: { seq: number }[]) => records.map((r) => r.seq);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

afterEach(() => {
  for (const log of open.splice(0)) log.close();
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
  vi.restoreAllMocks();
});

describe("the statistics event log on disk", () => {
  it("appends, commits as a group, and reads in order from any sequence number", async () => {
    const log = openLog(folder());
    for (let n = 1; n <= 50; n++) expect(log.append(event(n))).toBe(true);
    expect(log.state()).toMatchObject({ lastSeq: 50, dropped: 0, full: false });
    // Nothing is readable before the commit: the appends wait in memory.
    expect(await log.read(0, 100)).toEqual([]);
    await log.commit();
    const all = await log.read(0, 100);
    expect(seqs(all)).toEqual(range(1, 50));
    expect(all[6]).toEqual({ seq: 7, event: event(7) });
    expect(seqs(await log.read(17, 5))).toEqual(range(18, 22));
    expect(seqs(await log.read(49, 100))).toEqual([50]);
    expect(await log.read(50, 100)).toEqual([]);
    // One commit, one segment file.
    expect(segmentFiles(log.state().location)).toEqual(["0000000000000001.log"]);
  });

  it("commits by itself within the group commit delay", async () => {
    const log = openLog(folder());
    log.append(event(1));
    log.append(event(2));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(seqs(await log.read(0, 10))).toEqual([1, 2]);
  });

  it("resumes reading after the last read, also once more is committed", async () => {
    const log = openLog(folder());
    for (let n = 1; n <= 30; n++) log.append(event(n));
    await log.commit();
    expect(seqs(await log.read(0, 10))).toEqual(range(1, 10));
    expect(seqs(await log.read(10, 10))).toEqual(range(11, 20));
    expect(seqs(await log.read(20, 100))).toEqual(range(21, 30));
    expect(await log.read(30, 100)).toEqual([]);
    for (let n = 31; n <= 35; n++) log.append(event(n));
    await log.commit();
    expect(seqs(await log.read(30, 100))).toEqual(range(31, 35));
    // A read from elsewhere than the last one's end is still right, and so is the one after it.
    expect(seqs(await log.read(3, 2))).toEqual([4, 5]);
    expect(seqs(await log.read(5, 3))).toEqual([6, 7, 8]);
    expect((await log.read(34, 1))[0]).toEqual({ seq: 35, event: event(35) });
  });

  it("continues its sequence and keeps its id after it is closed and opened again (a new process)", async () => {
    const dir = folder();
    const first = openLog(dir);
    for (let n = 1; n <= 10; n++) first.append(event(n));
    const id = first.id;
    // close() commits what waits.
    closeLog(first);

    const second = openLog(dir);
    expect(second.id).toBe(id);
    expect(second.state().lastSeq).toBe(10);
    expect(seqs(await second.read(0, 100))).toEqual(range(1, 10));
    for (let n = 11; n <= 15; n++) second.append(event(n));
    await second.commit();
    expect(seqs(await second.read(0, 100))).toEqual(range(1, 15));
    expect(seqs(await second.read(8, 100))).toEqual(range(9, 15));
    // A new segment after every start.
    expect(segmentFiles(dir)).toEqual(["0000000000000001.log", "0000000000000011.log"]);
    closeLog(second);

    const third = openLog(dir);
    expect(third.state().lastSeq).toBe(15);
    expect((await third.read(14, 10))[0]).toEqual({ seq: 15, event: event(15) });
  });

  it("skips a last line a crash cut short, and continues from the last whole record", async () => {
    const dir = folder();
    const first = openLog(dir);
    for (let n = 1; n <= 5; n++) first.append(event(n));
    closeLog(first);
    // A kill -9 in the middle of a commit's write: half a line, no newline.
    const [segment] = segmentFiles(dir);
    appendFileSync(path.join(dir, segment!), '[6,1790000000006,"11111111-1111-4111-81');

    const second = openLog(dir);
    expect(second.state().lastSeq).toBe(5);
    expect(seqs(await second.read(0, 100))).toEqual(range(1, 5));
    for (let n = 6; n <= 8; n++) second.append(event(n));
    await second.commit();
    const records = await second.read(0, 100);
    expect(seqs(records)).toEqual(range(1, 8));
    expect(records.at(-1)).toEqual({ seq: 8, event: event(8) });
    expect(seqs(await second.read(5, 100))).toEqual([6, 7, 8]);
  });

  it("keeps the first record after a start whose segment a crash left with only a cut line", async () => {
    const dir = folder();
    const first = openLog(dir);
    for (let n = 1; n <= 3; n++) first.append(event(n));
    closeLog(first);
    // The next start's first commit cut short: its new segment holds half of record 4's line.
    writeFileSync(path.join(dir, "0000000000000004.log"), '[4,1790000000004,"1111');

    const second = openLog(dir);
    expect(second.state().lastSeq).toBe(3);
    second.append(event(4));
    second.append(event(5));
    await second.commit();
    // Record 4 is a new, acknowledged event: it must not be glued to the cut line.
    expect(seqs(await second.read(0, 100))).toEqual(range(1, 5));
    closeLog(second);
    const third = openLog(dir);
    expect(third.state().lastSeq).toBe(5);
    expect(seqs(await third.read(0, 100))).toEqual(range(1, 5));
  });

  it("releases only whole segments whose records are all in the store, the current one once all is in", async () => {
    const dir = folder();
    const log = openLog(dir);
    // ~1 KiB lines: a segment is ~8,000 of them; commits of 1,000 make it end just past 8 MiB.
    const long = "https://example.com/".padEnd(1000, "x");
    let n = 0;
    while (segmentFiles(dir).length < 4) {
      for (let i = 0; i < 1000; i++) log.append(event(++n, long));
      await log.commit();
    }
    const last = n;
    const firsts = segmentFiles(dir).map(firstOf);
    expect(firsts[0]).toBe(1);
    expect(log.state().backlog).toBeGreaterThan(3 * SEGMENT_BYTES);

    // A record in the middle of the second segment: only the first goes.
    await log.release(firsts[1]! + 10);
    expect(segmentFiles(dir).map(firstOf)).toEqual(firsts.slice(1));
    // Nothing at or below a kept segment's records is lost: reads from there still see everything after.
    expect(seqs(await log.read(firsts[1]! + 10, 3))).toEqual(range(firsts[1]! + 11, firsts[1]! + 13));
    // The second segment's last record exactly: the second goes too.
    await log.release(firsts[2]! - 1);
    expect(segmentFiles(dir).map(firstOf)).toEqual(firsts.slice(2));
    // Up to the third segment's last record: the current (fourth) one stays.
    await log.release(firsts[3]! - 1);
    expect(segmentFiles(dir).map(firstOf)).toEqual([firsts[3]]);
    const current = (await log.read(firsts[3]! - 1, 100_000)).length;
    expect(current).toBe(last - firsts[3]! + 1);
    expect(log.state().backlog).toBeLessThan(2 * SEGMENT_BYTES);
    // Everything committed: the current segment goes too; an empty one named after the next record stays.
    await log.release(last);
    expect(segmentFiles(dir).map(firstOf)).toEqual([last + 1]);
    expect(log.state().backlog).toBe(0);
    // And the log goes on, in a segment of its own.
    log.append(event(++n));
    await log.commit();
    expect(segmentFiles(dir).map(firstOf)).toEqual([last + 1]);
    expect(seqs(await log.read(last, 10))).toEqual([last + 1]);
  });

  it("keeps the segment being written until all of it is in the store, also after a restart", async () => {
    const dir = folder();
    const first = openLog(dir);
    for (let n = 1; n <= 20; n++) first.append(event(n));
    await first.commit();
    await first.release(10);
    expect(segmentFiles(dir)).toEqual(["0000000000000001.log"]);
    expect(seqs(await first.read(10, 100))).toEqual(range(11, 20));
    await first.release(20);
    expect(segmentFiles(dir)).toEqual(["0000000000000021.log"]);
    // Released again, the empty segment stays: it holds no record, and its name is the next one's.
    await first.release(20);
    expect(segmentFiles(dir)).toEqual(["0000000000000021.log"]);
    // A start with nothing but it goes on after 20, not at 1 (the store holds 1-20 already).
    closeLog(first);
    const reopened = openLog(dir);
    expect(reopened.state().lastSeq).toBe(20);
    closeLog(reopened);
    const again = openLog(dir);
    again.append(event(21));
    await again.commit();
    expect(seqs(await again.read(20, 100))).toEqual([21]);
    closeLog(again);

    const second = openLog(dir);
    for (let n = 22; n <= 25; n++) second.append(event(n));
    await second.commit();
    await second.release(10);
    expect(segmentFiles(dir)).toEqual(["0000000000000021.log", "0000000000000022.log"]);
    await second.release(21);
    expect(segmentFiles(dir)).toEqual(["0000000000000022.log"]);
    expect(seqs(await second.read(21, 100))).toEqual(range(22, 25));
  });

  it("refuses appends when full, counts them, and accepts again once released", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const dir = folder();
    // Over a segment: the first segment and some of the second fill it.
    const log = openLog(dir, SEGMENT_BYTES + 3 * 1024 * 1024);
    const long = "https://example.com/".padEnd(1000, "x");
    let n = 0;
    while (log.append(event(n + 1, long))) {
      n++;
      if (n % 1000 === 0) await log.commit();
    }
    await log.commit();
    expect(segmentFiles(dir)).toHaveLength(2);
    expect(log.append(event(n + 1))).toBe(false);
    expect(log.state()).toMatchObject({ lastSeq: n, dropped: 2, full: true });
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]![0])).toContain("is full");
    // The refused events have no sequence number: nothing is missing from what is read.
    expect((await log.read(n - 1, 10)).map((r) => r.seq)).toEqual([n]);

    await log.release(n);
    expect(segmentFiles(dir).map(firstOf)).toEqual([n + 1]);
    expect(log.state().full).toBe(false);
    expect(log.append(event(n + 1))).toBe(true);
    await log.commit();
    expect(log.state()).toMatchObject({ lastSeq: n + 1, dropped: 2, full: false });
    expect(seqs(await log.read(n, 10))).toEqual([n + 1]);
  });

  it("a tiny log: refuses when full, and accepts again once everything is released", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const dir = folder();
    const log = openLog(dir, 1000);
    let n = 0;
    while (log.append(event(n + 1))) n++;
    expect(n).toBeGreaterThan(1);
    expect(n).toBeLessThan(20);
    for (let i = 0; i < 4; i++) expect(log.append(event(n + 1))).toBe(false);
    expect(log.state()).toMatchObject({ lastSeq: n, dropped: 5, full: true });
    expect(error).toHaveBeenCalled();
    await log.commit();
    expect(log.state().full).toBe(true);
    expect(seqs(await log.read(0, 100))).toEqual(range(1, n));

    // The consumer has every record in the store: the log has room again (EVENT_LOG_MAX_MB may be 1).
    await log.release(n);
    expect(log.state().full).toBe(false);
    expect(log.append(event(n + 1))).toBe(true);
  });

  it("a tiny log full at a start has room again once the consumer releases it", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const dir = folder();
    const first = openLog(dir, 1000);
    let n = 0;
    while (first.append(event(n + 1))) n++;
    closeLog(first);

    const second = openLog(dir, 1000);
    expect(second.state()).toMatchObject({ lastSeq: n, full: true, dropped: 0 });
    expect(second.append(event(n + 1))).toBe(false);
    await second.release(n);
    expect(second.state().full).toBe(false);
    expect(second.append(event(n + 1))).toBe(true);
    await second.commit();
    expect(seqs(await second.read(n, 10))).toEqual([n + 1]);
  });

  it("fails clearly when another live process has the folder open", async () => {
    const dir = folder();
    const other = spawn("sleep", ["30"]);
    try {
      mkdirSync(path.dirname(dir), { recursive: true });
      writeFileSync(`${dir}.lock`, String(other.pid));
      expect(() => openLog(dir)).toThrow(new RegExp(`${dir}.*in use by process ${other.pid}`));
    } finally {
      other.kill();
    }
  });

  it("fails clearly when the folder is opened a second time in this process", () => {
    const dir = folder();
    const first = openLog(dir);
    first.append(event(1));
    // Two writers on one folder would hand out the same sequence numbers.
    expect(() => openLog(dir)).toThrow(new RegExp(`${dir}.*in use`));
  });
});

describe("the statistics event log in memory", () => {
  it("reads in order, releases, and stays bounded", async () => {
    const log = openEventLog(null, 1000);
    expect(log.state().location).toBe("memory");
    for (let n = 1; n <= 10; n++) expect(log.append(event(n))).toBe(true);
    expect(seqs(await log.read(0, 4))).toEqual([1, 2, 3, 4]);
    expect(seqs(await log.read(4, 100))).toEqual(range(5, 10));
    await log.release(6);
    expect(seqs(await log.read(0, 100))).toEqual(range(7, 10));
    expect(log.state()).toMatchObject({ lastSeq: 10, backlog: 4, dropped: 0, full: false });

    for (let n = 11; log.state().backlog < MEMORY_EVENTS; n++) log.append(event(n));
    const full = log.state().lastSeq;
    expect(log.append(event(full + 1))).toBe(false);
    expect(log.state()).toMatchObject({ lastSeq: full, backlog: MEMORY_EVENTS, dropped: 1, full: true });
    await log.release(full - 10);
    expect(log.state().full).toBe(false);
    expect(log.append(event(full + 1))).toBe(true);
    expect(seqs(await log.read(full - 1, 10))).toEqual([full, full + 1]);
    // Each memory log has an id of its own (a new sequence).
    expect(openEventLog(null, 1000).id).not.toBe(log.id);
  });
});
