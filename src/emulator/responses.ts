// Replies in AEP's error shapes ("Getting started with Experience Platform APIs" in docs/aep-docs.md), so the client's error normaliser is exercised
// against the same bodies the real gateway and services send.
import type { Reply } from "./router.js";

export function ok(body: unknown, status = 200, headers?: Record<string, string>): Reply {
  return { status, body, headers };
}

/** Gateway style: `{"error_code":"401013","message":"Oauth token is not valid"}`. */
export function gatewayError(status: number, code: string, message: string, headers?: Record<string, string>): Reply {
  return { status, body: { error_code: code, message }, headers };
}

/**
 * Problem style: `{"type":"https://ns.adobe.com/aep/errors/UPS-1422-422","title":..,"status":..,"detail":..}`.
 * Segmentation's real error bodies are undocumented (the spec says `content: {}`); the emulator
 * answers in the problem shape the other services document, with its own `UPS-xxxx` codes.
 */
export function problem(status: number, code: string, title: string, detail: string, report?: Record<string, unknown>): Reply {
  return {
    status,
    body: { type: `https://ns.adobe.com/aep/errors/${code}-${status}`, title, status, detail, ...(report ? { report } : {}) },
  };
}

/** The generic 400 AEP sends when Content-Type is missing or wrong on a body. */
export function contentTypeError(): Reply {
  return {
    status: 400,
    body: { type: "/placeholder/type/uri", status: 400, title: "BadRequestError", detail: "A valid content-type must be specified" },
  };
}
