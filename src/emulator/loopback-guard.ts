// What a web page in the user's browser can do to the emulator: nothing that changes its state,
// and nothing read through a name that is not this machine. Two checks run before any route:
// - Host: only a loopback name (`localhost`, `127.x.x.x`, `[::1]`) or the address the emulator is
//   bound to, with its port. A page on evil.example whose DNS name is re-pointed at 127.0.0.1
//   (DNS rebinding) sends `Host: evil.example:PORT` and gets a 421, so it cannot read
//   `/portal/session` (a token) or anything else.
// - Origin: a request that can change state (anything but GET, HEAD, OPTIONS) carrying an Origin
//   other than the emulator's own is refused with 403. Browsers send Origin on every cross-origin
//   POST, so a form or a `text/plain` fetch from another site never reaches a handler; the portal
//   (same origin), the CLI and curl (no Origin) are unaffected.
import { gatewayError } from "./responses.js";
import type { Reply } from "./router.js";

export interface BoundAddress {
  /** As the socket reports it: `127.0.0.1`, `::1`, `0.0.0.0`, `::`. */
  address: string;
  port: number;
  /** Every address of this machine, used when bound to all interfaces (0.0.0.0 or ::). */
  localAddresses: () => string[];
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** A Host header's name in URL form (`127.0.0.1`, `[::1]`, `localhost`) and port, or undefined when it is not a host. */
function parseHost(host: string): { name: string; port: number } | undefined {
  try {
    const url = new URL(`http://${host}`);
    if (url.username || url.password || url.pathname !== "/" || url.search || url.hash) return undefined;
    return { name: url.hostname.toLowerCase(), port: url.port === "" ? 80 : Number(url.port) };
  } catch {
    return undefined;
  }
}

/** The address as a URL host: IPv6 in brackets. */
function urlHost(address: string): string {
  return address.includes(":") ? `[${address.toLowerCase()}]` : address.toLowerCase();
}

function isLoopbackName(name: string): boolean {
  return name === "localhost" || name === "[::1]" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name);
}

function isWildcard(address: string): boolean {
  return address === "0.0.0.0" || address === "::";
}

/** Undefined when the Host header names this emulator; otherwise the 421 to answer. */
export function checkHost(host: string | undefined, bound: BoundAddress): Reply | undefined {
  const expected = `${isWildcard(bound.address) ? "localhost" : urlHost(bound.address)}:${bound.port}`;
  const refuse = (what: string) =>
    gatewayError(
      421,
      "421000",
      `Misdirected request: ${what}; this emulator answers only localhost, 127.x.x.x, [::1] or its own address, on port ${bound.port} (e.g. Host: ${expected}), so a web page reaching it through another DNS name cannot read it`,
    );
  if (!host) return refuse("the request has no Host header");
  const parsed = parseHost(host);
  if (!parsed) return refuse(`the Host header "${host}" is not a host name`);
  if (parsed.port !== bound.port) return refuse(`the Host header "${host}" names port ${parsed.port}`);
  if (isLoopbackName(parsed.name) || parsed.name === urlHost(bound.address)) return undefined;
  if (isWildcard(bound.address) && bound.localAddresses().some((a) => urlHost(a) === parsed.name)) return undefined;
  return refuse(`the Host header "${host}" is not this machine`);
}

/** Undefined when the request may go on; a 403 for a state-changing request from another origin. */
export function checkOrigin(method: string, origin: string | undefined, host: string | undefined): Reply | undefined {
  if (SAFE_METHODS.has(method) || origin === undefined) return undefined;
  if (host !== undefined && origin.toLowerCase() === `http://${host.toLowerCase()}`) return undefined;
  return gatewayError(
    403,
    "403040",
    `Cross-origin request refused: Origin ${origin} is not this emulator (http://${host ?? "?"}); a web page on another origin cannot change the emulator's state`,
  );
}
