export declare function runAccountDelete(options: {
    id: string;
    debug: boolean;
}): Promise<number>;
