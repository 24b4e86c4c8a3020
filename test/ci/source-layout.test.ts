import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import * as ts from "typescript";
import { REPO_ROOT } from "../support/project";

/*
 * The folders of both trees and what each may import (docs/architecture.md, src/runtime/README.md). In the runtime
 * the executor is the front door and chooses an engine; the engines answer lookups with the shared pieces and never
 * reach back into the executor or into each other; the generator and the generated packages see the runtime only
 * through what it publishes. The generator's folders are in pipeline order: each imports only the stages before it.
 * Neither tree has a cycle between folders or between files.
 */

const RUNTIME = path.join(REPO_ROOT, "src", "runtime");
const TFGEN = path.join(REPO_ROOT, "src", "tfgen");

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory()
        ? e.name === "node_modules" || e.name === "dist"
          ? []
          : filesUnder(path.join(dir, e.name))
        : /\.(ts|mts|cts|js|mjs|cjs)$/.test(e.name)
          ? [path.join(dir, e.name)]
          : [],
    );
}

/** Every module specifier of `text`: static and type-only imports, re-exports, import(), require(). */
function specifiers(text: string): string[] {
  return ts.preProcessFile(text, true, true).importedFiles.map((f) => f.fileName);
}

/** The runtime folder a path under src/runtime belongs to: `engines/plugin`, `shared`, … (`.` for the index). */
function area(file: string): string {
  const isDir = fs.existsSync(file) && fs.statSync(file).isDirectory();
  const parts = path.relative(RUNTIME, isDir ? path.join(file, "index.ts") : file).split(path.sep);
  if (parts.length === 1) return ".";
  return parts[0] === "engines" ? `engines/${parts[1]}` : parts[0];
}

interface Edge {
  from: string;
  to: string;
  file: string;
  spec: string;
}

/** The imports of `files` that land in src/runtime, as edges between runtime folders (`from` given for files outside it). */
function runtimeEdges(files: string[], fromArea: (file: string) => string): Edge[] {
  return files.flatMap((file) =>
    specifiers(fs.readFileSync(file, "utf8"))
      .filter((s) => s.startsWith("."))
      .map((spec) => ({ spec, target: path.resolve(path.dirname(file), spec) }))
      .filter(({ target }) => !path.relative(RUNTIME, target).startsWith(".."))
      .map(({ spec, target }) => ({ from: fromArea(file), to: area(target), file: path.relative(REPO_ROOT, file), spec })),
  );
}

/** What each runtime folder may import of the others (its own folder always). */
const ALLOWED: Record<string, string[]> = {
  ".": ["executor", "invoke", "terraform-cli", "package-format"],
  // The executor names the engines once, to load their factories; it uses them only through shared/engine.ts.
  executor: ["shared", "files", "engines/plugin", "engines/terraform"],
  "engines/plugin": ["shared", "install", "tfplugin"],
  "engines/terraform": ["shared", "install", "terraform-cli", "files"],
  "pulumi-plugin": ["executor", "shared", "invoke", "package-format"],
  // Synth-time lookups: a worker runs an executor; the main thread reads the context file and the metadata.
  synth: ["executor", "shared", "invoke", "files", "package-format", "worker-channel"],
  // The diagnostics a LookupError carries are Terraform's shape, whichever engine produced them.
  shared: ["package-format", "terraform-cli", "did-you-mean"],
  install: ["shared", "files"],
  // The SDK glue throws the shared ArgumentError and copies arguments with the shared validation; the
  // default local executor is loaded lazily, on the first lookup made outside the Pulumi engine.
  invoke: ["shared", "executor", "package-format"],
  // What generated packages and the runtime share: metadata.json's format, the pinned schema's name, the registry.
  "package-format": [],
  "terraform-cli": [],
  tfplugin: [],
  files: [],
  // A worker thread a synchronous caller waits for (synth-time lookups, and the generator's worker).
  "worker-channel": [],
  // The nearest known name to a mistyped one (the executor's package names, the generator's providers).
  "did-you-mean": [],
};

/** The generator's folders in pipeline order, then the tools around the pipeline: each may import only those before it. */
const TFGEN_ORDER = [
  "project",
  "overrides",
  "schema",
  "naming",
  "model",
  "emit",
  "write",
  "pipeline",
  "pull",
  "diff",
  "upgrade",
  "add",
  "cli",
];

/** The imports of files under src/tfgen that land in another of its folders. */
function tfgenEdges(files: string[]): Edge[] {
  const folder = (file: string) => path.relative(TFGEN, file).split(path.sep)[0];
  return files.flatMap((file) =>
    specifiers(fs.readFileSync(file, "utf8"))
      .filter((s) => s.startsWith("."))
      .map((spec) => ({ spec, target: path.resolve(path.dirname(file), spec) }))
      .filter(({ target }) => !path.relative(TFGEN, target).startsWith(".."))
      .map(({ spec, target }) => ({ from: folder(file), to: folder(target), file: path.relative(REPO_ROOT, file), spec })),
  );
}

/** Imports from a generator folder into one after it in TFGEN_ORDER (an arrow running up the pipeline) or not in it. */
function upstreamArrows(edges: Edge[]): string[] {
  const rank = (folder: string) => TFGEN_ORDER.indexOf(folder);
  return edges
    .filter((e) => e.from !== e.to && !(rank(e.to) >= 0 && rank(e.to) < rank(e.from)))
    .map((e) => `${e.file}: ${e.from} imports ${e.to} (${e.spec})`);
}

/** The file an import of `spec` in `file` loads, when it is a source file (with or without its extension, or a folder's index). */
function resolveFile(file: string, spec: string): string | undefined {
  const target = path.resolve(path.dirname(file), spec);
  const bare = target.replace(/\.(js|ts)$/, "");
  return [`${bare}.ts`, target, path.join(target, "index.ts")].find((f) => fs.existsSync(f) && fs.statSync(f).isFile());
}

/** Cycles between the given files through their relative imports (type-only ones too), each as its files in a loop. */
function fileCycles(files: string[]): string[] {
  const next = new Map(
    files.map((file) => [
      file,
      specifiers(fs.readFileSync(file, "utf8"))
        .filter((s) => s.startsWith("."))
        .flatMap((s) => resolveFile(file, s) ?? [])
        .filter((f) => files.includes(f)),
    ]),
  );
  return cycles(
    [...next].flatMap(([from, tos]) =>
      tos.map((to) => ({ from: path.relative(REPO_ROOT, from), to: path.relative(REPO_ROOT, to), file: from, spec: to })),
    ),
  );
}

function violations(edges: Edge[]): string[] {
  return edges
    .filter((e) => e.from !== e.to && !(ALLOWED[e.from] ?? []).includes(e.to))
    .map((e) => `${e.file}: ${e.from} imports ${e.to} (${e.spec})`);
}

/** Folder cycles of the graph, each as "a → b → a". */
function cycles(edges: Edge[]): string[] {
  const next = new Map<string, Set<string>>();
  for (const e of edges) if (e.from !== e.to) next.set(e.from, (next.get(e.from) ?? new Set()).add(e.to));
  const found: string[] = [];
  const walk = (node: string, pathSoFar: string[]): void => {
    for (const n of next.get(node) ?? []) {
      if (n === pathSoFar[0]) found.push([...pathSoFar, n].join(" → "));
      else if (!pathSoFar.includes(n) && n > pathSoFar[0]) walk(n, [...pathSoFar, n]);
    }
  };
  for (const start of next.keys()) walk(start, [start]);
  return found;
}

const runtimeFiles = filesUnder(RUNTIME);
const edges = runtimeEdges(runtimeFiles, area);

test("every runtime folder imports only the folders it may, and every folder is known", () => {
  expect(runtimeFiles.length).toBeGreaterThan(50);
  expect([...new Set(runtimeFiles.map(area))].filter((a) => !(a in ALLOWED))).toEqual([]);
  expect(violations(edges)).toEqual([]);
  expect(cycles(edges)).toEqual([]);
  // The scan sees real imports: the executor reaches both engines, the plugin engine the protocol definitions.
  expect(edges.filter((e) => e.from === "executor").map((e) => e.to)).toEqual(
    expect.arrayContaining(["engines/plugin", "engines/terraform", "shared"]),
  );
  // …and an engine only through its factory: everything else it uses of an engine is the Engine interface.
  const intoEngines = edges.filter((e) => e.from === "executor" && e.to.startsWith("engines/"));
  expect(intoEngines.map((e) => e.spec)).toEqual(intoEngines.map((e) => `../${e.to}/create`));
  expect(edges.some((e) => e.from === "engines/plugin" && e.to === "tfplugin")).toBe(true);
});

test("no two runtime files import each other, directly or through others", () => {
  expect(fileCycles(runtimeFiles.filter((f) => f.endsWith(".ts")))).toEqual([]);
});

const tfgenFiles = filesUnder(TFGEN);

test("the generator's folders import only the stages before them, and no two files import each other", () => {
  const tfgen = tfgenEdges(tfgenFiles);
  expect([...new Set(tfgenFiles.map((f) => path.relative(TFGEN, f).split(path.sep)[0]))].filter((a) => !TFGEN_ORDER.includes(a))).toEqual(
    [],
  );
  expect(upstreamArrows(tfgen)).toEqual([]);
  expect(cycles(tfgen)).toEqual([]);
  expect(fileCycles(tfgenFiles)).toEqual([]);
  // The scan sees real imports: the model is built from the schema, the pipeline runs the emitters.
  expect(tfgen.some((e) => e.from === "model" && e.to === "schema")).toBe(true);
  expect(tfgen.some((e) => e.from === "pipeline" && e.to === "emit")).toBe(true);
});

test("the generator imports no engine, executor or Pulumi plugin", () => {
  const tfgen = runtimeEdges(tfgenFiles, () => "tfgen");
  expect(tfgen.length).toBeGreaterThan(0);
  const allowed = ["package-format", "install", "terraform-cli", "files", "worker-channel", "did-you-mean"];
  // Pulling a schema starts the provider and speaks the protocol to it: the pull tools alone may use the plugin
  // engine's process and the protocol definitions, never the executor or the Terraform engine.
  const pull = path.join("src", "tfgen", "pull") + path.sep;
  const allowedFor = (e: { file: string; to: string }) =>
    allowed.includes(e.to) || (e.file.startsWith(pull) && ["engines/plugin", "tfplugin"].includes(e.to));
  expect(tfgen.filter((e) => !allowedFor(e)).map((e) => `${e.file} → ${e.spec}`)).toEqual([]);
  expect(tfgen.some((e) => e.file.startsWith(pull) && e.to === "engines/plugin")).toBe(true);
});

/** The runtime's public entry points (src/runtime/package.json's exports, as generated code names them). */
const PUBLIC = /^@tflookup\/runtime(\/invoke(\/[a-z-]+)?|\/plugin\/main)?$/;

test("generated code imports the runtime only through its public entry points", () => {
  const generated = [
    ...fs.readdirSync(path.join(REPO_ROOT, "providers")).map((t) => path.join(REPO_ROOT, "providers", t)),
    path.join(REPO_ROOT, "test", "fixtures", "third", "golden"),
  ].filter((d) => fs.statSync(d).isDirectory());
  const bad: string[] = [];
  let runtimeImports = 0;
  for (const file of generated.flatMap(filesUnder)) {
    for (const spec of specifiers(fs.readFileSync(file, "utf8"))) {
      const target = spec.startsWith(".") ? path.resolve(path.dirname(file), spec) : undefined;
      const intoSources = target !== undefined && !path.relative(path.join(REPO_ROOT, "src"), target).startsWith("..");
      if (spec.startsWith("@tflookup/runtime")) runtimeImports++;
      if (intoSources || (spec.startsWith("@tflookup/runtime") && !PUBLIC.test(spec)))
        bad.push(`${path.relative(REPO_ROOT, file)} → ${spec}`);
    }
  }
  expect(runtimeImports).toBeGreaterThan(10);
  expect(bad).toEqual([]);
});

test("the checks catch what they are for", () => {
  const edge = (from: string, to: string): Edge => ({ from, to, file: "f.ts", spec: "x" });
  expect(violations([edge("engines/plugin", "executor")])).toHaveLength(1);
  expect(violations([edge("engines/terraform", "engines/plugin")])).toHaveLength(1);
  expect(violations([edge("install", "engines/terraform")])).toHaveLength(1);
  expect(violations([edge("shared", "engines/plugin")])).toHaveLength(1);
  expect(violations([edge("executor", "engines/plugin")])).toEqual([]);
  expect(cycles([edge("shared", "install"), edge("install", "shared")])).toEqual(["install → shared → install"]);
  expect(cycles([edge("invoke", "executor"), edge("executor", "shared"), edge("shared", "invoke")])).toEqual([
    "executor → shared → invoke → executor",
  ]);
  expect(violations([edge("shared", "invoke")])).toHaveLength(1);
  expect(upstreamArrows([edge("model", "emit")])).toHaveLength(1);
  expect(upstreamArrows([edge("emit", "emit")])).toEqual([]);
  expect(upstreamArrows([edge("emit", "model"), edge("cli", "pipeline")])).toEqual([]);
  expect(upstreamArrows([edge("model", "somewhere-new")])).toHaveLength(1);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "layout-"));
  try {
    fs.writeFileSync(path.join(dir, "a.ts"), 'import type { B } from "./b";\nexport type A = B;\n');
    fs.writeFileSync(path.join(dir, "b.ts"), 'export { A as B } from "./c/index";\n');
    fs.mkdirSync(path.join(dir, "c"));
    fs.writeFileSync(path.join(dir, "c", "index.ts"), 'export type { A } from "../a.js";\n');
    const files = ["a.ts", "b.ts", path.join("c", "index.ts")].map((f) => path.join(dir, f));
    expect(fileCycles(files)).toHaveLength(1);
    expect(fileCycles(files.slice(0, 2))).toEqual([]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  expect(PUBLIC.test("@tflookup/runtime/invoke/lazy")).toBe(true);
  expect(PUBLIC.test("@tflookup/runtime/plugin/main")).toBe(true);
  expect(PUBLIC.test("@tflookup/runtime/executor")).toBe(false);
  expect(PUBLIC.test("@tflookup/runtime/pulumi-plugin/main")).toBe(false);
});
