export declare const BUILD_ID: string | undefined;
