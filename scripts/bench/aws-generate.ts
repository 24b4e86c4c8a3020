/**
 * A real provider at scale: the data sources of hashicorp/aws 6.47.0 (`../shared/schemas/aws-6.47.0.json.gz`,
 * beside the checkout), generated in a throwaway project, beside CDKTF's generator alone on the same schema.
 * Resources and ephemeral resources are left out on both sides: the packages hold data sources only.
 */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { gunzipSync } from "zlib";
import { sha256 } from "../../src/tfgen/schema/load";
import { linkNodeModules, otherSides, rawAndFull, sidesInTurn, withoutMs, type OtherSide } from "./generate-bench";
import type { WorkerMechanism } from "../../src/tfgen/pipeline/generation-worker";

const ROOT = path.resolve(__dirname, "..", "..");
export const AWS_SCHEMA = path.resolve(ROOT, "..", "shared", "schemas", "aws-6.47.0.json.gz");
const SOURCE = "hashicorp/aws";
const VERSION = "6.47.0";

export interface AwsFigures {
  dataSources: number;
  rawMs: number;
  rawRssMb: number;
  fullMs: number;
  fullRssMb: number;
  floorMs: number;
  oneThreadMs: number;
  /** The full generate with each of the worker's speed mechanisms left off, one at a time. */
  withoutMs: Record<WorkerMechanism, number>;
  otherSides: OtherSide[];
}

/** The AWS schema with its data sources only, as `terraform providers schema -json` prints it. */
export function awsDataSourceSchema(): { text: string; dataSources: number } {
  const full = JSON.parse(gunzipSync(fs.readFileSync(AWS_SCHEMA)).toString("utf8")) as {
    provider_schemas: Record<string, Record<string, unknown>>;
  };
  for (const entry of Object.values(full.provider_schemas)) {
    delete entry.resource_schemas;
    delete entry.ephemeral_resource_schemas;
    delete entry.functions;
    delete entry.list_resource_schemas;
    delete entry.action_schemas;
  }
  const entry = Object.values(full.provider_schemas)[0] as { data_source_schemas: Record<string, unknown> };
  return { text: JSON.stringify(full, null, 2) + "\n", dataSources: Object.keys(entry.data_source_schemas).length };
}

export function makeAwsProject(schemaText: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tflookup-bench-aws-"));
  const cdktf = JSON.parse(fs.readFileSync(path.join(ROOT, "cdktf.json"), "utf8"));
  cdktf.terraformProviders = [`${SOURCE}@${VERSION}`];
  cdktf.coreLibrary = (process.env.BENCH_CORE_LIBRARY ?? "cdktf").split(",");
  fs.writeFileSync(path.join(dir, "cdktf.json"), JSON.stringify(cdktf, null, 2));
  fs.mkdirSync(path.join(dir, "schemas"));
  fs.writeFileSync(path.join(dir, "schemas", "aws.json"), schemaText);
  const entry = { source: SOURCE, version: VERSION, schemaFile: "aws.json", sha256: sha256(schemaText), origin: "snapshot" };
  fs.writeFileSync(
    path.join(dir, "schemas", "schemas.lock.json"),
    JSON.stringify({ lockVersion: 1, providers: { [SOURCE]: { ...entry, terraformVersion: null, note: "bench" } } }, null, 2),
  );
  fs.mkdirSync(path.join(dir, "overrides"));
  // No overrides beyond the package's name: a provider added with nothing but its schema.
  fs.writeFileSync(
    path.join(dir, "overrides", "aws.json"),
    JSON.stringify({ provider: SOURCE, package: "aws", displayName: "AWS" }, null, 2) + "\n",
  );
  fs.copyFileSync(path.join(ROOT, "package.json"), path.join(dir, "package.json"));
  linkNodeModules(dir);
  fs.symlinkSync(path.join(ROOT, "src"), path.join(dir, "src"));
  fs.writeFileSync(path.join(dir, "tsconfig.json"), fs.readFileSync(path.join(ROOT, "tsconfig.json")));
  return dir;
}

/** Undefined (with the reason logged) when the schema is not beside the checkout. */
export function benchAwsGenerate(runs: number, log: (s: string) => void): AwsFigures | undefined {
  if (!fs.existsSync(AWS_SCHEMA)) {
    log(`  aws: ${AWS_SCHEMA} is missing (it is kept beside the checkout, in ../shared); the AWS row is left out`);
    return undefined;
  }
  const schema = awsDataSourceSchema();
  const project = makeAwsProject(schema.text);
  try {
    log(`  aws (${schema.dataSources} data sources): ${sidesInTurn()}, taking turns ×${runs}`);
    const { raw, full, floor, oneThread, without, others } = rawAndFull(project, runs);
    return {
      dataSources: schema.dataSources,
      rawMs: raw.ms,
      rawRssMb: (raw.maxRssKb ?? 0) / 1024,
      fullMs: full.ms,
      fullRssMb: (full.maxRssKb ?? 0) / 1024,
      floorMs: floor.ms,
      oneThreadMs: oneThread.ms,
      withoutMs: withoutMs(without),
      otherSides: otherSides(others),
    };
  } finally {
    fs.rmSync(project, { recursive: true, force: true });
  }
}
