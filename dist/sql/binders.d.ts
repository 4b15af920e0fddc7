import type * as A from "../syntax/ast.js";
import type { Compiled, Walker } from "./walker.js";
import { type Scope } from "./scope.js";
export declare function compileBinder(c: Walker, node: A.Select | A.Quantifier | A.SumOver, scope: Scope): Compiled;
