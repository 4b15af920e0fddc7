/** A count of characters as binary units, with the exact count. */
export declare function sizeText(characters: number): string;
