import { spawnSync } from "node:child_process";
import { accessSync, constants, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { makeTempDir, removeDir, REPO_ROOT } from "../support/project";

/*
 * The stand-in's command line as the lookup bench and the demo run it (a child process, JSON on stdout) and as a
 * user runs it to try the packages from their own project, `npm run standin-mirror`.
 */

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
  expect(r.stderr).toContain("usage: npm run standin-mirror -- --dir <dir>");
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

/** What is left in `tmp`, apart from tsx's compile cache (tsx-<uid>), which tsx keeps across runs on purpose. */
const leftIn = (tmp: string) => readdirSync(tmp).filter((e) => !/^tsx-\d+$/.test(e));

test.each([[["--help"]], [["mirror", "--help"]], [["mirror", "--dir", "d", "-h"]]])(
  "%j prints the usage on stdout and exits 0, writing nothing",
  (args) => {
    const r = standin(args.map((a) => (a === "d" ? join(dir, "d") : a)));
    expect({ status: r.status, stderr: r.stderr }).toEqual({ status: 0, stderr: "" });
    expect(r.stdout).toMatch(/^usage: npm run standin-mirror -- --dir <dir> \[--toolbox\]/);
    expect(r.stdout).toContain("TFLOOKUP_TF_CLI_CONFIG=<dir>/terraform.rc");
    expect(existsSync(join(dir, "d"))).toBe(false);
  },
);

test("npm run standin-mirror -- --dir <dir> --toolbox: the mirror with the toolbox and its generated package", () => {
  const tmp = join(dir, "tmp");
  mkdirSync(tmp);
  const r = spawnSync("npm", ["run", "--silent", "standin-mirror", "--", "--dir", join(dir, "world"), "--toolbox"], {
    cwd: REPO_ROOT,
    encoding: "utf8",
    env: { ...process.env, TMPDIR: tmp },
    timeout: 300_000,
  });
  expect({ status: r.status, stderr: r.stderr }).toEqual({ status: 0, stderr: "" });
  const out = JSON.parse(r.stdout) as { cliConfigFile: string; providerBinaries: Record<string, string>; toolboxProject: string };
  expect(out.cliConfigFile).toBe(join(dir, "world", "terraform.rc"));
  expect(Object.keys(out.providerBinaries).sort()).toEqual(["Acme/toolbox", "Edge-Center/edgecenter", "IBM-Cloud/ibm"]);
  expect(out.toolboxProject.startsWith(join(tmp, "tflookup-generality-"))).toBe(true);
  expect(existsSync(join(out.toolboxProject, "providers", "toolbox", "pulumi", "metadata.json"))).toBe(true);
  removeDir(out.toolboxProject);
  expect(leftIn(tmp)).toEqual([]);
});

describe("--toolbox in a checkout that already pins the toolbox, or whose generation fails", () => {
  /**
   * What the CLI's --toolbox does, generatedToolboxProject, run in a process of its own whose temporary folder is
   * `tmp`, on the checkout `from`: the copy it made, or its error.
   */
  function toolboxCopy(from: string, tmp: string) {
    const toolbox = JSON.stringify(join(REPO_ROOT, "test", "support", "toolbox"));
    const script =
      `try { console.log(require(${toolbox}).generatedToolboxProject(process.argv[1])) }` +
      " catch (e) { console.error(e.message); process.exitCode = 1 }";
    return spawnSync(process.execPath, ["-r", "tsx/cjs", "-e", script, from], {
      cwd: REPO_ROOT,
      encoding: "utf8",
      env: { ...process.env, TMPDIR: tmp },
      timeout: 300_000,
    });
  }

  test("is refused before anything is written, naming the pin; no tflookup-generality-* copy is left", () => {
    const tmp = makeTempDir("standin-toolbox-tmp");
    try {
      const first = toolboxCopy(REPO_ROOT, tmp);
      expect({ status: first.status, stderr: first.stderr }).toEqual({ status: 0, stderr: "" });
      const withToolbox = first.stdout.trim();
      expect(leftIn(tmp)).toEqual([withToolbox.slice(tmp.length + 1)]);
      const second = toolboxCopy(withToolbox, tmp);
      expect(second.status).toBe(1);
      expect(second.stderr).toBe(
        `${join(withToolbox, "cdktf.json")} already pins Acme/toolbox@0.4.0; ` +
          "a copy of the project with Acme/toolbox@0.4.0 added would pin it twice\n",
      );
      expect(leftIn(tmp)).toEqual([withToolbox.slice(tmp.length + 1)]);
    } finally {
      removeDir(tmp);
    }
  });

  test("a copy whose generation fails is removed", () => {
    const tmp = makeTempDir("standin-toolbox-tmp");
    try {
      // A checkout whose ibm overrides are not JSON: the copy is made, its generation fails.
      const broken = join(tmp, "broken-checkout");
      for (const f of ["package.json", "cdktf.json", "schemas", "overrides"])
        cpSync(join(REPO_ROOT, f), join(broken, f), { recursive: true });
      for (const f of ["node_modules", "src"]) symlinkSync(join(REPO_ROOT, f), join(broken, f), "dir");
      writeFileSync(join(broken, "overrides", "ibm.json"), "{ not json");
      const r = toolboxCopy(broken, tmp);
      expect(r.status).toBe(1);
      expect(r.stderr).toMatch(/ibm\.json/);
      expect(leftIn(tmp)).toEqual(["broken-checkout"]);
    } finally {
      removeDir(tmp);
    }
  });
});
