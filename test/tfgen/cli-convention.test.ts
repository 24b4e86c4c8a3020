import { spawnSync } from "child_process";
import * as path from "path";
import { addProviderMain } from "../../src/tfgen/cli/add-provider";
import { diffMain } from "../../src/tfgen/cli/diff-schemas";
import { generateMain } from "../../src/tfgen/cli/generate";
import { pullMain } from "../../src/tfgen/cli/pull-schemas";
import { upgradeMain } from "../../src/tfgen/cli/upgrade";
import { REPO_ROOT } from "../support/project";
import { memoryIo } from "../upgrade/support";

/*
 * One convention for every command (src/tfgen/cli/io.ts): wrong arguments exit 2 with `<command>: <why>` and the
 * usage on stderr, nothing on stdout.
 */

const commands: [string, (argv: string[], io: ReturnType<typeof memoryIo>) => number | Promise<number>][] = [
  ["generate", (argv, io) => generateMain(argv, REPO_ROOT, io)],
  ["pull-schemas", (argv, io) => pullMain(argv, REPO_ROOT, io)],
  ["upgrade", (argv, io) => upgradeMain(argv, REPO_ROOT, io)],
  ["diff-schemas", (argv, io) => diffMain(argv, REPO_ROOT, io)],
  ["add-provider", (argv, io) => addProviderMain(argv, REPO_ROOT, io)],
];

test.each(commands)("%s: an unknown option is a usage error, before any work starts", async (name, run) => {
  const io = memoryIo();
  expect(await run(["--no-such-option"], io)).toBe(2);
  expect(io.stdout()).toBe("");
  expect(io.stderr()).toMatch(new RegExp(`^${name}: Unknown option '--no-such-option'.*\\nusage: npm run (--silent )?${name} `));
});

test.each(commands)("%s --help (and -h, among other arguments) prints the usage on stdout and exits 0", async (name, run) => {
  for (const argv of [["--help"], ["-h"], ["--check", "--help", "extra"]]) {
    const io = memoryIo();
    expect(await run(argv, io)).toBe(0);
    expect(io.stderr()).toBe("");
    expect(io.stdout()).toMatch(new RegExp(`^usage: npm run (--silent )?${name} [^]*\\n  --help +print this usage and exit\\n`));
  }
});

test("--help given as an option's value is that value, not a request for help", async () => {
  const io = memoryIo();
  expect(await pullMain(["--terraform", "--help", "--no-such-option"], REPO_ROOT, io)).toBe(2);
});

test.each([
  ["pull-schemas", ["--terraform"]],
  ["pull-schemas", ["--cli-config="]],
  ["upgrade", ["--report"]],
  ["add-provider", ["hashicorp/tls@4.1.0", "--package"]],
  ["diff-schemas", ["a.json", "b.json", "--provider="]],
] as const)("%s %j: an option without its value is a usage error", async (name, argv) => {
  const io = memoryIo();
  expect(await commands.find(([n]) => n === name)![1]([...argv], io)).toBe(2);
  expect(io.stderr()).toMatch(new RegExp(`^${name}: (Option '--[a-z-]+ <value>' argument missing|--[a-z-]+ needs a value)\\n`));
});

test("generate takes no positional argument", () => {
  const io = memoryIo();
  expect(generateMain(["providers"], REPO_ROOT, io)).toBe(2);
  expect(io.stderr()).toMatch(/^generate: unexpected argument providers\nusage: npm run generate -- \[--check\]/);
});

test("a script reports an error its command did not expect as one line `<command>: <message>`, exit 1", () => {
  const tsx = path.join(REPO_ROOT, "node_modules", "tsx", "dist", "cli.mjs");
  // A folder with no cdktf.json: generate's pipeline throws, the entry point reports it.
  const r = spawnSync(process.execPath, [tsx, path.join(REPO_ROOT, "scripts", "generate.ts"), "--check"], {
    cwd: path.join(REPO_ROOT, "test"),
    encoding: "utf8",
  });
  expect(r.status).toBe(1);
  expect(r.stdout).toBe("");
  expect(r.stderr).toMatch(/^generate: .*cdktf\.json.*\n$/);
});
