// Paths as text, for keys and messages: `homeAddress.countryCode`, `$1.person`, `^^.person.gender`.
import type { Path } from "../syntax/ast.js";

export function pathText(path: Path): string {
  const names = path.segments.map((s) => s.name).join(".");
  switch (path.root.type) {
    case "name":
      return names;
    case "param":
      return names ? `$${path.root.index}.${names}` : `$${path.root.index}`;
    case "up":
      return `${"^".repeat(path.root.levels)}.${names}`;
  }
}
