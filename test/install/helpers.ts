/** Shared set-up for the installer tests: a temp root, CLI configuration writers, and cache inspection. */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export function tempRoot(prefix: string): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

/** Writes an HCL CLI configuration: values go through JSON.stringify, which is valid HCL string syntax. */
export function writeHcl(file: string, text: string): string {
  mkdirSync(join(file, ".."), { recursive: true });
  writeFileSync(file, text);
  return file;
}

export const q = (s: string): string => JSON.stringify(s);

/** Every file under `dir`, relative, sorted, with its contents' length: a snapshot to compare before/after. */
export function snapshot(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  const walk = (rel: string) => {
    for (const e of readdirSync(join(dir, rel), { withFileTypes: true })) {
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) {
        out.push(`${r}/`);
        walk(r);
      } else out.push(`${r} ${readFileSync(join(dir, r)).length}`);
    }
  };
  walk("");
  return out.sort();
}

/** The cache without the (empty) staging directory the installer keeps. */
export const cacheContents = (dir: string): string[] => snapshot(dir).filter((e) => e !== ".tflookup-staging/");

let bundled: Promise<string> | undefined;

/**
 * test/install/programs/ensure-provider.ts bundled (without its packages) into build/install-tests/, so that many
 * processes can run it as `node <bundle> <options JSON>` without each compiling the installer's TypeScript.
 */
export function ensureProviderBundle(): Promise<string> {
  bundled ??= (async () => {
    const esbuild = await import("esbuild");
    const dir = join(__dirname, "..", "..", "build", "install-tests");
    const outfile = join(dir, "ensure-provider.js");
    mkdirSync(dir, { recursive: true });
    // Written aside and renamed: another test file may be running the previous bundle.
    const partial = `${outfile}.${process.pid}.tmp`;
    await esbuild.build({
      entryPoints: [join(__dirname, "programs", "ensure-provider.ts")],
      outfile: partial,
      bundle: true,
      packages: "external",
      platform: "node",
      target: "node20",
      format: "cjs",
      logLevel: "silent",
    });
    renameSync(partial, outfile);
    return outfile;
  })();
  return bundled;
}
