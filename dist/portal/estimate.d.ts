export interface ProfileEstimate {
    estimatedSize: number;
    /** The confidence level AEP names ("95%") and the interval it implies. */
    level: string;
    low: number;
    high: number;
    profilesReadSoFar: number;
    totalRows: number;
    /** When the estimate was made, on the emulator's clock (ms). */
    at: number;
}
/** `estimatedSize ± 1.96 × standardError` for AEP's "95%" (the only level it names), never below 0. */
export declare function interval(estimatedSize: number, standardError: number): {
    low: number;
    high: number;
};
