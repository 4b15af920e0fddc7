// Copies each docs/readme/NAME.md into README.md between <!-- doc:NAME:start --> and
// <!-- doc:NAME:end -->. Those pages are where their tests look (generated field tables, example
// files that must load); the README is where people read them. test/readme.test.ts keeps the two
// equal. Run by `npm run docs`.
import { readFileSync, writeFileSync } from "node:fs";

const root = new URL("..", import.meta.url);
const readme = new URL("README.md", root);

export function withDocs(text) {
  return text.replace(/<!-- doc:([a-z-]+):start -->\n[\s\S]*?<!-- doc:\1:end -->/g, (_, name) => {
    const page = readFileSync(new URL(`docs/readme/${name}.md`, root), "utf8").trim();
    return `<!-- doc:${name}:start -->\n${page}\n\n<!-- doc:${name}:end -->`;
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(readme, withDocs(readFileSync(readme, "utf8")));
  console.log("README.md: doc sections copied from docs/readme/");
}
