export declare function unifiedDiff(before: string, after: string, fromLabel: string, toLabel: string, context?: number): string;
