// Errors about the input the tool was given (a path that does not exist, a config that does not
// validate): the CLI exits 2 with the message and no stack trace.
export class InputError extends Error {
  override name = "InputError";
}

export function describeFsError(e: unknown): string {
  const code = (e as NodeJS.ErrnoException)?.code;
  if (code === "ENOENT") return "no such file or directory";
  if (code === "EISDIR") return "it is a directory";
  if (code === "EACCES" || code === "EPERM") return "permission denied";
  return e instanceof Error ? e.message : String(e);
}
