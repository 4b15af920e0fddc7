// Standard output and error for the commands that must start instantly (`--version`, `lint`).
// Node builds process.stdout on first use, and on a pipe that loads its network and stream
// modules, a real part of what a one-file lint adds to Node's own start-up. Text is written to the file descriptor directly instead; Node's stream is built only
// when it has to be: to ask a terminal for its size, when the descriptor would block (a full
// non-blocking pipe), and on Windows.
import { fstatSync, writeSync } from "node:fs";

export interface StandardStream {
  /** A terminal? Asks Node only for character devices (a terminal is one; so is /dev/null). */
  readonly isTTY: boolean;
  /** The terminal's width, or undefined when it is not one. */
  readonly columns: number | undefined;
  /** Whether everything written so far has reached the descriptor: none of it went through Node's stream, which may still be writing it. */
  readonly settled: boolean;
  write(text: string): void;
}

/** Writes bytes to a file descriptor and says how many it wrote (fs.writeSync; tests pass their own). */
export type WriteBytes = (fd: number, bytes: Uint8Array, offset: number) => number;

export class DescriptorStream implements StandardStream {
  private tty: boolean | undefined;
  /** Writes go to Node's stream from the first one that could not be written directly. */
  private viaNode = process.platform === "win32";
  /** The reader went away (`| head`): the rest of the output has nowhere to go. */
  private closed = false;

  constructor(
    private readonly fd: number,
    private readonly node: () => Pick<NodeJS.WriteStream, "isTTY" | "columns" | "write">,
    private readonly writeBytes: WriteBytes = writeSync,
  ) {}

  get isTTY(): boolean {
    this.tty ??= isCharacterDevice(this.fd) && Boolean(this.node().isTTY);
    return this.tty;
  }

  get columns(): number | undefined {
    return this.isTTY ? this.node().columns : undefined;
  }

  get settled(): boolean {
    return !this.viaNode;
  }

  write(text: string): void {
    if (this.closed || text.length === 0) return;
    if (this.viaNode) {
      this.node().write(text);
      return;
    }
    const bytes = Buffer.from(text, "utf8");
    let done = 0;
    try {
      while (done < bytes.length) done += this.writeBytes(this.fd, bytes, done);
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code === "EPIPE") this.closed = true;
      else if (code === "EAGAIN") {
        // Node's stream waits for the reader; everything after this goes through it, in order.
        this.viaNode = true;
        this.node().write(bytes.subarray(done));
      } else throw e;
    }
  }
}

function isCharacterDevice(fd: number): boolean {
  try {
    return fstatSync(fd).isCharacterDevice();
  } catch {
    return false;
  }
}

export const stdout: StandardStream = new DescriptorStream(1, () => process.stdout);
export const stderr: StandardStream = new DescriptorStream(2, () => process.stderr);
