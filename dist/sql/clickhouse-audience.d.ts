import type { Expression } from "../syntax/ast.js";
import { type Unsupported } from "./unsupported.js";
/** index.ts's Compiled (written out here: importing it would make an import circle). */
type ClickHouseCompiled = {
    ok: true;
    sql: string;
} | {
    ok: false;
    unsupported: Unsupported;
};
/** `localAudience(id)`: whether `inSegment(id)` names an audience of the same run (refused: the server does not hold it). */
export declare function compileClickHouse(ast: Expression, localAudience: (segmentId: string) => boolean, now: number): ClickHouseCompiled;
export {};
