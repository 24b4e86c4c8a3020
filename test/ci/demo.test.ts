/**
 * `npm run demo` in this checkout: without Terraform the lookups still run and it says why it skipped the apply; and
 * its command line. The README's demo block as written, in a fresh clone and with Terraform, is run by
 * test/packages/consumer.test.ts.
 */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { makeTempDir, removeDir, REPO_ROOT } from "../support/project";
import { demoEnv, expectDemoOutput, leftIn } from "../support/demo-checks";

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
    expectDemoOutput(r.stdout, false);
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
