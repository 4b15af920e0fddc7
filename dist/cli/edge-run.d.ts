import type { EdgeSendArgs } from "./commands/edge.js";
export declare function runEdgeSend(args: EdgeSendArgs): Promise<number>;
