/**
 * The Go reference provider (test/goprovider) for tests: where its binary is, a filesystem mirror Terraform
 * installs it from, and a temp project with its SDK generated from test/fixtures/goref.
 */
import { createHash } from "node:crypto";
import { chmodSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { writeCliConfig } from "../../src/runtime/terraform-cli";
import { buildTree, writeTree } from "../../src/tfgen/pipeline/generate";
import { REGISTRY_HOST, unpackedExecutable } from "../standin/mirror";
import { makeTempDir, REPO_ROOT } from "../support/project";

export const GOREF_BINARY = join(REPO_ROOT, "build", "goprovider", "terraform-provider-goref");
export const GOREF_FIXTURE_DIR = join(REPO_ROOT, "test", "fixtures", "goref");
export const GOREF = { source: "tflookup/goref", namespace: "tflookup", type: "goref", version: "1.0.0" } as const;

/** What the binary is built from: its Go sources and module, and the protocol definitions its stubs come from. */
function gorefSources(): string[] {
  const dir = join(REPO_ROOT, "test", "goprovider");
  return [
    ...readdirSync(dir)
      .filter((f) => f.endsWith(".go") || f === "go.mod" || f === "go.sum")
      .map((f) => join(dir, f)),
    join(dir, "write-protos.ts"),
    join(REPO_ROOT, "src", "runtime", "tfplugin", "proto-source.ts"),
  ];
}

/** The built binary; a plain sentence saying how to build it when it is missing or older than its sources. */
export function requireGorefBinary(): string {
  const build = "run npm run tools (scripts/tools/goref.sh builds it with Go from its module; npm test runs it before the tests)";
  if (!existsSync(GOREF_BINARY)) throw new Error(`the Go reference provider is not built (${GOREF_BINARY} is missing): ${build}`);
  const built = statSync(GOREF_BINARY).mtimeMs;
  const newer = gorefSources().filter((f) => statSync(f).mtimeMs > built);
  if (newer.length) throw new Error(`the Go reference provider is older than ${newer.join(", ")}: ${build}`);
  return GOREF_BINARY;
}

const shellQuote = (value: string): string => `'${value.replace(/'/g, `'\\''`)}'`;

/**
 * An executable at `file` starting the provider with these variables set (GOREF_PROTOCOL, GOREF_IGNORE_SIGTERM).
 * It runs the binary through a link beside `file`, so the process table names the caller's own directory.
 */
export function gorefExecutable(file: string, env: Record<string, string> = {}): string {
  const link = `${file}.bin`;
  mkdirSync(dirname(file), { recursive: true });
  symlinkSync(requireGorefBinary(), link);
  const exports = Object.entries(env).map(([k, v]) => `export ${k}=${shellQuote(v)}\n`);
  writeFileSync(file, `#!/bin/sh\n${exports.join("")}exec ${shellQuote(link)} "$@"\n`);
  chmodSync(file, 0o755);
  return file;
}

/** `<dir>/mirror` with the provider serving `protocol`, and `<dir>/terraform.rc` sending tflookup/goref there. */
export function createGorefMirror(dir: string, protocol: 5 | 6): { cliConfigFile: string; executable: string } {
  const executable = gorefExecutable(unpackedExecutable(join(dir, "mirror"), GOREF), { GOREF_PROTOCOL: String(protocol) });
  const address = `${REGISTRY_HOST}/${GOREF.source}`;
  const cliConfigFile = writeCliConfig(join(dir, "terraform.rc"), {
    filesystemMirrors: [{ path: join(dir, "mirror"), include: [address] }],
    direct: { exclude: [address] },
  });
  return { cliConfigFile, executable };
}

/**
 * A temp project whose cdktf.json pins only tflookup/goref, with the fixture schema (locked) and overrides, and
 * its package generated into `<root>/providers/goref`: what a maintainer adding the provider would have, less the
 * data sources `exclude` names (globs, as the overrides file's own `exclude`).
 */
export function makeGorefProject(exclude: string[] = []): string {
  const root = makeTempDir("goref-project");
  cpSync(join(REPO_ROOT, "package.json"), join(root, "package.json"));
  for (const p of ["node_modules", "src"]) symlinkSync(join(REPO_ROOT, p), join(root, p), "dir");
  const cdktf = JSON.parse(readFileSync(join(REPO_ROOT, "cdktf.json"), "utf8"));
  cdktf.terraformProviders = [`${GOREF.source}@${GOREF.version}`];
  writeFileSync(join(root, "cdktf.json"), JSON.stringify(cdktf, null, 2) + "\n");
  mkdirSync(join(root, "schemas"));
  mkdirSync(join(root, "overrides"));
  const schemaBytes = readFileSync(join(GOREF_FIXTURE_DIR, "schemas", "goref.json"));
  writeFileSync(join(root, "schemas", "goref.json"), schemaBytes);
  const lock = {
    lockVersion: 1,
    providers: {
      [GOREF.source]: {
        source: GOREF.source,
        version: GOREF.version,
        schemaFile: "goref.json",
        sha256: createHash("sha256").update(schemaBytes).digest("hex"),
        origin: "pulled",
        terraformVersion: null,
        note: "the Go reference provider of test/goprovider",
      },
    },
  };
  writeFileSync(join(root, "schemas", "schemas.lock.json"), JSON.stringify(lock, null, 2) + "\n");
  const overrides = JSON.parse(readFileSync(join(GOREF_FIXTURE_DIR, "overrides", "goref.json"), "utf8"));
  if (exclude.length) overrides.exclude = exclude;
  writeFileSync(join(root, "overrides", "goref.json"), JSON.stringify(overrides, null, 2) + "\n");
  writeTree(buildTree(root, { worker: true }));
  return root;
}
