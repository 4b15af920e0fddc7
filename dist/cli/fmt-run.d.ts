export interface FmtOptions {
    files: string[];
    check: boolean;
    write: boolean;
    width: number;
}
export declare function runFmt(options: FmtOptions): Promise<number>;
