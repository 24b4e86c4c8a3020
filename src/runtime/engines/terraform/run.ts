/**
 * One Terraform run for a batch of lookups: write the configuration into a private directory, apply it
 * against the in-memory backend, and hand each lookup its value or its own error.
 */
import { rmSync } from "node:fs";
import { join } from "node:path";
import { diagnosticsOf, runTerraform, type TerraformDiagnostic, type TerraformRunResult } from "../../terraform-cli";
import type { ResolvedConfig } from "../../shared/config";
import { keptDiagnostic, keptText, warningLine } from "../../shared/diagnostics";
import { LookupError } from "../../shared/errors";
import { mapFields } from "../../shared/map-result";
import type { PackageMeta } from "../../shared/metadata";
import type { Redactor } from "../../shared/redact";
import { writeConfigText, type ConfigText } from "./config-text";
import { CONFIG_FILE, placeOf, upstreamPath } from "./diagnostic-place";
import { buildStack, type StackLookup } from "./stack";
import { sharedStateServer } from "./state-server";
import { initializedSet, runDirectory, writeRunFile, type InitializedSet, type WorkspaceOptions } from "./workspace";

/** A lookup's value or its own error, and the warnings its run had for it (redacted lines, each once). */
export type Outcome = ({ ok: true; value: Record<string, unknown> } | { ok: false; error: Error }) & { warnings: string[] };

export interface RunOptions extends WorkspaceOptions {
  keepWorkDir: boolean;
  parallelism?: number;
  log?: (line: string) => void;
  /** Where the warnings of a lookup that got its outcome go, once each. */
  warn?: (line: string) => void;
  onRun?: (info: { lookups: number; dir: string; result: TerraformRunResult }) => void;
}

export interface RunInput {
  lookups: StackLookup[];
  configs: Map<string, ResolvedConfig>;
  redactor: Redactor;
}

/** What Terraform says when the shared installation no longer matches; one fresh init fixes it. */
const STALE_INIT = new RegExp(
  [
    "required plugins are not installed",
    "Inconsistent dependency lock file",
    "Backend initialization required",
    "Module not installed",
    String.raw`provider registry\.terraform\.io/[^ ]+ not installed`,
    "could not load plugin",
  ].join("|"),
  "i",
);

export async function runLookups(input: RunInput, opts: RunOptions): Promise<Map<string, Outcome>> {
  const packages = uniquePackages(input.lookups);
  let set = await initializedSet(packages, opts);
  let attempt = await applyOnce(input, set, opts);
  if (!attempt.ok && attempt.diagnostics.some((d) => STALE_INIT.test(`${d.summary} ${d.detail}`))) {
    set.invalidate();
    set = await initializedSet(packages, opts);
    attempt = await applyOnce(input, set, opts);
  }
  // Only now: a lookup run again (after a stale installation, or by the batch layer) reports its warnings once.
  for (const o of attempt.outcomes.values()) for (const w of o.warnings) opts.warn?.(w);
  return attempt.outcomes;
}

function uniquePackages(lookups: StackLookup[]): PackageMeta[] {
  return [...new Map(lookups.map((l) => [l.meta.pkg, l.meta])).values()];
}

interface Attempt {
  ok: boolean;
  diagnostics: TerraformDiagnostic[];
  outcomes: Map<string, Outcome>;
}

async function applyOnce(input: RunInput, set: InitializedSet, opts: RunOptions): Promise<Attempt> {
  const dir = runDirectory(set, opts);
  const slot = await sharedStateServer.open();
  const keep = opts.keepWorkDir;
  try {
    const packages = uniquePackages(input.lookups);
    const stack = buildStack(
      input.lookups,
      packages.map((meta) => ({ meta, config: input.configs.get(meta.pkg)! })),
    );
    const config = writeConfigText(stack.json);
    writeRunFile(opts, join(dir, CONFIG_FILE), config.text);
    const n = input.lookups.length;
    const result = await runTerraform({
      args: [
        "apply",
        "-auto-approve",
        "-input=false",
        "-json",
        "-no-color",
        `-parallelism=${opts.parallelism ?? Math.min(Math.max(10, n), 64)}`,
      ],
      cwd: dir,
      binary: set.binary,
      cliConfigFile: set.cliConfigFile,
      timeoutMs: opts.timeoutMs,
      env: { ...opts.env, ...stack.env, TF_DATA_DIR: set.dataDir, TF_HTTP_ADDRESS: slot.address },
    });
    opts.onRun?.({ lookups: n, dir, result });
    opts.log?.(`tflookup: terraform apply of ${n} lookup(s) in ${dir}: exit ${result.exitCode ?? result.signal}, ${result.durationMs} ms`);
    if (opts.keepWorkDir) {
      // Kept for debugging: Terraform's own output, redacted; the state stays in memory as always.
      writeRunFile(opts, join(dir, "terraform-apply.log"), input.redactor.redact(`${result.stdout}\n--- stderr ---\n${result.stderr}`));
      opts.log?.(`tflookup: kept the run directory ${dir}`);
    }
    const outcomes = new Map<string, Outcome>();
    const diagnostics = diagnosticsOf(result.messages).map((d) => pointed(input, config, d));
    if (result.exitCode === 0 && !result.timedOut) {
      const state = slot.state();
      for (const l of input.lookups) {
        const out = state?.outputs?.[stack.outputs.get(l.key)!];
        if (!out || out.value === null || typeof out.value !== "object") {
          const error = new LookupError(l.fn, "Terraform returned no value for this lookup", input.redactor);
          outcomes.set(l.key, { ok: false, error, warnings: [] });
        } else {
          outcomes.set(l.key, { ok: true, value: mapFields(l.meta, l.fn.outputs, out.value as Record<string, unknown>), warnings: [] });
        }
      }
      addWarnings(input, diagnostics, outcomes);
      return { ok: true, diagnostics: [], outcomes };
    }
    const errors = diagnostics.filter((p) => p.d.severity === "error");
    attribute(input, errors, result, outcomes);
    addWarnings(input, diagnostics, outcomes);
    return { ok: false, diagnostics: errors.map((p) => p.d), outcomes };
  } finally {
    slot.release();
    if (!keep) rmSync(dir, { recursive: true, force: true });
  }
}

/** A diagnostic in the form a LookupError keeps, and the block it points into. */
interface Pointed {
  d: TerraformDiagnostic;
  place?: { kind: "data"; key: string } | { kind: "provider"; type: string };
}

/**
 * Reads where a diagnostic points: the lookup (or provider) whose block holds its range, and the attribute path
 * there as the plugin engine would have it from the provider, named by the same rules (lookup/diagnostics.ts).
 * Terraform's snippet (a quote of the file) is not kept; its range and address are.
 */
function pointed(input: RunInput, config: ConfigText, raw: TerraformDiagnostic): Pointed {
  const base: TerraformDiagnostic = {
    severity: raw.severity,
    summary: raw.summary,
    detail: raw.detail ?? "",
    ...(raw.address ? { address: raw.address } : {}),
    ...(raw.range ? { range: raw.range } : {}),
  };
  const place = placeOf(raw, config);
  if (place?.kind === "data") {
    const l = input.lookups.find((x) => x.key === place.key);
    if (!l) return { d: base };
    const path = upstreamPath(l.meta, l.fn.inputs, place.rest);
    return { d: { ...base, ...keptDiagnostic(l.meta, l.fn.inputs, { ...base, path }) }, place: { kind: "data", key: place.key } };
  }
  if (place?.kind === "provider") {
    const meta = input.lookups.find((x) => x.meta.provider.type === place.type)?.meta;
    if (!meta) return { d: base };
    const path = upstreamPath(meta, meta.config, place.rest);
    return { d: { ...base, ...keptDiagnostic(meta, meta.config, { ...base, path }) }, place: { kind: "provider", type: place.type } };
  }
  return { d: base };
}

const textOf = (p: Pointed) => keptText(p.d, p.place?.kind === "provider" ? "setting" : "argument");

/**
 * Gives each lookup that got an outcome the warnings of its run: those pointing into its data block, and once per
 * run (as a provider process's configuration warnings are under the plugin engine) those of its provider's block
 * and those pointing nowhere, with the first such lookup.
 */
function addWarnings(input: RunInput, diagnostics: Pointed[], outcomes: Map<string, Outcome>): void {
  const reported = input.lookups.filter((l) => outcomes.has(l.key));
  for (const w of diagnostics) {
    if (w.d.severity !== "warning") continue;
    const place = w.place;
    const l =
      place?.kind === "data"
        ? reported.find((x) => x.key === place.key)
        : reported.find((x) => place === undefined || x.meta.provider.type === place.type);
    if (!l) continue;
    const line = warningLine(l.fn, textOf(w), input.redactor);
    const warnings = outcomes.get(l.key)!.warnings;
    if (!warnings.includes(line)) warnings.push(line);
  }
}

/**
 * Gives each failed lookup the errors that point into its own data block (by address, or by the range of the
 * block in main.tf.json); a provider block's errors go to every lookup of that package; errors that point
 * nowhere go to every lookup. Lookups left without an error get no outcome: the batch layer runs them again
 * without the failed ones.
 */
function attribute(input: RunInput, diagnostics: Pointed[], result: TerraformRunResult, outcomes: Map<string, Outcome>): void {
  const byKey = new Map(input.lookups.map((l) => [l.key, l]));
  const errors = new Map<string, Pointed[]>();
  const blame = (key: string, d: Pointed) => errors.set(key, [...(errors.get(key) ?? []), d]);
  const everyone: Pointed[] = [];
  for (const d of diagnostics) {
    const place = d.place;
    if (place?.kind === "data" && byKey.has(place.key)) blame(place.key, d);
    else if (place?.kind === "provider")
      for (const l of input.lookups) {
        if (l.meta.provider.type === place.type) blame(l.key, d);
      }
    else everyone.push(d);
  }
  // A provider that crashed takes down only its own calls: its unattributed errors ("Plugin did not respond")
  // go to its lookups that were still being read, and every other lookup is run again.
  // Without Terraform naming the plugin, "did not respond" still belongs to the reads that were under way.
  const crashed = crashedProviders(result.stderr, input.lookups);
  const inFlight = crashed.size === 0 && everyone.some((p) => CRASH_SUMMARY.test(p.d.summary)) ? unfinished(input.lookups, result) : [];
  const noted = (p: Pointed, note: string): Pointed => ({ ...p, d: { ...p.d, detail: `${p.d.detail ?? ""} ${note}`.trim() } });
  if (crashed.size > 0 && everyone.length > 0) {
    const victims = crashVictims(input.lookups, crashed, result);
    for (const key of victims)
      for (const p of everyone) blame(key, noted(p, `(the ${byKey.get(key)!.meta.provider.type} provider crashed)`));
  } else if (inFlight.length > 0) {
    for (const key of inFlight) for (const p of everyone) blame(key, p);
  } else if (everyone.length > 0 || diagnostics.length === 0) {
    const fallback: Pointed[] =
      diagnostics.length === 0
        ? [{ d: { severity: "error", summary: describeFailure(result), detail: result.stderr.trim().slice(-2000) } }]
        : everyone;
    for (const l of input.lookups) for (const p of fallback) blame(l.key, p);
  }
  // Under protocol 5 Terraform names the data block in its "did not respond" diagnostic, so it was blamed by
  // address above; it still says nothing of the crash, which the note adds.
  for (const [key, ps] of errors) {
    const type = byKey.get(key)!.meta.provider.type;
    if (!crashed.has(type)) continue;
    const note = `(the ${type} provider crashed)`;
    errors.set(
      key,
      ps.map((p) => (CRASH_SUMMARY.test(p.d.summary) && !(p.d.detail ?? "").includes(note) ? noted(p, note) : p)),
    );
  }
  for (const [key, ps] of errors) {
    const l = byKey.get(key)!;
    const message = ps.map(textOf).join("\n");
    const error = new LookupError(
      l.fn,
      message,
      input.redactor,
      ps.map((p) => p.d),
    );
    outcomes.set(key, { ok: false, error, warnings: [] });
  }
}

/** Provider types whose plugin Terraform reports as crashed ("The terraform-provider-<type>_v<version> plugin crashed!"). */
/** How Terraform words a call to a provider that died mid-call: either, depending on which of its goroutines notices first. */
const CRASH_SUMMARY = /^(Plugin did not respond|Request cancelled)/;

function crashedProviders(stderr: string, lookups: StackLookup[]): Set<string> {
  const types = new Set(lookups.map((l) => l.meta.provider.type));
  const crashed = new Set<string>();
  for (const m of stderr.matchAll(/The terraform-provider-([A-Za-z0-9_-]+?)_v\S+ plugin crashed!/g)) if (types.has(m[1])) crashed.add(m[1]);
  return crashed;
}

/**
 * The lookups of the crashed providers that the crash caught: those Terraform started reading and never finished.
 * When the crash came before any read (at configuration), every lookup of that provider.
 */
function crashVictims(lookups: StackLookup[], crashed: Set<string>, result: TerraformRunResult): string[] {
  const onCrashed = lookups.filter((l) => crashed.has(l.meta.provider.type));
  const caught = unfinished(onCrashed, result);
  return caught.length > 0 ? caught : onCrashed.map((l) => l.key);
}

/** Keys of the lookups whose read Terraform started and never reported finished. */
function unfinished(lookups: StackLookup[], result: TerraformRunResult): string[] {
  const started = new Set<string>();
  const finished = new Set<string>();
  for (const m of result.messages) {
    const addr = (m.hook as { resource?: { addr?: string } } | undefined)?.resource?.addr;
    const key = addr ? /^data\.[^.]+\.([^.[]+)$/.exec(addr)?.[1] : undefined;
    if (!key) continue;
    if (m.type === "apply_start") started.add(key);
    else if (m.type === "apply_complete") finished.add(key);
  }
  return lookups.filter((l) => started.has(l.key) && !finished.has(l.key)).map((l) => l.key);
}

function describeFailure(result: TerraformRunResult): string {
  if (result.timedOut) return `terraform apply timed out after ${result.durationMs} ms`;
  return `terraform apply failed (exit ${result.exitCode ?? result.signal}) without a diagnostic`;
}
