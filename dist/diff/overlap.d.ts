export interface Overlap {
    files: [string, string];
    /** The two audiences' places in the list given (a file may hold several). */
    indices: [number, number];
    both: number;
    /** both / |A| (0 when A has no member). */
    shareOfA: number;
    shareOfB: number;
}
export declare function overlaps(audiences: readonly {
    file: string;
    name: string;
    members: ReadonlySet<number>;
}[]): Overlap[];
