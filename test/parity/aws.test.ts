import * as fs from "fs";
import * as path from "path";
import { modelFor } from "../../src/tfgen/diff/diff-schemas";
import type { PackageModel } from "../../src/tfgen/model/types";
import { parseProviderSpec } from "../../src/tfgen/project/cdktf-config";
import type { ProviderSchemaJson } from "../../src/tfgen/schema/types";
import type { ProviderOverrides } from "../../src/tfgen/overrides/types";
import { compilerOptions } from "../conformance/typescript";
import { makeTempDir, removeDir, REPO_ROOT } from "../support/project";
import { keyPaths, renderParity, runParity, writeSdkModules, type Aspect, type Direction, type Finding, type Pair } from "./type-parity";

/*
 * The real AWS provider against `@pulumi/aws`, the package pulumi-terraform-bridge builds from the same
 * upstream version (test/fixtures/real/aws-6.47.0/NOTES.md says where both come from and why they match):
 * code written against one compiles against the other after changing only the import, in both directions,
 * for the Promise and the Output forms, except where listed below with the reason.
 */

const FIXTURE = path.join(REPO_ROOT, "test", "fixtures", "real", "aws-6.47.0");
const TARGET = parseProviderSpec("hashicorp/aws@6.47.0");
const PUBLISHED = "@pulumi/aws";

/** Each fixture data source and its function in `@pulumi/aws` (the bridge's modules, set by hand in pulumi-aws). */
const PAIRS: Pair[] = [
  { tfType: "aws_account_primary_contact", published: "account/getPrimaryContact" },
  { tfType: "aws_ami", published: "ec2/getAmi" },
  { tfType: "aws_availability_zones", published: "getAvailabilityZones" },
  { tfType: "aws_caller_identity", published: "getCallerIdentity" },
  { tfType: "aws_dynamodb_table", published: "dynamodb/getTable" },
  { tfType: "aws_ec2_network_insights_analysis", published: "ec2/getNetworkInsightsAnalysis" },
  { tfType: "aws_iam_account_alias", published: "iam/getAccountAlias" },
  { tfType: "aws_iam_policy_document", published: "iam/getPolicyDocument" },
  { tfType: "aws_kms_key", published: "kms/getKey" },
  { tfType: "aws_lakeformation_permissions", published: "lakeformation/getPermissions" },
  { tfType: "aws_lb_listener_rule", published: "lb/getListenerRule" },
  { tfType: "aws_lb_target_group", published: "lb/getTargetGroup" },
  { tfType: "aws_polly_voices", published: "polly/getVoices" },
  { tfType: "aws_region", published: "getRegion" },
  { tfType: "aws_route53_zones", published: "route53/getZones" },
  { tfType: "aws_s3_bucket", published: "s3/getBucket" },
  { tfType: "aws_ssm_parameter", published: "ssm/getParameter" },
  { tfType: "aws_ssmincidents_replication_set", published: "ssmincidents/getReplicationSet" },
  { tfType: "aws_subnet", published: "ec2/getSubnet" },
  { tfType: "aws_vpc", published: "ec2/getVpc" },
];

/**
 * What `@pulumi/aws` sets by hand in its provider configuration, or reads from the provider's Go schema where the
 * schema JSON is silent, expressed in this project's overrides file format; each entry with its reason.
 */
const OVERRIDES: { entry: Partial<ProviderOverrides>; reason: string }[] = [
  {
    entry: {
      names: {
        "aws_dynamodb_table.global_secondary_index": "globalSecondaryIndexes",
        "aws_dynamodb_table.local_secondary_index": "localSecondaryIndexes",
      },
    },
    reason: "renamed by hand in @pulumi/aws (the inflector's plural of `index` is `indices`)",
  },
  {
    entry: {
      dataSources: {
        aws_dynamodb_table: { maxItemsOne: ["point_in_time_recovery", "ttl"] },
        aws_lb_target_group: { maxItemsOne: ["health_check", "stickiness"] },
      },
    },
    reason: "one object in @pulumi/aws (its MaxItemsOne); upstream these are computed lists, list(object) in the schema JSON",
  },
  {
    entry: {
      dataSources: {
        aws_dynamodb_table: { alwaysPresentOutputs: ["server_side_encryption"] },
        aws_lakeformation_permissions: {
          alwaysPresentOutputs: ["data_cells_filter", "data_location", "database", "lf_tag", "lf_tag_policy", "table"].concat([
            "table_with_columns",
          ]),
        },
      },
    },
    reason:
      "Optional and Computed blocks in the provider's Go schema, which the bridge reads as always set; the schema JSON " +
      "carries no Computed for a block",
  },
];

function overrides(): ProviderOverrides {
  const o: ProviderOverrides = { provider: TARGET.source, package: "aws", names: {}, dataSources: {} };
  for (const { entry } of OVERRIDES) {
    Object.assign(o.names!, entry.names);
    for (const [k, v] of Object.entries(entry.dataSources ?? {})) o.dataSources![k] = { ...o.dataSources![k], ...v };
  }
  return o;
}

interface Expected {
  tfType: string;
  direction: Direction | "both";
  aspect: Aspect;
  /** For key and field aspects: exactly these paths. */
  keys?: string[];
  reason: string;
}

const ID_INPUT =
  "the `id` argument this SDK keeps where the provider's schema declares one (every SDKv2 data source; the documented " +
  "API of the pinned providers has it on every function): the bridge leaves it out";

/**
 * Data sources whose optional `id` the Terraform plugin SDK adds (the schema JSON cannot tell it from one the
 * provider declares, as aws_vpc, aws_subnet, aws_region and aws_caller_identity do, which the bridge keeps).
 */
const SDK_ADDED_ID = [
  "aws_ami",
  "aws_availability_zones",
  "aws_dynamodb_table",
  "aws_ec2_network_insights_analysis",
  "aws_iam_account_alias",
  "aws_iam_policy_document",
  "aws_kms_key",
  "aws_lakeformation_permissions",
  "aws_lb_target_group",
  "aws_s3_bucket",
  "aws_ssm_parameter",
  "aws_ssmincidents_replication_set",
];

/**
 * What still separates the two, each with its reason: the documented `id` input, nothing else. Anything not
 * listed is a failure, and so is an entry no longer found (the list is asserted exactly).
 */
function expected(functions: PackageModel["functions"]): Expected[] {
  return SDK_ADDED_ID.flatMap((tfType): Expected[] => {
    const keys: Expected = { tfType, direction: "sdk→published", aspect: "argument keys", keys: ["id"], reason: ID_INPUT };
    // With `id` its only argument, the bridge's function takes only the options: calls do not carry over either way.
    const onlyId = functions.find((f) => f.tfType === tfType)!.inputs.length === 1;
    if (!onlyId) return [keys];
    return [
      keys,
      ...(["promise call", "output call"] as const).map((aspect): Expected => ({ tfType, direction: "both", aspect, reason: ID_INPUT })),
    ];
  });
}

function matches(f: Finding, e: Expected): boolean {
  if (f.tfType !== e.tfType || f.aspect !== e.aspect) return false;
  if (e.direction !== "both" && f.direction !== e.direction) return false;
  return !e.keys || JSON.stringify(keyPaths(f.detail)) === JSON.stringify([...e.keys].sort());
}

let work: string;
let model: PackageModel;
let findings: Finding[];
let other: string[];

beforeAll(() => {
  work = makeTempDir("parity-aws");
  const doc = JSON.parse(fs.readFileSync(path.join(FIXTURE, "schema.json"), "utf8"));
  const schema = doc.provider_schemas[TARGET.registryKey] as ProviderSchemaJson;
  model = modelFor(TARGET, { version: TARGET.version, sha256: "fixture", schema }, overrides(), "(parity overrides)");
  const sdkDir = path.join(work, "sdk");
  writeSdkModules(model, sdkDir);
  const publishedRoot = path.join(REPO_ROOT, "node_modules", "@pulumi", "aws");
  const program = renderParity(model, PUBLISHED, PAIRS, sdkDir, (m) => path.join(publishedRoot, `${m}.d.ts`));
  const file = path.join(work, "parity.ts");
  fs.writeFileSync(file, program.text);
  const base = compilerOptions(REPO_ROOT);
  const modules = path.join(REPO_ROOT, "node_modules");
  const options = {
    ...base,
    paths: { ...base.paths, "@pulumi/*": [path.join(modules, "@pulumi", "*")] },
  };
  ({ findings, other } = runParity(file, program, options));
}, 120_000);

afterAll(() => removeDir(work));

test("every fixture data source is paired, and the published package is the one the notes name", () => {
  expect(PAIRS.map((p) => p.tfType).sort()).toEqual(model.functions.map((f) => f.tfType).sort());
  const pkg = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, "node_modules", "@pulumi", "aws", "package.json"), "utf8"));
  expect(pkg.version).toBe("7.32.0");
  expect(fs.readFileSync(path.join(FIXTURE, "NOTES.md"), "utf8")).toContain("@pulumi/aws` 7.32.0");
});

test("the parity program compiles apart from its assertions", () => {
  expect(other).toEqual([]);
});

test("code written against @pulumi/aws compiles against this SDK and back, but for the listed differences", () => {
  const list = expected(model.functions);
  const unexpected = findings.filter((f) => !list.some((e) => matches(f, e)));
  const lost = list.filter((e) => !findings.some((f) => matches(f, e)));
  const show = (f: Finding) => `${f.tfType} [${f.direction}] ${f.aspect}: ${f.detail.split("\n").slice(0, 4).join(" / ")}`;
  if (process.env.PARITY_SHOW) console.log(findings.map(show).join("\n"));
  expect({ unexpected: unexpected.map(show), lost: lost.map((e) => `${e.tfType} [${e.direction}] ${e.aspect}: ${e.reason}`) }).toEqual({
    unexpected: [],
    lost: [],
  });
});
