/*
 * Where each generated package lives, so that code given only a package name (the local executor, the
 * provider plugin) can find its metadata.json and schema.json, and which version it is. A package registers
 * itself when its first module that needs the runtime loads, which works the same from the sources and from
 * the compiled dist/ tree. Kept on globalThis so that two copies of this module (sources and dist/ in one
 * process) agree.
 */
const REGISTRY = Symbol.for("tflookup.runtime.packages");
type Registry = Map<string, { dir: string; version?: string }>;

function registry(): Registry {
  const g = globalThis as { [REGISTRY]?: Registry };
  return (g[REGISTRY] ??= new Map() as Registry);
}

/** Called by a generated `package.ts`; returns the name so that the module can export it as a constant. */
export function registerPackage(name: string, dir: string, version?: string): string {
  registry().set(name, { dir, version });
  return name;
}

/** The folder of a registered package's generated SDK (`…/<type>/pulumi`), or undefined if none registered. */
export function packageDir(name: string): string | undefined {
  return registry().get(name)?.dir;
}

/** The version a registered package was generated for (its upstream provider's), which its plugin reports. */
export function packageVersion(name: string): string | undefined {
  return registry().get(name)?.version;
}

/** The names of every registered package. */
export function registeredPackages(): string[] {
  return [...registry().keys()];
}
