/**
 * Adding a provider in one step: pull its schema (without Terraform unless one is named), then write its
 * cdktf.json entry, the snapshot and its lock entry, a drafted overrides file, the regenerated providers/ and the
 * README's providers table, together, as upgrade commits: until the commit nothing in the project changes, and
 * a failure during it puts everything back.
 */
import * as fs from "fs";
import * as path from "path";
import { buildPackageModel } from "../model/build";
import type { KindCounts } from "../model/counts";
import { OVERRIDES_DIR, overridesPath, validateOverrides } from "../overrides/load";
import { loadProviderInputs } from "../schema/provider-inputs";
import { readProjectConfig, type ProviderTarget } from "../project/cdktf-config";
import type { CliConfigChoice } from "../pull/cli-config";
import { planPin } from "../pull/pin";
import { silentProgress, type Progress } from "../pull/progress";
import { pullSchema } from "../pull/pull";
import { readLock, SCHEMAS_DIR } from "../schema/lock";
import { compileStaged, generateStaged, removeCompileDebris } from "../upgrade/upgrade";
import { commitFiles, recoverInterruptedCommit, type CommitHooks, type FileWrite } from "../write/commit-files";
import { planReadmeTable } from "../write/readme-table";
import { recoverInterruptedSwap, writeTreeAtomic } from "../write/tree";
import { addProviderEntry, defaultPackageName, draftOverrides } from "./draft";

export interface AddProviderOptions {
  root: string;
  /** `hashicorp/tls` (or with a registry host in front). */
  source: string;
  /** An exact version. */
  version: string;
  /** The package name (overrides' `package`); the type, lower-cased letters and digits, when absent. */
  packageName?: string;
  terraform?: string;
  cliConfig: CliConfigChoice;
  compile?: boolean;
  progress?: Progress;
  commitHooks?: Pick<CommitHooks, "afterWrite">;
}

export interface AddedProvider {
  target: ProviderTarget;
  packageName: string;
  /** The overrides file was drafted here (false: one the maintainer wrote beforehand was kept). */
  overridesDrafted: boolean;
  /** The generated SDK's functions by kind, each as its documented name and its upstream name. */
  wrapped: Record<keyof KindCounts, { name: string; tfName: string }[]>;
  /** Configuration variables: documented name, Terraform attribute, whether secret, environment variables. */
  config: { name: string; tfName: string; secret: boolean; env: string[] }[];
  /** Names the generator decided for itself (escapes, collisions, loose types), one line each. */
  notes: string[];
  /** Project files written (relative), generated files excluded. */
  written: string[];
  generated: { changed: number; added: number; removed: number; total: number };
  printedBy: string;
}

const VERSION = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;
const SOURCE = /^(?:[^/\s]+\/)?([A-Za-z0-9][A-Za-z0-9-]*)\/([a-z0-9][a-z0-9-]*)$/i;

/**
 * What is wrong with a provider address and version as add-provider takes them (`hashicorp/tls`, `4.1.0`), or
 * undefined: the command line checks it before anything runs, and `targetFor` refuses the same.
 */
export function addressProblem(source: string, version: string): string | undefined {
  if (!SOURCE.test(source))
    return `expected a provider address <namespace>/<type> (e.g. hashicorp/tls@4.1.0), got ${JSON.stringify(source)}`;
  if (!VERSION.test(version)) return `expected an exact version such as 4.1.0 after the @, got ${JSON.stringify(version)}`;
  return undefined;
}

/** `hashicorp/tls` → a target; rejects what cannot be a provider address before anything runs. */
export function targetFor(source: string, version: string): ProviderTarget {
  const problem = addressProblem(source, version);
  if (problem !== undefined) throw new Error(problem);
  const [, namespace, type] = SOURCE.exec(source)!;
  const host = source.split("/").length === 3 ? source.split("/")[0].toLowerCase() : "registry.terraform.io";
  return { source: `${namespace}/${type}`, namespace, type, version, registryKey: `${host}/${namespace}/${type}`.toLowerCase() };
}

export async function addProvider(opts: AddProviderOptions): Promise<AddedProvider> {
  const { root } = opts;
  const progress = opts.progress ?? silentProgress;
  const target = targetFor(opts.source, opts.version);
  const packageName = opts.packageName ?? defaultPackageName(target.type);
  if (recoverInterruptedCommit(root)) progress.line("add-provider: restored the files of an interrupted earlier run");
  const config = readProjectConfig(root);
  const outDir = path.join(root, config.codeMakerOutput);
  recoverInterruptedSwap(outDir);
  removeCompileDebris(outDir);
  const same = config.providers.find((p) => p.type === target.type || p.source.toLowerCase() === target.source.toLowerCase());
  if (same) {
    throw new Error(
      `${same.source}@${same.version} is already in cdktf.json` +
        (same.source.toLowerCase() === target.source.toLowerCase()
          ? `; move it to another version with \`npm run upgrade -- ${same.type}@${target.version}\``
          : ` under the type ${same.type}, which would share the folder providers/${same.type}`),
    );
  }
  const lock = readLock(root);
  if (lock.providers[target.source]) throw new Error(`${target.source}: the schema lock already has an entry; remove it or run upgrade`);
  const snapshotFile = path.join(root, SCHEMAS_DIR, `${target.type}.json`);
  if (fs.existsSync(snapshotFile)) throw new Error(`${path.relative(root, snapshotFile)} already exists and no cdktf.json entry pins it`);
  const overridesFile = overridesPath(root, target.type);
  const keptOverrides = fs.existsSync(overridesFile);
  // The package name is checked before anything is installed or started.
  validateOverrides(`--package`, { provider: target.source, package: packageName }, target.source);

  const pulled = await pullSchema(target, { binary: opts.terraform, cliConfig: opts.cliConfig, progress, givenIn: "on the command line" });
  const pin = planPin(root, [pulled], { recordProvenance: true });
  const cdktfFile = path.join(root, "cdktf.json");
  const writes: FileWrite[] = [
    { file: cdktfFile, content: addProviderEntry(fs.readFileSync(cdktfFile, "utf8"), `${target.source}@${target.version}`) },
    ...pin.writes,
  ];
  if (!keptOverrides) {
    const drafted = draftOverrides(target.source, packageName, pulled.schema);
    writes.push({ file: path.join(root, OVERRIDES_DIR, `${target.type}.json`), content: JSON.stringify(drafted, null, 2) + "\n" });
  }

  let wrapped: AddedProvider["wrapped"] = { dataSources: [], ephemeralResources: [], providerFunctions: [] };
  let configVars: AddedProvider["config"] = [];
  let pkg = packageName;
  const { tree, readmeRows, providers } = await generateStaged(
    root,
    writes,
    progress,
    (stage) => {
      const model = buildPackageModel(loadProviderInputs(stage, target));
      pkg = model.pkg;
      wrapped = {
        dataSources: model.functions.map((f) => ({ name: f.name, tfName: f.tfType })),
        ephemeralResources: (model.ephemeralResources ?? []).map((f) => ({ name: f.name, tfName: f.tfType })),
        providerFunctions: (model.providerFunctions ?? []).map((f) => ({ name: f.name, tfName: f.tfName })),
      };
      configVars = model.config.map((c) => ({ name: c.name, tfName: c.tfName, secret: c.secret === true, env: c.env }));
    },
    "add-provider",
  );
  if (opts.compile !== false) await compileStaged(root, outDir, tree, [target.type], progress);
  const readme = planReadmeTable(root, readmeRows);
  const all = [...writes];
  if (readme && readme.next !== readme.current) all.push({ file: readme.file, content: readme.next });
  let generated = { changed: 0, added: 0, removed: 0, total: tree.size };
  await progress.step("add-provider", `commit ${all.length} files and ${path.relative(root, outDir)}/`, () =>
    commitFiles(root, all, {
      ...opts.commitHooks,
      last: () => {
        const d = writeTreeAtomic(outDir, tree);
        generated = { changed: d.changed.length, added: d.added.length, removed: d.removed.length, total: tree.size };
      },
    }),
  );
  return {
    target,
    packageName: pkg,
    overridesDrafted: !keptOverrides,
    wrapped,
    config: configVars,
    notes: providers.find((p) => p.type === target.type)?.notes ?? [],
    written: all.map((w) => path.relative(root, w.file)),
    generated,
    printedBy: pulled.terraformVersion,
  };
}
