import * as fs from "fs";
import * as path from "path";

/**
 * What generated packages take from the project's own package.json: their version (every package of one
 * release shares it), the license, and the versions of the libraries they depend on (the ones the project
 * itself pins and tests with).
 */
export interface ProjectPackage {
  version: string;
  license: string;
  /**
   * Exact versions from the project's `dependencies` and `devDependencies` (a core library the project only
   * compiles and tests the bindings with, such as `cdktn`, is a dev dependency here and a peer of the packages).
   */
  pins: Record<string, string>;
}

export function readProjectPackage(root: string): ProjectPackage {
  const file = path.join(root, "package.json");
  let raw: { version?: unknown; license?: unknown; dependencies?: Record<string, string>; devDependencies?: Record<string, string> };
  try {
    raw = JSON.parse(fs.readFileSync(file, "utf8")) as typeof raw;
  } catch (err) {
    throw new Error(
      `${file}: cannot read the project's package.json (generated packages take their version from it): ${(err as Error).message}`,
    );
  }
  if (typeof raw.version !== "string" || !/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/.test(raw.version)) {
    throw new Error(`${file}: "version" must be an exact version, got ${JSON.stringify(raw.version)}`);
  }
  return {
    version: raw.version,
    license: typeof raw.license === "string" ? raw.license : "UNLICENSED",
    pins: { ...raw.devDependencies, ...raw.dependencies },
  };
}
