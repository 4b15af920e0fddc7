// `diff --format json`: one object for programs. `before`/`after` are null on a side where the
// audience does not exist; the sample lists primary identities; `problems` says, per side, what
// was not counted and why.
import type { DiffRun } from "../diff/index.js";

export function diffJson(run: DiffRun): string {
  return `${JSON.stringify(
    {
      profiles: run.profiles,
      base: run.base,
      head: run.head,
      audiences: run.audiences.map((a) => ({
        file: a.file,
        name: a.name,
        status: a.status,
        before: a.before,
        after: a.after,
        realized: a.realized,
        exited: a.exited,
        through: a.through,
        sample: { realized: a.sample.realized.map((s) => s.primaryId), exited: a.sample.exited.map((s) => s.primaryId) },
        ms: Math.round(a.ms),
      })),
      problems: run.problems,
    },
    null,
    2,
  )}\n`;
}
