// CONTRIBUTING.md draws how the stages import each other, generated from dependency-cruiser's
// reading of src/ (scripts/stage-graph.ts, `npm run docs`). The drawing must be today's.
import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { END, START, stageGraphBlock, withBlock } from "../../scripts/stage-graph.js";

const contributing = readFileSync(new URL("../../CONTRIBUTING.md", import.meta.url), "utf8");
let drawn: string | undefined;
/** Drawing runs dependency-cruiser over src/ (a few seconds): once for the file. */
const graph = () => (drawn ??= stageGraphBlock());

it("CONTRIBUTING.md's stage graph is current (npm run docs redraws it)", { timeout: 60_000 }, () => {
  const committed = contributing.slice(contributing.indexOf(START), contributing.indexOf(END) + END.length);
  expect(committed, "run `npm run docs` and commit CONTRIBUTING.md").toBe(graph());
});

it("the graph names every stage of the order, bottom to top, and replaces only its own block", { timeout: 60_000 }, () => {
  const block = graph();
  expect(block).toMatch(/`text` → `syntax` → `pql-json` → `audience` → `analysis` → .* → `cli`/);
  expect(withBlock(`before\n${START}\nold\n${END}\nafter`, block)).toBe(`before\n${block}\nafter`);
});
