import type { EmulatorArgs } from "./commands/emulator.js";
import type { EdgeJudge } from "../emulator/options.js";
/**
 * EDGE ANALYZER HOOK: the judge the emulator runs on definitions asking for edge evaluation.
 * It returns undefined until the project's analyzer (src/analysis) is wired in here; then
 * definitions that are not edge-eligible are answered 422 (or downgraded, --edge-ineligible).
 */
export declare function loadEdgeJudge(): Promise<EdgeJudge | undefined>;
export declare function runEmulator(args: EmulatorArgs, signals?: NodeJS.Signals[]): Promise<number>;
