// Where `pull` writes each definition: `<slug>.audience.yaml`, the slug made from the audience
// name. A definition pulled before keeps the file it was pulled into (the pull state records
// it), so renaming an audience in the UI updates its file instead of moving it. New names are
// given in creation order (then by id): the oldest definition gets the plain slug, a later one
// whose name makes the same slug gets `-2`, `-3`, ... The names are worked out over the whole
// sandbox before --method and --name filter it, so a filtered pull names files as a full one does.

/** The file stem of an audience name: lower case, ASCII letters and digits, words joined by `-`. */
export function audienceSlug(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
  return slug === "" ? "audience" : slug;
}

export const PULLED_SUFFIX = ".audience.yaml";

/**
 * Whether `file` is a name `pullFileNames` can give: a slug (`audienceSlug` gives it back as it
 * is), maybe numbered `-2`, `-3`, ..., then `.audience.yaml`. The pull state is a file anyone can
 * edit in a pull request; only such names are taken from it, so it can never point pull at
 * `docker-compose.yml`, `action.yml` or the state file itself.
 */
export function isPullFileName(file: string): boolean {
  if (!file.endsWith(PULLED_SUFFIX)) return false;
  const stem = file.slice(0, -PULLED_SUFFIX.length);
  const numbered = /^(.+)-([2-9]|[1-9][0-9]+)$/.exec(stem);
  return stem === audienceSlug(stem) || (numbered !== null && numbered[1] === audienceSlug(numbered[1]!));
}

/** The alias `pull` gives the audience of a file: its stem, which reads well in `alias:`. */
export function aliasOfFile(file: string): string {
  return file.endsWith(PULLED_SUFFIX) ? file.slice(0, -PULLED_SUFFIX.length) : file;
}

export interface NamedDefinition {
  id: string;
  name: string;
  creationTime?: number | undefined;
}

/**
 * The file of each definition, by id. `kept`: the file each id was pulled into before (only
 * ids still in the sandbox keep theirs; a name is never given twice).
 */
export function pullFileNames(definitions: readonly NamedDefinition[], kept: ReadonlyMap<string, string>): Map<string, string> {
  const files = new Map<string, string>();
  const taken = new Set<string>();
  for (const d of definitions) {
    const file = kept.get(d.id);
    if (file !== undefined && !taken.has(file)) {
      files.set(d.id, file);
      taken.add(file);
    }
  }
  const fresh = definitions
    .filter((d) => !files.has(d.id))
    .sort((a, b) => (a.creationTime ?? Number.MAX_SAFE_INTEGER) - (b.creationTime ?? Number.MAX_SAFE_INTEGER) || compare(a.id, b.id));
  for (const d of fresh) {
    const slug = audienceSlug(d.name);
    let file = `${slug}${PULLED_SUFFIX}`;
    for (let n = 2; taken.has(file); n++) file = `${slug}-${n}${PULLED_SUFFIX}`;
    files.set(d.id, file);
    taken.add(file);
  }
  return files;
}

/** Code-unit order, the same on every machine (localeCompare depends on the locale). */
function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
