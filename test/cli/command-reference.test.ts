// docs/commands.md's option tables are generated from the yargs commands (npm run docs): the page
// fails here when a command or an option is added, renamed or reworded without regenerating it.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { CommandModule } from "yargs";
import { commandReference, REFERENCE_END, REFERENCE_START, withCommandReference } from "../../src/cli/command-reference.js";
import { commands } from "../../src/cli/commands/index.js";

const page = readFileSync(new URL("../../docs/commands.md", import.meta.url), "utf8");

describe("docs/commands.md's option tables", () => {
  it("are what `npm run docs` writes from the yargs commands", () => {
    expect(page).toBe(withCommandReference(page, commandReference(commands)));
  });

  it.each([
    ["lint", "--remote"],
    ["emulator", "--fail-rate"],
    ["emulator", "--latency"],
    ["stream create", "--keep-on-failure"],
    ["data load", "--cluster"],
  ])("list %s's %s", (command, option) => {
    const section = page.slice(page.indexOf(`### ${command} options`));
    expect(section.slice(0, section.indexOf("\n### ", 5))).toContain(`\`${option}\``);
  });

  it("cover every command of the command list, subcommands included", () => {
    const generated = page.slice(page.indexOf(REFERENCE_START), page.indexOf(REFERENCE_END));
    for (const command of commands) {
      const name = String([command.command].flat()[0]).split(" ")[0];
      expect(generated, name).toMatch(new RegExp(`^### ${name}( \\w+)? options$`, "m"));
    }
  });

  it("change when an option is added (the generator reads the builders)", () => {
    const extra: CommandModule = {
      command: "x",
      describe: "x",
      builder: (y) => y.option("new-option", { type: "string", describe: "new" }),
      handler: () => {},
    };
    expect(commandReference([extra])).toContain("| `--new-option` | string |  | new |");
  });
});
