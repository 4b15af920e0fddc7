export interface FmtOptions {
    files: string[];
    check: boolean;
    write: boolean;
    width: number;
}
export declare function runFmt(given: FmtOptions): Promise<number>;
