// The pure part of `diff`, case by case: which audience of the base is which of the head (id, then
// alias, then git's renames and the name, then a lone audience in its file), and each status with
// the chain of a changed-through audience.
import { describe, expect, it } from "vitest";
import { compareSides, memberChange, pairAudiences, sizeChangePercent, type SideAudience } from "../../src/diff/index.js";

const a = (file: string, name: string, extra: Partial<SideAudience> = {}): SideAudience => ({
  file,
  name,
  fingerprint: `sql of ${name}`,
  references: [],
  shown: true,
  ...extra,
});
const none = new Map<string, string>();

describe("pairAudiences", () => {
  it.each([
    ["by recorded id, whatever the file and name", [a("x.yaml", "A", { id: "s1" })], [a("y.yaml", "B", { id: "s1" })], none, [0]],
    ["by alias", [a("x.yaml", "A", { alias: "vip" })], [a("y.yaml", "B", { alias: "vip" })], none, [0]],
    ["by git's rename and the name", [a("x.yaml", "A")], [a("moved/x.yaml", "A")], new Map([["x.yaml", "moved/x.yaml"]]), [0]],
    ["not by name alone in another file", [a("x.yaml", "A")], [a("z.yaml", "A")], none, [undefined]],
    ["a lone audience renamed in its file", [a("x.yaml", "A")], [a("x.yaml", "B")], none, [0]],
    ["never two whose ids differ", [a("x.yaml", "A", { id: "s1" })], [a("x.yaml", "A", { id: "s2" })], none, [undefined]],
    ["never two whose aliases differ", [a("x.yaml", "A", { alias: "p" })], [a("x.yaml", "B", { alias: "q" })], none, [undefined]],
  ] as const)("%s", (_, base, head, renames, baseOf) => {
    expect(pairAudiences(base, head, renames).baseOf).toEqual(baseOf);
  });

  it("id first: an alias taken over by another audience does not steal the pair", () => {
    const base = [a("x.yaml", "A", { id: "s1", alias: "vip" }), a("y.yaml", "B", { id: "s2" })];
    const head = [a("y.yaml", "B", { id: "s2", alias: "vip" }), a("x.yaml", "A", { id: "s1" })];
    expect(pairAudiences(base, head, none).baseOf).toEqual([1, 0]);
  });
});

describe("compareSides", () => {
  // c <- b <- a (a references b, b references c), and d alone.
  const side = (cSql: string, dSql = "d"): SideAudience[] => [
    a("a.yaml", "A", { alias: "a", references: [{ audience: 1 }] }),
    a("b.yaml", "B", { alias: "b", references: [{ audience: 2 }] }),
    a("c.yaml", "C", { alias: "c", fingerprint: cSql }),
    a("d.yaml", "D", { alias: "d", fingerprint: dSql, references: [{ external: "ext-1" }] }),
  ];
  const statuses = (base: SideAudience[], head: SideAudience[]) => {
    const { entries } = compareSides(base, head, pairAudiences(base, head, none));
    return entries.map((e) => [(e.head === undefined ? base[e.base!] : head[e.head])!.name, e.status, e.through]);
  };

  it("a change at the bottom of a chain: changed, and changed-through naming the whole chain above it", () => {
    expect(statuses(side("c"), side("c2"))).toEqual([
      ["A", "changed-through", ["b.yaml", "c.yaml"]],
      ["B", "changed-through", ["c.yaml"]],
      ["C", "changed", []],
      ["D", "unchanged", []],
    ]);
  });

  it("the same on both sides: unchanged, counted once (sameAsBase)", () => {
    const { entries, sameAsBase } = compareSides(side("c"), side("c"), pairAudiences(side("c"), side("c"), none));
    expect(entries.map((e) => e.status)).toEqual(["unchanged", "unchanged", "unchanged", "unchanged"]);
    expect(sameAsBase).toEqual([true, true, true, true]);
  });

  it("a reference that now leads elsewhere, or to outside the project, is a change of its own", () => {
    const head = side("c");
    head[3] = { ...head[3]!, references: [{ external: "ext-2" }] };
    head[0] = { ...head[0]!, references: [{ audience: 2 }] };
    expect(statuses(side("c"), head).filter(([, status]) => status !== "unchanged")).toEqual([
      ["A", "changed", []],
      ["D", "changed", []],
    ]);
  });

  it("new and deleted", () => {
    const base = side("c").slice(2);
    const head = [...side("c").slice(2, 3), a("e.yaml", "E", { alias: "e" })];
    expect(statuses(base, head)).toEqual([
      ["C", "unchanged", []],
      ["E", "new", []],
      ["D", "deleted", []],
    ]);
  });

  it("an audience only referenced (not asked about) is not listed", () => {
    const hidden = side("c").map((x, i) => (i === 2 ? { ...x, shown: false } : x));
    expect(
      statuses(
        hidden,
        side("c2").map((x, i) => (i === 2 ? { ...x, shown: false } : x)),
      ).map(([name]) => name),
    ).toEqual(["A", "B", "D"]);
  });
});

describe("memberChange and sizeChangePercent", () => {
  it.each([
    [[1, 2, 3], [2, 3, 4, 5], { before: 3, after: 4, realized: [4, 5], exited: [1] }, 100 / 3],
    [undefined, [7], { before: null, after: 1, realized: [7], exited: [] }, 100],
    [[7], undefined, { before: 1, after: null, realized: [], exited: [7] }, 100],
    [[], [1], { before: 0, after: 1, realized: [1], exited: [] }, Number.POSITIVE_INFINITY],
    [[], [], { before: 0, after: 0, realized: [], exited: [] }, 0],
  ] as const)("%j -> %j", (before, after, change, percent) => {
    const got = memberChange(before && new Set(before), after && new Set(after));
    expect(got).toEqual(change);
    expect(sizeChangePercent(got)).toBeCloseTo(percent);
  });
});
