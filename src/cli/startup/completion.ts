// Whether the running command is done when its handler returns: set by the commands that read and
// write synchronously (lint, fmt), read by the launcher, which then exits at once (cli-entry.ts).
export const completion = { onReturn: false };
