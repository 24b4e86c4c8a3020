/*
 * Which CDK core library the Terraform lookup engine builds its stacks with: CDKTF's `cdktf`, or CDK Terrain's
 * `cdktn` (its maintained fork, same API under another name). A program needs one of them installed, not both;
 * the generated bindings of each flavour extend that flavour's classes, so the stack and its data sources
 * must come from the same library. Importing this module loads nothing; `coreLibrary()` does, once.
 */
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";

export const CORE_LIBRARIES = ["cdktf", "cdktn"] as const;
export type CoreLibrary = (typeof CORE_LIBRARIES)[number];

/**
 * Where each flavour's bindings sit inside providers/<type>/: CDKTF's at the folder's root (where every
 * existing import points), CDK Terrain's in `cdktn/`. One definition, read by the emitter and by the engine.
 */
export const BINDINGS_SUBDIR: Readonly<Record<CoreLibrary, string>> = { cdktf: "", cdktn: "cdktn" };

/** Set to `cdktf` or `cdktn` to choose when both are installed (otherwise cdktf, the long-standing default, wins). */
export const CORE_LIBRARY_ENV = "TFLOOKUP_CDK_LIBRARY";

export function isCoreLibrary(v: unknown): v is CoreLibrary {
  return typeof v === "string" && (CORE_LIBRARIES as readonly string[]).includes(v);
}

export interface ChooseOptions {
  /** The value of TFLOOKUP_CDK_LIBRARY, if set. */
  preferred?: string;
  /** Whether a library can be loaded from here. */
  isInstalled: (lib: CoreLibrary) => boolean;
}

/** The library to use, or an error saying what to install. Pure, so every branch is testable without uninstalling anything. */
export function chooseCoreLibrary(opts: ChooseOptions): CoreLibrary {
  if (opts.preferred !== undefined && opts.preferred !== "") {
    if (!isCoreLibrary(opts.preferred)) {
      throw new Error(`${CORE_LIBRARY_ENV}: expected one of ${CORE_LIBRARIES.join(", ")}, got ${JSON.stringify(opts.preferred)}`);
    }
    if (!opts.isInstalled(opts.preferred)) {
      throw new Error(`${CORE_LIBRARY_ENV} asks for ${opts.preferred}, which is not installed (npm install ${opts.preferred})`);
    }
    return opts.preferred;
  }
  const found = CORE_LIBRARIES.find((lib) => opts.isInstalled(lib));
  if (!found) {
    throw new Error(
      "the Terraform lookup engine builds its configuration with a CDK core library, and neither cdktf nor cdktn is installed: " +
        "install one of them (npm install cdktf, or npm install cdktn for CDK Terrain)",
    );
  }
  return found;
}

const here = createRequire(__filename);

function installed(lib: CoreLibrary): boolean {
  try {
    here.resolve(lib);
    return true;
  } catch {
    return false;
  }
}

let chosen: { name: CoreLibrary; lib: typeof import("cdktf") } | undefined;

/** The core library this process uses (chosen and loaded on first call). */
export function coreLibrary(): { name: CoreLibrary; lib: typeof import("cdktf") } {
  if (!chosen) {
    const name = chooseCoreLibrary({ preferred: process.env[CORE_LIBRARY_ENV], isInstalled: installed });
    // cdktn is cdktf under another name; the two declare the same classes, so one set of types serves both.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    chosen = { name, lib: require(name) as typeof import("cdktf") };
  }
  return chosen;
}

const checkedFolders = new Set<string>();

/**
 * The folder a provider's bindings for the chosen library are required from, given providers/<type>; an error
 * saying what to do when the package was generated without that flavour.
 */
export function bindingsFolder(providerDir: string): string {
  const { name } = coreLibrary();
  const folder = join(providerDir, BINDINGS_SUBDIR[name]);
  if (!checkedFolders.has(folder)) {
    if (!["index.js", "index.ts", "index.d.ts"].some((f) => existsSync(join(folder, f)))) {
      const other = CORE_LIBRARIES.find((l) => l !== name)!;
      throw new Error(
        `${providerDir} has no bindings for ${name}, the CDK core library this program loads: generate them (add "${name}" to ` +
          `coreLibrary in cdktf.json), or have the engine use ${other} (install it; with both installed, set ${CORE_LIBRARY_ENV}=${other})`,
      );
    }
    checkedFolders.add(folder);
  }
  return folder;
}
