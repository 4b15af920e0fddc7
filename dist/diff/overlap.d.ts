export interface Overlap {
    files: [string, string];
    /** The two audiences' places in the list given (a file may hold several). */
    indices: [number, number];
    both: number;
    /** both / |A| (0 when A has no member). */
    shareOfA: number;
    shareOfB: number;
}
/** Members are whatever names a profile (estimate's row numbers, the emulator's profile keys). */
export declare function overlaps<M>(audiences: readonly {
    file: string;
    name: string;
    members: ReadonlySet<M>;
}[]): Overlap[];
