/**
 * What `npm run demo` must print and leave behind, shared by the test that runs it in this checkout without
 * Terraform (test/ci/demo.test.ts) and the one that runs the README's demo block in a fresh clone
 * (test/packages/consumer.test.ts).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { REPO_ROOT } from "./project";

/** What is left in `tmp`, apart from tsx's compile cache (tsx-<uid>), which tsx keeps across runs on purpose. */
export const leftIn = (tmp: string): string[] => readdirSync(tmp).filter((e) => !/^tsx-\d+$/.test(e));

/** Command lines of this machine's processes that name `text` (Linux /proc). */
export function processesNaming(text: string): string[] {
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
export function demoEnv(tmp: string, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, TMPDIR: tmp, ...extra };
  for (const k of Object.keys(env)) if (/^(npm_|PULUMI_|TFLOOKUP_)/i.test(k)) delete env[k];
  return env;
}

const cloud = (type: string) => JSON.parse(readFileSync(join(REPO_ROOT, "test", "fixtures", "cloud", `${type}.json`), "utf8"));

/**
 * Terraform state and working files in a checkout's top folder, where CDKTF's default local backend would put them,
 * each with its modification time (a file there before the run must not be written either).
 */
export const terraformFilesIn = (checkout: string): string[] =>
  readdirSync(checkout)
    .filter((e) => /tfstate|^\.terraform/.test(e))
    .map((e) => `${e} ${statSync(join(checkout, e)).mtimeMs}`);

/** The demo's steps and the values the stand-in clouds hold, each where the demo prints it; `applied`: by Terraform too. */
export function expectDemoOutput(stdout: string, applied: boolean): void {
  const dev = cloud("ibm").dataSources.ibm_app_config_environment.find((e: { environment_id: string }) => e.environment_id === "dev");
  const flavors = cloud("edgecenter").dataSources.edgecenter_flavor[0].flavors.map((f: { flavor_id: string }) => f.flavor_id);
  const lines = stdout.split("\n");
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
  if (applied) expect(stack).toContain(`   terraform apply read the data source → output environment_name = ${JSON.stringify(dev.name)}`);
  else expect(stdout).not.toContain("terraform apply read");
  expect(stdout).toMatch(/\nDone: every provider process closed, .* removed\.\n$/);
}
