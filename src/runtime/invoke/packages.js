"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.registerPackage = registerPackage;
exports.packageDir = packageDir;
exports.packageVersion = packageVersion;
/*
 * Where each generated package lives, so that code given only a package name (the local executor, the
 * provider plugin) can find its metadata.json and schema.json, and which version it is. A package registers
 * itself when its first module that needs the runtime loads, which works the same from the sources and from
 * the compiled dist/ tree. Kept on globalThis so that two copies of this module (sources and dist/ in one
 * process) agree.
 */
const REGISTRY = Symbol.for("tflookup.runtime.packages");
function registry() {
    const g = globalThis;
    return (g[REGISTRY] ??= new Map());
}
/** Called by a generated `package.ts`; returns the name so that the module can export it as a constant. */
function registerPackage(name, dir, version) {
    registry().set(name, { dir, version });
    return name;
}
/** The folder of a registered package's generated SDK (`…/<type>/pulumi`), or undefined if none registered. */
function packageDir(name) {
    return registry().get(name)?.dir;
}
/** The version a registered package was generated for (its upstream provider's), which its plugin reports. */
function packageVersion(name) {
    return registry().get(name)?.version;
}
