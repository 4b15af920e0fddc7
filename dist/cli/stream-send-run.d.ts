export interface StreamSendOptions {
    inletUrl: string;
    file: string;
    flowId?: string;
    /** Send the AEP token: for inlets created with authenticationRequired. */
    auth: boolean;
    /** Check the records against the dataflow's schema first (--no-check skips it). */
    check: boolean;
    /** Wrap each record in the XDM envelope (streaming-ingestion.yaml's `streamingMessage`); needs --flow-id. */
    xdm?: boolean;
    debug: boolean;
    /** The sandbox for `x-sandbox-name` when no credentials are read: AEP_SANDBOX, else "prod". */
    sandbox?: string;
}
/** Posts each record of a JSON file (one object, or an array of them) to an inlet. */
export declare function runStreamSend(options: StreamSendOptions): Promise<number>;
