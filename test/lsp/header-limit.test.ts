// The header limit follows the framing as the bytes come, however they are cut into chunks:
// messages of any size pass, and only a header that runs past the limit is refused, once.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { headerLimit } from "../../src/lsp/header-limit.js";

const frame = (body: string) => {
  const bytes = new TextEncoder().encode(body);
  return [...new TextEncoder().encode(`Content-Length: ${bytes.length}\r\n\r\n`), ...bytes];
};

/** The stream cut at the given places, fed to a fresh limit: the details it reported. */
function feed(stream: number[], cuts: number[], max: number): string[] {
  const reported: string[] = [];
  const consume = headerLimit((detail) => reported.push(detail), max);
  const at = [...new Set(cuts.map((c) => c % (stream.length + 1)))].sort((a, b) => a - b);
  let from = 0;
  for (const to of [...at, stream.length]) {
    consume(Uint8Array.from(stream.slice(from, to)));
    from = to;
  }
  return reported;
}

describe("headerLimit", () => {
  it("law: messages of any size (bodies with blank lines and headers' words inside) pass, however cut", () => {
    const body = fc.string({ unit: "grapheme", maxLength: 300 }).map((s) => JSON.stringify({ text: `${s}\r\n\r\nContent-Length: 9` }));
    fc.assert(
      fc.property(fc.array(body, { minLength: 1, maxLength: 6 }), fc.array(fc.nat(), { maxLength: 10 }), (bodies, cuts) => {
        expect(feed(bodies.flatMap(frame), cuts, 64)).toEqual([]);
      }),
    );
  });

  it("law: a header past the limit is reported once, however cut", () => {
    fc.assert(
      fc.property(fc.integer({ min: 65, max: 400 }), fc.array(fc.nat(), { maxLength: 10 }), (length, cuts) => {
        const stream = [...frame("{}"), ...new TextEncoder().encode("X-Padding: ".padEnd(length, "x"))];
        expect(feed(stream, cuts, 64)).toEqual(["a header longer than 64 bytes without the blank line that ends it"]);
      }),
    );
  });
});
