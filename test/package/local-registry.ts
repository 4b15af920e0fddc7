// A package registry on loopback for the tests that install the package the way users do
// (`npm install` of the tarball, pre-commit's installs). It serves the packages of this
// project's package-lock.json: their metadata from the lockfile, their tarballs from npm's
// cache, where `npm ci` put them. `npm ci` caches only tarballs, not the registry's metadata,
// so npm offline cannot install from that cache on a fresh machine; this registry can, and no
// test reaches the network.
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import { homedir } from "node:os";
import { join } from "node:path";

interface LockEntry {
  version?: string;
  integrity?: string;
  link?: boolean;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, unknown>;
  bin?: Record<string, string> | string;
  engines?: Record<string, string>;
  os?: string[];
  cpu?: string[];
}

export interface LocalRegistry {
  url: string;
  close(): Promise<void>;
}

/** Where npm keeps its content-addressed cache: `npm_config_cache`, else npm's default. */
function npmCacheDirectory(): string {
  return join(process.env.npm_config_cache ?? join(homedir(), ".npm"), "_cacache");
}

/** The cached file with this integrity (`sha512-<base64>`), as cacache stores it. */
function cachedTarball(cache: string, integrity: string): string | undefined {
  const [algorithm, digest] = integrity.split(" ")[0]!.split("-", 2) as [string, string];
  const hex = Buffer.from(digest, "base64").toString("hex");
  const file = join(cache, "content-v2", algorithm, hex.slice(0, 2), hex.slice(2, 4), hex.slice(4));
  return existsSync(file) ? file : undefined;
}

function packagesOf(lockfile: string): Map<string, Map<string, LockEntry>> {
  const lock = JSON.parse(readFileSync(lockfile, "utf8")) as { packages: Record<string, LockEntry> };
  const byName = new Map<string, Map<string, LockEntry>>();
  for (const [path, entry] of Object.entries(lock.packages)) {
    const at = path.lastIndexOf("node_modules/");
    if (at < 0 || entry.link || !entry.version || !entry.integrity) continue;
    const name = path.slice(at + "node_modules/".length);
    if (!byName.has(name)) byName.set(name, new Map());
    byName.get(name)!.set(entry.version, entry);
  }
  return byName;
}

export async function startLocalRegistry(lockfile: string): Promise<LocalRegistry> {
  const packages = packagesOf(lockfile);
  const cache = npmCacheDirectory();
  let url = "";
  const tarballName = (name: string, version: string) => `${name.split("/").pop()}-${version}.tgz`;
  const server = createServer((request, response) => {
    const path = decodeURIComponent((request.url ?? "/").split("?")[0]!).replace(/^\/+/, "");
    const tarball = /^(.+)\/-\/[^/]+-(\d[^/]*)\.tgz$/.exec(path);
    if (tarball) {
      const entry = packages.get(tarball[1]!)?.get(tarball[2]!);
      const file = entry?.integrity ? cachedTarball(cache, entry.integrity) : undefined;
      if (!file) {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, { "content-type": "application/octet-stream" }).end(readFileSync(file));
      return;
    }
    const versions = packages.get(path);
    if (!versions) {
      response.writeHead(404, { "content-type": "application/json" }).end('{"error":"not found"}');
      return;
    }
    const manifests = Object.fromEntries(
      [...versions].map(([version, e]) => [
        version,
        {
          name: path,
          version,
          ...(e.dependencies ? { dependencies: e.dependencies } : {}),
          ...(e.optionalDependencies ? { optionalDependencies: e.optionalDependencies } : {}),
          ...(e.peerDependencies ? { peerDependencies: e.peerDependencies } : {}),
          ...(e.peerDependenciesMeta ? { peerDependenciesMeta: e.peerDependenciesMeta } : {}),
          ...(e.bin ? { bin: e.bin } : {}),
          ...(e.engines ? { engines: e.engines } : {}),
          ...(e.os ? { os: e.os } : {}),
          ...(e.cpu ? { cpu: e.cpu } : {}),
          dist: { tarball: `${url}/${path}/-/${tarballName(path, version)}`, integrity: e.integrity },
        },
      ]),
    );
    const latest = [...versions.keys()].pop()!;
    response
      .writeHead(200, { "content-type": "application/json" })
      .end(JSON.stringify({ name: path, "dist-tags": { latest }, versions: manifests }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  return { url, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
