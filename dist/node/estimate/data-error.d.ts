export declare class DataError extends Error {
    name: string;
}
