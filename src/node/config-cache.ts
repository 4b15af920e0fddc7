// Configs as read, kept between runs. A config with a comment or a list (most: examples/' has
// both) is beyond the quick YAML reader and goes through the `yaml` package's full parser, a
// few milliseconds of a one-file lint (a pre-commit hook) for a file that rarely changes. Each
// config file's last reading is kept beside the project index's cache, in a file of its own:
// its whole text and what it was read as. A run uses it only when the text is exactly the same
// and the build that wrote it is this one; anything else (no file, another text, a file not in
// this shape) is read again and written back. Only configs read without an error are kept, and
// only where the value comes back exactly from JSON: an error is reported from the text each time.
// A package.json without a "pql-audience" key is kept too, as holding none: the nearest config
// of a file with none of its own is looked for up to the root, through every package.json there.
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Config } from "../lint/config-types.js";
import { BUILD_ID } from "./build-id.js";
import { readJsonCache, shortName, writeCache } from "./cache-write.js";
import { defaultCacheLocation } from "./project-index-cache.js";
import { gitRoot } from "./work-tree.js";

const FORMAT = "pql-audience config";

/** What a ConfigResolver asks of a cache of configs (config-loader.ts). */
export interface ConfigCache {
  /** The config `path` (absolute) holding `text` was read as (null: a package.json holding none), when a run kept it. */
  get(path: string, text: string): Config | null | undefined;
  /** Keeps what `path` holding `text` was read as (null: a package.json holding none). */
  set(path: string, text: string, config: Config | null): void;
}

/**
 * The cache of configs in `location`, or beside each config's project's other caches (its
 * directory's node_modules/.cache/pql-audience/, as the project index keeps them) when none is
 * given; a config outside any git work tree is not kept there (a home directory is nobody's
 * project). Undefined where this build keeps none (run from the sources).
 */
export function configCache(location?: string, build = BUILD_ID): ConfigCache | undefined {
  if (build === undefined) return undefined;
  const fileOf = (path: string): string | undefined => {
    const directory = dirname(path);
    if (location === undefined && gitRoot(directory) === null) return undefined;
    return join(location ?? defaultCacheLocation(directory), `config-${shortName(path)}.json`);
  };
  return {
    get: (path, text) => {
      const file = fileOf(path);
      return file === undefined ? undefined : readKept(file, path, text, build);
    },
    set: (path, text, config) => {
      const file = fileOf(path);
      // A value JSON would change (an `undefined` key, say) is read from its text every time.
      if (file === undefined || !keptExactly(config)) return;
      const kept = JSON.stringify({ format: FORMAT, build, path, text, config });
      writeCache(file, (temporary) => writeFileSync(temporary, kept));
    },
  };
}

/** Whether JSON gives `value` back exactly: plain objects and arrays, strings, finite numbers but -0, booleans, null. */
function keptExactly(value: unknown): boolean {
  if (value === null || typeof value === "string" || typeof value === "boolean") return true;
  if (typeof value === "number") return Number.isFinite(value) && !Object.is(value, -0);
  if (Array.isArray(value)) return value.every(keptExactly);
  if (typeof value !== "object" || Object.getPrototypeOf(value) !== Object.prototype) return false;
  return Object.entries(value).every(([key, v]) => key !== "__proto__" && keptExactly(v));
}

function readKept(file: string, path: string, text: string, build: string): Config | null | undefined {
  const kept = readJsonCache(file);
  const fits = kept !== undefined && kept.format === FORMAT && kept.build === build && kept.path === path && kept.text === text;
  if (!fits || typeof kept.config !== "object" || Array.isArray(kept.config)) return undefined;
  return kept.config as Config | null;
}
