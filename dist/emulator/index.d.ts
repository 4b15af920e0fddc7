export { startEmulator, type Emulator, type EmulatorStats } from "./server.js";
export type { EmulatorOptions, EdgeJudge, JudgeReason, IneligibleEdgePolicy } from "./options.js";
export { FaultInjector, seededRandom, type Fault, type FaultOptions, type ScriptedFault } from "./faults.js";
export { route, type Route, type RouteContext, type Reply, type HeaderPolicy, type Caller } from "./router.js";
export { ok, gatewayError, problem } from "./responses.js";
export { EmulatorState, type EmulatorSeed, type MergePolicy as EmulatorMergePolicy } from "./state.js";
export { judgeEdge } from "../analysis/judge.js";
