import * as fs from "fs";
import * as path from "path";
import type { SchemasFile } from "../../src/tfgen/schema/types";

/**
 * An IBM-sized schema for benchmarks: the real data sources of the pinned snapshot, cloned and renamed
 * until there are `n` of them, so shapes, nesting and descriptions stay real. The originals keep their
 * names (the overrides file refers to some of them); clone k of `ibm_x` is `ibm_x_k<k>`.
 */
export function scaleSchema(base: SchemasFile, n: number): SchemasFile {
  const [key] = Object.keys(base.provider_schemas);
  const provider = base.provider_schemas[key];
  const originals = Object.keys(provider.data_source_schemas ?? {}).sort();
  if (originals.length === 0) throw new Error("scaleSchema: the base schema has no data sources to clone");
  const ds: NonNullable<typeof provider.data_source_schemas> = {};
  for (let i = 0; i < n; i++) {
    const src = originals[i % originals.length];
    const copy = Math.floor(i / originals.length);
    ds[copy === 0 ? src : `${src}_k${copy}`] = provider.data_source_schemas![src];
  }
  const sorted: typeof ds = {};
  for (const k of Object.keys(ds).sort()) sorted[k] = ds[k];
  return {
    format_version: base.format_version,
    provider_schemas: { [key]: { provider: provider.provider, resource_schemas: {}, data_source_schemas: sorted } },
  };
}

/** `npm run scale-fixture -- <n> <out.json>`: writes a scaled copy of the pinned ibm schema. */
function main(argv: string[]): number {
  const [nArg, out] = argv;
  const n = Number(nArg);
  if (!Number.isInteger(n) || n < 1 || !out) {
    process.stderr.write("scale-fixture: usage: scale-fixture <number of data sources> <out.json>\n");
    return 2;
  }
  const base = JSON.parse(fs.readFileSync(path.join(__dirname, "..", "..", "schemas", "ibm.json"), "utf8")) as SchemasFile;
  fs.writeFileSync(out, JSON.stringify(scaleSchema(base, n), null, 2) + "\n");
  process.stdout.write(`scale-fixture: ${n} data sources → ${out}\n`);
  return 0;
}

if (require.main === module) process.exitCode = main(process.argv.slice(2));
