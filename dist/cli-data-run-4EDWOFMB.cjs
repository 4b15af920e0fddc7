(function (exports, require, module, __filename, __dirname) {const __pqlImportMetaUrl = require('node:url').pathToFileURL(__filename).href;
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
var stdin_exports = {};
__export(stdin_exports, {
  runDataGenerate: () => runDataGenerate,
  wholeNumber: () => wholeNumber
});
module.exports = __toCommonJS(stdin_exports);
var import_cli_chunk_MXFMJ2JH = require("./cli-chunk-MXFMJ2JH.cjs");
var import_cli_chunk_VFSYOTZ5 = require("./cli-chunk-VFSYOTZ5.cjs");
var import_cli_chunk_FCDA32LZ = require("./cli-chunk-FCDA32LZ.cjs");
var import_cli_chunk_TENKBKXC = require("./cli-chunk-TENKBKXC.cjs");
var import_cli_chunk_EFID7JQ4 = require("./cli-chunk-EFID7JQ4.cjs");
var import_cli_chunk_BPDGXKYC = require("./cli-chunk-BPDGXKYC.cjs");
var import_cli_chunk_7HF7OUKO = require("./cli-chunk-7HF7OUKO.cjs");
var import_cli_chunk_ZHMSISMR = require("./cli-chunk-ZHMSISMR.cjs");
var import_node_fs = require("node:fs");
var import_node_path = require("node:path");
var import_node_path2 = require("node:path");
var import_node_fs2 = require("node:fs");
// src/cli/data-run.ts
// src/node/data/generate.ts
// src/node/data/vocabulary.ts
var countries = [
  [
    {
      code: "US",
      names: [
        ["United States", 3],
        ["US", 5],
        ["us", 2]
      ],
      cities: [
        ["New York", "NY"],
        ["San Francisco", "CA"],
        ["Chicago", "IL"],
        ["Austin", "TX"],
        ["Seattle", "WA"],
        ["Boston", "MA"],
        ["Miami", "FL"],
        ["Denver", "CO"]
      ],
      currency: "USD",
      domain: "example.com"
    },
    45
  ],
  [
    {
      code: "FR",
      names: [["France", 1]],
      cities: [
        ["Paris", void 0],
        ["Lyon", void 0],
        ["Marseille", void 0],
        ["Toulouse", void 0],
        ["Bordeaux", void 0]
      ],
      currency: "EUR",
      domain: "example.fr"
    },
    16
  ],
  [
    {
      code: "GB",
      names: [["United Kingdom", 1]],
      cities: [
        ["London", void 0],
        ["Manchester", void 0],
        ["Edinburgh", void 0]
      ],
      currency: "GBP",
      domain: "example.co.uk"
    },
    10
  ],
  [
    {
      code: "DE",
      names: [["Germany", 1]],
      cities: [
        ["Berlin", void 0],
        ["Munich", void 0],
        ["Hamburg", void 0]
      ],
      currency: "EUR",
      domain: "example.de"
    },
    9
  ],
  [
    {
      code: "CA",
      names: [["Canada", 1]],
      cities: [
        ["Toronto", "ON"],
        ["Montreal", "QC"],
        ["Vancouver", "BC"]
      ],
      currency: "CAD",
      domain: "example.ca"
    },
    8
  ],
  [
    {
      code: "ES",
      names: [["Spain", 1]],
      cities: [
        ["Madrid", void 0],
        ["Barcelona", void 0]
      ],
      currency: "EUR",
      domain: "example.es"
    },
    6
  ],
  [
    {
      code: "JP",
      names: [["Japan", 1]],
      cities: [
        ["Tokyo", void 0],
        ["Osaka", void 0]
      ],
      currency: "JPY",
      domain: "example.jp"
    },
    4
  ]
];
var firstNames = [
  "Alice",
  "Bruno",
  "Camille",
  "Daniel",
  "Elena",
  "Farid",
  "Grace",
  "Hugo",
  "Ines",
  "James",
  "Keiko",
  "Liam",
  "Maria",
  "Noah",
  "Olivia",
  "Pierre",
  "Quentin",
  "Rosa",
  "Sofia",
  "Thomas",
  "Ursula",
  "Victor",
  "Wen",
  "Yuki"
];
var lastNames = [
  "Anderson",
  "Bernard",
  "Chen",
  "Dubois",
  "Evans",
  "Fischer",
  "Garcia",
  "Haddad",
  "Ito",
  "Johnson",
  "Kowalski",
  "Lopez",
  "Martin",
  "Nguyen",
  "Okafor",
  "Petit",
  "Rossi",
  "Schmidt",
  "Smith",
  "Tanaka",
  "Weber",
  "Wilson"
];
var products = [
  ["SKU-1001", "Trail running shoes", 12900],
  ["SKU-1002", "Rain jacket", 8900],
  ["SKU-1003", "Merino socks", 1900],
  ["SKU-1004", "Daypack 20 L", 6500],
  ["SKU-1005", "Water bottle", 2400],
  ["SKU-1006", "Headlamp", 3900],
  ["SKU-1007", "Fleece pullover", 5900],
  ["SKU-1008", "Trekking poles", 7400],
  ["SKU-1009", "Sun hat", 2900],
  ["SKU-1010", "Camp stove", 4900]
];
var pages = [
  ["home", "https://shop.example.com/"],
  ["search", "https://shop.example.com/search"],
  ["category: footwear", "https://shop.example.com/c/footwear"],
  ["category: clothing", "https://shop.example.com/c/clothing"],
  ["category: gear", "https://shop.example.com/c/gear"],
  ["stores", "https://shop.example.com/stores"],
  ["help", "https://shop.example.com/help"]
];
var recordedSegments = [
  ["a730ed3f-119c-415b-a4ac-27c396ae2dff", 0.45],
  ["8fbbe169-2da6-4c9d-a332-b6a6ecf559b9", 0.4],
  ["5d0e9c62-7b41-4f3a-8e15-c2a9b7d3e604", 0.25]
];
// src/node/data/prng.ts
function mix32(x) {
  let h = x >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 2246822507);
  h ^= h >>> 13;
  h = Math.imul(h, 3266489909);
  h ^= h >>> 16;
  return h >>> 0;
}
function randomFor(seed, stream) {
  let state = mix32(mix32(seed ^ 2654435769) ^ Math.imul(stream + 1, 668265263));
  const next = () => {
    state = state + 1831565813 >>> 0;
    let t = state;
    t = Math.imul(t ^ t >>> 15, t | 1);
    t ^= t + Math.imul(t ^ t >>> 7, t | 61);
    return (t ^ t >>> 14) >>> 0;
  };
  const fraction = () => next() / 4294967296;
  return {
    next,
    fraction,
    int: (min, max) => min + Math.floor(fraction() * (max - min + 1)),
    chance: (p) => fraction() < p,
    pick: (list) => list[Math.floor(fraction() * list.length)],
    weighted: (choices) => {
      let total = 0;
      for (const [, w] of choices) total += w;
      let x = fraction() * total;
      for (const [value, w] of choices) {
        x -= w;
        if (x < 0) return value;
      }
      return choices[choices.length - 1][0];
    }
  };
}
// src/node/data/profile.ts
function profileEcid(seed, index, random) {
  return `${digits(mix32(index ^ mix32(seed)), 10)}${random.int(1, 9)}${randomDigits(random, 27)}`;
}
function anonymousEcid(seed, n, random) {
  return `${digits(mix32(n ^ mix32(seed)), 10)}0${randomDigits(random, 27)}`;
}
function digits(n, width) {
  return String(n).padStart(width, "0");
}
function randomDigits(random, count) {
  let s = "";
  while (s.length < count) s += digits(random.next() % 1e9, 9);
  return s.slice(0, count);
}
function makeProfile(seed, index, now) {
  const random = randomFor(seed, index * 2);
  const ecid = profileEcid(seed, index, random);
  const firstName = random.pick(firstNames);
  const lastName = random.pick(lastNames);
  const country = random.chance(0.05) ? void 0 : random.weighted(countries);
  const email = `${firstName}.${lastName}.${index}@${country?.domain ?? "example.org"}`.toLowerCase();
  const identityMap = {
    ECID: [{ id: ecid, primary: true }],
    Email: [{ id: email, primary: false }]
  };
  if (random.chance(0.3)) identityMap.CRMID = [{ id: `CRM-${digits(index, 8)}`, primary: false }];
  const profile = { identityMap };
  const person = { name: { firstName, lastName } };
  if (random.chance(0.8)) person.birthDate = birthDate(random);
  profile.person = person;
  if (random.chance(0.9)) profile.personalEmail = { address: email };
  if (country) profile.homeAddress = address(country, random);
  if (random.chance(0.45)) {
    const work = random.chance(0.8) && country ? country : random.weighted(countries);
    profile.workAddress = { countryCode: work.code, country: random.weighted(work.names), city: random.pick(work.cities)[0] };
  }
  const loyalty = loyaltyOf(random);
  if (loyalty) profile.loyalty = loyalty;
  const ups = membership(random, now);
  if (ups) profile.segmentMembership = { ups };
  return { profile, identity: { ecid, email, currency: country?.currency ?? "USD" } };
}
function birthDate(random) {
  return `${random.int(1950, 2006)}-${digits(random.int(1, 12), 2)}-${digits(random.int(1, 28), 2)}`;
}
function address(country, random) {
  const [city, state] = random.pick(country.cities);
  const code = random.chance(0.03) ? null : country.code;
  return {
    countryCode: code,
    country: random.weighted(country.names),
    city,
    ...state ? { stateProvince: state } : {}
  };
}
function loyaltyOf(random) {
  if (!random.chance(0.6)) return void 0;
  const tier = random.weighted([
    ["gold", 25],
    ["silver", 35],
    ["bronze", 30],
    [void 0, 7],
    [null, 3]
  ]);
  const points = random.int(0, 5e4);
  return tier === void 0 ? { points } : { tier, points };
}
function membership(random, now) {
  const ups = {};
  for (const [id, share] of recordedSegments) {
    if (!random.chance(share)) continue;
    const status = random.weighted([
      ["realized", 50],
      ["existing", 35],
      ["exited", 15]
    ]);
    ups[id] = { status, lastQualificationTime: new Date(now - random.int(1, 60 * 24) * 36e5).toISOString() };
  }
  return Object.keys(ups).length > 0 ? ups : void 0;
}
// src/node/data/events.ts
var WINDOW_MS = 60 * 864e5;
var MINUTE_MS = 6e4;
var funnel = [
  "commerce.productViews",
  "commerce.productListAdds",
  "commerce.productListViews",
  "commerce.checkouts",
  "commerce.purchases"
];
function makeEvents(seed, index, identity, now, perProfile) {
  const random = randomFor(seed, index * 2 + 1);
  let remaining = eventCount(random, perProfile);
  const visits = [];
  let first = true;
  while (remaining > 0) {
    const live = first && random.chance(0.4);
    const size = Math.min(remaining, live ? random.int(4, 10) : random.int(1, 8));
    remaining -= size;
    visits.push(visit(random, identity, now, size, live));
    first = false;
  }
  return visits.flat().sort((a, b) => a.timestamp.localeCompare(b.timestamp));
}
function eventCount(random, perProfile) {
  return perProfile === 0 ? 0 : random.int(0, 2 * perProfile);
}
function visit(random, identity, now, size, live) {
  const types = ["web.webpagedetails.pageViews"];
  let step = -1;
  while (types.length < size) {
    if (step < funnel.length - 1 && random.chance(live ? 0.6 : 0.45)) {
      step++;
      types.push(funnel[step]);
    } else types.push(browsing(random, step));
  }
  const gaps = types.map((_, i) => i === 0 ? 0 : random.int(5, 240) * 1e3);
  const length = gaps.reduce((a, b) => a + b, 0);
  const f = random.fraction();
  const ago = live ? random.int(60, 60 * 60) * 1e3 : Math.floor(f * f * WINDOW_MS);
  const end = now - Math.min(Math.max(ago, 1e3), WINDOW_MS - length - MINUTE_MS);
  let at = end - length;
  const byEmail = random.chance(0.1);
  return types.map((type, i) => {
    at += gaps[i];
    return event(
      random,
      type,
      at,
      byEmail ? { Email: [{ id: identity.email, primary: true }] } : ecidMap(identity.ecid),
      identity.currency
    );
  });
}
function browsing(random, step) {
  return random.weighted([
    ["web.webpagedetails.pageViews", 60],
    ["commerce.productViews", 25],
    ["web.webinteraction.linkClicks", 10],
    ["commerce.productListRemovals", step >= 1 ? 5 : 0]
  ]);
}
function ecidMap(ecid) {
  return { ECID: [{ id: ecid, primary: true }] };
}
function uuid(random) {
  const hex = (n, width) => (n >>> 0).toString(16).padStart(width, "0").slice(-width);
  const a = random.next();
  const b = random.next();
  const c = random.next();
  const d = random.next();
  return `${hex(a, 8)}-${hex(b >>> 16, 4)}-4${hex(b, 3)}-${hex(32768 | c >>> 18, 4)}-${hex(c, 4)}${hex(d, 8)}`;
}
function event(random, type, at, identityMap, currency) {
  const record = { _id: uuid(random), eventType: type, timestamp: new Date(at).toISOString(), identityMap };
  if (type === "web.webpagedetails.pageViews" || type === "web.webinteraction.linkClicks") {
    const [name2, URL] = random.pick(pages);
    record.web = type === "web.webpagedetails.pageViews" ? { webPageDetails: { name: name2, URL, pageViews: { value: 1 } } } : { webPageDetails: { name: name2, URL }, webInteraction: { name: "newsletter", type: "other", linkClicks: { value: 1 } } };
    return record;
  }
  const [SKU, name, cents] = random.pick(products);
  const quantity = type === "commerce.productViews" ? 1 : random.int(1, 3);
  const priceTotal = Number(`${Math.floor(cents * quantity / 100)}.${String(cents * quantity % 100).padStart(2, "0")}`);
  const key = type.slice("commerce.".length);
  const commerce = { [key]: { value: 1 } };
  if (type === "commerce.purchases")
    commerce.order = { purchaseID: `ORD-${uuid(random).slice(0, 8).toUpperCase()}`, priceTotal, currencyCode: currency };
  record.commerce = commerce;
  record.productListItems = [{ SKU, name, quantity, priceTotal, currencyCode: currency }];
  return record;
}
function anonymousEvent(seed, n, now) {
  const random = randomFor(seed ^ 1540483477, n);
  const at = now - random.int(1, WINDOW_MS / 1e3 - 60) * 1e3;
  return event(random, "web.webpagedetails.pageViews", at, ecidMap(anonymousEcid(seed, n, random)), "USD");
}
// src/node/data/record-stream.ts
var CHUNK_CHARS = 1 << 20;
var RecordStream = class {
  constructor(path, format) {
    this.path = path;
    this.format = format;
    this.out = (0, import_node_fs2.createWriteStream)(path);
    this.out.on("error", (e) => {
      this.failure = e;
    });
    if (format === "json") this.chunk = "[";
  }
  path;
  format;
  out;
  chunk = "";
  failure;
  records = 0;
  async write(record) {
    const text = JSON.stringify(record);
    if (this.format === "ndjson") this.chunk += `${text}
`;
    else this.chunk += `${this.records === 0 ? "\n" : ",\n"}${text}`;
    this.records++;
    if (this.chunk.length >= CHUNK_CHARS) await this.flush();
  }
  /** Writes what is left and closes the file; its size in bytes. */
  async close() {
    if (this.format === "json") this.chunk += this.records === 0 ? "]\n" : "\n]\n";
    await this.flush();
    await new Promise((done, fail) => {
      this.out.end(() => this.failure ? fail(this.failure) : done());
    });
    return this.out.bytesWritten;
  }
  async flush() {
    if (this.failure) throw this.failure;
    const text = this.chunk;
    this.chunk = "";
    if (!this.out.write(text)) {
      await new Promise((done, fail) => {
        const onError = (e) => fail(e);
        this.out.once("error", onError);
        this.out.once("drain", () => {
          this.out.off("error", onError);
          done();
        });
      });
    }
  }
};
// src/node/data/generate.ts
var ANONYMOUS_PER_100_EVENTS = 1;
async function generateDataSet(options) {
  const { seed, now, eventsPerProfile } = options;
  const profiles = new RecordStream((0, import_node_path2.join)(options.dir, `profiles.${options.format}`), options.format);
  const events = new RecordStream((0, import_node_path2.join)(options.dir, `events.${options.format}`), options.format);
  let anonymous = 0;
  for (let i = 0; i < options.profiles; i++) {
    const { profile, identity } = makeProfile(seed, i, now);
    await profiles.write(profile);
    for (const event2 of makeEvents(seed, i, identity, now, eventsPerProfile)) await events.write(event2);
    const due = Math.floor((i + 1) * eventsPerProfile * ANONYMOUS_PER_100_EVENTS / 100);
    while (anonymous < due) await events.write(anonymousEvent(seed, anonymous++, now));
    if (options.onProgress && i % 1e4 === 9999) options.onProgress(i + 1);
  }
  const profileBytes = await profiles.close();
  const eventBytes = await events.close();
  return {
    profiles: { path: profiles.path, records: profiles.records, bytes: profileBytes },
    events: { path: events.path, records: events.records, bytes: eventBytes },
    anonymousEvents: anonymous
  };
}
// src/cli/data-run.ts
var DATA_FILE = /^(?:(?:profiles|events)\.(?:ndjson|jsonl|json|parquet)|\.generate-\w+)$/;
function wholeNumber(option, value, min, max) {
  const range = `a whole number from ${min.toLocaleString("en-US")} to ${max.toLocaleString("en-US")}`;
  if (Array.isArray(value)) throw new import_cli_chunk_EFID7JQ4.UsageError(`--${option} is given ${value.length} times; give it once`);
  const text = String(value).replaceAll(/[_,]/g, "");
  if (!/^\d+$/.test(text) || Number(text) < min || Number(text) > max)
    throw new import_cli_chunk_EFID7JQ4.UsageError(`--${option} ${JSON.stringify(String(value))} is not ${range}`);
  return Number(text);
}
function prepareFolder(dir, force) {
  let entries;
  try {
    if (!(0, import_node_fs.statSync)(dir).isDirectory()) throw new import_cli_chunk_EFID7JQ4.UsageError(`--out ${dir} is a file, not a folder`);
    entries = (0, import_node_fs.readdirSync)(dir);
  } catch (e) {
    if (e instanceof import_cli_chunk_BPDGXKYC.InputError) throw e;
    if (e.code !== "ENOENT") throw new import_cli_chunk_BPDGXKYC.InputError(`cannot read ${dir}: ${(0, import_cli_chunk_BPDGXKYC.describeFsError)(e)}`);
    try {
      (0, import_node_fs.mkdirSync)(dir, { recursive: true });
    } catch (made) {
      throw new import_cli_chunk_BPDGXKYC.InputError(`cannot make ${dir}: ${(0, import_cli_chunk_BPDGXKYC.describeFsError)(made)}`);
    }
    return;
  }
  if (entries.length === 0) return;
  const shown = entries.slice(0, 3).join(", ") + (entries.length > 3 ? ", ..." : "");
  if (!force)
    throw new import_cli_chunk_EFID7JQ4.UsageError(`--out ${dir} is not empty (${shown}); choose an empty folder, or add --force to replace its data files`);
  const others = entries.filter((name) => !DATA_FILE.test(name));
  if (others.length > 0)
    throw new import_cli_chunk_EFID7JQ4.UsageError(
      `--out ${dir} holds files that are not data files (${others.slice(0, 3).join(", ")}); --force replaces only profiles.* and events.*`
    );
  for (const name of entries) (0, import_node_fs.rmSync)((0, import_node_path.join)(dir, name), { recursive: true });
}
async function runDataGenerate(args) {
  const profiles = wholeNumber("profiles", args.profiles, 1, 1e8);
  const eventsPerProfile = wholeNumber("events-per-profile", args["events-per-profile"], 0, 1e3);
  const seed = wholeNumber("seed", args.seed, 0, 4294967295);
  const now = (0, import_cli_chunk_MXFMJ2JH.nowOption)(args.now);
  const parquet = args.format === "parquet";
  const parquetModule = parquet ? await Promise.resolve().then(() => __toESM(require("./cli-parquet-3YOJN6GD.cjs"))) : void 0;
  await parquetModule?.assertDuckDbInstalled();
  prepareFolder(args.out, args.force);
  const started = performance.now();
  const progress = import_cli_chunk_VFSYOTZ5.stderr.isTTY ? (n) => import_cli_chunk_VFSYOTZ5.stderr.write(`\r\x1B[Kwriting profiles: ${n.toLocaleString("en-US")} of ${profiles.toLocaleString("en-US")}`) : void 0;
  const workDir = parquet ? (0, import_node_fs.mkdtempSync)((0, import_node_path.join)(args.out, ".generate-")) : args.out;
  let result;
  try {
    result = await generateDataSet({
      dir: workDir,
      profiles,
      eventsPerProfile,
      seed,
      now,
      format: args.format === "json" ? "json" : "ndjson",
      ...progress ? { onProgress: progress } : {}
    });
    if (parquetModule) {
      if (progress) import_cli_chunk_VFSYOTZ5.stderr.write("\r\x1B[Kconverting to Parquet ...");
      const converted = (file) => ({
        ...file,
        path: (0, import_node_path.join)(args.out, `${file.path.endsWith("profiles.ndjson") ? "profiles" : "events"}.parquet`)
      });
      const target = { ...result, profiles: converted(result.profiles), events: converted(result.events) };
      await parquetModule.ndjsonToParquet(
        [
          { from: result.profiles.path, to: target.profiles.path },
          { from: result.events.path, to: target.events.path }
        ],
        workDir
      );
      target.profiles.bytes = (0, import_node_fs.statSync)(target.profiles.path).size;
      target.events.bytes = (0, import_node_fs.statSync)(target.events.path).size;
      result = target;
    }
  } catch (e) {
    if (e instanceof import_cli_chunk_BPDGXKYC.InputError) throw e;
    const code = e.code;
    if (code) throw new import_cli_chunk_BPDGXKYC.InputError(`cannot write to ${args.out}: ${(0, import_cli_chunk_BPDGXKYC.describeFsError)(e)}`);
    throw e;
  } finally {
    if (progress) import_cli_chunk_VFSYOTZ5.stderr.write("\r\x1B[K");
    if (parquet) (0, import_node_fs.rmSync)(workDir, { recursive: true, force: true });
  }
  const seconds = (performance.now() - started) / 1e3;
  import_cli_chunk_VFSYOTZ5.stdout.write(summary(result, { out: args.out, seed, now, seconds }));
  return import_cli_chunk_EFID7JQ4.ExitCode.Ok;
}
function summary(result, run) {
  const n = (x) => x.toLocaleString("en-US");
  const mb = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`;
  const rows = [
    [
      result.profiles.path,
      (0, import_cli_chunk_FCDA32LZ.plural)(result.profiles.records, "profile").replace(/^\d+/, n(result.profiles.records)),
      mb(result.profiles.bytes)
    ],
    [
      result.events.path,
      `${(0, import_cli_chunk_FCDA32LZ.plural)(result.events.records, "event").replace(/^\d+/, n(result.events.records))} (${n(result.anonymousEvents)} of no profile)`,
      mb(result.events.bytes)
    ]
  ];
  const widths = [0, 1].map((i) => Math.max(...rows.map((r) => r[i].length)));
  const nowIso = new Date(run.now).toISOString().replace(".000Z", "Z");
  return [
    ...rows.map((r) => `${r[0].padEnd(widths[0])}  ${r[1].padEnd(widths[1])}  ${r[2]}`),
    `seed ${run.seed}, events in the 60 days before ${nowIso}, written in ${run.seconds.toFixed(1)} s`,
    // `examples` where it is here (a clone, or the package's copy): else the reader's own files.
    `next: pql-audience estimate ${(0, import_node_fs.existsSync)("examples") ? "examples" : "<audience files>"} --data ${run.out} --now ${nowIso}`,
    ""
  ].join("\n");
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  runDataGenerate,
  wholeNumber
});
})
