import type { StreamEvent } from "../stream/create.js";
export declare function progressLine(event: StreamEvent, color: boolean): string | undefined;
export declare function errorText(e: unknown): string;
