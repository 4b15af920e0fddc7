export interface StreamSendOptions {
    inletUrl: string;
    file: string;
    flowId?: string;
    /** Send the AEP token: for inlets created with authenticationRequired. */
    auth: boolean;
    /** Check the records against the dataflow's schema first (--no-check skips it). */
    check: boolean;
    debug: boolean;
}
/** Posts each record of a JSON file (one object, or an array of them) to an inlet. */
export declare function runStreamSend(options: StreamSendOptions): Promise<number>;
