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
  return makeProjectWithProvider({ dir: THIRD_DIR, spec: THIRD_SPEC, type: "widgets", note: "made-up provider of test/fixtures/third" });
}

/**
 * The same for any made-up provider laid out as test/fixtures/third is (schemas/, overrides/ under `dir`), copied
 * from the checkout `from` (this one by default). A checkout that already pins the provider is refused before
 * anything is written, and a copy that fails part-way is removed.
 */
export function makeProjectWithProvider(p: { dir: string; spec: string; type: string; note: string; from?: string }): string {
  const from = p.from ?? REPO_ROOT;
  const [source, version] = p.spec.split("@");
  const pins = (JSON.parse(fs.readFileSync(path.join(from, "cdktf.json"), "utf8")) as { terraformProviders: string[] }).terraformProviders;
  const pinned = pins.find((pin) => pin.split("@")[0].toLowerCase() === source.toLowerCase());
  if (pinned !== undefined)
    throw new Error(
      `${path.join(from, "cdktf.json")} already pins ${pinned}; a copy of the project with ${p.spec} added would pin it twice`,
    );
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "tflookup-generality-"));
  try {
    addProvider(root, from, p, source, version);
  } catch (err) {
    fs.rmSync(root, { recursive: true, force: true });
    throw err;
  }
  return root;
}

function addProvider(
  root: string,
  from: string,
  p: { dir: string; spec: string; type: string; note: string },
  source: string,
  version: string,
) {
  for (const f of ["package.json", "cdktf.json", "schemas", "overrides"])
    fs.cpSync(path.join(from, f), path.join(root, f), { recursive: true });
  for (const f of ["node_modules", "src"]) fs.symlinkSync(path.join(from, f), path.join(root, f), "dir");
  // The committed schemas are read-only; the copy's folder must accept a new file.
  fs.chmodSync(path.join(root, "schemas"), 0o755);

  const cdktf = JSON.parse(fs.readFileSync(path.join(root, "cdktf.json"), "utf8"));
  cdktf.terraformProviders.push(p.spec);
  fs.writeFileSync(path.join(root, "cdktf.json"), JSON.stringify(cdktf, null, 2) + "\n");

  const schemaBytes = fs.readFileSync(path.join(p.dir, "schemas", `${p.type}.json`));
  fs.writeFileSync(path.join(root, "schemas", `${p.type}.json`), schemaBytes);
  const lockFile = path.join(root, "schemas", "schemas.lock.json");
  const lock = JSON.parse(fs.readFileSync(lockFile, "utf8"));
  lock.providers[source] = {
    source,
    version,
    schemaFile: `${p.type}.json`,
    sha256: createHash("sha256").update(schemaBytes).digest("hex"),
    origin: "snapshot",
    terraformVersion: null,
    note: p.note,
  };
  fs.writeFileSync(lockFile, JSON.stringify(lock, null, 2) + "\n");
  fs.copyFileSync(path.join(p.dir, "overrides", `${p.type}.json`), path.join(root, "overrides", `${p.type}.json`));
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
