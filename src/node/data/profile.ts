// One synthetic XDM profile, a pure function of (seed, index, now). Every profile has exactly one
// primary identity (an ECID) and an Email; some a CRM id. Some fields are missing and a few are
// null, so that audiences meet PQL's three-valued logic (a missing tier is neither gold nor not).
import { countries, type Country, firstNames, lastNames, recordedSegments } from "./vocabulary.js";
import { mix32, randomFor, type Random } from "./prng.js";

/** What a profile's events need to know of it. */
export interface ProfileIdentity {
  ecid: string;
  email: string;
  /** The currency its purchases are in (its country's; USD without one). */
  currency: string;
}

export interface GeneratedProfile {
  profile: Record<string, unknown>;
  identity: ProfileIdentity;
}

/**
 * An ECID: 38 digits. The first ten come from a bijection of the index, so no two profiles of
 * a data set share one (up to 2^32 profiles); the next digit is never 0 for a profile, and always
 * 0 for a visitor of no profile (anonymousEcid), so the two sets never meet.
 */
export function profileEcid(seed: number, index: number, random: Random): string {
  return `${digits(mix32(index ^ mix32(seed)), 10)}${random.int(1, 9)}${randomDigits(random, 27)}`;
}

/** The ECID of the n-th anonymous visitor (events of no profile). */
export function anonymousEcid(seed: number, n: number, random: Random): string {
  return `${digits(mix32(n ^ mix32(seed)), 10)}0${randomDigits(random, 27)}`;
}

function digits(n: number, width: number): string {
  return String(n).padStart(width, "0");
}

function randomDigits(random: Random, count: number): string {
  let s = "";
  while (s.length < count) s += digits(random.next() % 1_000_000_000, 9);
  return s.slice(0, count);
}

export function makeProfile(seed: number, index: number, now: number): GeneratedProfile {
  const random = randomFor(seed, index * 2);
  const ecid = profileEcid(seed, index, random);
  const firstName = random.pick(firstNames);
  const lastName = random.pick(lastNames);
  const country = random.chance(0.05) ? undefined : random.weighted(countries);
  // The index makes the address unique; the country's domain makes it look like one.
  const email = `${firstName}.${lastName}.${index}@${country?.domain ?? "example.org"}`.toLowerCase();

  const identityMap: Record<string, unknown> = {
    ECID: [{ id: ecid, primary: true }],
    Email: [{ id: email, primary: false }],
  };
  if (random.chance(0.3)) identityMap.CRMID = [{ id: `CRM-${digits(index, 8)}`, primary: false }];

  const profile: Record<string, unknown> = { identityMap };
  const person: Record<string, unknown> = { name: { firstName, lastName } };
  if (random.chance(0.8)) person.birthDate = birthDate(random);
  profile.person = person;
  if (random.chance(0.9)) profile.personalEmail = { address: email };
  if (country) profile.homeAddress = address(country, random);
  if (random.chance(0.45)) {
    // Where they work: mostly their home country, sometimes another (US workers living in Canada).
    const work = random.chance(0.8) && country ? country : random.weighted(countries);
    profile.workAddress = { countryCode: work.code, country: random.weighted(work.names), city: random.pick(work.cities)[0] };
  }
  const loyalty = loyaltyOf(random);
  if (loyalty) profile.loyalty = loyalty;
  const ups = membership(random, now);
  if (ups) profile.segmentMembership = { ups };
  return { profile, identity: { ecid, email, currency: country?.currency ?? "USD" } };
}

function birthDate(random: Random): string {
  return `${random.int(1950, 2006)}-${digits(random.int(1, 12), 2)}-${digits(random.int(1, 28), 2)}`;
}

function address(country: Country, random: Random): Record<string, unknown> {
  const [city, state] = random.pick(country.cities);
  // A few records from a source that knew the country's name but not its code.
  const code = random.chance(0.03) ? null : country.code;
  return {
    countryCode: code,
    country: random.weighted(country.names),
    city,
    ...(state ? { stateProvince: state } : {}),
  };
}

/** A loyalty programme membership for 60 % of profiles; a tier is sometimes missing or null. */
function loyaltyOf(random: Random): Record<string, unknown> | undefined {
  if (!random.chance(0.6)) return undefined;
  const tier = random.weighted<string | null | undefined>([
    ["gold", 25],
    ["silver", 35],
    ["bronze", 30],
    [undefined, 7],
    [null, 3],
  ]);
  const points = random.int(0, 50_000);
  return tier === undefined ? { points } : { tier, points };
}

/** `segmentMembership.ups`: realized, existing or exited entries, each with when it last changed. */
function membership(random: Random, now: number): Record<string, unknown> | undefined {
  const ups: Record<string, unknown> = {};
  for (const [id, share] of recordedSegments) {
    if (!random.chance(share)) continue;
    const status = random.weighted([
      ["realized", 50],
      ["existing", 35],
      ["exited", 15],
    ]);
    ups[id] = { status, lastQualificationTime: new Date(now - random.int(1, 60 * 24) * 3_600_000).toISOString() };
  }
  return Object.keys(ups).length > 0 ? ups : undefined;
}
