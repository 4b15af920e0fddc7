export declare function run(args: string[]): Promise<number>;
