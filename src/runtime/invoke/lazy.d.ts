/**
 * Defines exports that load their module on first access, so that importing a generated package's index
 * costs neither its function modules nor @pulumi/pulumi (over half a second) until something is used.
 * `modules` maps a module id, resolved by the caller's `load` (its own `require`), to the names it exports.
 * This file must import nothing.
 */
export declare function lazyExports(target: object, modules: Record<string, readonly string[]>, load: (id: string) => unknown): void;
/** One export that is a whole module (e.g. `config`), loaded on first access. */
export declare function lazyModule(target: object, name: string, id: string, load: (id: string) => unknown): void;
