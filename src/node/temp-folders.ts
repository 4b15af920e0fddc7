// The temporary folders this process made (DuckDB's spill files live in one while `estimate` or
// `data load` runs), so that every way out removes them: the normal close, and an exit on a
// signal or anywhere else (removeTempFolders, which the CLI calls before it exits).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const live = new Set<string>();

/** A new folder under the system's temporary folder, named `prefix` and a random tail. */
export function makeTempFolder(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  live.add(dir);
  return dir;
}

export function removeTempFolder(dir: string): void {
  rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
  live.delete(dir);
}

/** Every folder still there, removed (synchronously: it runs on the way out of the process). */
export function removeTempFolders(): void {
  for (const dir of live) {
    try {
      removeTempFolder(dir);
    } catch {
      // On the way out, one folder that cannot go must not keep the others.
    }
  }
}
