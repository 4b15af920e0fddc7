import { describe, expect, it } from "vitest";
import { ApiError, normaliseErrorBody } from "../../src/api/errors.js";
import { client, emulator, SEGMENTS } from "./harness.js";

// Every error body shape of "Getting started with Experience Platform APIs" in docs/aep-docs.md, and what the client makes of it.
const shapes: [string, number, unknown, Partial<ApiError>][] = [
  ["gateway", 401, { error_code: "401013", message: "Oauth token is not valid" }, { code: "401013", detail: "Oauth token is not valid" }],
  [
    "schema registry problem",
    404,
    {
      type: "http://ns.adobe.com/aep/errors/XDM-1010-404",
      title: "Resource not found",
      status: 404,
      report: { registryRequestId: "rr-1", timestamp: "t", "detailed-message": "no schema", "sub-errors": [] },
      detail: "The requested resource could not be found",
    },
    { code: "XDM-1010-404", title: "Resource not found", detail: "The requested resource could not be found", requestId: "rr-1" },
  ],
  [
    "flow service problem",
    404,
    {
      type: "https://ns.adobe.com/aep/errors/FLOW-1439-404",
      title: "Resource not found",
      status: 404,
      report: { "detailed-message": "flow abc not found", id: "abc", "request-id": "req-9", type: "flows" },
      errorMessage: "m",
      errorDetails: "d",
    },
    { code: "FLOW-1439-404", title: "Resource not found", detail: "flow abc not found", requestId: "req-9" },
  ],
  [
    "hygiene problem with error-chain",
    400,
    {
      type: "http://ns.adobe.com/aep/errors/HYGN-3102-400",
      title: "TTL too short",
      status: 400,
      report: { tenantInfo: { sandboxName: "prod" } },
      "error-chain": [{ serviceId: "HYGN", errorCode: "HYGN-3102-400" }],
    },
    { code: "HYGN-3102-400", title: "TTL too short" },
  ],
  [
    "content-type problem",
    400,
    { type: "/placeholder/type/uri", status: 400, title: "BadRequestError", detail: "A valid content-type must be specified" },
    { code: undefined, title: "BadRequestError", detail: "A valid content-type must be specified" },
  ],
  [
    "streaming 401 with status as a string",
    401,
    {
      type: "https://ns.adobe.com/adobecloud/problem/data-collection-service-authorization",
      status: "401",
      title: "Authorization",
      report: { message: "[id] Unauthorized" },
    },
    { code: undefined, title: "Authorization", detail: "[id] Unauthorized" },
  ],
  [
    "nested errors envelope",
    404,
    { errors: { errorCode: 404, title: "Not found", detail: "job missing" } },
    { code: "404", title: "Not found", detail: "job missing" },
  ],
  ["nested errors array", 400, { errors: [{ code: "E1", message: "bad field" }] }, { code: "E1", detail: "bad field" }],
  [
    "IMS OAuth error",
    400,
    { error: "invalid_client", error_description: "invalid client_id parameter" },
    { code: "invalid_client", detail: "invalid client_id parameter" },
  ],
  ["plain text", 502, "Bad Gateway", { code: undefined, detail: undefined }],
  ["empty body", 503, "", { code: undefined, detail: undefined }],
];

describe("normaliseErrorBody: one record from every AEP error shape", () => {
  it.each(shapes)("%s", (_name, _status, body, expected) => {
    const n = normaliseErrorBody(body);
    for (const key of ["code", "title", "detail", "requestId"] as const) if (key in expected) expect(n[key]).toBe(expected[key]);
  });
});

describe("ApiError over HTTP: the same shapes sent by the emulator", () => {
  it.each(shapes)("%s", async (_name, status, body, expected) => {
    const emu = await emulator();
    const { client: c } = client(emu, { tokens: "static", retry: { maxAttempts: 1 } });
    emu.faults.add({ path: SEGMENTS, fault: { kind: "status", status, body } });
    const error = (await c.request({ method: "GET", path: SEGMENTS }).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: "http", status, method: "GET", path: SEGMENTS, ...expected });
    expect(error.raw).toBe(typeof body === "string" ? body : JSON.stringify(body));
    expect(error.message).toMatch(new RegExp(`^GET ${SEGMENTS} failed with HTTP ${status}`));
    // Without a request id in the body, the x-request-id response header is used.
    expect(error.requestId).toBeTruthy();
  });

  it("the message reads as one sentence with code, title, detail and request id", async () => {
    const emu = await emulator();
    const { client: c } = client(emu, { tokens: "static" });
    const error = (await c
      .request({ method: "GET", path: `${SEGMENTS}/missing`, headers: { "x-request-id": "trace-42" } })
      .catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe(
      `GET ${SEGMENTS}/missing failed with HTTP 404 UPS-1404-404: Segment definition not found: no segment definition with id missing in this sandbox (request id trace-42)`,
    );
  });
});
