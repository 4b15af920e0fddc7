import type { Overlap } from "../diff/index.js";
export declare function overlapText(audiences: readonly {
    file: string;
    name: string;
    qualified: number;
}[], overlap: readonly Overlap[]): string;
