// Finding and reading config files. The nearest `pql-audience.config.yaml` / `.yml` / `.json`
// (or a "pql-audience" key in package.json) walking up from each audience file applies to it;
// configs do not cascade. Lookups are cached per directory, so a run over 10 000 files reads
// each config once. A config that does not validate stops the run (exit 2) with file:line:col.
import { absolutePath } from "./absolute-path.js";
import { readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { isMap, LineCounter, parseDocument, type Document } from "yaml";
import { firstAliasOffset, MAX_YAML_ALIASES } from "../audience/yaml-aliases.js";
import type * as z from "zod/mini";
import type { Config } from "../lint/config-types.js";
import { configSchemas } from "../lint/config-schema.js";
import { resolveConfig, type ResolvedConfig } from "../lint/resolve-config.js";
import { codesFor, suggestRule } from "../lint/registry.js";
import type { ConfigCache } from "./config-cache.js";
import { InputError } from "./errors.js";

export const configFileNames = ["pql-audience.config.yaml", "pql-audience.config.yml", "pql-audience.config.json"];

/** A config file that cannot be used: the message names the file, line and column. */
export class ConfigError extends InputError {
  override name = "ConfigError";
}

export interface LoadedConfig {
  /** The file the config came from (a package.json for the "pql-audience" key). */
  file: string;
  config: Config;
}

/** Synchronous: a lookup reads a few small files once per directory, mostly not finding them. */
function readIfExists(path: string): string | undefined {
  try {
    return readFileSync(path, "utf8");
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === "ENOENT" || code === "ENOTDIR") return undefined;
    throw new ConfigError(`${path}: cannot read: ${(e as Error).message}`);
  }
}

/** Reads and validates one config file (YAML or JSON; package.json's "pql-audience" key). */
export async function loadConfig(path: string): Promise<LoadedConfig> {
  const text = readIfExists(path);
  if (text === undefined) throw new ConfigError(`${path}: no such file`);
  const config = parseConfig(path, text);
  if (!config) throw new ConfigError(`${path}: has no "pql-audience" key`);
  return { file: path, config };
}

/** Validates config text; returns undefined for a package.json without our key. */
export function parseConfig(path: string, text: string): Config | undefined {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false });
  const where = (offset: number) => {
    const p = lines.linePos(offset);
    return `${path}:${p.line}:${p.col}`;
  };
  if (doc.errors.length > 0) {
    const e = doc.errors[0]!;
    throw new ConfigError(`${where(e.pos[0])}: not valid ${path.endsWith(".json") ? "JSON" : "YAML"}: ${e.message.split("\n")[0]}`);
  }
  let base: readonly (string | number)[] = [];
  let data: unknown;
  try {
    data = doc.toJS({ maxAliasCount: MAX_YAML_ALIASES });
  } catch (e) {
    // yaml refuses too many aliases (or one whose anchor comes later) while building the value.
    throw new ConfigError(`${where(firstAliasOffset(doc))}: not valid YAML: ${(e as Error).message}`);
  }
  if (path.endsWith("package.json")) {
    if (!data || typeof data !== "object" || !("pql-audience" in data)) return undefined;
    base = ["pql-audience"];
    data = (data as Record<string, unknown>)["pql-audience"];
  }
  // jitless: zod's compiled validators are built with `new Function`, which V8's code cache
  // cannot keep, so every short run would pay for compiling them.
  const parsed = configSchemas().config.safeParse(data, { jitless: true });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const at = [...base, ...(issue.path as (string | number)[])];
    throw new ConfigError(`${where(offsetOf(doc, at))}: ${describeIssue(issue, at.slice(base.length))}`);
  }
  for (const [key, rulesAt] of ruleTables(parsed.data)) {
    for (const name of Object.keys(rulesAt)) {
      if (codesFor(name)) continue;
      const suggestion = suggestRule(name);
      throw new ConfigError(
        `${where(offsetOf(doc, [...base, ...key, name], "key"))}: unknown rule \`${name}\`${suggestion ? `; did you mean \`${suggestion}\`?` : ""} (see \`pql-audience rules\`)`,
      );
    }
  }
  return parsed.data;
}

function ruleTables(config: Config): [(string | number)[], Record<string, string>][] {
  const tables: [(string | number)[], Record<string, string>][] = [];
  if (config.rules) tables.push([["rules"], config.rules]);
  (config.overrides ?? []).forEach((o, i) => o.rules && tables.push([["overrides", i, "rules"], o.rules]));
  return tables;
}

function describeIssue(issue: z.core.$ZodIssue, path: (string | number)[]): string {
  const field = path.length > 0 ? `\`${path.join(".")}\`` : "the config";
  if (issue.code === "unrecognized_keys")
    return `unknown key${issue.keys.length > 1 ? "s" : ""} ${issue.keys.map((k) => `\`${k}\``).join(", ")} in ${field}`;
  if (issue.code === "invalid_value") return `${field} must be one of ${issue.values.map((v) => JSON.stringify(v)).join(", ")}`;
  if (issue.code === "invalid_type")
    return `${field} must be ${issue.expected === "array" ? "a list" : `${/^[aeiou]/.test(issue.expected) ? "an" : "a"} ${issue.expected}`}`;
  // The config's only other checks: strings and lists that must not be empty.
  if (issue.code === "too_small") return `${field} must not be empty`;
  return `${field} is not valid`;
}

/** The source offset of a path in the document: the value (or the key), else the nearest parent. */
function offsetOf(doc: Document, path: readonly (string | number)[], part: "key" | "value" = "value"): number {
  for (let n = path.length; n >= 0; n--) {
    const parentPath = path.slice(0, Math.max(0, n - 1));
    const parent = n === 0 ? doc.contents : doc.getIn(parentPath, true);
    if (n > 0 && isMap(parent)) {
      const pair = parent.items.find((p) => (p.key as { value?: unknown })?.value === path[n - 1]);
      const node = (part === "key" || n < path.length ? pair?.key : (pair?.value ?? pair?.key)) as { range?: [number, number] } | undefined;
      if (node?.range) return node.range[0];
    } else {
      const node = (n === 0 ? doc.contents : doc.getIn(path.slice(0, n), true)) as { range?: [number, number] } | null;
      if (node?.range) return node.range[0];
    }
  }
  return 0;
}

/** Finds, loads and caches the config that applies to each file. */
export class ConfigResolver {
  private readonly byDirectory = new Map<string, LoadedConfig | null>();
  /** Equal settings share one object: a run over 100 000 files holds a handful, not one each. */
  private readonly shared = new Map<string, ResolvedConfig>();
  /** The settings of configs whose settings do not depend on the file (and of no config). */
  private readonly pathFree = new Map<LoadedConfig | null, ResolvedConfig>();

  private share(resolved: ResolvedConfig): ResolvedConfig {
    const key = JSON.stringify(resolved);
    const existing = this.shared.get(key);
    if (existing) return existing;
    this.shared.set(key, resolved);
    return resolved;
  }

  /**
   * `explicit`: a config named with --config, used for every file instead of the lookup.
   * `kept`: configs as earlier runs read them (config-cache.ts), for the lint's cache.
   */
  constructor(
    private readonly explicit?: LoadedConfig,
    private readonly kept?: ConfigCache,
  ) {}

  async nearest(directory: string): Promise<LoadedConfig | null> {
    return this.nearestNow(directory);
  }

  /**
   * `nearest`, answered at once (the lookup reads a few small files synchronously anyway): the
   * project index finds its roots with it, to start git before the run drafts its files.
   * Throws ConfigError for a config that cannot be used.
   */
  nearestNow(directory: string): LoadedConfig | null {
    if (this.explicit) return this.explicit;
    const dir = absolutePath(directory);
    let found = this.byDirectory.get(dir);
    if (found === undefined) {
      found = this.find(dir);
      this.byDirectory.set(dir, found);
    }
    return found;
  }

  private find(dir: string): LoadedConfig | null {
    for (const name of configFileNames) {
      const path = join(dir, name);
      const text = readIfExists(path);
      if (text !== undefined) return { file: relative(".", path) || path, config: this.parse(path, text)! };
    }
    const pkgPath = join(dir, "package.json");
    const pkg = readIfExists(pkgPath);
    if (pkg !== undefined) {
      const config = this.parse(pkgPath, pkg);
      if (config) return { file: relative(".", pkgPath) || pkgPath, config };
    }
    const parent = dirname(dir);
    return parent === dir ? null : this.nearestNow(parent);
  }

  /** parseConfig of the file at `path` (absolute), or what an earlier run read the same text as. */
  private parse(path: string, text: string): Config | undefined {
    const kept = this.kept?.get(path, text);
    if (kept !== undefined) return kept ?? undefined;
    const config = parseConfig(relative(".", path) || path, text);
    this.kept?.set(path, text, config ?? null);
    return config;
  }

  /** The settings for one file, or the defaults when no config applies. */
  async forFile(file: string): Promise<{ source: LoadedConfig | null; resolved: ResolvedConfig }> {
    const absolute = absolutePath(file);
    const source = this.nearestNow(dirname(absolute));
    // Only `ignores` and `overrides` depend on the file's path: without them a config's settings
    // are its files' settings, resolved once per config rather than once per file (a run whose
    // drafts all come from the cache does little else per file).
    if (!source || (!source.config.ignores && !source.config.overrides)) {
      let resolved = this.pathFree.get(source);
      if (!resolved) this.pathFree.set(source, (resolved = this.share(resolveConfig(source?.config ?? {}, file, codesFor))));
      return { source, resolved };
    }
    const base = dirname(resolve(source.file));
    const rel = relative(base, absolute).split(sep).join("/");
    return { source, resolved: this.share(resolveConfig(source.config, rel, codesFor)) };
  }
}
