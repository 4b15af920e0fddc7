import type { Path } from "../syntax/ast.js";
export declare function pathText(path: Path): string;
