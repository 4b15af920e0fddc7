/** A reference of an audience: to an audience of the same side (its index there), or to one outside the project (its text). */
export type SideReference = {
    audience: number;
} | {
    external: string;
};
export interface SideAudience {
    /** Its file, relative to the repository's root, `/`-separated (git's paths). */
    file: string;
    name: string;
    /** `x-pql-audience.alias`. */
    alias?: string | undefined;
    /** `x-pql-audience.id`. */
    id?: string | undefined;
    /**
     * What it computes, references aside: its compiled SQL (every reference to another audience
     * written alike), or its printed PQL where it does not compile. Equal on both sides: the same query.
     */
    fingerprint: string;
    /** Its references, in the order the expression reads them. */
    references: SideReference[];
    /** False for an audience of a file not asked about, there only because one asked about references it. */
    shown: boolean;
}
