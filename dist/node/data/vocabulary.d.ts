export interface Country {
    code: string;
    /** `homeAddress.country` as sources write it: the name, and for the US also "US" and "us" (web forms). */
    names: readonly (readonly [string, number])[];
    cities: readonly (readonly [string, string | undefined])[];
    currency: string;
    domain: string;
}
export declare const countries: readonly (readonly [Country, number])[];
export declare const firstNames: readonly ["Alice", "Bruno", "Camille", "Daniel", "Elena", "Farid", "Grace", "Hugo", "Ines", "James", "Keiko", "Liam", "Maria", "Noah", "Olivia", "Pierre", "Quentin", "Rosa", "Sofia", "Thomas", "Ursula", "Victor", "Wen", "Yuki"];
export declare const lastNames: readonly ["Anderson", "Bernard", "Chen", "Dubois", "Evans", "Fischer", "Garcia", "Haddad", "Ito", "Johnson", "Kowalski", "Lopez", "Martin", "Nguyen", "Okafor", "Petit", "Rossi", "Schmidt", "Smith", "Tanaka", "Weber", "Wilson"];
/** SKU, name, unit price in cents. */
export declare const products: readonly (readonly [string, string, number])[];
/** Pages of the shop's site a browsing visitor sees. */
export declare const pages: readonly (readonly [string, string])[];
/**
 * The segments a profile's `segmentMembership.ups` records, with the share of profiles that have
 * an entry: the two of examples/in-both-audiences.pql, and one no example reads.
 */
export declare const recordedSegments: readonly (readonly [string, number])[];
