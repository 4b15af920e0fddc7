// Audience files are UTF-8. A file saved in another encoding (Latin-1, Windows-1252: `é` as the
// one byte 0xE9) is still read, each ill-formed sequence as U+FFFD as the Encoding Standard
// decodes it, so the rest of the file is checked; where the first bad byte was is kept for the
// diagnostic. Pure: bytes in, text out (TextDecoder is in browsers and Node alike).

/** Where a file stops being UTF-8. */
export interface InvalidUtf8 {
  /** The offset in the decoded text of the U+FFFD the first bad sequence became. */
  offset: number;
  /** Its offset in the file's bytes. */
  byteOffset: number;
  /** The first byte of that sequence. */
  byte: number;
  /** How many ill-formed sequences the file holds (each one U+FFFD in the text). */
  count: number;
}

export interface DecodedText {
  text: string;
  invalidUtf8?: InvalidUtf8;
}

// ignoreBOM: a byte order mark stays in the text as U+FEFF, as Node's "utf8" reading keeps it, so
// offsets match every other reading of the file.
const lenient = new TextDecoder("utf-8", { fatal: false, ignoreBOM: true });

/** Decodes bytes that may not be UTF-8; `invalidUtf8` is set when they are not. */
export function decodeUtf8(bytes: Uint8Array): DecodedText {
  const text = lenient.decode(bytes);
  const bad = illFormedSequences(bytes);
  if (bad.length === 0) return { text };
  const byteOffset = bad[0]!;
  // The bytes before the first bad one are valid: their text is the prefix of the decoded text.
  const offset = lenient.decode(bytes.subarray(0, byteOffset)).length;
  return { text, invalidUtf8: { offset, byteOffset, byte: bytes[byteOffset]!, count: bad.length } };
}

/**
 * The byte offset where each ill-formed sequence starts, as the Encoding Standard's UTF-8 decoder
 * finds them (each becomes one U+FFFD): a byte that cannot start a character, or a sequence cut
 * short (overlong forms and encoded surrogates are cut short at their second byte).
 */
function illFormedSequences(bytes: Uint8Array): number[] {
  const out: number[] = [];
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i]!;
    if (b < 0x80) {
      i++;
      continue;
    }
    let need: number;
    let lower = 0x80;
    let upper = 0xbf;
    if (b >= 0xc2 && b <= 0xdf) need = 1;
    else if (b >= 0xe0 && b <= 0xef) {
      need = 2;
      if (b === 0xe0) lower = 0xa0;
      if (b === 0xed) upper = 0x9f;
    } else if (b >= 0xf0 && b <= 0xf4) {
      need = 3;
      if (b === 0xf0) lower = 0x90;
      if (b === 0xf4) upper = 0x8f;
    } else {
      out.push(i++);
      continue;
    }
    let j = i + 1;
    let ok = true;
    for (let k = 0; k < need; k++, j++) {
      const c = bytes[j];
      if (c === undefined || c < lower || c > upper) {
        ok = false;
        break;
      }
      lower = 0x80;
      upper = 0xbf;
    }
    if (!ok) out.push(i);
    // A cut-short sequence ends before the byte that broke it; that byte is read again.
    i = j;
  }
  return out;
}

/** The problem for a file that is not UTF-8, at the first bad byte. */
export function invalidUtf8Message({ byte, byteOffset, count }: InvalidUtf8): { message: string; hints: string[] } {
  const hex = `0x${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  const more = count > 1 ? `; ${count - 1} more place${count > 2 ? "s" : ""} in the file ${count > 2 ? "are" : "is"} not UTF-8 either` : "";
  return {
    message: `the file is not UTF-8: byte ${hex} (at byte offset ${byteOffset}) is not part of a UTF-8 character and was read as U+FFFD${more}`,
    hints: [
      "save the file as UTF-8; a single byte such as 0xE9 (`é`) usually means it was saved as Latin-1 or Windows-1252 (`iconv -f windows-1252 -t utf-8`)",
    ],
  };
}
