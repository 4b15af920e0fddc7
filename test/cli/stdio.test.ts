// The CLI's stdout and stderr (src/cli/startup/stdio.ts): written to the descriptor directly, falling back
// to Node's stream when the descriptor would block, and quiet when the reader has gone.
import { closeSync, openSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DescriptorStream, type WriteBytes } from "../../src/cli/startup/stdio.js";

/** A stand-in for Node's stream that keeps what it is given. */
function nodeStream(isTTY = false) {
  const written: string[] = [];
  let built = 0;
  return {
    written,
    get built() {
      return built;
    },
    factory: () => {
      built++;
      return {
        isTTY,
        columns: isTTY ? 120 : undefined,
        write: (chunk: string | Uint8Array) => (written.push(Buffer.from(chunk).toString("utf8")), true),
      } as never;
    },
  };
}

const errno = (code: string) => Object.assign(new Error(code), { code });

describe("DescriptorStream", () => {
  it("writes text to the descriptor, whole and in order, without building Node's stream", () => {
    const file = join(tmpdir(), `pql-stdio-${process.pid}.txt`);
    const fd = openSync(file, "w");
    const node = nodeStream();
    const out = new DescriptorStream(fd, node.factory);
    out.write("één ");
    out.write("");
    out.write("✓ twee\n");
    closeSync(fd);
    expect(readFileSync(file, "utf8")).toBe("één ✓ twee\n");
    expect(node.built).toBe(0);
  });

  it("goes on writing after a short write", () => {
    const chunks: string[] = [];
    const halves: WriteBytes = (_fd, bytes, offset) => {
      const n = Math.max(1, Math.floor((bytes.length - offset) / 2));
      chunks.push(Buffer.from(bytes.subarray(offset, offset + n)).toString("latin1"));
      return n;
    };
    new DescriptorStream(1, nodeStream().factory, halves).write("abcdefgh");
    expect(chunks.join("")).toBe("abcdefgh");
    expect(chunks.length).toBeGreaterThan(1);
  });

  it("hands the rest to Node's stream when the descriptor would block, and everything after it", () => {
    let calls = 0;
    const blocksAfterThree: WriteBytes = (_fd, _bytes, offset) => {
      calls++;
      if (offset >= 3) throw errno("EAGAIN");
      return 3;
    };
    const node = nodeStream();
    const out = new DescriptorStream(1, node.factory, blocksAfterThree);
    out.write("abcdef");
    out.write("ghi");
    expect(node.written).toEqual(["def", "ghi"]);
    expect(calls).toBe(2);
  });

  it("is settled until something goes through Node's stream (the launcher exits at once only then)", () => {
    const blocks: WriteBytes = () => {
      throw errno("EAGAIN");
    };
    const written: WriteBytes = (_fd, bytes, offset) => bytes.length - offset;
    const direct = new DescriptorStream(1, nodeStream().factory, written);
    direct.write("abc");
    expect(direct.settled).toBe(true);
    const full = new DescriptorStream(1, nodeStream().factory, blocks);
    expect(full.settled).toBe(true);
    full.write("abc");
    expect(full.settled).toBe(false);
  });

  it("stops quietly when the reader has gone (EPIPE), and throws other errors", () => {
    const node = nodeStream();
    const closed = new DescriptorStream(1, node.factory, () => {
      throw errno("EPIPE");
    });
    expect(() => closed.write("a")).not.toThrow();
    expect(() => closed.write("b")).not.toThrow();
    expect(node.written).toEqual([]);
    const broken = new DescriptorStream(1, node.factory, () => {
      throw errno("EIO");
    });
    expect(() => broken.write("a")).toThrow("EIO");
  });

  it("is a terminal only when the descriptor is a character device and Node says so", () => {
    const file = join(tmpdir(), `pql-stdio-tty-${process.pid}.txt`);
    const fd = openSync(file, "w");
    const node = nodeStream(true);
    // A regular file: not a terminal, and Node's stream is not even asked.
    expect(new DescriptorStream(fd, node.factory).isTTY).toBe(false);
    expect(new DescriptorStream(fd, node.factory).columns).toBeUndefined();
    expect(node.built).toBe(0);
    closeSync(fd);
    // /dev/null is a character device: Node's stream decides (here, a stand-in that says yes).
    const devNull = openSync("/dev/null", "w");
    const tty = new DescriptorStream(devNull, node.factory);
    expect(tty.isTTY).toBe(true);
    expect(tty.columns).toBe(120);
    closeSync(devNull);
  });
});
