// What the dataflow's resources say a record looks like: the XDM field types of its target schema
// (the Schema Registry's JSON Schema, `properties` at the root or in `definitions`, as `stream
// create` writes it and as the registry answers with the full form), and the mapping set's
// `source -> destination` pairs, which say where a raw record's fields land. Pure: the reading is
// in dataflow-shape.ts.
import type { FieldType } from "../api/schemas.js";
import { isObject } from "../text/is-object.js";

/** A field's XDM type; `object` for a path with fields under it. */
export type XdmType = FieldType | "object";

export interface RecordShape {
  /** Dotted XDM path -> its type. */
  fields: ReadonlyMap<string, XdmType>;
  /** Raw source field (dotted) -> the XDM path it is mapped to (attribute mappings only). */
  mappings: readonly { source: string; destination: string }[];
}

/** The fields of a schema body: every `properties` tree at its root and under `definitions`. */
export function schemaFields(schema: unknown): Map<string, XdmType> {
  const fields = new Map<string, XdmType>();
  if (!isObject(schema)) return fields;
  const trees = [
    schema.properties,
    ...(isObject(schema.definitions) ? Object.values(schema.definitions) : []).map((d) => (isObject(d) ? d.properties : undefined)),
  ];
  for (const tree of trees) if (isObject(tree)) walk(tree, "", fields);
  return fields;
}

function walk(properties: Record<string, unknown>, prefix: string, out: Map<string, XdmType>): void {
  for (const [name, node] of Object.entries(properties)) {
    if (!isObject(node)) continue;
    const path = `${prefix}${name}`;
    const type = xdmType(node);
    if (type) out.set(path, type);
    if (isObject(node.properties)) walk(node.properties, `${path}.`, out);
  }
}

function xdmType(node: Record<string, unknown>): XdmType | undefined {
  if (node.type === "string") return node.format === "date" ? "date" : node.format === "date-time" ? "date-time" : "string";
  if (node.type === "integer" || node.type === "number" || node.type === "boolean" || node.type === "object") return node.type;
  return undefined; // arrays, maps and unknown types are not checked
}

/** The attribute mappings of a mapping set body (expressions compute their value: not checked). */
export function mappingPairs(mappingSet: unknown): { source: string; destination: string }[] {
  if (!isObject(mappingSet) || !Array.isArray(mappingSet.mappings)) return [];
  return mappingSet.mappings.flatMap((m) => {
    if (!isObject(m) || (m.sourceType !== undefined && m.sourceType !== "ATTRIBUTE")) return [];
    const source = m.source ?? m.sourceAttribute;
    const destination = m.destination ?? m.destinationXdmPath;
    return typeof source === "string" && typeof destination === "string" ? [{ source, destination }] : [];
  });
}
