/**
 * A data source whose arguments are named like Terraform meta-arguments (`count`, `depends_on`, `for_each`,
 * `lifecycle`, `provider`, `provisioner`, `connection`) and CDKTF construct members (`fqn`, `friendly_unique_id`,
 * `terraform_resource_type`, `raw_overrides`, `terraform_meta_arguments`, `node`) is looked up through its
 * generated SDK, with those arguments set and unset (issue 10, item 2). The stand-in records what it received, so
 * a `provider` argument silently dropped would show. The one thing Terraform cannot say in a data block, a block
 * named `dynamic`, is refused before any process starts.
 */
import { copyFileSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Executor } from "../../src/runtime/executor";
import { setLocalExecutor } from "../../src/runtime/invoke/local";
import { terraformSpawnCount } from "../../src/runtime/terraform-cli";
import { createHarness, type Harness } from "../support/executor-harness";
import { generateMetanamesProject, METANAMES_DIR, type MetanamesProject } from "../support/metanames-provider";
import { removeDir } from "../support/project";

type GetThing = (args: Record<string, unknown>) => Promise<Record<string, unknown>>;

let h: Harness;
let metanames: MetanamesProject;
let executor: Executor;
let recordDir: string;
let getThing: GetThing;

/** Upstream name → documented name → value, as the fixture cloud's "all-set" record holds them. */
const META_NAMED: [string, string, unknown][] = [
  ["count", "count", 3],
  ["depends_on", "dependsOn", "depends-on-value"],
  ["for_each", "forEach", "for-each-value"],
  ["lifecycle", "lifecycle", "lifecycle-value"],
  ["provider", "provider", "provider-value"],
  ["provisioner", "provisioner", "provisioner-value"],
  ["connection", "connection", "connection-value"],
  ["fqn", "fqn", "fqn-value"],
  ["friendly_unique_id", "friendlyUniqueId", "friendly-unique-id-value"],
  ["terraform_resource_type", "terraformResourceType", "terraform-resource-type-value"],
  ["raw_overrides", "rawOverrides", "raw-overrides-value"],
  ["terraform_meta_arguments", "terraformMetaArguments", "terraform-meta-arguments-value"],
  ["node", "node", "node-value"],
];

beforeAll(async () => {
  metanames = generateMetanamesProject("meta-names");
  const cloud = join(metanames.root, "cloud.json");
  copyFileSync(join(METANAMES_DIR, "cloud.json"), cloud);
  h = await createHarness("meta-names", { providers: [metanames.standin(cloud)] });
  recordDir = join(h.root, "records");
  mkdirSync(recordDir);
  executor = new Executor(h.options({ providersDir: metanames.providersDir, env: { STANDIN_RECORD_DIR: recordDir } }));
  setLocalExecutor(executor);

  getThing = (require(join(metanames.providersDir, "metanames", "pulumi")) as { getThing: GetThing }).getThing;
});

afterAll(() => {
  setLocalExecutor(undefined);
  removeDir(h?.root);
  removeDir(metanames?.root);
});

function readsOf(name: string): Record<string, unknown>[] {
  return readdirSync(recordDir)
    .flatMap((f) => readFileSync(join(recordDir, f), "utf8").split("\n").filter(Boolean))
    .map((line) => JSON.parse(line) as { call: string; typeName?: string; config: Record<string, unknown> })
    .filter((r) => r.call === "ReadDataSource" && r.typeName === "metanames_thing" && r.config.name === name)
    .map((r) => r.config);
}

test("the generated SDK exposes every meta-named argument under its documented name", () => {
  const inputs = executor.functionFor("metanames", "metanames:index/getThing:getThing").inputs;
  for (const [tf, doc] of META_NAMED) expect(inputs.find((f) => f.tfName === tf)?.name).toBe(doc);
});

test("looked up with none of them set, in the same batch as one with all of them set", async () => {
  const all = Object.fromEntries(META_NAMED.map(([, doc, v]) => [doc, v]));
  const [plain, allSet] = await Promise.all([getThing({ name: "plain" }), getThing({ name: "all-set", ...all })]);

  expect(plain.id).toBe("thing-plain");
  expect(plain.result).toBe("found the plain thing");
  for (const [, doc] of META_NAMED) expect({ doc, value: plain[doc] }).toEqual({ doc, value: undefined });

  expect(allSet.id).toBe("thing-all-set");
  expect(allSet.result).toBe("found the thing with every meta-named argument");
  for (const [, doc, v] of META_NAMED) expect({ doc, value: allSet[doc] }).toEqual({ doc, value: v });

  // What the provider received, by upstream name: nothing dropped, nothing taken by Terraform for itself.
  const [received] = readsOf("all-set");
  for (const [tf, , v] of META_NAMED) expect({ tf, value: received[tf] }).toEqual({ tf, value: v });
  const [receivedPlain] = readsOf("plain");
  for (const [tf] of META_NAMED) expect({ tf, value: receivedPlain[tf] }).toEqual({ tf, value: null });
});

test("each of them alone is an ordinary argument (one batch, one run)", async () => {
  const runs = executor.stats().runs;
  const results = await Promise.all(META_NAMED.map(([, doc, v]) => getThing({ name: "all-set", [doc]: v })));
  META_NAMED.forEach(([tf, doc, v], i) => {
    expect({ tf, id: results[i].id, value: results[i][doc] }).toEqual({ tf, id: "thing-all-set", value: v });
    // Some read carried this argument and no other meta-named one: it arrived under its own name.
    const alone = readsOf("all-set").some((c) => c[tf] === v && META_NAMED.every(([other]) => other === tf || c[other] === null));
    expect({ tf, alone }).toEqual({ tf, alone: true });
  });
  expect(executor.stats().runs - runs).toBe(1);
});

test(
  "a block named dynamic cannot be expressed in Terraform's language: " + "refused before any process, naming the function and argument",
  async () => {
    const before = terraformSpawnCount();
    const err = (await getThing({ name: "plain", dynamics: [{ value: "x" }] }).catch((e: unknown) => e)) as Error;
    expect(err.name).toBe("ArgumentError");
    expect(err.message).toBe(
      "getThing: argument dynamics cannot be sent through Terraform: " +
        'Terraform reads a block or object named "dynamic" as its own dynamic-block construct, so leave it unset',
    );
    expect(terraformSpawnCount()).toBe(before);
  },
);

test("the same data source with dynamic unset is looked up", async () => {
  await expect(getThing({ name: "plain", dynamics: undefined })).resolves.toMatchObject({ id: "thing-plain" });
});
