import type { StreamEvent } from "../stream/create.js";
export declare function progressLine(event: StreamEvent, color: boolean): string | undefined;
/** The error's message; what a server said is shown with its control characters made visible. */
export declare function errorText(e: unknown): string;
