export interface PullArgs {
    out: string;
    method?: "edge" | "streaming" | "batch";
    name?: string;
    check: boolean;
    force: boolean;
    debug?: boolean;
}
export declare function runPull(args: PullArgs): Promise<number>;
