import type * as A from "../syntax/ast.js";
import type { Compiled, Walker } from "./walker.js";
import { type Scope } from "./scope.js";
export declare function compileMethod(c: Walker, node: A.MethodCall, scope: Scope): Compiled;
export declare function compileFunction(c: Walker, node: A.FunctionCall): Compiled;
