// Paths as text, for keys and messages: `homeAddress.countryCode`, `$1.person`, `^^.person.gender`.
// The printer already writes a path canonically; this names that use.
import type { Path } from "../syntax/ast.js";
import { print } from "../syntax/print.js";

export function pathText(path: Path): string {
  return print(path);
}
