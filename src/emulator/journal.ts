// `--data DIR` on disk: a snapshot (`emulator-state.json`, the whole state, written atomically by
// temp file and rename) and a journal (`emulator-state.journal`, one JSON line per request that
// changed something, appended with a single write before the answer is sent). A request costs a
// line the size of its change, not a rewrite of the whole file. A `kill -9` loses at most the
// request in flight: its line is either whole or torn, and a torn last line is ignored on load
// with a notice. The journal is folded into the snapshot at start-up and whenever it grows past
// twice the snapshot (and 1 MB); the snapshot records the last line it holds (`journalSeq`), so
// a crash between writing the snapshot and emptying the journal replays nothing twice.
import { closeSync, ftruncateSync, mkdirSync, openSync, readFileSync, renameSync, statSync, writeFileSync, writeSync } from "node:fs";
import { join } from "node:path";
import { prototypeKeyMessage, prototypeKeyPath } from "./prototype-keys.js";
import type { JournalEntry } from "./state-ops.js";

export const STATE_FILE = "emulator-state.json";
export const JOURNAL_FILE = "emulator-state.journal";
const MIN_COMPACT_BYTES = 1024 * 1024;
const COMPACT_RATIO = 2;

/** The state file cannot be used; the message says which file, where and why. */
export class EmulatorStateError extends Error {
  override name = "EmulatorStateError";
}

export interface StoredFiles {
  /** The snapshot as parsed (undefined when there is none yet). */
  snapshot: Record<string, unknown> | undefined;
  /** Journal lines after the snapshot's `journalSeq`, in order. */
  entries: JournalEntry[];
  /** What the user should know (a torn last line that was ignored). */
  notices: string[];
}

export class DataFiles {
  readonly snapshotFile: string;
  readonly journalFile: string;
  #fd: number | undefined;
  #journalBytes = 0;
  #snapshotBytes = 0;

  constructor(readonly dir: string) {
    this.snapshotFile = join(dir, STATE_FILE);
    this.journalFile = join(dir, JOURNAL_FILE);
  }

  read(): StoredFiles {
    const snapshot = readSnapshot(this.snapshotFile);
    const after = typeof snapshot?.journalSeq === "number" ? snapshot.journalSeq : 0;
    const { entries, notices } = readJournal(this.journalFile);
    return { snapshot, entries: entries.filter((e) => e.seq > after), notices };
  }

  /** Appends one request's line; true when the journal has grown enough to be compacted. */
  append(entry: JournalEntry): boolean {
    if (this.#fd === undefined) {
      mkdirSync(this.dir, { recursive: true });
      this.#fd = openSync(this.journalFile, "a");
      this.#journalBytes = statSync(this.journalFile).size;
    }
    const line = Buffer.from(`${JSON.stringify(entry)}\n`);
    writeSync(this.#fd, line);
    this.#journalBytes += line.length;
    return this.#journalBytes > Math.max(MIN_COMPACT_BYTES, COMPACT_RATIO * this.#snapshotBytes);
  }

  /** Writes the whole state as the snapshot (atomically), then empties the journal. */
  compact(data: unknown): void {
    mkdirSync(this.dir, { recursive: true });
    const tmp = `${this.snapshotFile}.${process.pid}.tmp`;
    const text = `${JSON.stringify(data)}\n`;
    writeFileSync(tmp, text);
    renameSync(tmp, this.snapshotFile);
    this.#snapshotBytes = Buffer.byteLength(text);
    if (this.#fd === undefined) this.#fd = openSync(this.journalFile, "a");
    ftruncateSync(this.#fd, 0);
    this.#journalBytes = 0;
  }

  close(): void {
    if (this.#fd !== undefined) closeSync(this.#fd);
    this.#fd = undefined;
  }
}

function readText(file: string): string | undefined {
  try {
    return readFileSync(file, "utf8");
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw new EmulatorStateError(`cannot read ${file}: ${(e as Error).message}`);
  }
}

/** `line:column` of a JSON.parse error in `text`, when the message gives a position. */
function jsonErrorAt(text: string, error: unknown, firstLine = 1): string {
  const position = /position (\d+)/.exec(error instanceof Error ? error.message : "")?.[1];
  if (position === undefined) return `${firstLine}:1`;
  const before = text.slice(0, Number(position));
  const line = firstLine + (before.match(/\n/g)?.length ?? 0);
  return `${line}:${Number(position) - before.lastIndexOf("\n")}`;
}

function readSnapshot(file: string): Record<string, unknown> | undefined {
  const text = readText(file);
  if (text === undefined) return undefined;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    throw new EmulatorStateError(`${file}:${jsonErrorAt(text, e)}: not valid JSON; move the file away to start afresh`);
  }
  const protoKey = prototypeKeyPath(data);
  if (protoKey !== undefined) throw new EmulatorStateError(prototypeKeyMessage(file, protoKey));
  const record = data as Record<string, unknown> | null;
  if (record?.version !== 1 || !Array.isArray(record.segments))
    throw new EmulatorStateError(`${file} is not an emulator state file (version 1)`);
  return record;
}

function readJournal(file: string): { entries: JournalEntry[]; notices: string[] } {
  const text = readText(file);
  if (text === undefined || text.length === 0) return { entries: [], notices: [] };
  const lines = text.split("\n");
  // A file that ends in a newline has an empty last piece; anything else there is a torn write.
  const last = lines.length - 1;
  const entries: JournalEntry[] = [];
  const notices: string[] = [];
  for (const [i, line] of lines.entries()) {
    if (line.length === 0) continue;
    let entry: unknown;
    try {
      entry = JSON.parse(line);
    } catch (e) {
      if (i === last) {
        notices.push(
          `${file}:${i + 1}: ignored a torn last line (${line.length} bytes): the request in flight when the emulator was stopped`,
        );
        break;
      }
      throw new EmulatorStateError(`${file}:${jsonErrorAt(line, e, i + 1)}: not valid JSON; move the file away to start afresh`);
    }
    const protoKey = prototypeKeyPath(entry);
    if (protoKey !== undefined) throw new EmulatorStateError(prototypeKeyMessage(`${file}:${i + 1}`, protoKey));
    const candidate = entry as Partial<JournalEntry> | null;
    if (typeof candidate?.seq !== "number" || !Array.isArray(candidate.ops))
      throw new EmulatorStateError(`${file}:${i + 1}:1: not a journal entry ({"seq": n, "ops": [...]})`);
    entries.push(candidate as JournalEntry);
  }
  return { entries, notices };
}
