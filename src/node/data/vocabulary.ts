// The words the synthetic data set is made of: countries with their cities, names, products,
// pages and the segment ids of the examples. Changing any list changes every generated file
// (test/data/determinism.test.ts holds a hash of them): append, never reorder, or update the hash.

export interface Country {
  code: string;
  /** `homeAddress.country` as sources write it: the name, and for the US also "US" and "us" (web forms). */
  names: readonly (readonly [string, number])[];
  cities: readonly (readonly [string, string | undefined])[];
  currency: string;
  domain: string;
}

export const countries: readonly (readonly [Country, number])[] = [
  [
    {
      code: "US",
      names: [
        ["United States", 3],
        ["US", 5],
        ["us", 2],
      ],
      cities: [
        ["New York", "NY"],
        ["San Francisco", "CA"],
        ["Chicago", "IL"],
        ["Austin", "TX"],
        ["Seattle", "WA"],
        ["Boston", "MA"],
        ["Miami", "FL"],
        ["Denver", "CO"],
      ],
      currency: "USD",
      domain: "example.com",
    },
    45,
  ],
  [
    {
      code: "FR",
      names: [["France", 1]],
      cities: [
        ["Paris", undefined],
        ["Lyon", undefined],
        ["Marseille", undefined],
        ["Toulouse", undefined],
        ["Bordeaux", undefined],
      ],
      currency: "EUR",
      domain: "example.fr",
    },
    16,
  ],
  [
    {
      code: "GB",
      names: [["United Kingdom", 1]],
      cities: [
        ["London", undefined],
        ["Manchester", undefined],
        ["Edinburgh", undefined],
      ],
      currency: "GBP",
      domain: "example.co.uk",
    },
    10,
  ],
  [
    {
      code: "DE",
      names: [["Germany", 1]],
      cities: [
        ["Berlin", undefined],
        ["Munich", undefined],
        ["Hamburg", undefined],
      ],
      currency: "EUR",
      domain: "example.de",
    },
    9,
  ],
  [
    {
      code: "CA",
      names: [["Canada", 1]],
      cities: [
        ["Toronto", "ON"],
        ["Montreal", "QC"],
        ["Vancouver", "BC"],
      ],
      currency: "CAD",
      domain: "example.ca",
    },
    8,
  ],
  [
    {
      code: "ES",
      names: [["Spain", 1]],
      cities: [
        ["Madrid", undefined],
        ["Barcelona", undefined],
      ],
      currency: "EUR",
      domain: "example.es",
    },
    6,
  ],
  [
    {
      code: "JP",
      names: [["Japan", 1]],
      cities: [
        ["Tokyo", undefined],
        ["Osaka", undefined],
      ],
      currency: "JPY",
      domain: "example.jp",
    },
    4,
  ],
];

export const firstNames = [
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
  "Yuki",
] as const;

export const lastNames = [
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
  "Wilson",
] as const;

/** SKU, name, unit price in cents. */
export const products: readonly (readonly [string, string, number])[] = [
  ["SKU-1001", "Trail running shoes", 12900],
  ["SKU-1002", "Rain jacket", 8900],
  ["SKU-1003", "Merino socks", 1900],
  ["SKU-1004", "Daypack 20 L", 6500],
  ["SKU-1005", "Water bottle", 2400],
  ["SKU-1006", "Headlamp", 3900],
  ["SKU-1007", "Fleece pullover", 5900],
  ["SKU-1008", "Trekking poles", 7400],
  ["SKU-1009", "Sun hat", 2900],
  ["SKU-1010", "Camp stove", 4900],
];

/** Pages of the shop's site a browsing visitor sees. */
export const pages: readonly (readonly [string, string])[] = [
  ["home", "https://shop.example.com/"],
  ["search", "https://shop.example.com/search"],
  ["category: footwear", "https://shop.example.com/c/footwear"],
  ["category: clothing", "https://shop.example.com/c/clothing"],
  ["category: gear", "https://shop.example.com/c/gear"],
  ["stores", "https://shop.example.com/stores"],
  ["help", "https://shop.example.com/help"],
];

/**
 * The segments a profile's `segmentMembership.ups` records, with the share of profiles that have
 * an entry: the two of examples/in-both-audiences.pql, and one no example reads.
 */
export const recordedSegments: readonly (readonly [string, number])[] = [
  ["a730ed3f-119c-415b-a4ac-27c396ae2dff", 0.45],
  ["8fbbe169-2da6-4c9d-a332-b6a6ecf559b9", 0.4],
  ["5d0e9c62-7b41-4f3a-8e15-c2a9b7d3e604", 0.25],
];
