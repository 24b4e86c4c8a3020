import { spawnSync } from "node:child_process";
import { accessSync, constants, existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { makeTempDir, removeDir, REPO_ROOT } from "../support/project";

/* The stand-in's command line as the lookup bench runs it: a child process, JSON on stdout. */

const CLI = join(REPO_ROOT, "test", "standin", "cli.ts");

function standin(args: string[]) {
  return spawnSync(process.execPath, ["--require", require.resolve("tsx/cjs"), CLI, ...args], { cwd: REPO_ROOT, encoding: "utf8" });
}

let dir: string;
beforeEach(() => (dir = makeTempDir("standin-cli")));
afterEach(() => removeDir(dir));

test("mirror writes a CLI configuration and one executable per pinned provider, serving the cloud and protocol asked for", () => {
  const cloud = join(REPO_ROOT, "test", "fixtures", "cloud", "ibm.json");
  const r = standin(["mirror", "--dir", join(dir, "world"), "--cloud", `ibm=${cloud}`, "--protocol", "6"]);
  expect(r.stderr).toBe("");
  expect(r.status).toBe(0);
  const out = JSON.parse(r.stdout) as { cliConfigFile: string; providerBinaries: Record<string, string> };
  expect(readFileSync(out.cliConfigFile, "utf8")).toContain(`path    = "${join(dir, "world", "mirror")}"`);
  expect(Object.keys(out.providerBinaries).sort()).toEqual(["Edge-Center/edgecenter", "IBM-Cloud/ibm"]);
  for (const binary of Object.values(out.providerBinaries)) {
    accessSync(binary, constants.X_OK);
    expect(binary.startsWith(join(dir, "world", "mirror") + "/")).toBe(true);
    expect(readFileSync(binary, "utf8")).toContain(`'--protocol' '6'`);
  }
  expect(readFileSync(out.providerBinaries["IBM-Cloud/ibm"], "utf8")).toContain(`'--cloud' '${cloud}'`);
});

test.each([
  [["mirror"], "standin: --dir is required"],
  [["mirror", "--dir", "d", "--cloud", "aws=x.json"], 'standin: --cloud: no pinned provider of type "aws" (pinned: ibm, edgecenter)'],
  [["mirror", "--dir", "d", "--cloud", "ibm"], 'standin: --cloud: expected <type>=<file>, got "ibm"'],
  [["mirror", "--dir", "d", "--protocol", "7"], 'standin: --protocol: expected 5 or 6, got "7"'],
  [["build"], 'standin: unknown command "build"'],
])("%j is a usage error (exit 2), and writes nothing", (args, message) => {
  const r = standin(args.map((a) => (a === "d" ? join(dir, "d") : a)));
  expect(r.status).toBe(2);
  expect(r.stderr.split("\n")[0]).toBe(message);
  expect(r.stderr).toContain("usage: standin mirror --dir <dir>");
  expect(r.stdout).toBe("");
  expect(existsSync(join(dir, "d"))).toBe(false);
});
