// Who an audience file says it is (name, published id, alias): what a lint of a few files needs
// to know about every other file of the project. Pure. The loader answers (yaml reads the file,
// zod checks it), so a file has an identity exactly when it loads; the project index keeps the
// answer per file content, so a file is read for it once.
import { audienceFileKind, loadAudienceFile, type AudienceFileKind } from "./load.js";

/** One audience of a file, known by its identity only. */
export interface AudienceIdentity {
  kind: AudienceFileKind;
  name: string;
  id: string | undefined;
  alias: string | undefined;
}

/** The identities of the audiences in a file (its text), as the loader gives them. */
export function audienceIdentities(file: string, text: string): AudienceIdentity[] {
  const kind = audienceFileKind(file);
  return loadAudienceFile(file, text).audiences.map(({ definition }) => ({
    kind,
    name: definition.name,
    id: definition["x-pql-audience"]?.id,
    alias: definition["x-pql-audience"]?.alias,
  }));
}
