export interface LintArgs {
    paths: string[];
    "stdin-filename"?: string;
    format: string[];
    config?: string;
    "max-warnings"?: number;
    "print-config"?: string;
    "show-suppressed": boolean;
    quiet: boolean;
    fix: boolean;
    workers?: number;
    remote: boolean;
    debug?: boolean;
}
export declare function runLint(args: LintArgs): Promise<number>;
