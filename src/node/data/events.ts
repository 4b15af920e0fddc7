// A profile's synthetic XDM ExperienceEvents, a pure function of (seed, index, its identity, now):
// visits ("sessions") of a few events each, over the 60 days before now, more of them recent
// than old; two profiles in five are on the site in the last hour, so that the examples'
// short windows (30 minutes, 2 hours, today) find someone. Within a visit a shopper moves down
// the funnel (product view, cart add, cart view, checkout, purchase) or keeps browsing.
import type { ProfileIdentity } from "./profile.js";
import { anonymousEcid } from "./profile.js";
import { randomFor, type Random } from "./prng.js";
import { pages, products } from "./vocabulary.js";

export const WINDOW_MS = 60 * 86_400_000;
const MINUTE_MS = 60_000;

/** The funnel, in order; a visit starts before its first step. */
const funnel = [
  "commerce.productViews",
  "commerce.productListAdds",
  "commerce.productListViews",
  "commerce.checkouts",
  "commerce.purchases",
] as const;

type EventType =
  | (typeof funnel)[number]
  | "web.webpagedetails.pageViews"
  | "web.webinteraction.linkClicks"
  | "commerce.productListRemovals";

/** The events of profile `index`, oldest first; `count` of them (see eventCount). */
export function makeEvents(
  seed: number,
  index: number,
  identity: ProfileIdentity,
  now: number,
  perProfile: number,
): Record<string, unknown>[] {
  const random = randomFor(seed, index * 2 + 1);
  let remaining = eventCount(random, perProfile);
  const visits: Record<string, unknown>[][] = [];
  let first = true;
  while (remaining > 0) {
    // Shoppers on the site now are further down the funnel: longer visits, more steps taken.
    const live = first && random.chance(0.4);
    const size = Math.min(remaining, live ? random.int(4, 10) : random.int(1, 8));
    remaining -= size;
    visits.push(visit(random, identity, now, size, live));
    first = false;
  }
  return visits.flat().sort((a, b) => (a.timestamp as string).localeCompare(b.timestamp as string));
}

/** How many events a profile has: from 0 to twice the mean, evenly, so the mean is `perProfile`. */
function eventCount(random: Random, perProfile: number): number {
  return perProfile === 0 ? 0 : random.int(0, 2 * perProfile);
}

/** One visit of `size` events; `live` puts its last event in the last hour. */
function visit(random: Random, identity: ProfileIdentity, now: number, size: number, live: boolean): Record<string, unknown>[] {
  const types: EventType[] = ["web.webpagedetails.pageViews"];
  let step = -1;
  while (types.length < size) {
    if (step < funnel.length - 1 && random.chance(live ? 0.6 : 0.45)) {
      step++;
      types.push(funnel[step]!);
    } else types.push(browsing(random, step));
  }
  const gaps = types.map((_, i) => (i === 0 ? 0 : random.int(5, 240) * 1000));
  const length = gaps.reduce((a, b) => a + b, 0);
  // How long ago the visit ended: uniform over the last hour when live; else the square of a
  // uniform fraction of 60 days (more recent visits than old ones), inside the window.
  const f = random.fraction();
  const ago = live ? random.int(60, 60 * 60) * 1000 : Math.floor(f * f * WINDOW_MS);
  const end = now - Math.min(Math.max(ago, 1000), WINDOW_MS - length - MINUTE_MS);
  let at = end - length;
  // Signed-in visitors are known by their email alone on some events (an email link, the app).
  const byEmail = random.chance(0.1);
  return types.map((type, i) => {
    at += gaps[i]!;
    return event(
      random,
      type,
      at,
      byEmail ? { Email: [{ id: identity.email, primary: true }] } : ecidMap(identity.ecid),
      identity.currency,
    );
  });
}

function browsing(random: Random, step: number): EventType {
  return random.weighted<EventType>([
    ["web.webpagedetails.pageViews", 60],
    ["commerce.productViews", 25],
    ["web.webinteraction.linkClicks", 10],
    ["commerce.productListRemovals", step >= 1 ? 5 : 0],
  ]);
}

function ecidMap(ecid: string): Record<string, unknown> {
  return { ECID: [{ id: ecid, primary: true }] };
}

/** A v4-shaped UUID from the stream (event `_id`s: 122 random bits). */
function uuid(random: Random): string {
  const hex = (n: number, width: number) => (n >>> 0).toString(16).padStart(width, "0").slice(-width);
  const a = random.next();
  const b = random.next();
  const c = random.next();
  const d = random.next();
  return `${hex(a, 8)}-${hex(b >>> 16, 4)}-4${hex(b, 3)}-${hex(0x8000 | (c >>> 18), 4)}-${hex(c, 4)}${hex(d, 8)}`;
}

function event(
  random: Random,
  type: EventType,
  at: number,
  identityMap: Record<string, unknown>,
  currency: string,
): Record<string, unknown> {
  const record: Record<string, unknown> = { _id: uuid(random), eventType: type, timestamp: new Date(at).toISOString(), identityMap };
  if (type === "web.webpagedetails.pageViews" || type === "web.webinteraction.linkClicks") {
    const [name, URL] = random.pick(pages);
    record.web =
      type === "web.webpagedetails.pageViews"
        ? { webPageDetails: { name, URL, pageViews: { value: 1 } } }
        : { webPageDetails: { name, URL }, webInteraction: { name: "newsletter", type: "other", linkClicks: { value: 1 } } };
    return record;
  }
  const [SKU, name, cents] = random.pick(products);
  const quantity = type === "commerce.productViews" ? 1 : random.int(1, 3);
  // Cents to a decimal with two places: exact in JSON on every machine (no float formatting).
  const priceTotal = Number(`${Math.floor((cents * quantity) / 100)}.${String((cents * quantity) % 100).padStart(2, "0")}`);
  const key = type.slice("commerce.".length);
  const commerce: Record<string, unknown> = { [key]: { value: 1 } };
  if (type === "commerce.purchases")
    commerce.order = { purchaseID: `ORD-${uuid(random).slice(0, 8).toUpperCase()}`, priceTotal, currencyCode: currency };
  record.commerce = commerce;
  record.productListItems = [{ SKU, name, quantity, priceTotal, currencyCode: currency }];
  return record;
}

/** An event of a visitor no profile knows (an ECID of no profile): a page view in the window. */
export function anonymousEvent(seed: number, n: number, now: number): Record<string, unknown> {
  const random = randomFor(seed ^ 0x5bd1e995, n);
  const at = now - random.int(1, WINDOW_MS / 1000 - 60) * 1000;
  return event(random, "web.webpagedetails.pageViews", at, ecidMap(anonymousEcid(seed, n, random)), "USD");
}
