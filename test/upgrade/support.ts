/**
 * Helpers shared by the pull-schemas and upgrade tests: the real Terraform CLI, the stand-in providers in
 * a filesystem mirror (the pinned versions plus a "next" edgecenter release), project copies that can
 * regenerate and type-check, and a file-by-file fingerprint for "nothing was touched" assertions.
 */
import * as fs from "fs";
import * as path from "path";
import { locateTerraform } from "../../src/runtime/terraform-cli";
import { buildTree } from "../../src/tfgen/pipeline/generate";
import type { DiffReport } from "../../src/tfgen/diff/types";
import type { CliIo } from "../../src/tfgen/cli/io";
import { writeTreeAtomic } from "../../src/tfgen/write/tree";
import { createStandinMirror, pinnedStandinProviders, type StandinProviderSpec } from "../standin/mirror";
import { makeProjectCopy, REPO_ROOT } from "../support/project";
import { buildStandin } from "../standin/build";

export const NEXT_VERSION = "0.13.0";
export const NEXT_SCHEMA = path.join(REPO_ROOT, "test", "fixtures", "next", `edgecenter-${NEXT_VERSION}.json`);
const NEXT_CLOUD = path.join(REPO_ROOT, "test", "fixtures", "next", `cloud-edgecenter-${NEXT_VERSION}.json`);

/** These tests exist to run Terraform; without it they must fail and say why, never skip. */
export function requireTerraform(): string {
  try {
    return locateTerraform();
  } catch (err) {
    throw new Error(
      `pull-schemas/upgrade tests run the real Terraform CLI, and it is missing: ${(err as Error).message}. ` +
        `Install Terraform 1.x or set TERRAFORM_BINARY_NAME.`,
    );
  }
}

/** The pinned providers plus edgecenter NEXT_VERSION serving the "next release" fixture. */
export function standinProviders(): StandinProviderSpec[] {
  const pinned = pinnedStandinProviders();
  const ec = pinned.find((p) => p.type === "edgecenter");
  if (!ec) throw new Error("cdktf.json no longer pins edgecenter; the next-version fixture is derived from it");
  return [...pinned, { ...ec, version: NEXT_VERSION, schemaFile: NEXT_SCHEMA, cloudFile: NEXT_CLOUD }];
}

/** Builds the stand-in (cached) and a mirror under `dir`; returns the CLI config file to pass as --cli-config. */
export async function standinMirror(dir: string, providers: StandinProviderSpec[] = standinProviders()): Promise<string> {
  requireTerraform();
  await buildStandin();
  return createStandinMirror(dir, { providers });
}

/** PATH without any directory that holds a terraform or tofu executable: a machine with no Terraform. */
export function pathWithoutTerraform(): string {
  return (process.env.PATH ?? "")
    .split(path.delimiter)
    .filter((dir) => !["terraform", "tofu"].some((b) => fs.existsSync(path.join(dir, b))))
    .join(path.delimiter);
}

/** A CLI config whose only installation method is an empty filesystem mirror: no stand-in, no registry. */
export function emptyMirrorConfig(dir: string): string {
  const mirror = path.join(dir, "empty-mirror");
  fs.mkdirSync(mirror, { recursive: true });
  const file = path.join(dir, "empty.rc");
  fs.writeFileSync(file, `provider_installation {\n  filesystem_mirror {\n    path = ${JSON.stringify(mirror)}\n  }\n}\n`);
  return file;
}

/**
 * A project copy that upgrade can type-check generated code in: packages resolve through a node_modules
 * link, the generated SDK imports ../../../src/runtime so src is linked too, and the compiler options come
 * from the real tsconfig files. Nothing here may run the cached `generate` (its cache lives under
 * node_modules, which is the repository's own): tests regenerate with `regenerate` below.
 */
export function makeUpgradeCopy(label: string): string {
  const root = makeProjectCopy(label);
  fs.symlinkSync(path.join(REPO_ROOT, "node_modules"), path.join(root, "node_modules"), "dir");
  fs.symlinkSync(path.join(REPO_ROOT, "src"), path.join(root, "src"), "dir");
  // README.md: its providers table is one of the files an upgrade rewrites.
  for (const f of ["tsconfig.json", "tsconfig.build.json", "README.md"]) fs.copyFileSync(path.join(REPO_ROOT, f), path.join(root, f));
  return root;
}

/** `npm run generate` without its cache. */
export function regenerate(root: string): void {
  const result = buildTree(root, { worker: true });
  writeTreeAtomic(result.outDir, result.tree);
}

export interface FileStamp {
  mtimeMs: number;
  size: number;
  content: string;
}

/** Every regular file under `root` (symlinked folders such as node_modules and src are not entered). */
export function fingerprint(root: string): Map<string, FileStamp> {
  const out = new Map<string, FileStamp>();
  const walk = (rel: string) => {
    for (const e of fs.readdirSync(path.join(root, rel), { withFileTypes: true })) {
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (e.isSymbolicLink()) continue;
      if (e.isDirectory()) walk(r);
      else {
        const full = path.join(root, r);
        const st = fs.statSync(full);
        out.set(r, { mtimeMs: st.mtimeMs, size: st.size, content: fs.readFileSync(full, "latin1") });
      }
    }
  };
  walk("");
  return out;
}

/** Paths whose presence, bytes or mtime differ; empty when nothing was touched. */
export function touched(before: Map<string, FileStamp>, after: Map<string, FileStamp>): string[] {
  const out: string[] = [];
  for (const [rel, a] of before) {
    const b = after.get(rel);
    if (!b) out.push(`removed ${rel}`);
    else if (b.content !== a.content) out.push(`changed ${rel}`);
    else if (b.mtimeMs !== a.mtimeMs) out.push(`rewritten (same bytes, new mtime) ${rel}`);
  }
  for (const rel of after.keys()) if (!before.has(rel)) out.push(`added ${rel}`);
  return out.sort();
}

export function memoryIo(): CliIo & { stdout: () => string; stderr: () => string } {
  let out = "";
  let err = "";
  return {
    out: (s) => {
      out += s;
    },
    err: (s) => {
      err += s;
    },
    stdout: () => out,
    stderr: () => err,
  };
}

export type Row = [kind: string, where: string, pulumi: "B" | "-", cdktf: "B" | "-", flagged?: "flag"];
export function rows(report: DiffReport): Row[] {
  return report.changes.map((c) => {
    const r: Row = [
      c.kind,
      c.function ? (c.path ? `${c.function}.${c.path}` : c.function) : `config.${c.path}`,
      c.pulumi === "breaking" ? "B" : "-",
      c.cdktf === "breaking" ? "B" : "-",
    ];
    if (c.flagged) r.push("flag");
    return r;
  });
}

/** What the pinned 0.12.10 → next-fixture upgrade must report, in order: [kind, where, Pulumi, CDKTF, flagged]. */
export const EXPECTED_ROWS: Row[] = [
  ["config-deprecated", "config.providerStorageApi", "-", "-"],
  ["function-removed", "getCdnShieldingLocation", "B", "B"],
  ["function-added", "getDbaasCluster", "-", "-"],
  ["input-became-required", "getFlavor.type", "B", "B"],
  ["output-became-always-present", "getFlavor.type", "-", "-"],
  // A block is an argument (optional, min_items 0) even when every attribute inside is computed.
  ["input-added", "getFloatingip.metadataReadOnlies", "-", "-"],
  // A max_items = 1 block with min_items 0 may be absent from results (bridge rule 2, docs/naming.md).
  ["output-became-optional", "getFloatingip.metadataReadOnlies", "B", "-"],
  ["output-name-kept", "getFloatingip.metadataReadOnlies", "-", "-", "flag"],
  ["output-list-to-object", "getFloatingip.metadataReadOnlies", "B", "B"],
  ["type-renamed", "getFloatingip.metadataReadOnlies", "B", "-"],
  ["input-added", "getImage.visibility", "-", "-"],
  ["output-type-changed", "getImage.minDisk", "B", "B"],
  ["output-added", "getImage.visibility", "-", "-"],
];
