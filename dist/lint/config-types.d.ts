/** A rule's severity as a config file sets it. */
export type ConfigSeverity = "off" | "info" | "warn" | "error";
/** Edge eligibility settings of a config file. */
export interface EdgeSettings {
    windowBoundary?: "exclusive" | "inclusive";
    mergePolicies?: string[];
}
/** A config file (pql-audience.config.yaml / .json). */
export interface Config {
    $schema?: string;
    rules?: Record<string, ConfigSeverity>;
    overrides?: {
        files: string[];
        rules?: Record<string, ConfigSeverity>;
        edge?: EdgeSettings;
    }[];
    ignores?: string[];
    /** The largest audience file checked, in characters (default 2 MiB). */
    maxFileSize?: number;
    edge?: EdgeSettings;
    /** The sandbox's audience budgets, where the org's differ from AEP's (4,000 audiences, 500 streaming, 150 edge). */
    budgets?: {
        audiences?: number;
        streaming?: number;
        edge?: number;
    };
    /** An XDM schema (JSON) whose field paths the language server completes, relative to the config file. */
    xdm?: {
        schema?: string;
    };
    api?: {
        credentialsFile?: string;
    };
}
