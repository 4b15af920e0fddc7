import type { Reply } from "./router.js";
export interface BoundAddress {
    /** As the socket reports it: `127.0.0.1`, `::1`, `0.0.0.0`, `::`. */
    address: string;
    port: number;
    /** Every address of this machine, used when bound to all interfaces (0.0.0.0 or ::). */
    localAddresses: () => string[];
}
/** Undefined when the Host header names this emulator; otherwise the 421 to answer. */
export declare function checkHost(host: string | undefined, bound: BoundAddress): Reply | undefined;
/** Undefined when the request may go on; a 403 for a state-changing request from another origin. */
export declare function checkOrigin(method: string, origin: string | undefined, host: string | undefined): Reply | undefined;
