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
 * The entries of an index file, in git's order (by path, then stage). Each entry's fields are read
 * from the file's bytes when asked: a project's index holds thousands, and a lint asks for the
 * paths of all of them but for the rest only of the few under the project that end as audience
 * files do (an object of twelve fields each made the run collect garbage once more).
 */
export class GitIndex {
  private constructor(
    /** Each entry's path under the work tree's root, `/`-separated. */
    readonly paths: readonly string[],
    private readonly starts: Uint32Array,
    private readonly extendedFlags: Uint16Array,
    private readonly bytes: Buffer,
    private readonly view: DataView,
    private readonly hashLength: number,
  ) {}

  /** The entries of an index file's `bytes`, or undefined when this reader cannot answer for them (see the head of this file). */
  static read(bytes: Buffer): GitIndex | undefined {
    if (bytes.length < 12) return undefined;
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    if (view.getUint32(0) !== SIGNATURE) return undefined;
    const version = view.getUint32(4);
    if (version < 2 || version > 4) return undefined;
    for (const hashLength of [20, 32]) {
      const parsed = parseEntries(bytes, view, version, hashLength);
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
): { paths: string[]; starts: Uint32Array; extendedFlags: Uint16Array } | undefined {
  const count = view.getUint32(8);
  const end = bytes.length - hashLength;
  // Each entry takes at least 62 bytes: a count beyond what the file can hold is not believed.
  if (count > end / 62) return undefined;
  const paths: string[] = [];
  const starts = new Uint32Array(count);
  const extendedFlags = new Uint16Array(count);
  let offset = 12;
  // Version 4 builds each path from the previous one's bytes.
  let previousPath = Buffer.alloc(0);
  for (let i = 0; i < count; i++) {
    const fixed = offset + 40 + hashLength + 2;
    if (fixed > end) return undefined;
    const flags = view.getUint16(offset + 40 + hashLength);
    let pathStart = fixed;
    if (flags & EXTENDED) {
      if (version < 3 || pathStart + 2 > end) return undefined;
      extendedFlags[i] = view.getUint16(pathStart);
      pathStart += 2;
    }
    let path: string;
    let next: number;
    if (version === 4) {
      // The path is the previous one without its last N bytes (N a varint), then this entry's own
      // bytes up to a NUL; no padding.
      let p = pathStart;
      if (p >= end) return undefined;
      let byte = bytes[p++]!;
      let strip = byte & 0x7f;
      while (byte & 0x80) {
        if (p >= end) return undefined;
        byte = bytes[p++]!;
        strip = ((strip + 1) << 7) | (byte & 0x7f);
      }
      const nul = bytes.indexOf(0, p);
      if (nul < 0 || nul >= end || strip > previousPath.length) return undefined;
      previousPath = Buffer.concat([previousPath.subarray(0, previousPath.length - strip), bytes.subarray(p, nul)]);
      path = previousPath.toString("utf8");
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
      path = bytes.toString("utf8", pathStart, nul);
    }
    if (path === "") return undefined;
    paths.push(path);
    starts[i] = offset;
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
