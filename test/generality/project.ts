import { createHash } from "crypto";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";

export const REPO_ROOT = path.resolve(__dirname, "..", "..");
export const THIRD_DIR = path.join(REPO_ROOT, "test", "fixtures", "third");
export const THIRD_SPEC = "Acme/widgets@1.2.3";

/**
 * A temp copy of the project with the made-up third provider added the way a maintainer would add one:
 * a line in cdktf.json, the pinned schema plus its lock entry, and an overrides file. Nothing else
 * changes; that is the claim under test. node_modules and src are symlinked: copying either would cost
 * seconds, and the generated SDK's runtime package resolves to src/runtime through the project's tsconfig.
 */
export function makeThirdProviderProject(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "tflookup-generality-"));
  for (const p of ["package.json", "cdktf.json", "schemas", "overrides"])
    fs.cpSync(path.join(REPO_ROOT, p), path.join(root, p), { recursive: true });
  for (const p of ["node_modules", "src"]) fs.symlinkSync(path.join(REPO_ROOT, p), path.join(root, p), "dir");
  // The committed schemas are read-only; the copy's folder must accept a new file.
  fs.chmodSync(path.join(root, "schemas"), 0o755);

  const cdktf = JSON.parse(fs.readFileSync(path.join(root, "cdktf.json"), "utf8"));
  cdktf.terraformProviders.push(THIRD_SPEC);
  fs.writeFileSync(path.join(root, "cdktf.json"), JSON.stringify(cdktf, null, 2) + "\n");

  const schemaBytes = fs.readFileSync(path.join(THIRD_DIR, "schemas", "widgets.json"));
  fs.writeFileSync(path.join(root, "schemas", "widgets.json"), schemaBytes);
  const lockFile = path.join(root, "schemas", "schemas.lock.json");
  const lock = JSON.parse(fs.readFileSync(lockFile, "utf8"));
  lock.providers["Acme/widgets"] = {
    source: "Acme/widgets",
    version: "1.2.3",
    schemaFile: "widgets.json",
    sha256: createHash("sha256").update(schemaBytes).digest("hex"),
    origin: "snapshot",
    terraformVersion: null,
    note: "made-up provider of test/fixtures/third",
  };
  fs.writeFileSync(lockFile, JSON.stringify(lock, null, 2) + "\n");
  fs.copyFileSync(path.join(THIRD_DIR, "overrides", "widgets.json"), path.join(root, "overrides", "widgets.json"));
  return root;
}

export function listTsFiles(dir: string): string[] {
  const out: string[] = [];
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...listTsFiles(p));
    else if (e.name.endsWith(".ts")) out.push(p);
  }
  return out.sort();
}
