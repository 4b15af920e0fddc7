export type ProfileReads = {
    kind: "fields";
    fields: readonly string[];
} | {
    kind: "whole";
};
export declare class ProfileReadLog {
    private readonly fields;
    private wholeDoc;
    /** A member of the profile row's doc is read (compile.ts member(), inSegment). */
    readField(name: string): void;
    /** The profile row's doc is read other than by one member. */
    readWholeDoc(): void;
    reads(): ProfileReads;
}
