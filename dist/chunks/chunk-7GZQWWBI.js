import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);

// src/cli/startup/stdio.ts
import { fstatSync, writeSync } from "node:fs";
var DescriptorStream = class {
  constructor(fd, node, writeBytes = writeSync) {
    this.fd = fd;
    this.node = node;
    this.writeBytes = writeBytes;
  }
  fd;
  node;
  writeBytes;
  tty;
  /** Writes go to Node's stream from the first one that could not be written directly. */
  viaNode = process.platform === "win32";
  /** The reader went away (`| head`): the rest of the output has nowhere to go. */
  closed = false;
  get isTTY() {
    this.tty ??= isCharacterDevice(this.fd) && Boolean(this.node().isTTY);
    return this.tty;
  }
  get columns() {
    return this.isTTY ? this.node().columns : void 0;
  }
  get settled() {
    return !this.viaNode;
  }
  write(text) {
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
      const code = e.code;
      if (code === "EPIPE") this.closed = true;
      else if (code === "EAGAIN") {
        this.viaNode = true;
        this.node().write(bytes.subarray(done));
      } else throw e;
    }
  }
};
function isCharacterDevice(fd) {
  try {
    return fstatSync(fd).isCharacterDevice();
  } catch {
    return false;
  }
}
var stdout = new DescriptorStream(1, () => process.stdout);
var stderr = new DescriptorStream(2, () => process.stderr);

export {
  stdout,
  stderr
};
