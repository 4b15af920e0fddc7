import type { SideAudience } from "./side.js";
export interface Pairing {
    /** For each base audience, the head audience it is (its index), or undefined: deleted. */
    headOf: (number | undefined)[];
    /** For each head audience, the base audience it was, or undefined: new. */
    baseOf: (number | undefined)[];
}
export declare function pairAudiences(base: readonly SideAudience[], head: readonly SideAudience[], 
/** git's renames from base to head: old path -> new path. */
renames: ReadonlyMap<string, string>): Pairing;
