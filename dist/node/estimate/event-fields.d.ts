import type { CompileOptions } from "../../sql/index.js";
import type { CompileFunction, EstimateAudience } from "./estimate-audiences.js";
export declare function eventFieldsRead(audiences: readonly EstimateAudience[], compile: CompileFunction, options: Pick<CompileOptions, "now">): string[] | undefined;
