export interface PublishArgs {
    paths: string[];
    "dry-run": boolean;
    prune: boolean;
    yes: boolean;
    format: "text" | "json";
    config?: string;
    debug?: boolean;
}
export declare function runPublish(args: PublishArgs): Promise<number>;
