import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { diffSchemas, type DiffResult } from "../diff/diff-schemas";
import { describeCounts } from "../model/counts";
import { reportJson, reportMarkdown } from "../diff/report";
import type { DiffReport } from "../diff/types";
import { loadOverrides, OVERRIDES_DIR } from "../overrides/load";
import { buildTree, type GenerateResult } from "../pipeline/generate";
import { planReadmeTable } from "../write/readme-table";
import { readProjectConfig, selectProviders, type ProviderTarget } from "../project/cdktf-config";
import type { CliConfigChoice } from "../pull/cli-config";
import { commitFiles, recoverInterruptedCommit, type CommitHooks, type FileWrite } from "../write/commit-files";
import { planPin } from "../pull/pin";
import { pullSchema, type PulledSchema } from "../pull/pull";
import { silentProgress, type Progress } from "../pull/progress";
import { parseSchemaFile } from "../schema/load";
import { readLock, SCHEMAS_DIR } from "../schema/lock";
import type { FileTree } from "../emit/file-tree";
import { recoverInterruptedSwap, writeTreeAtomic } from "../write/tree";
import { typecheck } from "./compile";
import { editTopLevelMembers, setProviderVersion } from "./text-edit";

export interface UpgradeRequest {
  /** Provider type or source as cdktf.json names it. */
  provider: string;
  /** Version to move to; the one cdktf.json already names when absent (`--all`). */
  version?: string;
}

export interface UpgradeOptions {
  root: string;
  requests: UpgradeRequest[];
  terraform?: string;
  cliConfig: CliConfigChoice;
  /** Base path of the report files (`<base>.md`, `<base>.json`); reports/upgrade-<type>-<from>-to-<to> when absent. */
  report?: string;
  /** Type-check the regenerated folders before committing (on by default). */
  compile?: boolean;
  progress?: Progress;
  /** Test hooks into the commit (failure injection). */
  commitHooks?: Pick<CommitHooks, "afterWrite">;
}

export interface ProviderOutcome {
  type: string;
  source: string;
  from: string;
  to: string;
  report: DiffReport;
  /** Report files written, relative to the project root. */
  reportFiles: string[];
}

export interface UpgradeOutcome {
  providers: ProviderOutcome[];
  /** Project files (relative) the upgrade rewrote, generated files excluded. */
  written: string[];
  /** Generated files changed, added or removed. */
  generated: { changed: number; added: number; removed: number; total: number };
}

interface Planned {
  target: ProviderTarget;
  from: string;
  to: string;
  pulled: PulledSchema;
  diff?: DiffResult;
  overridesFile: string;
  overridesBefore: string;
  overridesAfter: string;
}

function reportBase(opts: UpgradeOptions, p: Planned, many: boolean): string {
  const def = path.join(opts.root, "reports", `upgrade-${p.target.type}-${p.from}-to-${p.to}`);
  if (!opts.report) return def;
  const base = path.resolve(opts.root, opts.report).replace(/\.(md|json)$/, "");
  return many ? `${base}-${p.target.type}` : base;
}

/**
 * Moves providers to new versions: pull each schema, compare it with the pinned one in documented names,
 * keep names that would change through aliases, regenerate everything and type-check it, then commit
 * cdktf.json, the snapshot, the lock, the overrides, providers/ and the report together. Until that commit
 * nothing in the project changes, and a failure during it puts everything back.
 */
export async function upgrade(opts: UpgradeOptions): Promise<UpgradeOutcome> {
  const { root } = opts;
  const progress = opts.progress ?? silentProgress;
  // A previous run killed mid-commit must be undone before its half-written files are read as inputs.
  if (recoverInterruptedCommit(root)) progress.line("upgrade: restored the files of an interrupted earlier upgrade");
  const config = readProjectConfig(root);
  const outDir = path.join(root, config.codeMakerOutput);
  recoverInterruptedSwap(outDir);
  removeCompileDebris(outDir);
  const lock = readLock(root);

  const planned: Planned[] = [];
  for (const req of opts.requests) {
    const [target] = selectProviders(config.providers, [req.provider]);
    if (planned.some((p) => p.target.type === target.type)) throw new Error(`${target.type} is named twice`);
    const entry = lock.providers[target.source];
    if (!entry) throw new Error(`${target.source}: the schema lock has no entry; run pull-schemas first`);
    const to = req.version ?? target.version;
    const next: ProviderTarget = { ...target, version: to };
    const pulled = await pullSchema(next, { binary: opts.terraform, cliConfig: opts.cliConfig, progress });
    const { file, text } = loadOverrides(root, target.type, target.source);
    planned.push({ target, from: entry.version, to, pulled, overridesFile: file, overridesBefore: text, overridesAfter: text });
  }

  const pin = planPin(
    root,
    planned.map((p) => p.pulled),
    { recordProvenance: false },
  );
  let cdktfText = fs.readFileSync(path.join(root, "cdktf.json"), "utf8");
  const cdktfBefore = cdktfText;
  for (const p of planned) {
    const pinned = pin.results.find((r) => r.target.source === p.target.source)!;
    const entry = lock.providers[p.target.source];
    const old = parseSchemaFile(path.join(root, SCHEMAS_DIR, entry.schemaFile), p.target, entry.sha256);
    const { overrides } = loadOverrides(root, p.target.type, p.target.source);
    p.diff = await progress.step(p.target.type, `compare ${p.from} → ${p.to}`, () =>
      diffSchemas({
        target: p.target,
        from: { version: p.from, sha256: entry.sha256, schema: old.schema },
        to: { version: p.to, sha256: pinned.sha256, schema: p.pulled.schema },
        overrides,
        overridesFile: p.overridesFile,
      }),
    );
    p.overridesAfter = editTopLevelMembers(p.overridesBefore, p.diff.overrides as unknown as Record<string, unknown>);
    cdktfText = setProviderVersion(cdktfText, p.target.source, p.target.version, p.to);
  }

  const writes: FileWrite[] = [];
  if (cdktfText !== cdktfBefore) writes.push({ file: path.join(root, "cdktf.json"), content: cdktfText });
  writes.push(...pin.writes);
  for (const p of planned) if (p.overridesAfter !== p.overridesBefore) writes.push({ file: p.overridesFile, content: p.overridesAfter });

  const many = planned.length > 1;
  const outcomes: ProviderOutcome[] = planned.map((p) => ({
    type: p.target.type,
    source: p.target.source,
    from: p.from,
    to: p.to,
    report: p.diff!.report,
    reportFiles: [],
  }));
  if (writes.length === 0) {
    // Nothing pinned changes, so neither can anything generated: write nothing, not even a report, so that a
    // no-op upgrade leaves every file (and its mtime) as it was. An explicit --report is still honoured.
    if (opts.report) {
      const reportWrites = planned.flatMap((p, i) => reportFiles(reportBase(opts, p, many), outcomes[i]));
      commitFiles(root, reportWrites);
    }
    return { providers: outcomes, written: [], generated: { changed: 0, added: 0, removed: 0, total: 0 } };
  }

  const { tree, readmeRows } = await generateStaged(root, writes, progress);
  if (opts.compile !== false)
    await compileStaged(
      root,
      outDir,
      tree,
      planned.map((p) => p.target.type),
      progress,
    );

  const reportWrites = planned.flatMap((p, i) => reportFiles(reportBase(opts, p, many), outcomes[i]));
  // The README's providers table follows the new versions and data sources, committed with everything else.
  const readme = planReadmeTable(root, readmeRows);
  if (readme && readme.next !== readme.current) reportWrites.push({ file: readme.file, content: readme.next });
  let generated = { changed: 0, added: 0, removed: 0, total: tree.size };
  await progress.step("upgrade", `commit ${writes.length + reportWrites.length} files and ${path.relative(root, outDir)}/`, () =>
    commitFiles(root, [...writes, ...reportWrites], {
      ...opts.commitHooks,
      last: () => {
        const d = writeTreeAtomic(outDir, tree);
        generated = { changed: d.changed.length, added: d.added.length, removed: d.removed.length, total: tree.size };
      },
    }),
  );
  return { providers: outcomes, written: [...writes, ...reportWrites].map((w) => path.relative(root, w.file)), generated };
}

function reportFiles(base: string, o: ProviderOutcome): FileWrite[] {
  o.reportFiles = [`${base}.md`, `${base}.json`];
  return [
    { file: `${base}.md`, content: reportMarkdown(o.report) },
    { file: `${base}.json`, content: reportJson(o.report) },
  ];
}

/**
 * Regenerates from a throw-away copy of the project's inputs with the pending writes applied; `inspect` may read
 * that copy (the project as it will be) before it is removed.
 */
export async function generateStaged(
  root: string,
  writes: FileWrite[],
  progress: Progress,
  inspect?: (stage: string) => void,
  command = "upgrade",
): Promise<Pick<GenerateResult, "tree" | "readmeRows" | "providers">> {
  const stage = fs.mkdtempSync(path.join(os.tmpdir(), "tflookup-upgrade-"));
  try {
    // package.json: the version and pins the generated packages take.
    for (const f of ["cdktf.json", "package.json"]) fs.copyFileSync(path.join(root, f), path.join(stage, f));
    for (const d of [SCHEMAS_DIR, OVERRIDES_DIR]) fs.cpSync(path.join(root, d), path.join(stage, d), { recursive: true });
    for (const w of writes) {
      const rel = path.relative(root, w.file);
      const target = path.join(stage, rel);
      fs.rmSync(target, { force: true });
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, w.content);
    }
    inspect?.(stage);
    const t0 = Date.now();
    const result = buildTree(stage, {
      worker: true,
      onProvider: (s) =>
        progress.line(
          `[${(progress.elapsedMs() / 1000).toFixed(1).padStart(6)}s] ${s.type.padEnd(12)} generate ${s.spec}: ` +
            `${describeCounts(s.counts)}, ${s.files} files ${(s.ms / 1000).toFixed(1)}s`,
        ),
    });
    progress.line(
      `[${(progress.elapsedMs() / 1000).toFixed(1).padStart(6)}s] ${command.padEnd(12)} ` +
        `generated ${result.tree.size} files in ${((Date.now() - t0) / 1000).toFixed(1)}s`,
    );
    return result;
  } finally {
    fs.rmSync(stage, { recursive: true, force: true });
  }
}

const COMPILE_PREFIX = ".staging-upgrade-compile-";

/** Type-check folders of runs that were killed are only debris. */
export function removeCompileDebris(outDir: string): void {
  const parent = path.dirname(outDir);
  for (const n of fs.existsSync(parent) ? fs.readdirSync(parent) : []) {
    if (n.startsWith(COMPILE_PREFIX)) fs.rmSync(path.join(parent, n), { recursive: true, force: true });
  }
}

/**
 * Writes the new tree next to the real output folder (same depth, so relative imports resolve the same)
 * and type-checks the upgraded providers' folders there.
 */
export async function compileStaged(root: string, outDir: string, tree: FileTree, types: string[], progress: Progress): Promise<void> {
  const dir = fs.mkdtempSync(path.join(path.dirname(outDir), COMPILE_PREFIX));
  try {
    for (const [rel, content] of tree) {
      if (!types.some((t) => rel.startsWith(`${t}/`))) continue;
      const f = path.join(dir, rel);
      fs.mkdirSync(path.dirname(f), { recursive: true });
      fs.writeFileSync(f, content);
    }
    const r = await progress.step("upgrade", `type-check ${types.join(", ")}`, () =>
      typecheck(
        root,
        types.map((t) => path.join(dir, t)),
        dir,
      ),
    );
    if (r.errors.length) {
      throw new Error(`the regenerated code does not type-check; nothing was written. First errors:\n  ${r.errors.join("\n  ")}`);
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
