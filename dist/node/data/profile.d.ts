import { type Random } from "./prng.js";
/** What a profile's events need to know of it. */
export interface ProfileIdentity {
    ecid: string;
    email: string;
    /** The currency its purchases are in (its country's; USD without one). */
    currency: string;
}
export interface GeneratedProfile {
    profile: Record<string, unknown>;
    identity: ProfileIdentity;
}
/**
 * An ECID: 38 digits. The first ten come from a bijection of the index, so no two profiles of
 * a data set share one (up to 2^32 profiles); the next digit is never 0 for a profile, and always
 * 0 for a visitor of no profile (anonymousEcid), so the two sets never meet.
 */
export declare function profileEcid(seed: number, index: number, random: Random): string;
/** The ECID of the n-th anonymous visitor (events of no profile). */
export declare function anonymousEcid(seed: number, n: number, random: Random): string;
export declare function makeProfile(seed: number, index: number, now: number): GeneratedProfile;
