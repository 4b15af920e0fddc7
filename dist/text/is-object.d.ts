export declare function isObject(value: unknown): value is Record<string, unknown>;
