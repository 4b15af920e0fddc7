import type { IncomingHttpHeaders } from "node:http";
import type { ResolvedEmulatorOptions } from "./options.js";
import type { Caller, HeaderPolicy, Reply } from "./router.js";
import type { EmulatorState } from "./state.js";
export declare function checkGateway(policy: HeaderPolicy, headers: IncomingHttpHeaders, state: EmulatorState, options: ResolvedEmulatorOptions, now: number): {
    caller: Caller;
    reply?: undefined;
} | {
    reply: Reply;
};
/** POST, PUT and PATCH bodies must be declared JSON. */
export declare function checkContentType(method: string, headers: IncomingHttpHeaders): Reply | undefined;
