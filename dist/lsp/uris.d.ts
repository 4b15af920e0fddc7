export declare function pathOf(uri: string): string | undefined;
export declare function uriOf(file: string): string;
