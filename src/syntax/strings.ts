// PQL string literals: double quotes, backslash escapes. AEP documents `\\` and `\"`; we also
// accept the JSON escapes (`\n`, `\t`, `\r`, `\b`, `\f`, `\/`, `\uXXXX`). Any other escape is an
// error, because AEP's docs say a regex `\w` must be written `\\w`: a lone `\w` is a mistake.

export type DecodeResult = { ok: true; value: string } | { ok: false; message: string; index: number; length: number };

const simpleEscapes: Record<string, string> = {
  '"': '"',
  "\\": "\\",
  "/": "/",
  n: "\n",
  t: "\t",
  r: "\r",
  b: "\b",
  f: "\f",
};

/** Decodes a literal as written, quotes included. `index` in errors is relative to `raw`. */
export function decodeString(raw: string): DecodeResult {
  const body = raw.slice(1, -1);
  if (!body.includes("\\")) return { ok: true, value: body };
  let value = "";
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (c !== "\\") {
      value += c;
      continue;
    }
    const e = body[i + 1];
    if (e !== undefined && e in simpleEscapes) {
      value += simpleEscapes[e];
      i++;
    } else if (e === "u" && /^[0-9a-fA-F]{4}$/.test(body.slice(i + 2, i + 6))) {
      value += String.fromCharCode(parseInt(body.slice(i + 2, i + 6), 16));
      i += 5;
    } else if (e === "u") {
      return { ok: false, message: "`\\u` needs four hexadecimal digits, as in `\\u00e9`", index: i + 1, length: 2 };
    } else {
      const shown = e === undefined ? "\\" : `\\${e}`;
      return {
        ok: false,
        message: `unknown escape \`${shown}\` in a string; write \`\\\\\` for a backslash (a regex \`\\w\` is written \`\\\\w\`)`,
        index: i + 1,
        length: e === undefined ? 1 : 2,
      };
    }
  }
  return { ok: true, value };
}

/** The canonical literal for a value: double quotes, minimal escapes. */
export function encodeString(value: string): string {
  let out = '"';
  for (const ch of value) {
    switch (ch) {
      case '"':
        out += '\\"';
        break;
      case "\\":
        out += "\\\\";
        break;
      case "\n":
        out += "\\n";
        break;
      case "\t":
        out += "\\t";
        break;
      case "\r":
        out += "\\r";
        break;
      case "\b":
        out += "\\b";
        break;
      case "\f":
        out += "\\f";
        break;
      default: {
        const code = ch.charCodeAt(0);
        out += code < 0x20 || code === 0x7f ? `\\u${code.toString(16).padStart(4, "0")}` : ch;
      }
    }
  }
  return `${out}"`;
}
