// A file of records written as they come, never held whole: NDJSON (one record a line) or a JSON
// array. Writes go out in chunks of about a megabyte and wait when the disk is behind
// (backpressure), so a million profiles take the memory of one chunk.
import { createWriteStream, type WriteStream } from "node:fs";

export type RecordFormat = "ndjson" | "json";

const CHUNK_CHARS = 1 << 20;

export class RecordStream {
  private readonly out: WriteStream;
  private chunk = "";
  private failure: Error | undefined;
  records = 0;

  constructor(
    readonly path: string,
    private readonly format: RecordFormat,
  ) {
    this.out = createWriteStream(path);
    this.out.on("error", (e) => {
      this.failure = e;
    });
    if (format === "json") this.chunk = "[";
  }

  async write(record: unknown): Promise<void> {
    const text = JSON.stringify(record);
    if (this.format === "ndjson") this.chunk += `${text}\n`;
    else this.chunk += `${this.records === 0 ? "\n" : ",\n"}${text}`;
    this.records++;
    if (this.chunk.length >= CHUNK_CHARS) await this.flush();
  }

  /** Writes what is left and closes the file; its size in bytes. */
  async close(): Promise<number> {
    if (this.format === "json") this.chunk += this.records === 0 ? "]\n" : "\n]\n";
    await this.flush();
    await new Promise<void>((done, fail) => {
      this.out.end(() => (this.failure ? fail(this.failure) : done()));
    });
    return this.out.bytesWritten;
  }

  private async flush(): Promise<void> {
    if (this.failure) throw this.failure;
    const text = this.chunk;
    this.chunk = "";
    if (!this.out.write(text)) {
      await new Promise<void>((done, fail) => {
        const onError = (e: Error) => fail(e);
        this.out.once("error", onError);
        this.out.once("drain", () => {
          this.out.off("error", onError);
          done();
        });
      });
    }
  }
}
