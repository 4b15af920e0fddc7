// The services behind a streaming source dataflow, registered with one line in routes.ts.
import { catalogRoutes } from "./catalog.js";
import { flowRoutes, specRoutes } from "./flows.js";
import { inletRoutes } from "./inlet.js";
import { mappingSetRoutes } from "./mapping-sets.js";
import type { Route } from "./router.js";
import { schemaRoutes } from "./schema-registry.js";

export const streamRoutes: Route[] = [...flowRoutes, ...specRoutes, ...schemaRoutes, ...catalogRoutes, ...mappingSetRoutes, ...inletRoutes];
