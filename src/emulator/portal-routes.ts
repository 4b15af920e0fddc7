// The audience portal (docs/portal.md): `GET /portal` is the page, `/portal/app.js` and
// `/portal/app.css` its bundle (built by scripts/build.mjs into dist/portal/), and
// `/portal/session` what the page needs to call the emulator's own JSON endpoints as the CLI does:
// a token this emulator issued, the api key, org and sandbox headers, and the emulator's clock;
// `/portal/local` the audience files `pql-audience portal PATHS` opened, read-only.
// Every asset is served from here, so the page makes no request that leaves the machine.
import { existsSync, readFileSync } from "node:fs";
import { newToken } from "./ims.js";
import { mergeAttributes, profileChanged, profileOf, profilePath } from "./profiles.js";
import { isObject } from "../text/is-object.js";
import { route, type Reply, type Route, type RouteContext } from "./router.js";

/** The org and sandbox the page works in (seeded definitions without an org are visible to every org). */
export const PORTAL_ORG = "EMULATOR@AdobeOrg";
export const PORTAL_SANDBOX = "prod";
const PORTAL_CLIENT = "portal";

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Audiences · pql-audience portal</title>
<link rel="stylesheet" href="/portal/app.css">
<script type="module" src="/portal/app.js"></script>
</head>
<body>
<a class="skip" href="#main">Skip to content</a>
<header class="top"><a class="brand" href="#/">pql-audience · Audiences</a><span class="where">local emulator</span></header>
<main id="main" tabindex="-1"><p>Loading the portal…</p></main>
<noscript><p>The portal needs JavaScript.</p></noscript>
</body>
</html>
`;

const ASSETS: Record<string, string> = { "app.js": "text/javascript; charset=utf-8", "app.css": "text/css; charset=utf-8" };

/**
 * Where the built page lives: next to the bundle that serves it (dist/portal/ from dist/*.js or
 * dist/chunks/*.js), or dist/portal/ of the checkout when the emulator runs from src/.
 */
function assetDir(): URL | undefined {
  const candidates = ["./portal/", "../portal/", "../../dist/portal/"].map((p) => new URL(p, import.meta.url));
  return candidates.find((dir) => existsSync(new URL("app.js", dir)));
}

function asset(ctx: RouteContext): Reply {
  const name = ctx.path.slice("/portal/".length);
  const type = ASSETS[name];
  const dir = assetDir();
  if (!type || !dir)
    return { status: 404, body: `the portal's ${name} is not built: run node scripts/build.mjs`, headers: { "Cache-Control": "no-store" } };
  return { status: 200, body: readFileSync(new URL(name, dir), "utf8"), headers: { "Content-Type": type, "Cache-Control": "no-cache" } };
}

function page(): Reply {
  return {
    status: 200,
    body: PAGE,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      // Only this origin: no CDN, no font service, no analytics.
      "Content-Security-Policy": "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'",
      "Cache-Control": "no-cache",
    },
  };
}

function session(ctx: RouteContext): Reply {
  // A strict emulator hands tokens only to the one client that shows its secret; the page must not
  // be a way around that.
  if (ctx.options.strictAuth)
    return {
      status: 403,
      body: {
        title: "The portal needs an emulator without --client-id",
        detail: "this emulator issues tokens only to the client that presents its secret; start it without --client-id to use the portal",
      },
    };
  const clientId = PORTAL_CLIENT;
  const token = newToken(ctx.state, clientId, ctx.now() + ctx.options.tokenTtlSeconds * 1000);
  return {
    status: 200,
    body: {
      token,
      apiKey: clientId,
      orgId: PORTAL_ORG,
      sandbox: PORTAL_SANDBOX,
      datastreamId: "portal",
      now: ctx.now(),
      scopes: scopes(ctx),
    },
    headers: { "Cache-Control": "no-store" },
  };
}

/**
 * Every org and sandbox that holds a definition, the portal's own first, for the page's switcher.
 * A seeded definition without an org is in every org, so it adds only its sandbox (in the portal's org).
 */
function scopes(ctx: RouteContext): { orgId: string; sandbox: string }[] {
  const seen = new Map<string, { orgId: string; sandbox: string }>();
  const add = (orgId: string, sandbox: string) => seen.set(`${orgId}\u0000${sandbox}`, { orgId, sandbox });
  add(PORTAL_ORG, PORTAL_SANDBOX);
  const rest = ctx.state.data.segments
    .map((s) => ({ orgId: s.imsOrgId || PORTAL_ORG, sandbox: s.sandbox.sandboxName }))
    .sort((a, b) => a.orgId.localeCompare(b.orgId) || a.sandbox.localeCompare(b.sandbox));
  for (const s of rest) add(s.orgId, s.sandbox);
  return [...seen.values()];
}

/** The local audience files of `pql-audience portal PATHS` (none when the emulator runs alone). */
function local(ctx: RouteContext): Reply {
  return { status: 200, body: { audiences: ctx.options.localAudiences }, headers: { "Cache-Control": "no-store" } };
}

/**
 * The test panel's profile: `{namespace, id, attributes?}` merges the attributes (as an inlet's
 * profile record does) into the profile of that identity and answers what it stores, its
 * attributes and events, so the page can show the evaluator's trace for what the edge evaluated.
 * JSON only, as the edge's interact call: a form on another site cannot send it.
 */
function profile(ctx: RouteContext): Reply {
  const type = String(ctx.headers["content-type"] ?? "");
  if (!/^application\/([\w.+-]*\+)?json/i.test(type))
    return { status: 415, body: { title: "Unsupported media type", detail: "the body must be JSON (Content-Type: application/json)" } };
  const body = ctx.body;
  const namespace = isObject(body) ? body.namespace : undefined;
  const id = isObject(body) ? body.id : undefined;
  const attributes = isObject(body) ? body.attributes : undefined;
  if (typeof namespace !== "string" || !namespace || typeof id !== "string" || !id)
    return { status: 400, body: { title: "Invalid request", detail: "namespace and id are required strings" } };
  if (attributes !== undefined && !isObject(attributes))
    return { status: 400, body: { title: "Invalid request", detail: "attributes must be a JSON object (XDM profile fields)" } };
  const found = profileOf(ctx, { namespace, id });
  if (!found.ok) return { status: 507, body: { title: "Profile store full", detail: found.message } };
  if (attributes) {
    mergeAttributes(found.profile.attributes, attributes);
    profileChanged(ctx, found.profile);
    ctx.state.changed([...profilePath(found.key), "attributes"]);
  }
  return {
    status: 200,
    body: { attributes: found.profile.attributes, events: found.profile.events },
    headers: { "Cache-Control": "no-store" },
  };
}

export const portalRoutes: Route[] = [
  route("POST", "/portal/profile", profile, "none"),
  route("GET", "/portal", page, "none"),
  route("GET", "/portal/session", session, "none"),
  route("GET", "/portal/local", local, "none"),
  route("GET", "/portal/app.js", asset, "none"),
  route("GET", "/portal/app.css", asset, "none"),
];
