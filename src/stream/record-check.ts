// Each record of a `stream send` file, checked against the dataflow's shape before anything is
// sent: a value of the wrong type (a string where the schema says integer, a scalar where it says
// object) would be accepted by the inlet and fail later in the dataflow, out of sight. Fields the
// schema does not name, missing fields and nulls are left alone: the schema may allow them.
// Works on the parsed JSON with offsets, so every problem has its line and column in the file.
import type { JsonNode } from "../audience/json-source.js";
import type { RecordShape, XdmType } from "./record-shape.js";

export interface RecordProblem {
  /** 1-based, in file order. */
  record: number;
  /** The field as the record writes it (dotted). */
  path: string;
  /** The XDM path it lands on, when a mapping takes it there. */
  mappedTo?: string;
  expected: XdmType;
  /** What the record holds: `string "ten"`, `number 1.5`, `array`. */
  actual: string;
  /** Offset of the value in the file. */
  offset: number;
}

/** The records of a file: the top-level array's items, or the one object. */
export function recordNodes(root: JsonNode): JsonNode[] {
  return root.type === "array" ? root.items : [root];
}

export function checkRecords(records: readonly JsonNode[], shape: RecordShape): RecordProblem[] {
  return records.flatMap((node, i) => checkRecord(node, i + 1, shape));
}

function checkRecord(node: JsonNode, record: number, shape: RecordShape): RecordProblem[] {
  if (node.type !== "object") return [{ record, path: "(the record)", expected: "object", actual: describe(node), offset: node.start }];
  const problems: RecordProblem[] = [];
  const seen = new Set<number>();
  const check = (value: JsonNode | undefined, path: string, expected: XdmType | undefined, mappedTo?: string) => {
    if (!value || !expected || value.type === "null" || seen.has(value.start) || fits(value, expected)) return;
    seen.add(value.start);
    problems.push({ record, path, ...(mappedTo ? { mappedTo } : {}), expected, actual: describe(value), offset: value.start });
  };
  // A raw record: its fields land where the mapping set says.
  for (const m of shape.mappings) check(at(node, m.source), m.source, shape.fields.get(m.destination), m.destination);
  // An XDM record (or the entity of the streaming envelope, `body.xdmEntity`): its fields are the schema's.
  const envelope = at(node, "body.xdmEntity");
  const entity = envelope?.type === "object" ? envelope : node;
  const prefix = entity === node ? "" : "body.xdmEntity.";
  for (const [path, type] of shape.fields) check(at(entity, path), `${prefix}${path}`, type);
  return problems.sort((a, b) => a.offset - b.offset);
}

/** The value at a dotted path, through objects; undefined when a step is missing or not an object. */
function at(node: JsonNode, path: string): JsonNode | undefined {
  let current: JsonNode | undefined = node;
  for (const key of path.split(".")) {
    if (current?.type !== "object") return undefined;
    // The last entry wins, as in JSON.parse.
    current = current.entries.findLast((e) => e.key === key)?.value;
  }
  return current;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

function fits(value: JsonNode, expected: XdmType): boolean {
  switch (expected) {
    case "string":
      return value.type === "string";
    case "date":
      return value.type === "string" && DATE.test(value.value);
    case "date-time":
      return value.type === "string" && DATE_TIME.test(value.value);
    case "integer":
      return value.type === "number" && Number.isInteger(value.value);
    case "number":
      return value.type === "number";
    case "boolean":
      return value.type === "boolean";
    case "object":
      return value.type === "object";
  }
}

function describe(value: JsonNode): string {
  switch (value.type) {
    case "string":
      return `string ${JSON.stringify(value.value.length > 40 ? `${value.value.slice(0, 40)}…` : value.value)}`;
    case "number":
      return `${Number.isInteger(value.value) ? "integer" : "number"} ${value.value}`;
    case "boolean":
      return `boolean ${value.value}`;
    case "null":
      return "null";
    case "array":
      return "an array";
    case "object":
      return "an object";
  }
}
