// Every route the emulator serves. To add a service, export a `Route[]` from its own file and add
// one line here (see the comment at the top of server.ts).
import { conversionRoutes } from "./conversion.js";
import { quotaRoutes } from "./hygiene.js";
import { imsRoutes } from "./ims.js";
import { mergePolicyRoutes } from "./merge-policies.js";
import { portalRoutes } from "./portal-routes.js";
import { previewRoutes } from "./previews.js";
import type { Route } from "./router.js";
import { segmentRoutes } from "./segments.js";
import { edgeRoutes } from "./edge.js";
import { streamRoutes } from "./stream-routes.js";

export const routes: Route[] = [
  ...imsRoutes,
  ...segmentRoutes,
  ...conversionRoutes,
  ...previewRoutes,
  ...mergePolicyRoutes,
  ...quotaRoutes,
  ...streamRoutes,
  ...edgeRoutes,
  ...portalRoutes,
];
