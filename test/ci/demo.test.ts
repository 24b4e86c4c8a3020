/**
 * `npm run demo`, run as the README's first screen tells a newcomer to: it must succeed against the stand-ins, print
 * the values the stand-in clouds hold, apply its CDKTF stack with the Terraform on PATH, and leave nothing behind (its
 * temporary directory, given its own TMPDIR here, ends empty; no stand-in it started still runs).
 */
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { makeTempDir, removeDir, REPO_ROOT } from "../support/project";
import { locateTerraform } from "../../src/runtime/terraform-cli";

/** What is left in `tmp`, apart from tsx's compile cache (tsx-<uid>), which tsx keeps across runs on purpose. */
const leftIn = (tmp: string) => readdirSync(tmp).filter((e) => !/^tsx-\d+$/.test(e));

/** Command lines of this machine's processes that name `text` (Linux /proc). */
function processesNaming(text: string): string[] {
  const found: string[] = [];
  for (const pid of readdirSync("/proc").filter((e) => /^\d+$/.test(e))) {
    try {
      const cmdline = readFileSync(join("/proc", pid, "cmdline"), "utf8").replace(/\0/g, " ");
      if (cmdline.includes(text)) found.push(`${pid}: ${cmdline}`);
    } catch {
      // Gone meanwhile.
    }
  }
  return found;
}

/** The environment a newcomer has: none of the npm, Pulumi or tflookup variables of the run that started this test. */
function demoEnv(tmp: string, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, TMPDIR: tmp, ...extra };
  for (const k of Object.keys(env)) if (/^(npm_|PULUMI_|TFLOOKUP_)/i.test(k)) delete env[k];
  return env;
}

const cloud = (type: string) => JSON.parse(readFileSync(join(REPO_ROOT, "test", "fixtures", "cloud", `${type}.json`), "utf8"));

/**
 * Terraform state and working files in the checkout's top folder, where CDKTF's default local backend would put them,
 * each with its modification time (a file there before the run must not be written either).
 */
const terraformFilesInCheckout = () =>
  readdirSync(REPO_ROOT)
    .filter((e) => /tfstate|^\.terraform/.test(e))
    .map((e) => `${e} ${statSync(join(REPO_ROOT, e)).mtimeMs}`);

test("npm run demo looks up in each form against the stand-ins, applies the stack with Terraform, and leaves nothing behind", () => {
  // Terraform is part of what the demo shows: the test needs it, and says so when it is missing.
  locateTerraform();
  const tmp = makeTempDir("demo-test");
  const before = terraformFilesInCheckout();
  try {
    const env = demoEnv(tmp);
    const r = spawnSync("npm", ["run", "--silent", "demo"], { cwd: REPO_ROOT, env, encoding: "utf8", timeout: 300_000 });
    expect({ status: r.status, stderr: r.stderr }).toEqual({ status: 0, stderr: "" });

    const dev = cloud("ibm").dataSources.ibm_app_config_environment.find((e: { environment_id: string }) => e.environment_id === "dev");
    const flavors = cloud("edgecenter").dataSources.edgecenter_flavor[0].flavors.map((f: { flavor_id: string }) => f.flavor_id);
    const lines = r.stdout.split("\n");
    const after = (heading: RegExp) => lines.slice(lines.findIndex((l) => heading.test(l)));
    expect(after(/^0\. Stand-in mirror for IBM-Cloud\/ibm 2\.5\.0, Edge-Center\/edgecenter 0\.12\.10: /)).not.toEqual([]);
    expect(after(/^1\. A plain Node promise/)).toContain(
      `   → name ${JSON.stringify(dev.name)}, colorCode ${JSON.stringify(dev.color_code)}, tags ${JSON.stringify(dev.tags)}`,
    );
    expect(after(/^2\. A Pulumi Output/)).toEqual(
      expect.arrayContaining([
        "   → the engine was asked for edgecenter:index/getFlavor:getFlavor",
        `   → flavors.flavorId ${JSON.stringify(flavors)}`,
      ]),
    );
    const stack = after(/^3\. A CDKTF stack/);
    expect(stack.some((l) => /^ {3}synthesized \S+\/cdk\.tf\.json: data\.ibm_app_config_environment\.dev = /.test(l))).toBe(true);
    expect(stack).toContain(`   terraform apply read the data source → output environment_name = ${JSON.stringify(dev.name)}`);
    expect(r.stdout).toMatch(/\nDone: every provider process closed, .* removed\.\n$/);

    expect(leftIn(tmp)).toEqual([]);
    expect(processesNaming(tmp)).toEqual([]);
    expect(terraformFilesInCheckout()).toEqual(before);
  } finally {
    removeDir(tmp);
  }
});

test("the demo without Terraform: the lookups still run, and it says it skipped the apply and why", () => {
  const tmp = makeTempDir("demo-test");
  try {
    const env = demoEnv(tmp, { TERRAFORM_BINARY_NAME: join(tmp, "no-terraform-here") });
    const r = spawnSync(process.execPath, ["-r", "tsx/cjs", "scripts/demo.ts"], {
      cwd: REPO_ROOT,
      env,
      encoding: "utf8",
      timeout: 300_000,
    });
    expect({ status: r.status, stderr: r.stderr }).toEqual({ status: 0, stderr: "" });
    expect(r.stdout).toContain(`   skipped terraform init and apply: terraform was not found: "${join(tmp, "no-terraform-here")}"`);
    expect(r.stdout).not.toContain("terraform apply read");
    expect(leftIn(tmp)).toEqual([]);
  } finally {
    removeDir(tmp);
  }
});

test("npm run demo -- --help prints the usage and exits 0 without running the demo; a wrong argument exits 2", () => {
  const tmp = makeTempDir("demo-test");
  try {
    const npm = (...args: string[]) =>
      spawnSync("npm", ["run", "--silent", "demo", "--", ...args], {
        cwd: REPO_ROOT,
        env: demoEnv(tmp),
        encoding: "utf8",
        timeout: 120_000,
      });
    const help = npm("--help");
    expect({ status: help.status, stderr: help.stderr }).toEqual({ status: 0, stderr: "" });
    expect(help.stdout).toMatch(/^usage: npm run demo\n/);
    expect(help.stdout).not.toContain("Stand-in mirror");
    const wrong = npm("--regoin", "eu");
    expect(wrong.status).toBe(2);
    expect(wrong.stderr).toMatch(/^demo: Unknown option '--regoin'.*\nusage: npm run demo\n/);
    expect(wrong.stdout).toBe("");
    expect(leftIn(tmp)).toEqual([]);
  } finally {
    removeDir(tmp);
  }
});
