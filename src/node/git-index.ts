// git's index file, read in-process: its entries' paths, blob ids, flags and the stat data git
// recorded for each, so the project index can tell which tracked files hold their staged blob
// without starting git (project-index-listing.ts). The format is git's own documentation's
// (gitformat-index, https://git-scm.com/docs/gitformat-index): a 12-byte header ("DIRC", the
// version, the number of entries), the entries, extensions, and a trailing checksum.
//
// Versions 2, 3 and 4 are read, in SHA-1 and SHA-256 repositories (the entries fix where each
// path ends, so only one of the two hash lengths parses: both are tried). An index this reader
// cannot answer for whole is refused (undefined), and the caller asks git instead: another
// version, an entry that does not parse, a split index (the `link` extension: its entries are
// partly in another file), a sparse index (`sdir`: some entries are directories).
//
// The checksum is not verified: git writes the index to `index.lock` and renames it, so a reader
// never sees half of one, and hashing it would cost the run more than the rest of this file.

const SIGNATURE = 0x44495243; // "DIRC"
const EXTENDED = 0x4000;
const SKIP_WORKTREE = 0x4000;
const INTENT_TO_ADD = 0x2000;
/** Extensions this reader cannot answer for: a split index (`link`), a sparse index (`sdir`). */
const REFUSED_EXTENSIONS = new Set(["link", "sdir"]);

/**
 * The entries of an index file, in git's order (by path, then stage), or those of them whose paths
 * end in one of the endings asked for. Only their paths are made strings as the file is read
 * (a monorepo's index holds hundreds of thousands, a few of them audience files); each entry's
 * other fields are read from the file's bytes when asked (an object of twelve fields each made
 * a lint collect garbage once more).
 */
export class GitIndex {
  private constructor(
    /** Each entry's path under the work tree's root, `/`-separated. */
    readonly paths: readonly string[],
    private readonly starts: readonly number[],
    private readonly extendedFlags: readonly number[],
    private readonly bytes: Buffer,
    private readonly view: DataView,
    private readonly hashLength: number,
  ) {}

  /**
   * The entries of an index file's `bytes` (with `endings`, those whose paths end in one of them),
   * or undefined when this reader cannot answer for them (see the head of this file).
   */
  static read(bytes: Buffer, endings?: readonly string[]): GitIndex | undefined {
    if (bytes.length < 12) return undefined;
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    if (view.getUint32(0) !== SIGNATURE) return undefined;
    const version = view.getUint32(4);
    if (version < 2 || version > 4) return undefined;
    const wanted = endings?.map((ending) => Buffer.from(ending));
    for (const hashLength of [20, 32]) {
      const parsed = parseEntries(bytes, view, version, hashLength, wanted);
      if (parsed) return new GitIndex(parsed.paths, parsed.starts, parsed.extendedFlags, bytes, view, hashLength);
    }
    return undefined;
  }

  /** The blob id (hex) of entry `i`. */
  blob(i: number): string {
    const start = this.starts[i]! + 40;
    return this.bytes.toString("hex", start, start + this.hashLength);
  }

  /** git's mode: 0o100644, 0o100755, 0o120000 (a symbolic link) or 0o160000 (a submodule). */
  mode(i: number): number {
    return this.view.getUint32(this.starts[i]! + 24);
  }

  /** 0 for a merged entry; 1 to 3 for the sides of a conflict. */
  stage(i: number): number {
    return (this.view.getUint16(this.starts[i]! + 40 + this.hashLength) >> 12) & 3;
  }

  /** Outside a sparse checkout: git leaves the file alone, whatever the disk holds. */
  skipWorktree(i: number): boolean {
    return (this.extendedFlags[i]! & SKIP_WORKTREE) !== 0;
  }

  /** `git add -N`: tracked, with no content staged yet. */
  intentToAdd(i: number): boolean {
    return (this.extendedFlags[i]! & INTENT_TO_ADD) !== 0;
  }

  /**
   * The stat data git recorded when it last saw entry `i`'s file hold its blob: the times in
   * milliseconds as Node computes them from seconds and nanoseconds (so equal times compare
   * equal), the rest truncated to 32 bits as git keeps them.
   */
  recorded(i: number): { ctimeMs: number; mtimeMs: number; ino: number; uid: number; gid: number; size: number } {
    const start = this.starts[i]!;
    const v = this.view;
    return {
      ctimeMs: v.getUint32(start) * 1000 + v.getUint32(start + 4) / 1e6,
      mtimeMs: v.getUint32(start + 8) * 1000 + v.getUint32(start + 12) / 1e6,
      ino: v.getUint32(start + 20),
      uid: v.getUint32(start + 28),
      gid: v.getUint32(start + 32),
      size: v.getUint32(start + 36),
    };
  }
}

function parseEntries(
  bytes: Buffer,
  view: DataView,
  version: number,
  hashLength: number,
  endings: readonly Buffer[] | undefined,
): { paths: string[]; starts: number[]; extendedFlags: number[] } | undefined {
  const count = view.getUint32(8);
  const end = bytes.length - hashLength;
  // Each entry takes at least 62 bytes: a count beyond what the file can hold is not believed.
  if (count > end / 62) return undefined;
  const paths: string[] = [];
  const starts: number[] = [];
  const extendedFlags: number[] = [];
  let offset = 12;
  // Version 4 builds each path from the previous one's bytes, here.
  let previous = Buffer.alloc(version === 4 ? 256 : 0);
  let previousLength = 0;
  for (let i = 0; i < count; i++) {
    const fixed = offset + 40 + hashLength + 2;
    if (fixed > end) return undefined;
    const flags = view.getUint16(offset + 40 + hashLength);
    let extended = 0;
    let pathStart = fixed;
    if (flags & EXTENDED) {
      if (version < 3 || pathStart + 2 > end) return undefined;
      extended = view.getUint16(pathStart);
      pathStart += 2;
    }
    // The path's bytes: `path.subarray(from, to)`.
    let path: Buffer;
    let from: number;
    let to: number;
    let next: number;
    if (version === 4) {
      // The previous path without its last N bytes (N a varint), then this entry's own bytes up to
      // a NUL; no padding.
      let p = pathStart;
      if (p >= end) return undefined;
      let byte = bytes[p++]!;
      let strip = byte & 0x7f;
      while (byte & 0x80) {
        if (p >= end || strip > previousLength) return undefined;
        byte = bytes[p++]!;
        strip = ((strip + 1) << 7) | (byte & 0x7f);
      }
      const nul = bytes.indexOf(0, p);
      if (nul < 0 || nul >= end || strip > previousLength) return undefined;
      const length = previousLength - strip + (nul - p);
      if (length > previous.length)
        previous = Buffer.concat([previous.subarray(0, previousLength - strip)], Math.max(length, 2 * previous.length));
      bytes.copy(previous, previousLength - strip, p, nul);
      previousLength = length;
      path = previous;
      from = 0;
      to = length;
      next = nul + 1;
    } else {
      // The path, NUL-terminated, padded with NULs so the entry's length is a multiple of 8.
      const nul = bytes.indexOf(0, pathStart);
      if (nul < 0 || nul >= end) return undefined;
      const nameLength = flags & 0xfff;
      if (nameLength !== 0xfff && nameLength !== nul - pathStart) return undefined;
      next = offset + ((nul + 1 - offset + 7) & ~7);
      if (next > end) return undefined;
      for (let p = nul; p < next; p++) if (bytes[p] !== 0) return undefined;
      path = bytes;
      from = pathStart;
      to = nul;
    }
    if (to === from) return undefined;
    if (!endings || endings.some((ending) => endsWith(path, from, to, ending))) {
      paths.push(path.toString("utf8", from, to));
      starts.push(offset);
      extendedFlags.push(extended);
    }
    offset = next;
  }
  // Extensions: a 4-byte signature and a 4-byte length each, up to the checksum.
  while (offset < end) {
    if (offset + 8 > end) return undefined;
    if (REFUSED_EXTENSIONS.has(bytes.toString("latin1", offset, offset + 4))) return undefined;
    offset += 8 + view.getUint32(offset + 4);
  }
  return offset === end ? { paths, starts, extendedFlags } : undefined;
}

/** Whether `bytes` from `from` to `to` end with `ending`. */
function endsWith(bytes: Buffer, from: number, to: number, ending: Buffer): boolean {
  if (to - from < ending.length) return false;
  return bytes.compare(ending, 0, ending.length, to - ending.length, to) === 0;
}
