export { compareSides, memberChange, sizeChangePercent, type ComparedAudience, type Comparison, type DiffStatus, type MemberChange, } from "./compare.js";
export { pairAudiences, type Pairing } from "./pair.js";
export type { SideAudience, SideReference } from "./side.js";
export type { DiffAudience, DiffProblem, DiffRun, DiffSampleProfile } from "./result.js";
export { overlaps, type Overlap } from "./overlap.js";
