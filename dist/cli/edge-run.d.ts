export interface EdgeSendArgs {
    event?: string;
    datastream?: string;
    format: "text" | "json";
    debug?: boolean;
}
export declare function runEdgeSend(args: EdgeSendArgs): Promise<number>;
