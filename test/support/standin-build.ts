/**
 * Bundles the stand-in provider program (test/standin/main.ts) into one file that
 * plain `node` runs, so each provider start costs one file load instead of a
 * TypeScript compile. Rebuilds only when an input changed.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

export const REPO_ROOT = resolve(__dirname, "..", "..");
export const STANDIN_SOURCE_DIR = join(REPO_ROOT, "test", "standin");
export const STANDIN_BUNDLE = join(REPO_ROOT, "build", "standin", "standin.js");
const STAMP = `${STANDIN_BUNDLE}.sha256`;

/** Everything the bundle depends on: its sources and the exact dependency versions. */
function inputsDigest(): string {
  const hash = createHash("sha256");
  const sources = readdirSync(STANDIN_SOURCE_DIR)
    .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))
    .sort();
  for (const file of sources) {
    hash.update(file).update("\0").update(readFileSync(join(STANDIN_SOURCE_DIR, file))).update("\0");
  }
  hash.update(readFileSync(join(REPO_ROOT, "package-lock.json")));
  hash.update(readFileSync(__filename));
  return hash.digest("hex");
}

/** Builds build/standin/standin.js if needed and returns its absolute path. */
export async function buildStandin(): Promise<string> {
  const digest = inputsDigest();
  if (existsSync(STANDIN_BUNDLE) && existsSync(STAMP) && readFileSync(STAMP, "utf8") === digest) return STANDIN_BUNDLE;

  // Loaded lazily: most runs find the bundle current and never need esbuild.
  const esbuild = await import("esbuild");
  mkdirSync(join(REPO_ROOT, "build", "standin"), { recursive: true });
  // Write aside and rename, so a concurrent reader never sees half a bundle.
  const partial = `${STANDIN_BUNDLE}.${process.pid}.tmp`;
  await esbuild.build({
    entryPoints: [join(STANDIN_SOURCE_DIR, "main.ts")],
    outfile: partial,
    bundle: true,
    platform: "node",
    target: "node20",
    format: "cjs",
    minify: false,
    sourcemap: false,
    legalComments: "none",
    logLevel: "silent",
  });
  renameSync(partial, STANDIN_BUNDLE);
  writeFileSync(STAMP, digest);
  return STANDIN_BUNDLE;
}
