// The ES-module CLI (dist/cli.js): every command except the two calls launch.ts answers itself.
// Commands are imported lazily, so each run pays only for what it uses.
export async function run(args: string[]): Promise<number> {
  const { run: runApp } = await import("./app.js");
  return runApp(args);
}
