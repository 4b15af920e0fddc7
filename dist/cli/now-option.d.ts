/** The instant --now gives, or the clock's when it is absent. */
export declare function nowOption(value: unknown, clock?: () => number): number;
