import type { Reply } from "./router.js";
export declare function ok(body: unknown, status?: number, headers?: Record<string, string>): Reply;
/** Gateway style: `{"error_code":"401013","message":"Oauth token is not valid"}`. */
export declare function gatewayError(status: number, code: string, message: string, headers?: Record<string, string>): Reply;
/**
 * Problem style: `{"type":"https://ns.adobe.com/aep/errors/UPS-1422-422","title":..,"status":..,"detail":..}`.
 * Segmentation's real error bodies are undocumented (the spec says `content: {}`); the emulator
 * answers in the problem shape the other services document, with its own `UPS-xxxx` codes.
 */
export declare function problem(status: number, code: string, title: string, detail: string, report?: Record<string, unknown>): Reply;
/** The generic 400 AEP sends when Content-Type is missing or wrong on a body. */
export declare function contentTypeError(): Reply;
