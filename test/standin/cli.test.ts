import { spawnSync } from "node:child_process";
import { accessSync, constants, existsSync, readFileSync, writeFileSync } from "node:fs";
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

test("--provider adds a provider that is not pinned, from a spec file, serving its own schema, overrides and cloud", () => {
  const fixtures = join(REPO_ROOT, "test", "fixtures", "toolbox");
  const spec = {
    source: "Acme/toolbox",
    namespace: "Acme",
    type: "toolbox",
    version: "0.4.0",
    schemaFile: join(fixtures, "schemas", "toolbox.json"),
    overridesFile: join(fixtures, "overrides", "toolbox.json"),
    cloudFile: join(fixtures, "cloud", "toolbox.json"),
    protocol: 6,
  };
  const specFile = join(dir, "spec.json");
  writeFileSync(specFile, JSON.stringify(spec));
  const r = standin(["mirror", "--dir", join(dir, "world"), "--provider", specFile]);
  expect(r.stderr).toBe("");
  expect(r.status).toBe(0);
  const out = JSON.parse(r.stdout) as { cliConfigFile: string; providerBinaries: Record<string, string> };
  expect(Object.keys(out.providerBinaries).sort()).toEqual(["Acme/toolbox", "Edge-Center/edgecenter", "IBM-Cloud/ibm"]);
  const script = readFileSync(out.providerBinaries["Acme/toolbox"], "utf8");
  expect(script).toContain(`'--schema' '${spec.schemaFile}'`);
  expect(script).toContain(`'--cloud' '${spec.cloudFile}'`);
  expect(script).toContain(`'--protocol' '6'`);
  expect(readFileSync(out.cliConfigFile, "utf8")).toContain("registry.terraform.io/Acme/toolbox");
});

test("a --provider spec missing a field is a usage error naming the file and the field", () => {
  const specFile = join(dir, "spec.json");
  writeFileSync(specFile, JSON.stringify({ source: "Acme/x", namespace: "Acme", type: "x", version: "1.0.0" }));
  const r = standin(["mirror", "--dir", join(dir, "d"), "--provider", specFile]);
  expect(r.status).toBe(2);
  expect(r.stderr.split("\n")[0]).toBe(`standin: --provider: ${specFile}: expected a string "schemaFile", got undefined`);
  expect(existsSync(join(dir, "d"))).toBe(false);
});
