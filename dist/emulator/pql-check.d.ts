/** One error, as the API answers it in `report.reasons`: positions are 1-based in the expression. */
export interface PqlReason {
    rule: string;
    code?: string;
    message: string;
    line?: number;
    column?: number;
}
export interface PqlCheck {
    /** Errors that make the expression invalid PQL (syntax, unknown functions, types...). */
    invalid: PqlReason[];
    /** Errors that only keep it off the edge (window too long, several events...). */
    edge: PqlReason[];
}
export declare function checkPqlText(text: string): PqlCheck;
/** `1:13 expected a value ... [PQL001 syntax/parse-error]`, for a detail line. */
export declare function describeReason(r: PqlReason): string;
