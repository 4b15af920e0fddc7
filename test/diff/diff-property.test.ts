// The law of `diff`: random edits to random audiences of a generated project (expressions
// rewritten, files moved, audiences deleted and added, committed or left in the working tree),
// and diff's before, after, realized and exited equal what the evaluator counts profile by
// profile on each side; its statuses and the chains of changed-through audiences are the model's.
import { mkdirSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import fc from "fast-check";
import { beforeAll, expect, it } from "vitest";
import { diffRevisions } from "../../src/cli/diff-run.js";
import type { ProfileWithEvents } from "../../src/node/estimate/loaded-data.js";
import { dataSet, git, membersByEvaluator, NOW, repository, writeAudiences, type ProjectAudience } from "./project.js";

const ATOMS = [
  'loyalty.tier = "gold"',
  'loyalty.tier = "silver"',
  'homeAddress.countryCode = "US"',
  'homeAddress.countryCode = "FR"',
  'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "commerce.checkouts") WHEN(< 7 days before now)])',
  'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "commerce.productListAdds") WHEN(< 3 days before now)])',
];

/** An expression: one or two atoms, and at most one reference to an earlier audience with an alias. */
const expression = (referable: readonly string[]) =>
  fc
    .record({
      atoms: fc.uniqueArray(fc.constantFrom(...ATOMS), { minLength: 1, maxLength: 2 }),
      operator: fc.constantFrom("and", "or"),
      reference: referable.length > 0 ? fc.option(fc.constantFrom(...referable), { nil: undefined }) : fc.constant(undefined),
      referenceOperator: fc.constantFrom("and", "or"),
    })
    .map(({ atoms, operator, reference, referenceOperator }) => {
      const own = atoms.join(` ${operator} `);
      return reference === undefined ? own : `(${own}) ${referenceOperator} inSegment("alias:${reference}")`;
    });

interface Model {
  base: ProjectAudience[];
  edits: ("keep" | "rewrite" | "move" | "delete")[];
  rewrites: string[];
  added: string[];
  commit: boolean;
}

/** Audience k: `Audience k` in aud-k.audience.yaml; the even ones have an alias (`a-k`), which only later audiences reference. */
const model: fc.Arbitrary<Model> = fc.integer({ min: 3, max: 6 }).chain((n) => {
  const aliasOf = (k: number) => (k % 2 === 0 ? `a-${k}` : undefined);
  const referableBefore = (k: number) => Array.from({ length: k }, (_, j) => aliasOf(j)).filter((a): a is string => a !== undefined);
  return fc.record({
    base: fc
      .tuple(...Array.from({ length: n }, (_, k) => expression(referableBefore(k))))
      .map((pqls) => pqls.map((pql, k) => ({ file: `team/aud-${k}.audience.yaml`, name: `Audience ${k}`, alias: aliasOf(k), pql }))),
    edits: fc.array(fc.constantFrom("keep", "keep", "rewrite", "move", "delete"), { minLength: n, maxLength: n }),
    rewrites: fc.tuple(...Array.from({ length: n }, (_, k) => expression(referableBefore(k)))),
    added: fc.array(expression([]), { maxLength: 2 }),
    commit: fc.boolean(),
  }) as fc.Arbitrary<Model>;
});

/** The head side the model's edits make, and the files git moves. */
function headOf(m: Model): ProjectAudience[] {
  const referenced = (alias: string | undefined, head: ProjectAudience[]) =>
    alias !== undefined && head.some((a) => a.pql.includes(`"alias:${alias}"`));
  const head: ProjectAudience[] = [];
  // Last first: whether an audience may be deleted depends on who references it at head.
  for (let k = m.base.length - 1; k >= 0; k--) {
    const a = m.base[k]!;
    const edit = m.edits[k]!;
    if (edit === "delete" && !referenced(a.alias, head)) continue;
    // A moved file keeps its content (git's rename detection follows it); only a file left in place is rewritten.
    if (edit === "move") head.unshift({ ...a, file: `moved/aud-${k}.audience.yaml` });
    else if (edit === "rewrite") head.unshift({ ...a, pql: m.rewrites[k]! });
    else head.unshift(a);
  }
  m.added.forEach((pql, i) => head.push({ file: `team/new-${i}.audience.yaml`, name: `New ${i}`, pql }));
  return head;
}

/** The model's status of each audience, and its chain: the own expression's text decides, then the references'. */
function expected(base: ProjectAudience[], head: ProjectAudience[]) {
  const byAlias = (side: ProjectAudience[], alias: string) => side.find((a) => a.alias === alias);
  const refOf = (a: ProjectAudience) => /inSegment\("alias:([^"]+)"\)/.exec(a.pql)?.[1];
  const ownChanged = (h: ProjectAudience) => base.find((b) => b.name === h.name)?.pql !== h.pql;
  const chain = (h: ProjectAudience): string[] | "same" => {
    const ref = refOf(h);
    if (ref === undefined) return "same";
    const target = byAlias(head, ref)!;
    if (ownChanged(target)) return [target.file];
    const further = chain(target);
    return further === "same" ? "same" : [target.file, ...further];
  };
  const out = new Map<string, { status: string; through: string[]; file: string }>();
  for (const h of head) {
    const b = base.find((x) => x.name === h.name);
    if (!b) out.set(h.name, { status: "new", through: [], file: h.file });
    else if (ownChanged(h)) out.set(h.name, { status: "changed", through: [], file: h.file });
    else {
      const c = chain(h);
      out.set(
        h.name,
        c === "same" ? { status: "unchanged", through: [], file: h.file } : { status: "changed-through", through: c, file: h.file },
      );
    }
  }
  for (const b of base) if (!head.some((h) => h.name === b.name)) out.set(b.name, { status: "deleted", through: [], file: b.file });
  return out;
}

let data: { dir: string; profiles: ProfileWithEvents[] };
beforeAll(async () => {
  data = await dataSet(250, 11);
}, 60_000);

it("diff's counts are the evaluator's on each side, its statuses and chains the model's", async () => {
  const seen = new Set<string>();
  await fc.assert(
    fc.asyncProperty(model, async (m) => {
      const repo = repository(m.base);
      const head = headOf(m);
      for (const a of m.base) {
        const moved = head.find((h) => h.name === a.name && h.file !== a.file);
        if (moved) {
          mkdirSync(join(repo, dirname(moved.file)), { recursive: true });
          git(repo, "mv", a.file, moved.file);
        } else if (!head.some((h) => h.name === a.name)) git(repo, "rm", "-q", a.file);
      }
      writeAudiences(repo, head);
      git(repo, "add", "-A");
      if (m.commit) git(repo, "commit", "-q", "--allow-empty", "-m", "head");
      const run = await diffRevisions({
        cwd: repo,
        paths: [],
        data: data.dir,
        base: m.commit ? "HEAD~1" : "HEAD",
        head: m.commit ? "HEAD" : undefined,
        now: NOW,
        sample: 2,
      });
      expect(run.problems).toEqual([]);
      expect(run.profiles).toBe(data.profiles.length);
      const before = membersByEvaluator(m.base, data.profiles);
      const after = membersByEvaluator(head, data.profiles);
      const model = expected(m.base, head);
      expect(new Set(run.audiences.map((a) => a.name))).toEqual(new Set(model.keys()));
      for (const a of run.audiences) {
        seen.add(a.status);
        if (a.renamedFrom !== undefined) seen.add("moved");
        const b = before.get(a.name);
        const h = after.get(a.name);
        const want = model.get(a.name)!;
        const got = {
          status: a.status,
          through: a.through,
          file: a.file,
          before: a.before,
          after: a.after,
          realized: a.realized,
          exited: a.exited,
        };
        expect(got, a.name).toEqual({
          ...want,
          before: b ? b.size : null,
          after: h ? h.size : null,
          realized: [...(h ?? [])].filter((p) => !b?.has(p)).length,
          exited: [...(b ?? [])].filter((p) => !h?.has(p)).length,
        });
        // The sample: the first profiles of each, by the evaluator's members.
        expect(a.sample.realized.map((s) => s.pid)).toEqual(
          [...(h ?? [])]
            .filter((p) => !b?.has(p))
            .sort((x, y) => x - y)
            .slice(0, 2),
        );
        expect(a.sample.exited.map((s) => s.pid)).toEqual(
          [...(b ?? [])]
            .filter((p) => !h?.has(p))
            .sort((x, y) => x - y)
            .slice(0, 2),
        );
      }
      rmSync(join(repo), { recursive: true, force: true });
    }),
    { numRuns: 12, endOnFailure: true, seed: 45 },
  );
  // The runs met every case the law speaks of.
  expect([...seen].sort()).toEqual(["changed", "changed-through", "deleted", "moved", "new", "unchanged"]);
}, 600_000);
