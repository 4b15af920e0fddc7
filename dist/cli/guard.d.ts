export declare function guarded(debug: boolean, work: () => Promise<number>): Promise<number>;
