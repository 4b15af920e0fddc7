import type { SqlDialect } from "./dialect.js";
import { type Names } from "./values.js";
export declare const UNREADABLE_TIMESTAMP = "a timestamp string with an offset, a space or a fraction other than 3 digits is read by JavaScript's Date.parse; SQL does not compile that reading";
/** `s` (a VARCHAR, NULL allowed) as epoch ms (BIGINT), NULL when the evaluator reads no timestamp. */
export declare function parseIsoSql(d: SqlDialect, names: Names, s: string): string;
/** The GMT year, month (1-12) or day of the month of an instant (BIGINT epoch ms SQL), as DOUBLE (H. Hinnant's civil_from_days). */
export declare function datePartSql(d: SqlDialect, names: Names, ms: string, part: "year" | "month" | "day"): string;
