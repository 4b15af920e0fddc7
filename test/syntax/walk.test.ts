// forEachNode against a plain recursive walk over childrenOf: the same nodes, in the same order,
// each with the same parents, on the benchmark corpus (every node kind the corpus holds) and on
// generated trees of every construct (test/syntax/arbitraries.ts).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Node } from "../../src/syntax/ast.js";
import { parse } from "../../src/syntax/index.js";
import { childrenOf, forEachNode } from "../../src/syntax/walk.js";
import { corpusFile } from "../../bench/corpus.mjs";
import { pqlTree } from "./arbitraries.js";

function reference(node: Node, parents: Node[] = [], out: [Node, Node[]][] = []): [Node, Node[]][] {
  out.push([node, [...parents]]);
  for (const child of childrenOf(node)) reference(child, [...parents, node], out);
  return out;
}

function walked(root: Node): [Node, Node[]][] {
  const out: [Node, Node[]][] = [];
  forEachNode(root, (node, parents) => out.push([node, [...parents]]));
  return out;
}

describe("forEachNode", () => {
  it("visits any tree as a recursive walk does (generated trees of every construct)", () => {
    fc.assert(
      fc.property(pqlTree, (ast) => {
        const mine = walked(ast);
        const theirs = reference(ast);
        expect(mine.length).toBe(theirs.length);
        for (let i = 0; i < mine.length; i++) {
          expect(mine[i]![0]).toBe(theirs[i]![0]);
          expect(mine[i]![1]).toEqual(theirs[i]![1]);
        }
      }),
      { numRuns: 500 },
    );
  });

  it("visits every corpus expression as a recursive walk does", () => {
    const kinds = new Set<string>();
    for (let i = 0; i < 500; i++) {
      const { ast } = parse(corpusFile(7, i).value);
      if (!ast) continue;
      const mine = walked(ast);
      const theirs = reference(ast);
      expect(mine.map(([n, p]) => [n, p.length])).toEqual(theirs.map(([n, p]) => [n, p.length]));
      for (const [n] of mine) kinds.add(n.kind);
    }
    expect(kinds.size).toBeGreaterThan(10);
  });
});
