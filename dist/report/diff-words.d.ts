import type { DiffAudience, DiffRun, DiffSampleProfile } from "../diff/index.js";
export declare const count: (x: number) => string;
/** "1,234 -> 1,300", with "none" for the side where the audience does not exist. */
export declare function sizes(a: DiffAudience, arrow: string): string;
/** The change of the audience's share of the profiles, in percentage points: "+1.25 pp". */
export declare function shareChange(a: DiffAudience, profiles: number): string;
/** A sample profile by its primary identity, as `estimate` prints it. */
export declare function profileName(s: DiffSampleProfile): string;
/** Whether a report shows the audience: every one that changed, and with --all the unchanged too. */
export declare function shown(a: DiffAudience, all: boolean): boolean;
/** "2 changed, 1 new; 5 unchanged": the statuses counted, in the order a reviewer reads them. */
export declare function statusCounts(run: DiffRun): string;
/** "over --fail-on-change 10 %" lines: one per audience over the limit. */
export declare function overLimitWords(a: DiffAudience, limit: number): string;
