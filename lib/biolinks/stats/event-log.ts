import { randomUUID } from "node:crypto";
import {
  closeSync,
  truncateSync,
  fdatasyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  readdirSync,
  statSync,
  writeFileSync,
  writeSync,
} from "node:fs";
import { open, stat, unlink } from "node:fs/promises";
import path from "node:path";
import { processSingleton } from "@/lib/process-registry";
import { acquireDirectoryLock, directoryLockHolder } from "@/lib/db/lock";
import { DIMENSIONS } from "./dimensions";
import type { BioEvent } from "./event";

// The event log: every counted view or click is appended here as the redirect goes out, and the consumer
// (pipeline.ts) applies it to the statistics store in order. On disk (the default) it is a folder of
// segment files of one JSON line per event, written by group commit: appends wait in memory for at most
// GROUP_COMMIT_MS, then go to the file in one write and one fdatasync, so a kill -9 loses at most that
// much and a graceful stop (flushSync) nothing. While the store is away the log grows on disk, up to
// maxBytes; past it new events are refused (counted and logged, and shown by /api/health), and memory stays
// flat either way: the consumer reads a bounded batch at a time.
// Without a writable disk (a serverless host) the log is a bounded queue in memory (MemoryLog): what it
// holds when the process dies is lost (docs/bio-pages.md).

export const GROUP_COMMIT_MS = 100;
const SEGMENT_BYTES = 8 * 1024 * 1024;
/** Committed records kept as objects for a consumer that keeps up (DiskLog's recent). */
const RECENT_MAX = 50_000;
/** Events kept in memory when there is no disk (MemoryLog), and appends waiting for the next commit. */
const MEMORY_EVENTS = 100_000;

export interface LogRecord {
  seq: number;
  event: BioEvent;
}

export interface LogState {
  /** Where it is kept: a folder, or "memory". */
  location: string;
  /** The last sequence number appended (committed or waiting). */
  lastSeq: number;
  /** Bytes on disk (or events in memory) not yet released by the consumer. */
  backlog: number;
  /** Events refused since the start because the log was full. */
  dropped: number;
  full: boolean;
}

export interface EventLog {
  /** Identifies this log to the store (each instance's log has its own sequence). */
  readonly id: string;
  /** Appends one event; false when it was refused (the log is full). */
  append(event: BioEvent): boolean;
  /** Commits what waits (one write, one fdatasync); resolves when it is durable. */
  commit(): Promise<void>;
  /** Commits what waits, synchronously: the last thing a stopping process does. */
  commitSync(): void;
  /** Up to `max` committed records after `afterSeq`, in order. */
  read(afterSeq: number, max: number): Promise<LogRecord[]>;
  /** The records up to `seq` are in the store: their space can go. */
  release(seq: number): Promise<void>;
  state(): LogState;
  close(): void;
}

// A record's line: the sequence number, then the event's fields in a fixed order (a third of JSON's size).
const FIELDS = ["time", "pageId", "blockId", "visitor", ...DIMENSIONS, "variant"] as const;

function lineOf(seq: number, event: BioEvent): string {
  return `${JSON.stringify([seq, ...FIELDS.map((f) => event[f])])}\n`;
}

function recordOf(line: string): LogRecord | null {
  try {
    const values = JSON.parse(line) as unknown[];
    if (!Array.isArray(values) || values.length !== FIELDS.length + 1) return null;
    const event = Object.fromEntries(FIELDS.map((f, i) => [f, values[i + 1]])) as unknown as BioEvent;
    return { seq: values[0] as number, event };
  } catch {
    // A line a crash cut short: it was never acknowledged as durable.
    return null;
  }
}

declare module "@/lib/process-registry" {
  interface ProcessRegistry {
    /** The folders this process has a log open in (two opens of one folder would share sequence numbers). */
    openEventLogs: Set<string>;
  }
}

const OPEN_LOGS = processSingleton("openEventLogs", () => new Set<string>());

const segmentName = (firstSeq: number) => `${String(firstSeq).padStart(16, "0")}.log`;
const firstSeqOf = (name: string) => Number(name.slice(0, 16));

class DiskLog implements EventLog {
  readonly id: string;
  private waiting: string[] = [];
  private waitingEvents: BioEvent[] = [];
  private waitingBytes = 0;
  /**
   * The committed records the consumer has not read yet, as objects: a consumer that keeps up reads them
   * from here rather than parsing its own lines back (bounded; past RECENT_MAX it reads the files).
   */
  private recent: LogRecord[] = [];
  private lastSeq = 0;
  private dropped = 0;
  private droppedLoggedAt = 0;
  private timer: NodeJS.Timeout | null = null;
  /** The segment being written: its first sequence number, its file and size. */
  private segment: { first: number; fd: number; bytes: number } | null = null;
  /** Bytes of every segment not yet released, the current one included. */
  private bytes = 0;
  private segments: number[] = [];
  private cursor: { seq: number; first: number; offset: number } | null = null;
  /** The last sequence number on disk (appends after it wait for the next commit). */
  private committedSeq = 0;
  private readonly releaseLock: () => void;

  constructor(
    private readonly dir: string,
    private readonly maxBytes: number,
  ) {
    mkdirSync(dir, { recursive: true });
    // One writer per folder: two writers (two processes, or two opens in one) would hand out the same
    // sequence numbers and interleave their lines.
    const key = path.resolve(dir);
    if (OPEN_LOGS.has(key)) throw new Error(`The event log in ${dir} is in use already in this process.`);
    const holder = directoryLockHolder(dir);
    if (holder) {
      throw new Error(
        `The event log in ${dir} is in use by process ${holder}: each instance needs a log of its own (EVENT_LOG_DIR).`,
      );
    }
    this.releaseLock = acquireDirectoryLock(dir);
    OPEN_LOGS.add(key);
    const idFile = path.join(dir, "log-id");
    try {
      this.id = readFileSync(idFile, "utf8").trim();
    } catch {
      this.id = randomUUID();
      writeFileSync(idFile, this.id);
    }
    this.segments = readdirSync(dir)
      .filter((name) => /^\d{16}\.log$/.test(name))
      .map(firstSeqOf)
      .sort((a, b) => a - b);
    const last = this.segments.at(-1);
    if (last !== undefined) {
      this.cutAfterLastRecord(last);
      this.lastSeq = this.lastSeqIn(last);
    }
    this.committedSeq = this.lastSeq;
    for (const first of this.segments) this.bytes += statSync(this.file(first)).size;
  }

  /**
   * A crash may have cut the last segment's last line short: that record was never acknowledged as
   * durable, and a line appended after it would be joined to it. The segment is cut after its last newline.
   */
  private cutAfterLastRecord(first: number): void {
    const file = this.file(first);
    const bytes = readFileSync(file);
    const end = bytes.lastIndexOf(10) + 1;
    if (end < bytes.length) truncateSync(file, end);
  }

  private file(first: number) {
    return path.join(this.dir, segmentName(first));
  }

  /** The last whole record's sequence number in a segment (its first minus one if it has none). */
  private lastSeqIn(first: number): number {
    const lines = readFileSync(this.file(first), "utf8").split("\n");
    for (let i = lines.length - 1; i >= 0; i--) {
      const record = lines[i] ? recordOf(lines[i]!) : null;
      if (record) return record.seq;
    }
    return first - 1;
  }

  append(event: BioEvent): boolean {
    if (this.bytes + this.waitingBytes >= this.maxBytes || this.waiting.length >= MEMORY_EVENTS) {
      this.dropped++;
      if (Date.now() - this.droppedLoggedAt > 60_000) {
        this.droppedLoggedAt = Date.now();
        console.error(
          `[creatorkit] the statistics event log in ${this.dir} is full (${this.bytes} bytes): ` +
            `${this.dropped} events not counted so far. Is the statistics store reachable?`,
        );
      }
      return false;
    }
    const line = lineOf(++this.lastSeq, event);
    this.waiting.push(line);
    this.waitingEvents.push(event);
    this.waitingBytes += line.length;
    this.timer ??= setTimeout(() => this.commitSync(), GROUP_COMMIT_MS).unref();
    return true;
  }

  private take(): { text: string; first: number; count: number; events: BioEvent[] } | null {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.waiting.length === 0) return null;
    const count = this.waiting.length;
    const text = this.waiting.join("");
    const events = this.waitingEvents;
    this.waiting = [];
    this.waitingEvents = [];
    this.waitingBytes = 0;
    return { text, first: this.lastSeq - count + 1, count, events };
  }

  /** Keeps a commit's records for the consumer, the newest RECENT_MAX. */
  private remember(first: number, events: BioEvent[]): void {
    for (let i = 0; i < events.length; i++) this.recent.push({ seq: first + i, event: events[i]! });
    if (this.recent.length > RECENT_MAX) this.recent = this.recent.slice(this.recent.length - RECENT_MAX);
  }

  private segmentFor(first: number): number {
    if (this.segment && this.segment.bytes < SEGMENT_BYTES) return this.segment.fd;
    if (this.segment) closeSync(this.segment.fd);
    // A new segment after every start too: a crash may have cut the old one's last line short.
    const fd = openSync(this.file(first), "a");
    this.segment = { first, fd, bytes: 0 };
    if (!this.segments.includes(first)) this.segments.push(first);
    return fd;
  }

  /**
   * Writes what waits and makes it durable. Synchronous on purpose: a commit must not queue behind the
   * thread pool's other work (DuckDB's queries, file reads), or a kill -9 could lose more than
   * GROUP_COMMIT_MS; one write and one fdatasync every GROUP_COMMIT_MS cost the event loop ~1 ms.
   */
  commitSync(): void {
    const batch = this.take();
    if (!batch) return;
    const fd = this.segmentFor(batch.first);
    const buffer = Buffer.from(batch.text);
    writeSync(fd, buffer);
    fdatasyncSync(fd);
    this.segment!.bytes += buffer.length;
    this.bytes += buffer.length;
    this.committedSeq = batch.first + batch.count - 1;
    this.remember(batch.first, batch.events);
  }

  async commit(): Promise<void> {
    this.commitSync();
  }

  async read(afterSeq: number, max: number): Promise<LogRecord[]> {
    const oldest = this.recent[0]?.seq;
    if (oldest !== undefined && oldest <= afterSeq + 1) {
      const start = afterSeq + 1 - oldest;
      if (start < this.recent.length) return this.recent.slice(start, start + max);
      if (afterSeq >= this.committedSeq) return [];
    }
    const records: LogRecord[] = [];
    const segments = [...new Set(this.segments)].sort((a, b) => a - b);
    // Where the last read ended, when this read follows it (the consumer's case): only new bytes are read.
    const resume = this.cursor?.seq === afterSeq && segments.includes(this.cursor.first) ? this.cursor : null;
    let index = resume
      ? segments.indexOf(resume.first)
      : Math.max(
          0,
          segments.findLastIndex((first) => first <= afterSeq + 1),
        );
    let offset = resume?.offset ?? 0;
    for (; index < segments.length; index++, offset = 0) {
      const first = segments[index]!;
      const bytes = await this.bytesFrom(first, offset);
      let at = 0;
      for (let end = bytes.indexOf(10, at); end >= 0; at = end + 1, end = bytes.indexOf(10, at)) {
        const record = recordOf(bytes.toString("utf8", at, end));
        if (!record || record.seq <= afterSeq) continue;
        records.push(record);
        if (records.length >= max) {
          this.cursor = { seq: record.seq, first, offset: offset + end + 1 };
          return records;
        }
      }
      const last = records.at(-1);
      if (last) this.cursor = { seq: last.seq, first, offset: offset + at };
    }
    return records;
  }

  private async bytesFrom(first: number, offset: number): Promise<Buffer> {
    try {
      const handle = await open(this.file(first), "r");
      try {
        const { size } = await handle.stat();
        const buffer = Buffer.alloc(Math.max(0, size - offset));
        if (buffer.length > 0) await handle.read(buffer, 0, buffer.length, offset);
        return buffer;
      } finally {
        await handle.close();
      }
    } catch {
      return Buffer.alloc(0); // released meanwhile
    }
  }

  async release(seq: number): Promise<void> {
    const kept = this.recent.findIndex((r) => r.seq > seq);
    this.recent = kept < 0 ? [] : this.recent.slice(kept);
    // A segment goes once all its records are in the store: those before the next segment's first, or,
    // for the last one, every committed record (an empty one then takes its place, below).
    const segments = [...this.segments].sort((a, b) => a - b);
    for (let i = 0; i < segments.length; i++) {
      const first = segments[i]!;
      const last = i + 1 < segments.length ? segments[i + 1]! - 1 : this.committedSeq;
      if (last > seq || last < first) break;
      if (i + 1 === segments.length && this.waiting.length > 0) break;
      if (this.segment?.first === first) {
        closeSync(this.segment.fd);
        this.segment = null;
      }
      // The last segment's name is what tells a new start where the sequence goes on: an empty segment
      // named after the next record takes its place (without it, a start with no segment would begin again
      // at 1, under numbers the store holds already, and its events would be skipped).
      if (i + 1 === segments.length) this.startEmptySegment(this.committedSeq + 1);
      const file = this.file(first);
      const size = await stat(file).then(
        (s) => s.size,
        () => 0,
      );
      await unlink(file).catch(() => {});
      this.bytes -= size;
      this.segments = this.segments.filter((s) => s !== first);
      if (this.cursor?.first === first) this.cursor = null;
    }
  }

  private startEmptySegment(first: number): void {
    if (this.segments.includes(first)) return;
    const fd = openSync(this.file(first), "a");
    fdatasyncSync(fd);
    closeSync(fd);
    this.segments.push(first);
  }

  state(): LogState {
    return {
      location: this.dir,
      lastSeq: this.lastSeq,
      backlog: this.bytes + this.waitingBytes,
      dropped: this.dropped,
      full: this.bytes + this.waitingBytes >= this.maxBytes,
    };
  }

  close(): void {
    this.commitSync();
    if (this.segment) closeSync(this.segment.fd);
    this.segment = null;
    OPEN_LOGS.delete(path.resolve(this.dir));
    this.releaseLock();
  }
}

/** The log of a process without a writable disk: a bounded queue, lost with the process. */
class MemoryLog implements EventLog {
  readonly id = randomUUID();
  private records: LogRecord[] = [];
  private lastSeq = 0;
  private dropped = 0;

  append(event: BioEvent): boolean {
    if (this.records.length >= MEMORY_EVENTS) {
      this.dropped++;
      return false;
    }
    this.records.push({ seq: ++this.lastSeq, event });
    return true;
  }
  async commit(): Promise<void> {}
  commitSync(): void {}
  async read(afterSeq: number, max: number): Promise<LogRecord[]> {
    return this.records.filter((r) => r.seq > afterSeq).slice(0, max);
  }
  async release(seq: number): Promise<void> {
    this.records = this.records.filter((r) => r.seq > seq);
  }
  state(): LogState {
    return {
      location: "memory",
      lastSeq: this.lastSeq,
      backlog: this.records.length,
      dropped: this.dropped,
      full: this.records.length >= MEMORY_EVENTS,
    };
  }
  close(): void {}
}

/** The log in `dir`, or in memory when `dir` is null. */
export function openEventLog(dir: string | null, maxBytes: number): EventLog {
  return dir ? new DiskLog(dir, maxBytes) : new MemoryLog();
}
