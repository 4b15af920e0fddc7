// IMS, "OAuth Server-to-Server credential API Reference" (Adobe Developer Console,
// https://developer.adobe.com/developer-console/docs/guides/authentication/ServerToServerAuthentication/ims).
import * as z from "zod";
import type { Operation } from "./operation.js";

export const ims: Operation[] = [
  {
    spec: "IMS (Developer Console reference)",
    operationId: "token v3 (client_credentials)",
    method: "POST",
    path: "/ims/token/v3",
    headers: ["content-type"],
    body: z.strictObject({
      grant_type: z.literal("client_credentials"),
      client_id: z.string(),
      client_secret: z.string(),
      scope: z.string(),
    }),
    responses: { 200: z.looseObject({ access_token: z.string(), token_type: z.literal("bearer"), expires_in: z.number().int() }) },
  },
];
