// The field paths of an XDM schema (JSON Schema, as AEP's Schema Registry exports it with its
// field groups expanded), for completion: `person.name.firstName`, `_acme.loyalty.points`.
// Pure: the file is read by the project (project.ts).

const MAX_DEPTH = 16;
const MAX_PATHS = 20_000;

export function xdmPaths(schema: unknown): string[] {
  const paths = new Set<string>();
  const visit = (node: unknown, prefix: string, depth: number): void => {
    if (depth > MAX_DEPTH || paths.size >= MAX_PATHS || node === null || typeof node !== "object") return;
    const record = node as Record<string, unknown>;
    // Field groups and mixins arrive as allOf/anyOf parts with their own properties.
    for (const key of ["allOf", "anyOf", "oneOf"]) {
      const parts = record[key];
      if (Array.isArray(parts)) for (const part of parts) visit(part, prefix, depth + 1);
    }
    // An array of objects: PQL reads its elements' fields through the same path.
    if (record.items && typeof record.items === "object") visit(record.items, prefix, depth + 1);
    const properties = record.properties;
    if (!properties || typeof properties !== "object") return;
    for (const [name, child] of Object.entries(properties as Record<string, unknown>)) {
      const path = prefix ? `${prefix}.${name}` : name;
      paths.add(path);
      visit(child, path, depth + 1);
    }
  };
  visit(schema, "", 0);
  return [...paths];
}
