import { buildPackageModel } from "../model/build";
import { selectDataSources } from "../model/select";
import { countsOf } from "../model/counts";
import type { PackageModel } from "../model/types";
import type { ProviderOverrides } from "../overrides/types";
import type { ProviderTarget } from "../project/cdktf-config";
import type { ProviderSchemaJson } from "../schema/types";
import { compareCodeUnits } from "../naming/table";
import { compareModels, type ModelSide } from "./compare";
import { reconcileOverrides } from "./reconcile";
import { buildReport } from "./report";
import type { DiffReport, KeptName, PrunedOverride } from "./types";

export interface SchemaVersion {
  version: string;
  sha256: string;
  schema: ProviderSchemaJson;
}

export interface DiffInput {
  /** The provider as cdktf.json names it; its version is ignored in favour of `from`/`to`. */
  target: ProviderTarget;
  from: SchemaVersion;
  to: SchemaVersion;
  overrides: ProviderOverrides;
  overridesFile: string;
  /**
   * Keep documented names that the new schema would change by adding `aliases` (what `upgrade` records).
   * Off, renames are reported as they fall, which is what a regeneration without upgrade would ship.
   */
  keepNames?: boolean;
}

export interface DiffResult {
  report: DiffReport;
  /** The overrides the new schema needs: stale entries pruned, kept names added to `aliases`. */
  overrides: ProviderOverrides;
  oldModel: PackageModel;
  newModel: PackageModel;
}

// Each alias can only move a collision elsewhere (a new sibling takes the suffixed name), so a handful of
// rounds settles any real schema; more would mean the aliases fight each other, and then renames are reported.
const MAX_ALIAS_ROUNDS = 5;

export function modelFor(target: ProviderTarget, side: SchemaVersion, overrides: ProviderOverrides, overridesFile: string): PackageModel {
  const t: ProviderTarget = { ...target, version: side.version };
  return buildPackageModel({
    target: t,
    pinned: {
      target: t,
      file: "",
      sha256: side.sha256,
      schema: side.schema,
      lock: { source: t.source, version: side.version, schemaFile: "", sha256: side.sha256, origin: "pulled", terraformVersion: null },
    },
    overrides,
    overridesFile,
    overridesText: "",
  });
}

/** Compares two schemas of one provider as the generated APIs see them, in documented names. */
export function diffSchemas(input: DiffInput): DiffResult {
  const { target, from, to, overridesFile } = input;
  // The overrides were written for the pinned schema; pruning them for `from` too lets any older file be diffed.
  const oldOverrides = reconcileOverrides(input.overrides, from.schema).overrides;
  const oldModel = modelFor(target, from, oldOverrides, overridesFile);
  const oldSide: ModelSide = { model: oldModel, schema: from.schema };

  const { overrides: pruned, pruned: overridesPruned } = reconcileOverrides(input.overrides, to.schema);
  let overrides = pruned;
  let newModel = modelFor(target, to, overrides, overridesFile);
  const kept = new Map<string, KeptName>();
  for (let round = 0; input.keepNames !== false && round < MAX_ALIAS_ROUNDS; round++) {
    const renames = compareModels(oldSide, { model: newModel, schema: to.schema }).filter((c) => c.kind.endsWith("-renamed"));
    const add: Record<string, string> = {};
    for (const r of renames) {
      if (!r.tfPath || add[r.tfPath] || kept.has(r.tfPath)) continue;
      add[r.tfPath] = r.before as string;
      kept.set(r.tfPath, { tfPath: r.tfPath, name: r.before as string, wouldBe: r.after as string });
    }
    if (Object.keys(add).length === 0) break;
    overrides = { ...overrides, aliases: sortedRecord({ ...(overrides.aliases ?? {}), ...add }) };
    newModel = modelFor(target, to, overrides, overridesFile);
  }
  const raw = compareModels(
    oldSide,
    { model: newModel, schema: to.schema },
    new Map([...kept].map(([p, k]) => [p, { wouldBe: k.wouldBe }])),
  );

  const oldAll = Object.keys(from.schema.data_source_schemas ?? {});
  const newAll = Object.keys(to.schema.data_source_schemas ?? {});
  const oldSelected = new Set(selectDataSources(from.schema, oldOverrides));
  const newSelected = new Set(selectDataSources(to.schema, overrides));
  const report = buildReport({
    provider: { source: target.source, type: target.type, package: overrides.package },
    from: { version: from.version, sha256: from.sha256 },
    to: { version: to.version, sha256: to.sha256 },
    raw,
    aliases: [...kept.values()],
    overridesPruned,
    notSelected: {
      added: newAll.filter((n) => !oldAll.includes(n) && !newSelected.has(n)),
      removed: oldAll.filter((n) => !newAll.includes(n) && !oldSelected.has(n)),
    },
    counts: { before: countsOf(oldModel), after: countsOf(newModel) },
  });
  return { report, overrides, oldModel, newModel };
}

function sortedRecord(r: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(r).sort(([a], [b]) => compareCodeUnits(a, b)));
}

export type { PrunedOverride };
