// Finding a field of the audience file in its source: `["evaluationInfo", "synchronous",
// "enabled"]` -> the range of that key or of its value. One interface over the JSON tree and the
// YAML document, so schema problems and audience-level rules point at the same place in both.
import { isMap, isScalar, isSeq, type Node as YamlNode, type Pair } from "yaml";
import type { JsonNode } from "./json-source.js";

export type { FieldPath, Range, SourceTree } from "./field-path.js";
import type { FieldPath, Range, SourceTree } from "./field-path.js";

export class JsonTree implements SourceTree {
  readonly range: Range;
  readonly head: Range;

  constructor(private readonly root: JsonNode) {
    this.range = [root.start, root.end];
    const first = root.type === "object" ? root.entries[0] : undefined;
    this.head = first ? [first.keyStart, first.keyEnd] : [root.start, root.start + 1];
  }

  locate(path: FieldPath, part: "key" | "value" = "value"): Range | undefined {
    let node: JsonNode = this.root;
    let keyRange: Range | undefined;
    for (const step of path) {
      if (node.type === "object") {
        const entry = node.entries.find((e) => e.key === String(step));
        if (!entry) return undefined;
        keyRange = [entry.keyStart, entry.keyEnd];
        node = entry.value;
      } else if (node.type === "array" && typeof step === "number") {
        const item = node.items[step];
        if (!item) return undefined;
        keyRange = [item.start, item.end];
        node = item;
      } else return undefined;
    }
    return part === "key" ? (keyRange ?? [node.start, node.start]) : [node.start, node.end];
  }
}

export class YamlTree implements SourceTree {
  readonly range: Range;
  readonly head: Range;

  constructor(
    private readonly root: YamlNode | null,
    range: Range,
  ) {
    this.range = range;
    const first = isMap(root) ? (root.items[0] as Pair<YamlNode, YamlNode | null> | undefined) : undefined;
    const firstRange = first?.key?.range ?? root?.range;
    this.head = firstRange ? [firstRange[0], firstRange[1]] : [range[0], range[0]];
  }

  /** The YAML node at `path` (for reading a scalar's style and source). */
  node(path: FieldPath): YamlNode | null | undefined {
    return this.find(path)?.node;
  }

  locate(path: FieldPath, part: "key" | "value" = "value"): Range | undefined {
    const found = this.find(path);
    if (!found) return undefined;
    const { node, key } = found;
    if (part === "key" && key?.range) return [key.range[0], key.range[1]];
    // `enabled:` with no value is an empty scalar: the key is the place to point at.
    if (node?.range && (node.range[1] > node.range[0] || !key?.range)) return [node.range[0], node.range[1]];
    return key?.range ? [key.range[0], key.range[1]] : undefined;
  }

  private find(path: FieldPath): { node: YamlNode | null; key: YamlNode | null } | undefined {
    let node: YamlNode | null = this.root;
    let key: YamlNode | null = null;
    for (const step of path) {
      if (isMap(node)) {
        const pair = (node.items as Pair<unknown, unknown>[]).find((p) => isScalar(p.key) && String(p.key.value) === String(step));
        if (!pair) return undefined;
        key = pair.key as YamlNode;
        node = (pair.value as YamlNode | null) ?? null;
      } else if (isSeq(node) && typeof step === "number") {
        const item = node.items[step] as YamlNode | undefined;
        if (item === undefined) return undefined;
        key = item;
        node = item;
      } else return undefined;
    }
    return { node, key };
  }
}
