// path.resolve() for the paths a run hands around by the ten thousand (every file's config, its
// project, its cache entry): resolve() normalizes the whole path every time, which a run of cached
// files does for little else. A path that is already normal (no `.` or `..` part, no doubled or trailing
// separator) needs only the working directory in front of it, or nothing when it is absolute.
import { resolve, sep } from "node:path";

const notNormal = /(^|\/)\.\.?(\/|$)|\/\/|\/$/;

/** The absolute, normal form of `path`, as resolve(path) gives it. */
export function absolutePath(path: string, cwd: string = process.cwd()): string {
  if (sep !== "/" || path === "" || notNormal.test(path)) return resolve(cwd, path);
  if (path.startsWith("/")) return path;
  return cwd === "/" ? `/${path}` : `${cwd}/${path}`;
}
