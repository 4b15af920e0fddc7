// The protocol's headers are a line or two (`Content-Length: 123`), but nothing in the framing
// bounds them: bytes without the blank line that ends a header would be kept, and scanned again
// at every chunk, for as long as they come. This follows the framing alongside the reader
// (header, blank line, Content-Length bytes of body) and says when a header runs past the limit.

/** Far more than any client's headers (`Content-Length` and `Content-Type`, about 80 bytes). */
export const MAX_HEADER_BYTES = 8 * 1024;

const CR = 13;
const LF = 10;

/** A consumer of the input's chunks, in order, that calls `onTooLong` once when a header exceeds the limit. */
export function headerLimit(onTooLong: (detail: string) => void, max = MAX_HEADER_BYTES): (chunk: Uint8Array) => void {
  let header: number[] = [];
  let bodyLeft = 0;
  let stopped = false;
  return (chunk) => {
    let i = 0;
    while (!stopped && i < chunk.length) {
      if (bodyLeft > 0) {
        const taken = Math.min(bodyLeft, chunk.length - i);
        bodyLeft -= taken;
        i += taken;
        continue;
      }
      header.push(chunk[i++]!);
      const n = header.length;
      if (n >= 4 && header[n - 4] === CR && header[n - 3] === LF && header[n - 2] === CR && header[n - 1] === LF) {
        const length = /(?:^|\r\n)content-length:\s*(\d+)\s*(?:\r\n|$)/i.exec(String.fromCharCode(...header));
        // A header without a usable length is the reader's to refuse (it says which is wrong).
        bodyLeft = length ? Number(length[1]) : 0;
        header = [];
      } else if (n > max) {
        stopped = true;
        onTooLong(`a header longer than ${max} bytes without the blank line that ends it`);
      }
    }
  };
}
