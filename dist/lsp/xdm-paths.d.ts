export declare function xdmPaths(schema: unknown): string[];
