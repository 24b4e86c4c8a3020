import { spawnSync } from "child_process";
import * as fs from "fs";
import * as path from "path";
import { generateMain as main } from "../../src/tfgen/cli/generate";
import { buildTree, checkTree, discardStaging, writeTree } from "../../src/tfgen/pipeline/generate";
import type { FileTree } from "../../src/tfgen/emit/file-tree";
import { recoverInterruptedSwap } from "../../src/tfgen/write/tree";
import * as cdktfPrep from "../../src/tfgen/emit/cdktf/safe-bindings";
import { GeneratedSyntaxError } from "../../src/tfgen/pipeline/syntax-check";
import { captureOutput, editPinnedSchema, hashFiles, listFilesUnder, makeProjectCopy, removeDir, REPO_ROOT } from "../support/project";

/*
 * Everything that writes works on a temp copy of the project (cdktf.json, schemas/, overrides/, providers/);
 * the real providers/ is only ever read (--check and in-memory builds).
 */

const TSX_CJS = require.resolve("tsx/cjs");
const copies: string[] = [];
function copy(label: string, opts?: { withProviders?: boolean }): string {
  const root = makeProjectCopy(label, opts);
  copies.push(root);
  return root;
}
afterAll(() => copies.forEach(removeDir));

const providersOf = (root: string) => path.join(root, "providers");

/** Staging and retired folders left next to providers/; a finished or failed generate must leave none. */
function debris(root: string): string[] {
  return fs.readdirSync(root).filter((n) => n.startsWith(".staging-") || n.startsWith(".retired-"));
}

/** A schema change that must reach the generated bindings (the doc comment of one argument). */
const FLAVOR_TYPE_DOC = "Flavor family to look up (edited by generate.test.ts).";
function editFlavorDoc(root: string): void {
  editPinnedSchema(root, "edgecenter.json", (s) => {
    const attrs = s.provider_schemas["registry.terraform.io/edge-center/edgecenter"].data_source_schemas.edgecenter_flavor.block.attributes;
    attrs.type.description = FLAVOR_TYPE_DOC;
  });
}
const FLAVOR_BINDING = "edgecenter/cdktf/data-edgecenter-flavor/index.ts";

function treeHashes(tree: FileTree): Record<string, string> {
  const h: Record<string, string> = {};
  for (const [rel, content] of tree) h[rel] = require("crypto").createHash("sha256").update(content).digest("hex");
  return h;
}

interface Stat {
  ino: number;
  mtimeMs: number;
}
function stats(dir: string): Record<string, Stat> {
  const out: Record<string, Stat> = { ".": pick(fs.statSync(dir)) };
  for (const rel of listFilesUnder(dir)) out[rel] = pick(fs.statSync(path.join(dir, rel)));
  return out;
}
const pick = (s: fs.Stats): Stat => ({ ino: s.ino, mtimeMs: s.mtimeMs });

function runScript(script: string, args: string[], cwd: string) {
  return spawnSync(process.execPath, ["--require", TSX_CJS, script, ...args], {
    cwd,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, NODE_OPTIONS: "" },
    timeout: 60_000,
  });
}

describe("determinism", () => {
  test("two in-memory builds are byte-identical, in the same order", () => {
    const a = buildTree(REPO_ROOT, { worker: true }).tree;
    const b = buildTree(REPO_ROOT, { worker: true }).tree;
    expect(a.size).toBeGreaterThan(40);
    expect([...b.keys()]).toEqual([...a.keys()]);
    expect(treeHashes(b)).toEqual(treeHashes(a));
  });

  test("every step in one thread and the generation worker beside it build the same tree, file for file", () => {
    const inWorker = buildTree(REPO_ROOT, { worker: true });
    const oneThread = buildTree(REPO_ROOT, {});
    expect(oneThread.tree.size).toBe(inWorker.tree.size);
    expect(treeHashes(oneThread.tree)).toEqual(treeHashes(inWorker.tree));
    expect(oneThread.providers.map((p) => p.notes)).toEqual(inWorker.providers.map((p) => p.notes));
  });

  test("two full generate runs (in-process, then `tsx scripts/generate.ts` in a child) write identical files", () => {
    const root = copy("determinism", { withProviders: false });
    const first = captureOutput(() => main([], root));
    expect(first.stderr).toBe("");
    expect(first.result).toBe(0);
    const a = hashFiles(providersOf(root));

    removeDir(providersOf(root));
    // Also drop generate's cache so that the second run cannot reuse the first one's output.
    removeDir(path.join(root, "node_modules"));
    const second = runScript(path.join(REPO_ROOT, "scripts", "generate.ts"), [], root);
    expect({ status: second.status, stderr: second.stderr }).toEqual({ status: 0, stderr: "" });
    expect(second.stdout).toMatch(/generate: wrote providers\//);
    const b = hashFiles(providersOf(root));

    expect(Object.keys(a).length).toBeGreaterThan(40);
    expect(b).toEqual(a);
    // From nothing, generation reproduces the committed tree exactly (the packages' build output aside).
    const committed = Object.entries(hashFiles(providersOf(REPO_ROOT))).filter(([rel]) => !/^[^/]+\/(dist|node_modules)\//.test(rel));
    expect(a).toEqual(Object.fromEntries(committed));
  });
});

describe("generate --check", () => {
  test("is clean on the committed tree", () => {
    const { result, stdout, stderr } = captureOutput(() => main(["--check"], REPO_ROOT));
    expect(stderr).toBe("");
    expect(stdout).toMatch(/^generate --check: providers\/ is up to date \(\d+ files, \d+ ms\)$/m);
    expect(result).toBe(0);
  });

  test(
    "a package's build output and npm folder (<type>/dist, <type>/node_modules) are not part of the tree, " +
      "and a regeneration keeps them",
    () => {
      const root = copy("package-output");
      const built = path.join(providersOf(root), "ibm", "dist", "pulumi", "index.js");
      const linked = path.join(providersOf(root), "edgecenter", "node_modules", ".bin", "x");
      for (const f of [built, linked]) {
        fs.mkdirSync(path.dirname(f), { recursive: true });
        fs.writeFileSync(f, "built\n");
      }
      expect(captureOutput(() => main(["--check"], root)).result).toBe(0);
      // A change to one provider swaps the whole tree in; the other folders' output comes along.
      editFlavorDoc(root);
      const { result, stdout } = captureOutput(() => main([], root));
      expect(result).toBe(0);
      expect(stdout).toMatch(/generate: wrote providers\//);
      expect(fs.readFileSync(providersOf(root) + "/" + FLAVOR_BINDING, "utf8")).toContain(FLAVOR_TYPE_DOC);
      expect([fs.readFileSync(built, "utf8"), fs.readFileSync(linked, "utf8")]).toEqual(["built\n", "built\n"]);
      expect(debris(root)).toEqual([]);
    },
  );

  const staleCases: Array<{ name: string; file: string; line: string; spoil: (dir: string) => void }> = [
    {
      name: "a modified generated file",
      file: "ibm/cdktf/provider/index.ts",
      line: "  changed: providers/ibm/cdktf/provider/index.ts",
      spoil: (dir) => fs.appendFileSync(path.join(dir, "ibm/cdktf/provider/index.ts"), "// edited by hand\n"),
    },
    {
      name: "a deleted generated file",
      file: "edgecenter/cdktf/data-edgecenter-flavor/index.ts",
      line: "  missing: providers/edgecenter/cdktf/data-edgecenter-flavor/index.ts",
      spoil: (dir) => fs.rmSync(path.join(dir, "edgecenter/cdktf/data-edgecenter-flavor/index.ts")),
    },
    {
      name: "an extra file",
      file: "ibm/notes.txt",
      line: "  not generated (extra): providers/ibm/notes.txt",
      spoil: (dir) => fs.writeFileSync(path.join(dir, "ibm/notes.txt"), "not from the generator\n"),
    },
  ];

  test.each(staleCases)("reports $name by name, exits non-zero and changes nothing", ({ spoil, line }) => {
    const root = copy("check");
    spoil(providersOf(root));
    const before = hashFiles(providersOf(root));
    const { result, stdout, stderr } = captureOutput(() => main(["--check"], root));
    expect(result).toBe(1);
    expect(stdout).not.toMatch(/up to date/);
    expect(stderr.split("\n").filter((l) => l.startsWith("  "))).toEqual([line]);
    expect(stderr).toMatch(/^generate --check: providers\/ is stale; run `npm run generate`:$/m);
    expect(hashFiles(providersOf(root))).toEqual(before);
    expect(debris(root)).toEqual([]);
  });

  test("reports all three at once", () => {
    const root = copy("check-all");
    staleCases.forEach((c) => c.spoil(providersOf(root)));
    const { result, stderr } = captureOutput(() => main(["--check"], root));
    expect(result).toBe(1);
    expect(
      stderr
        .split("\n")
        .filter((l) => l.startsWith("  "))
        .sort(),
    ).toEqual(staleCases.map((c) => c.line).sort());
  });

  test("spawned as `tsx scripts/generate.ts --check`, the exit status is non-zero too", () => {
    const root = copy("check-spawn");
    staleCases[0].spoil(providersOf(root));
    const r = runScript(path.join(REPO_ROOT, "scripts", "generate.ts"), ["--check"], root);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(staleCases[0].line);
  });
});

describe("atomic write", () => {
  test("a generate that fails after N files leaves the previous tree byte-identical and no staging folder", () => {
    const root = copy("fail-midway");
    editFlavorDoc(root);
    const result = buildTree(root, { worker: true });
    expect(checkTree(result).changed).toContain(FLAVOR_BINDING);
    const before = hashFiles(providersOf(root));
    const failAt = Math.floor(result.tree.size / 2);
    let written = 0;
    expect(() =>
      writeTree(result, {
        afterFile: (_rel, index) => {
          written++;
          if (index === failAt) throw new Error("injected failure");
        },
      }),
    ).toThrow("injected failure");
    expect(written).toBe(failAt + 1);
    expect(hashFiles(providersOf(root))).toEqual(before);
    expect(debris(root)).toEqual([]);

    // The same tree then goes in whole.
    writeTree(result);
    expect(checkTree(result)).toEqual({ changed: [], added: [], removed: [] });
    expect(fs.readFileSync(path.join(providersOf(root), FLAVOR_BINDING), "utf8")).toContain(FLAVOR_TYPE_DOC);
    expect(debris(root)).toEqual([]);
  });

  test("a failure of the swap itself puts the previous tree back", () => {
    const root = copy("fail-swap");
    editFlavorDoc(root);
    const result = buildTree(root, { worker: true });
    const before = hashFiles(providersOf(root));
    const realFs: typeof fs = require("fs");
    const rename = realFs.renameSync;
    const spy = jest.spyOn(realFs, "renameSync").mockImplementation((from, to) => {
      if (to === providersOf(root) && path.basename(String(from)).startsWith(".staging-")) {
        throw Object.assign(new Error("EIO: injected i/o error, rename"), { code: "EIO" });
      }
      return rename(from, to);
    });
    try {
      expect(() => writeTree(result)).toThrow("injected i/o error");
      expect(spy).toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
    expect(fs.existsSync(providersOf(root))).toBe(true);
    expect(hashFiles(providersOf(root))).toEqual(before);
    expect(debris(root)).toEqual([]);
  });

  test("a process SIGKILLed while writing leaves the previous tree intact", () => {
    const root = copy("sigkill");
    editFlavorDoc(root);
    const before = hashFiles(providersOf(root));
    const killAfter = Math.floor(Object.keys(before).length / 2);
    const r = runScript(path.join(REPO_ROOT, "test", "support", "generate-killed.ts"), [root, String(killAfter)], root);
    expect({ signal: r.signal, stderr: r.stderr }).toEqual({ signal: "SIGKILL", stderr: "" });
    expect(r.stdout).toMatch(/^killing after \S+$/m);
    expect(hashFiles(providersOf(root))).toEqual(before);
    // The half-written staging folder is what the kill left behind; it never replaced providers/.
    const left = debris(root);
    expect(left).toHaveLength(1);
    expect(left[0]).toMatch(/^\.staging-providers-/);
    expect(listFilesUnder(path.join(root, left[0]))).toHaveLength(killAfter);

    recoverInterruptedSwap(providersOf(root));
    expect(debris(root)).toEqual([]);
    expect(hashFiles(providersOf(root))).toEqual(before);

    const again = captureOutput(() => main([], root));
    expect(again.result).toBe(0);
    expect(checkTree(buildTree(root, { worker: true }))).toEqual({ changed: [], added: [], removed: [] });
  });

  /** What a kill between the two renames of a swap leaves: no providers/, the old tree retired, a full staging folder. */
  function interruptSwap(root: string): void {
    const parent = root;
    fs.renameSync(providersOf(root), path.join(parent, `.retired-providers-4242-${Date.now()}`));
    const staging = path.join(parent, ".staging-providers-AbC123");
    fs.mkdirSync(path.join(staging, "ibm"), { recursive: true });
    fs.writeFileSync(path.join(staging, "ibm", "index.ts"), "// half a tree\n");
  }

  test("recoverInterruptedSwap restores a tree whose swap was interrupted between the two renames", () => {
    const root = copy("recover");
    const before = hashFiles(providersOf(root));
    interruptSwap(root);
    expect(fs.existsSync(providersOf(root))).toBe(false);

    recoverInterruptedSwap(providersOf(root));
    expect(hashFiles(providersOf(root))).toEqual(before);
    expect(debris(root)).toEqual([]);
  });

  test("a plain generate after an interrupted swap recovers first and then has nothing to write", () => {
    const root = copy("recover-generate");
    const before = hashFiles(providersOf(root));
    interruptSwap(root);
    const { result, stdout } = captureOutput(() => main([], root));
    expect(result).toBe(0);
    expect(stdout).toMatch(/generate: providers\/ already up to date/);
    expect(hashFiles(providersOf(root))).toEqual(before);
    expect(debris(root)).toEqual([]);
  });
});

describe("the SDK staged beside generation (the write path's `stage`)", () => {
  test("the tree written is the one built without it; unchanged files are the previous tree's (same inodes and mtimes)", () => {
    const root = copy("stage-equal");
    editFlavorDoc(root);
    const plain = buildTree(root, { worker: true });
    const before = stats(providersOf(root));
    const staged = buildTree(root, { worker: true, stage: true });
    expect([...staged.tree]).toEqual([...plain.tree]);
    expect(staged.staging?.providers.every((p) => p.staged && p.staged.paths.length > 0)).toBe(true);
    expect(debris(root)).toEqual([path.basename(staged.staging!.dir)]);
    expect(stats(providersOf(root))).toEqual(before);

    const d = writeTree(staged);
    expect(d.changed).toContain(FLAVOR_BINDING);
    expect(d.changed.some((rel) => rel.includes("/pulumi/"))).toBe(true);
    expect(d).toEqual({ changed: d.changed, added: [], removed: [] });
    expect(checkTree(plain)).toEqual({ changed: [], added: [], removed: [] });
    expect(debris(root)).toEqual([]);
    const after = stats(providersOf(root));
    for (const rel of plain.tree.keys()) {
      const rewritten = d.changed.includes(rel);
      expect({ rel, rewritten: after[rel].ino !== before[rel].ino }).toEqual({ rel, rewritten });
      if (!rewritten) expect(after[rel].mtimeMs).toBe(before[rel].mtimeMs);
    }
  });

  test("without the worker's `stage` mechanism nothing is staged while generating, and the write stages the same tree", () => {
    const root = copy("stage-without");
    editFlavorDoc(root);
    const plain = buildTree(root, { worker: true });
    const unstaged = buildTree(root, { worker: true, stage: true, without: ["stage"] });
    expect(unstaged.staging).toBeUndefined();
    expect(debris(root)).toEqual([]);
    expect([...unstaged.tree]).toEqual([...plain.tree]);
    expect(writeTree(unstaged).changed).toContain(FLAVOR_BINDING);
    expect(checkTree(plain)).toEqual({ changed: [], added: [], removed: [] });
    expect(debris(root)).toEqual([]);
  });

  test("a staged build that is not written, or has nothing to write, leaves no staging folder and touches nothing", () => {
    const root = copy("stage-discard");
    const before = stats(providersOf(root));
    discardStaging(buildTree(root, { worker: true, stage: true }));
    expect(debris(root)).toEqual([]);
    expect(writeTree(buildTree(root, { worker: true, stage: true }))).toEqual({ changed: [], added: [], removed: [] });
    expect(debris(root)).toEqual([]);
    expect(stats(providersOf(root))).toEqual(before);
  });

  test("a staged build whose write fails leaves the previous tree byte-identical and no staging folder", () => {
    const root = copy("stage-fail");
    editFlavorDoc(root);
    const before = hashFiles(providersOf(root));
    const result = buildTree(root, { worker: true, stage: true });
    expect(debris(root)).toHaveLength(1);
    expect(() =>
      writeTree(result, {
        afterFile: (_rel, index) => {
          if (index === 10) throw new Error("injected failure");
        },
      }),
    ).toThrow("injected failure");
    expect(hashFiles(providersOf(root))).toEqual(before);
    expect(debris(root)).toEqual([]);
  });

  test("a provider the thread did not stage whole is written by the main thread, whatever its folder held", () => {
    const root = copy("stage-fallback");
    editFlavorDoc(root);
    const result = buildTree(root, { worker: true, stage: true });
    const [first] = result.staging!.providers;
    const { job, paths } = first.staged!;
    // As if the thread had stopped mid-write: a half-written file of its own where the main thread will hard-link one
    // from the previous tree (which fails on a file already there), and no answer.
    const rel = paths.find(
      (r) => fs.readFileSync(path.join(providersOf(root), first.type, r), "utf8") === result.tree.get(`${first.type}/${r}`),
    )!;
    const half = path.join(result.staging!.dir, first.type, rel);
    fs.mkdirSync(path.dirname(half), { recursive: true });
    // The thread may have linked it from the previous tree already: replaced, not written through the link.
    fs.rmSync(half, { force: true });
    fs.writeFileSync(half, "half");
    first.staged = { paths, job: { ...job, startStage: () => undefined, staged: () => (job.staged(), undefined) } };
    writeTree(result);
    expect(checkTree(result)).toEqual({ changed: [], added: [], removed: [] });
    expect(debris(root)).toEqual([]);
  });

  test("the cache records each file as it is on disk after the swap; the SDK's records are the thread's, made as it staged", () => {
    const root = copy("stage-cache");
    editFlavorDoc(root);
    const result = buildTree(root, { worker: true, stage: true, useCache: true });
    writeTree(result);
    expect(result.cacheKeys.size).toBeGreaterThan(0);
    for (const type of result.cacheKeys.keys()) {
      const dir = path.join(root, "node_modules", ".cache", "tflookup");
      const [name] = fs.readdirSync(dir).filter((n) => n.startsWith(`generate-${type}-`));
      const entry = JSON.parse(fs.readFileSync(path.join(dir, name), "utf8")) as { files: Record<string, [string, number, number]> };
      const expected: Record<string, [string, number, number]> = {};
      for (const [rel, content] of result.tree) {
        if (!rel.startsWith(`${type}/`)) continue;
        const st = fs.statSync(path.join(providersOf(root), rel));
        expected[rel.slice(type.length + 1)] = [require("crypto").createHash("sha256").update(content).digest("hex"), st.size, st.mtimeMs];
      }
      expect(entry.files).toEqual(expected);
      const staged = result.staging!.providers.find((p) => p.type === type)!.staged!;
      const records = staged.job.records();
      expect([...(records?.keys() ?? [])].sort()).toEqual([...staged.paths].sort());
      for (const [rel, record] of records!) expect(record).toEqual(expected[rel]);
    }
  });

  /** Two data sources whose CDKTF bindings would share a folder and a class: the build fails after the generator. */
  function giveTwoDataSourcesOneBinding(root: string): void {
    editPinnedSchema(root, "edgecenter.json", (s) => {
      const ds = s.provider_schemas["registry.terraform.io/edge-center/edgecenter"].data_source_schemas;
      ds.edgecenter_flavorV2 = ds.edgecenter_flavor;
      ds.edgecenter_flavor_v2 = ds.edgecenter_flavor;
    });
  }

  test("a build that fails removes what it staged", () => {
    const root = copy("stage-build-fails");
    giveTwoDataSourcesOneBinding(root);
    const before = hashFiles(providersOf(root));
    expect(() => buildTree(root, { worker: true, stage: true })).toThrow(/same (folder|class)/);
    expect(debris(root)).toEqual([]);
    expect(hashFiles(providersOf(root))).toEqual(before);
  });

  /**
   * Has the CDKTF generator of `type`'s bindings hand back one binding that does not parse (as a generator bug
   * splicing a bad name would): the last file it wrote, so that the check's thread parses it last.
   */
  function spoilLastBinding(type: string): { rel: () => string; restore: () => void } {
    let spoiled = "";
    const real = cdktfPrep.generateSafeCdktfBindings;
    const spy = jest.spyOn(cdktfPrep, "generateSafeCdktfBindings").mockImplementation((target, ...rest) => {
      const out = real(target, ...rest);
      if (target.type === type) {
        spoiled = [...out.files.keys()].filter((rel) => rel.endsWith(".ts")).pop()!;
        out.files.set(spoiled, `${out.files.get(spoiled)}\nexport const 2spoiled = 1;\n`);
      }
      return out;
    });
    return { rel: () => `${spoiled}`, restore: () => spy.mockRestore() };
  }

  test("a problem the check finds once the tree is staged (its last files) fails the write; the previous tree stays", () => {
    const root = copy("stage-syntax");
    editFlavorDoc(root);
    const before = hashFiles(providersOf(root));
    const spoil = spoilLastBinding("edgecenter");
    let result: ReturnType<typeof buildTree>;
    try {
      // The check of the last files goes on while the tree is staged: the build itself returns.
      result = buildTree(root, { worker: true, stage: true });
    } finally {
      spoil.restore();
    }
    expect(result.tree.get(`edgecenter/${spoil.rel()}`)).toContain("2spoiled");
    let written = 0;
    let failure: unknown;
    try {
      writeTree(result, { afterFile: () => void written++ });
    } catch (e) {
      failure = e;
    }
    expect(failure).toBeInstanceOf(GeneratedSyntaxError);
    const heading = "Edge-Center/edgecenter@0.12.10: generated code does not parse (nothing was written):";
    expect((failure as Error).message.split("\n").slice(0, 2)).toEqual([heading, expect.stringMatching(`^  ${spoil.rel()}:\\d+:\\d+: `)]);
    // Everything was staged before the check's answer was needed; none of it went in.
    expect(written).toBeGreaterThan(0);
    expect(hashFiles(providersOf(root))).toEqual(before);
    expect(debris(root)).toEqual([]);
  });

  test("a provider's problems found by its check still come before a later provider's failure", () => {
    const root = copy("stage-syntax-order");
    giveTwoDataSourcesOneBinding(root);
    const before = hashFiles(providersOf(root));
    const spoil = spoilLastBinding("ibm");
    try {
      for (const stage of [true, false]) {
        const build = () => buildTree(root, { worker: true, stage });
        expect(build).toThrow(/^IBM-Cloud\/ibm@2\.5\.0: generated code does not parse/);
      }
    } finally {
      spoil.restore();
    }
    expect(debris(root)).toEqual([]);
    expect(hashFiles(providersOf(root))).toEqual(before);
  });
});

describe("what a generate touches", () => {
  test("a no-op generate rewrites no file (inodes and mtimes unchanged), cold and with its cache", () => {
    const root = copy("noop");
    const before = stats(providersOf(root));
    for (let run = 1; run <= 2; run++) {
      const { result, stdout } = captureOutput(() => main([], root));
      expect(result).toBe(0);
      expect(stdout).toMatch(/generate: providers\/ already up to date/);
      expect(stats(providersOf(root))).toEqual(before);
    }
  });

  test("a changing generate replaces only the files whose content changed; the rest are the same inodes", () => {
    const root = copy("partial");
    const hashesBefore = hashFiles(providersOf(root));
    const before = stats(providersOf(root));
    editFlavorDoc(root);
    const { result, stdout } = captureOutput(() => main([], root));
    expect(result).toBe(0);
    expect(stdout).toMatch(/generate: wrote providers\/ \(\d+ changed, 0 added, 0 removed of \d+ files/);
    const hashesAfter = hashFiles(providersOf(root));
    const after = stats(providersOf(root));
    const changedContent = Object.keys(hashesAfter).filter((rel) => hashesAfter[rel] !== hashesBefore[rel]);
    const newInode = Object.keys(hashesAfter).filter((rel) => after[rel].ino !== before[rel].ino);
    expect(changedContent).toContain(FLAVOR_BINDING);
    expect(changedContent.every((rel) => rel.startsWith("edgecenter/"))).toBe(true);
    expect(newInode).toEqual(changedContent);
    for (const rel of Object.keys(hashesAfter).filter((r) => !changedContent.includes(r))) {
      expect({ rel, mtimeMs: after[rel].mtimeMs }).toEqual({ rel, mtimeMs: before[rel].mtimeMs });
    }
  });

  test("the swapped-in providers/ has the permissions of a normally created folder", () => {
    const root = copy("mode");
    editFlavorDoc(root);
    expect(captureOutput(() => main([], root)).result).toBe(0);
    const umask = process.umask();
    expect((fs.statSync(providersOf(root)).mode & 0o777).toString(8)).toBe((0o777 & ~umask).toString(8));
  });
});
