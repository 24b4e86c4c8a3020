"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.lazyExports = lazyExports;
exports.lazyModule = lazyModule;
/**
 * Defines exports that load their module on first access, so that importing a generated package's index
 * costs neither its function modules nor @pulumi/pulumi (over half a second) until something is used.
 * `modules` maps a module id, resolved by the caller's `load` (its own `require`), to the names it exports.
 * This file must import nothing.
 */
function lazyExports(target, modules, load) {
    for (const [id, names] of Object.entries(modules)) {
        for (const name of names) {
            Object.defineProperty(target, name, {
                enumerable: true,
                configurable: true,
                get: () => load(id)[name],
            });
        }
    }
}
/** One export that is a whole module (e.g. `config`), loaded on first access. */
function lazyModule(target, name, id, load) {
    Object.defineProperty(target, name, { enumerable: true, configurable: true, get: () => load(id) });
}
