/**
 * The reference providers on HashiCorp's provider libraries (test/hcproviders) for tests: where their binaries are,
 * a filesystem mirror Terraform installs them from, and a temp project with their packages generated from
 * test/fixtures/hcproviders/ (each schema as `terraform providers schema -json` prints it, and overrides).
 */
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { writeCliConfig } from "../../src/runtime/terraform-cli";
import { EMITTERS } from "../../src/tfgen/emit/emitters";
import { buildTree, writeTree } from "../../src/tfgen/pipeline/generate";
import { REGISTRY_HOST, unpackedExecutable } from "../standin/mirror";
import { makeTempDir, REPO_ROOT } from "../support/project";

/** The three providers: the framework alone, SDK v2 alone, both muxed. */
export const HC_PROVIDERS = ["hcframework", "hcsdk", "hcmux"] as const;
export type HcProvider = (typeof HC_PROVIDERS)[number];

export const hcTarget = (type: HcProvider) => ({ source: `tflookup/${type}`, namespace: "tflookup", type, version: "1.0.0" }) as const;

export const HC_FIXTURE_DIR = join(REPO_ROOT, "test", "fixtures", "hcproviders");
const HC_SOURCE_DIR = join(REPO_ROOT, "test", "hcproviders");

export const hcBinary = (type: HcProvider): string => join(REPO_ROOT, "build", "hcproviders", `terraform-provider-${type}`);

/** Every Go file and the module files the binaries are built from. */
function hcSources(dir = HC_SOURCE_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? hcSources(join(dir, e.name)) : /\.go$|^go\.(mod|sum)$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

/** The built binary; a plain sentence saying how to build it when it is missing or older than its sources. */
export function requireHcBinary(type: HcProvider): string {
  const build = "run npm run tools (scripts/tools/hcproviders.sh builds them with Go from their module; npm test runs it first)";
  const binary = hcBinary(type);
  if (!existsSync(binary)) throw new Error(`the reference provider ${type} is not built (${binary} is missing): ${build}`);
  const built = statSync(binary).mtimeMs;
  const newer = hcSources().filter((f) => statSync(f).mtimeMs > built);
  if (newer.length) throw new Error(`the reference provider ${type} is older than ${newer.join(", ")}: ${build}`);
  return binary;
}

/**
 * `<dir>/mirror` with the given providers (links to the built binaries) and `<dir>/terraform.rc` sending them
 * there; the executables by source, as the plugin engine takes them.
 */
export function createHcMirror(dir: string, types: readonly HcProvider[] = HC_PROVIDERS) {
  const executables: Record<string, string> = {};
  for (const type of types) {
    const file = unpackedExecutable(join(dir, "mirror"), hcTarget(type));
    mkdirSync(dirname(file), { recursive: true });
    symlinkSync(requireHcBinary(type), file);
    executables[hcTarget(type).source] = file;
  }
  const addresses = types.map((t) => `${REGISTRY_HOST}/${hcTarget(t).source}`);
  const cliConfigFile = writeCliConfig(join(dir, "terraform.rc"), {
    filesystemMirrors: [{ path: join(dir, "mirror"), include: addresses }],
    direct: { exclude: addresses },
  });
  return { cliConfigFile, executables };
}

/**
 * A temp project whose cdktf.json pins the three providers, with the fixture schemas (locked) and overrides, and
 * their packages generated into `<root>/providers/<type>`: what a maintainer adding them would have.
 */
export function makeHcProject(): string {
  const root = makeTempDir("hc-project");
  cpSync(join(REPO_ROOT, "package.json"), join(root, "package.json"));
  for (const p of ["node_modules", "src"]) symlinkSync(join(REPO_ROOT, p), join(root, p), "dir");
  const cdktf = JSON.parse(readFileSync(join(REPO_ROOT, "cdktf.json"), "utf8"));
  cdktf.terraformProviders = HC_PROVIDERS.map((t) => `${hcTarget(t).source}@${hcTarget(t).version}`);
  writeFileSync(join(root, "cdktf.json"), JSON.stringify(cdktf, null, 2) + "\n");
  mkdirSync(join(root, "schemas"));
  mkdirSync(join(root, "overrides"));
  const providers: Record<string, unknown> = {};
  for (const type of HC_PROVIDERS) {
    const bytes = readFileSync(join(HC_FIXTURE_DIR, "schemas", `${type}.json`));
    writeFileSync(join(root, "schemas", `${type}.json`), bytes);
    providers[hcTarget(type).source] = {
      source: hcTarget(type).source,
      version: hcTarget(type).version,
      schemaFile: `${type}.json`,
      sha256: createHash("sha256").update(bytes).digest("hex"),
      origin: "pulled",
      terraformVersion: null,
      note: "a reference provider of test/hcproviders",
    };
    cpSync(join(HC_FIXTURE_DIR, "overrides", `${type}.json`), join(root, "overrides", `${type}.json`));
  }
  writeFileSync(join(root, "schemas", "schemas.lock.json"), JSON.stringify({ lockVersion: 1, providers }, null, 2) + "\n");
  writeTree(buildTree(root, { emitters: EMITTERS }));
  return root;
}
