export declare const STOP_MARK = "pql-audience: the SQL stops here: ";
/** Why the query stopped, when `errorMessage` is such a deliberate stop; undefined for any other error. */
export declare function stopReason(errorMessage: string): string | undefined;
