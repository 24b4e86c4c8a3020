/**
 * Values passed to lookups are data: nothing in them is ever evaluated (issue 10).
 *
 * Template and escaping payloads go through the generated SDKs of both providers (and the metanames fixture
 * provider for sets, nested blocks and `any`) at every position a value can take: top-level strings, list and set
 * elements, map keys and values, nested objects, provider configuration, and secrets sent through TF_VAR_*. The
 * stand-ins record the configuration each call received (STANDIN_RECORD_DIR), and each case asserts the provider
 * got exactly the characters given. Then every answer, error, log line, recorded call and file the executor wrote
 * is searched for what evaluating a payload would have produced: a canary file's content, a canary environment
 * variable, the credentials (plain and base64) and /etc/passwd.
 *
 * All lookups are issued together, so the whole table costs one Terraform run (and a rerun after the one lookup
 * that has no fixture record).
 */
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as edgecenter from "../../providers/edgecenter/pulumi";
import * as ibm from "../../providers/ibm/pulumi";
import { Executor } from "../../src/runtime/executor";
import { setLocalExecutor } from "../../src/runtime/invoke/local";
import { createHarness, CREDENTIALS, filesUnder, type Harness } from "../support/executor-harness";
import { generateMetanamesProject, METANAMES_DIR, type MetanamesProject } from "../support/metanames-provider";
import { removeDir } from "../support/project";

const CANARY_FILE = join(tmpdir(), `tflookup-canary-${process.pid}.txt`);
const CANARY_TEXT = "CANARY-FILE-CONTENT-3f9a61";
const CANARY_ENV = "CANARY-ENV-VALUE-b27c04";

/** Strings Terraform would evaluate if they reached it as templates; each must arrive exactly as written. */
const PAYLOADS: [string, string][] = [
  ["file() of a canary file", `\${file("${CANARY_FILE}")}`],
  ["file() of /etc/passwd", '${file("/etc/passwd")}'],
  ["the credential exfiltration of the issue", "${base64encode(var.secret_0)}"],
  ["a secret variable read plainly", "${var.secret_1}"],
  ["the whole environment of Terraform", '${base64encode(file("/proc/self/environ"))}'],
  ["a path reference", "${path.cwd}/${path.module}"],
  ["a for directive", '%{ for x in ["a", "b"] }${x}%{ endfor }'],
  ["an if directive", "%{ if true }evaluated%{ else }literal%{ endif }"],
  ["an escaped interpolation", "$${not_an_interpolation}"],
  ["an escaped directive", "%%{ not_a_directive }"],
  ["a dollar before an escaped interpolation", "$$${x}"],
  ["three escapes in a row", "$$$${y} %%%{ z }"],
  ["an unterminated opener", "price ${ and 100%{"],
  ["dollar and percent at the end", "costs 5$ or 100%"],
  ["strip markers", '${~ "x" ~}%{~ if true ~}y%{~ endif ~}'],
  ["a reference to another lookup", "${data.ibm_account.lookup_0.id}"],
  ["an interpolation built from interpolations", '${"$"}{"${"{"}'],
  ["quotes, backslashes and control characters", 'say "hi" \\ back\\slash\nnew line\ttab \u0001'],
  ["non-ASCII text around a function call", 'emoji 😀, ünïcödé and ${upper("x")}'],
  ["terraform.workspace", "${terraform.workspace}"],
  ["empty interpolation and directive", "${} %{}"],
  ["a CDKTF token", "${TfToken[TOKEN.0]}"],
];
const P = PAYLOADS.map(([, text]) => text);

interface Case {
  name: string;
  /** Identifies the case, and its call among the recorded ones by the argument `key` (`id` unless said). */
  id: string;
  key?: string;
  typeName: string;
  /** Upstream argument name → exactly what the provider must receive. */
  expected: Record<string, unknown>;
  /** Sets compare without order. */
  unordered?: string[];
  call(): Promise<Record<string, unknown>>;
  /** Documented result field → value the answer must carry (the lookups with a fixture record). */
  echo?: Record<string, unknown>;
}

let h: Harness;
let metanames: MetanamesProject;
let executor: Executor;
let recordDir: string;
const logs: string[] = [];
const outcomes = new Map<string, PromiseSettledResult<Record<string, unknown>>>();
const records: Record<string, Record<string, Record<string, unknown>[]>> = { ibm: {}, edgecenter: {} };
const cases: Case[] = [];

const ibmEnvTemplate = JSON.parse(readFileSync(join(__dirname, "..", "fixtures", "cloud", "ibm.json"), "utf8")).dataSources
  .ibm_app_config_environment[0];
const ecImageTemplate = JSON.parse(readFileSync(join(__dirname, "..", "fixtures", "cloud", "edgecenter.json"), "utf8")).dataSources
  .edgecenter_image[0];
const addRecord = (pkg: "ibm" | "edgecenter", dataSource: string, record: Record<string, unknown>) =>
  (records[pkg][dataSource] ??= []).push(record);

// Top-level strings, ibm: every payload as the guid of getAppConfigEnvironment.
PAYLOADS.forEach(([name, text], i) => {
  const id = `ibm-top-${i}`;
  addRecord("ibm", "ibm_app_config_environment", { ...ibmEnvTemplate, guid: text, environment_id: id, id });
  cases.push({
    name: `ibm top-level string: ${name}`,
    id,
    typeName: "ibm_app_config_environment",
    expected: { guid: text, environment_id: id },
    call: () => ibm.getAppConfigEnvironment({ guid: text, environmentId: id, id }) as never,
    echo: { guid: text, environmentId: id, name: ibmEnvTemplate.name },
  });
});

// Top-level strings, edgecenter: the payloads of the issue as the datacenter of getCdnShieldingLocation.
[0, 2, 3, 4, 6, 7, 8, 17].forEach((i) => {
  const id = `ec-top-${i}`;
  addRecord("edgecenter", "edgecenter_cdn_shielding_location", { id, datacenter: P[i] });
  cases.push({
    name: `edgecenter top-level string: ${PAYLOADS[i][0]}`,
    id,
    typeName: "edgecenter_cdn_shielding_location",
    expected: { datacenter: P[i] },
    call: () => edgecenter.getCdnShieldingLocation({ datacenter: P[i], id }) as never,
    echo: { datacenter: P[i], id },
  });
});

// List elements.
{
  const id = "ibm-list";
  const include = [P[0], P[6], P[8], P[12]];
  addRecord("ibm", "ibm_app_config_collection", { id, guid: "list-guid", collection_id: "list-collection", include });
  cases.push({
    name: "ibm list elements",
    id,
    typeName: "ibm_app_config_collection",
    expected: { include },
    call: () => ibm.getAppConfigCollection({ guid: "list-guid", collectionId: "list-collection", includes: include, id }) as never,
    echo: { includes: include },
  });
}

// Map keys and values, `//` (a comment in a JSON block body) and `constructor` as ordinary keys.
{
  const id = "ec-map";
  const metadataKv: Record<string, string> = { [P[0]]: P[2], [P[6]]: P[8], plain: P[4], "//": "a key, not a comment", constructor: P[13] };
  // getImage takes exactly one of id and name: the name tells the calls apart.
  addRecord("edgecenter", "edgecenter_image", { ...ecImageTemplate, name: id, metadata_kv: metadataKv });
  cases.push({
    name: "edgecenter map keys and values",
    id,
    key: "name",
    typeName: "edgecenter_image",
    expected: { metadata_kv: metadataKv },
    call: () => edgecenter.getImage({ name: id, projectId: 101, regionId: 8, metadataKv }) as never,
    echo: { metadataKv },
  });
}

// Secrets travel as TF_VAR_*: a string (taken raw by Terraform) and a map (parsed as an expression). Their values
// are redacted from every error of the batch, so they are payloads of their own.
{
  const id = "ibm-secret-string";
  const guid = `${P[1]} (sent as a secret)`;
  addRecord("ibm", "ibm_app_config_environment", { ...ibmEnvTemplate, guid, environment_id: id, id });
  cases.push({
    name: "a secret string argument (TF_VAR_*, raw)",
    id,
    typeName: "ibm_app_config_environment",
    expected: { guid },
    call: () =>
      executor.lookup(
        "ibm",
        "ibm:index/getAppConfigEnvironment:getAppConfigEnvironment",
        { guid, environmentId: id, id },
        { secretInputs: ["guid"] },
      ),
    echo: { guid },
  });
  const mapId = "ec-secret-map";
  const metadataKv = { [`${P[6]} (secret key)`]: `${P[0]} (secret value)`, [`${P[9]} (secret key)`]: `${P[2]} (secret value)` };
  addRecord("edgecenter", "edgecenter_image", { ...ecImageTemplate, name: mapId, metadata_kv: metadataKv });
  cases.push({
    name: "a secret map argument (TF_VAR_*, an HCL expression): keys and values",
    id: mapId,
    key: "name",
    typeName: "edgecenter_image",
    expected: { metadata_kv: metadataKv },
    call: () =>
      executor.lookup(
        "edgecenter",
        "edgecenter:index/getImage:getImage",
        { name: mapId, projectId: 101, regionId: 8, metadataKv },
        { secretInputs: ["metadataKv"] },
      ),
    echo: { metadataKv },
  });
}

// Sets, nested blocks (with a one-item block inside), maps inside them, and an `any` document (metanames).
{
  const id = "bag-nested";
  const document = { [P[6]]: P[0], list: [P[2], { nested: P[7] }], number: 1 };
  const rule = { pattern: P[0], values: [P[8], P[10]], options: { [P[2]]: P[11] }, match: { expression: P[6] } };
  cases.push({
    name: "metanames set elements, nested blocks at two depths, maps in them, an any-typed document",
    id,
    typeName: "metanames_bag",
    expected: {
      labels: [P[0], P[7], P[9]],
      tags: { [P[1]]: P[5] },
      rule: [{ pattern: rule.pattern, values: rule.values, options: rule.options, match: [{ expression: rule.match.expression }] }],
      document,
    },
    unordered: ["labels"],
    call: () =>
      sdkOfMetanames().getBag({ name: "empty-bag", id, labels: [P[0], P[7], P[9]], tags: { [P[1]]: P[5] }, rules: [rule], document }),
  });
}

/** Provider configuration: non-secret settings of both providers hold payloads (see the executor options). */
const PROVIDER_SETTINGS = {
  ibm: { region: P[0] },
  edgecenter: { apiEndpoint: P[2], userName: P[6] },
};
const PROVIDER_UPSTREAM: Record<string, Record<string, string>> = {
  ibm: { region: P[0] },
  edgecenter: { api_endpoint: P[2], user_name: P[6] },
};

function sdkOfMetanames(): { getBag(args: Record<string, unknown>): Promise<Record<string, unknown>> } {
  return require(join(metanames.providersDir, "metanames", "pulumi")) as never;
}

interface Recorded {
  call: string;
  typeName?: string;
  config: Record<string, unknown>;
}

function recorded(): Recorded[] {
  return readdirSync(recordDir).flatMap((f) =>
    readFileSync(join(recordDir, f), "utf8")
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Recorded),
  );
}

/** JSON with object keys sorted, so maps compare by content whatever order they travelled in. */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(",")}]`;
  if (v !== null && typeof v === "object") {
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
      .join(",")}}`;
  }
  return JSON.stringify(v);
}

/** The base64 text that would contain `s` wherever in a longer encoded string it sat. */
function base64Forms(s: string): string[] {
  return [0, 1, 2].map((pad) => {
    const b = Buffer.from("\0".repeat(pad) + s, "utf8").toString("base64");
    return b.slice(pad ? 4 : 0, b.length - 4);
  });
}

const FORBIDDEN = (): string[] => {
  const plain = [CANARY_TEXT, CANARY_ENV, CREDENTIALS.ibm, CREDENTIALS.edgecenter];
  return [...plain, ...plain.flatMap(base64Forms), "root:x:0:0", "[secret]"];
};

beforeAll(async () => {
  writeFileSync(CANARY_FILE, `${CANARY_TEXT}\n`);
  metanames = generateMetanamesProject("values-data-metanames");
  const metanamesCloud = join(metanames.root, "cloud.json");
  copyFileSync(join(METANAMES_DIR, "cloud.json"), metanamesCloud);
  h = await createHarness("values-data", { records, providers: [metanames.standin(metanamesCloud)] });
  recordDir = join(h.root, "records");
  mkdirSync(recordDir);
  executor = new Executor(
    h.options({
      providersDir: metanames.providersDir,
      env: { STANDIN_RECORD_DIR: recordDir, TFLOOKUP_CANARY: CANARY_ENV },
      // Kept, so that the scan below reads main.tf.json and everything Terraform printed (terraform-apply.log).
      keepWorkDir: true,
      log: (line) => logs.push(line),
      config: {
        ibm: { cloudApiKey: CREDENTIALS.ibm, ...PROVIDER_SETTINGS.ibm },
        edgecenter: { permanentApiToken: CREDENTIALS.edgecenter, ...PROVIDER_SETTINGS.edgecenter },
      },
    }),
  );
  setLocalExecutor(executor);
  const settled = await Promise.allSettled(cases.map((c) => c.call()));
  settled.forEach((s, i) => outcomes.set(cases[i].id, s));
});

afterAll(() => {
  setLocalExecutor(undefined);
  rmSync(CANARY_FILE, { force: true });
  removeDir(h?.root);
  removeDir(metanames?.root);
});

test("the table covers every position at least 20 times over, on both providers", () => {
  expect(cases.length).toBeGreaterThanOrEqual(20);
  expect(new Set(cases.map((c) => c.typeName.split("_")[0]))).toEqual(new Set(["ibm", "edgecenter", "metanames"]));
  // One Terraform run, plus one rerun: the bag has no fixture record, so its failure sends the others round again.
  expect(executor.stats().runs).toBeLessThanOrEqual(2);
});

test.each(cases.map((c) => [c.name, c] as const))("%s: the provider received exactly the characters given", (_name, c) => {
  const calls = recorded().filter((r) => r.call === "ReadDataSource" && r.typeName === c.typeName && r.config[c.key ?? "id"] === c.id);
  expect(calls.length).toBeGreaterThan(0);
  for (const call of calls) {
    for (const [attr, value] of Object.entries(c.expected)) {
      const got = call.config[attr];
      const sort = (v: unknown) => (c.unordered?.includes(attr) ? [...(v as string[])].sort() : v);
      expect({ attr, got: canonical(sort(got)) }).toEqual({ attr, got: canonical(sort(value)) });
    }
  }
  const outcome = outcomes.get(c.id)!;
  if (c.echo) {
    if (outcome.status === "rejected") throw outcome.reason;
    for (const [field, value] of Object.entries(c.echo))
      expect({ field, value: canonical(outcome.value[field]) }).toEqual({ field, value: canonical(value) });
  }
});

test("provider configuration values reach ConfigureProvider exactly as given", () => {
  const configures = recorded().filter((r) => r.call === "ConfigureProvider");
  for (const [pkg, expected] of Object.entries(PROVIDER_UPSTREAM)) {
    const mine = configures.filter((r) => Object.keys(expected).every((k) => k in r.config) && Object.keys(r.config).length > 0);
    const matching = mine.filter((r) => Object.entries(expected).every(([k, v]) => r.config[k] === v));
    expect({ pkg, matching: matching.length > 0 }).toEqual({ pkg, matching: true });
  }
});

/** Where a leak would show: answers and errors (with their diagnostics), log lines, recorded calls, every file written. */
function leaks(settled: Iterable<[string, PromiseSettledResult<Record<string, unknown>>]>): string[] {
  const texts: [string, string][] = [];
  for (const [id, o] of settled)
    texts.push([
      `outcome ${id}`,
      o.status === "fulfilled"
        ? JSON.stringify(o.value)
        : `${(o.reason as Error).message}\n${JSON.stringify((o.reason as { diagnostics?: unknown }).diagnostics ?? [])}`,
    ]);
  texts.push(["logs", logs.join("\n")]);
  for (const f of filesUnder(recordDir)) texts.push([f, readFileSync(f, "utf8")]);
  for (const f of [...filesUnder(h.tmpDir), ...filesUnder(h.cacheDir)]) texts.push([f, readFileSync(f).toString("latin1")]);
  const hits: string[] = [];
  for (const [where, text] of texts) for (const needle of FORBIDDEN()) if (text.includes(needle)) hits.push(`${where} contains ${needle}`);
  return hits;
}

test("nothing a payload would produce if evaluated appears in any answer, error, log line, recorded call or file", () => {
  expect(filesUnder(h.tmpDir).filter((f) => f.endsWith("terraform-apply.log")).length).toBeGreaterThan(0);
  expect(leaks(outcomes)).toEqual([]);
});

test("the exfiltration payloads of the issue, alone in their batch: nothing comes back, plain or base64", async () => {
  // On their own, so that no other block's failure could stop Terraform before it would evaluate them.
  const calls: [string, () => Promise<Record<string, unknown>>, string, string][] = [
    ["datacenter-secret", () => edgecenter.getCdnShieldingLocation({ datacenter: P[2] }) as never, "datacenter", P[2]],
    ["datacenter-environ", () => edgecenter.getCdnShieldingLocation({ datacenter: P[4] }) as never, "datacenter", P[4]],
    ["guid-file", () => ibm.getAppConfigEnvironment({ guid: P[0], environmentId: "ibm-top-0" }) as never, "guid", P[0]],
  ];
  const settled = await Promise.allSettled(calls.map(([, call]) => call()));
  expect(leaks(settled.map((o, i) => [calls[i][0], o]))).toEqual([]);
  // Each matched the fixture record holding the payload as written, and came back as written.
  settled.forEach((o, i) => {
    const [name, , field, value] = calls[i];
    expect({ name, echoed: o.status === "fulfilled" ? o.value[field] : (o.reason as Error).message }).toEqual({ name, echoed: value });
  });
});

test("an error quoting a long value carries only its start", async () => {
  const long = `\${file("${CANARY_FILE}")}${"y".repeat(100_000)}`;
  const err = (await ibm.getAppConfigEnvironment({ guid: long, environmentId: "no-such-environment" }).catch((e: unknown) => e)) as Error;
  expect(err.message).toContain("No ibm_app_config_environment found");
  expect(err.message).toMatch(/\.\.\.\(1000\d\d characters\)/);
  expect(err.message.length).toBeLessThan(1000);
  expect(err.message).not.toContain(CANARY_TEXT);
});
