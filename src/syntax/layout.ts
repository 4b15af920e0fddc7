// A small Wadler-style layout algebra: the printer describes where a line may break, and the
// renderer breaks a group only when its flat form does not fit in the remaining width.

export type Doc = string | Concat | Group | Indent | Line;
interface Concat {
  type: "concat";
  parts: Doc[];
}
interface Group {
  type: "group";
  doc: Doc;
}
interface Indent {
  type: "indent";
  doc: Doc;
}
interface Line {
  type: "line";
  /** Text used when the enclosing group is flat (" " or ""). */
  flat: string;
}

/**
 * Parts in a row. Parts that are all text become one text: then the whole of an expression
 * without a breakable CHAIN is a string by the time it is rendered (the canonical-format rule
 * prints every audience, so this is on the path of every lint).
 */
export function concat(...parts: Doc[]): Doc {
  return concatAll(parts);
}

/** `concat` of an array: no spread, which would put every part on the stack (an `or` of 100,000 terms). */
export function concatAll(parts: Doc[]): Doc {
  let text = "";
  for (const part of parts) {
    if (typeof part !== "string") return { type: "concat", parts };
    text += part;
  }
  return text;
}
export const group = (doc: Doc): Doc => ({ type: "group", doc });
export const indent = (doc: Doc): Doc => ({ type: "indent", doc });
/** A space, or a line break when the group breaks. */
export const line: Doc = { type: "line", flat: " " };
/** Nothing, or a line break when the group breaks. */
export const softline: Doc = { type: "line", flat: "" };

export function join(separator: Doc, docs: Doc[]): Doc {
  const parts: Doc[] = [];
  docs.forEach((d, i) => {
    if (i > 0) parts.push(separator);
    parts.push(d);
  });
  return concatAll(parts);
}

interface Frame {
  indent: number;
  flat: boolean;
  doc: Doc;
}

/** Whether `doc`, printed flat, fits in `width` columns before its first forced break. */
function fits(doc: Doc, width: number): boolean {
  const stack: Doc[] = [doc];
  let remaining = width;
  while (stack.length > 0 && remaining >= 0) {
    const d = stack.pop()!;
    if (typeof d === "string") remaining -= d.length;
    else if (d.type === "concat") for (let i = d.parts.length - 1; i >= 0; i--) stack.push(d.parts[i]!);
    else if (d.type === "line") remaining -= d.flat.length;
    else stack.push(d.doc);
  }
  return remaining >= 0;
}

export function render(doc: Doc, width: number, indentUnit = "  "): string {
  let out = "";
  let column = 0;
  const stack: Frame[] = [{ indent: 0, flat: false, doc }];
  while (stack.length > 0) {
    const { indent: level, flat, doc: d } = stack.pop()!;
    if (typeof d === "string") {
      out += d;
      column += d.length;
    } else if (d.type === "concat") {
      for (let i = d.parts.length - 1; i >= 0; i--) stack.push({ indent: level, flat, doc: d.parts[i]! });
    } else if (d.type === "indent") {
      stack.push({ indent: level + 1, flat, doc: d.doc });
    } else if (d.type === "group") {
      stack.push({ indent: level, flat: flat || fits(d.doc, width - column), doc: d.doc });
    } else if (flat) {
      out += d.flat;
      column += d.flat.length;
    } else {
      const pad = indentUnit.repeat(level);
      out += `\n${pad}`;
      column = pad.length;
    }
  }
  return out;
}
