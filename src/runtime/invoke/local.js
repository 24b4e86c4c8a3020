"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.LocalExecutorUnavailableError = void 0;
exports.setLocalExecutor = setLocalExecutor;
exports.getLocalExecutor = getLocalExecutor;
/** Thrown when no executor can be had at all (the executor module failed to load). */
class LocalExecutorUnavailableError extends Error {
    pkg;
    token;
    cause;
    constructor(pkg, token, cause) {
        super(`${token}: the local executor is not available, so this lookup cannot run outside the Pulumi engine ` +
            `(run it in a Pulumi program, or call pulumi.runtime.setMocks in tests)` +
            (cause instanceof Error ? `: ${cause.message}` : ""));
        this.pkg = pkg;
        this.token = token;
        this.cause = cause;
        this.name = "LocalExecutorUnavailableError";
    }
}
exports.LocalExecutorUnavailableError = LocalExecutorUnavailableError;
// On globalThis so that every copy of this module in a process (sources and dist/) sees one registration,
// and one default executor: batching only works if concurrent calls reach the same instance.
const SLOT = Symbol.for("tflookup.runtime.localExecutor");
const DEFAULT = Symbol.for("tflookup.runtime.defaultLocalExecutor");
/** Installs (or, with undefined, removes) the executor used for lookups made outside the engine. */
function setLocalExecutor(executor) {
    globalThis[SLOT] = executor;
}
function defaultExecutor() {
    const g = globalThis;
    if (!g[DEFAULT]) {
        try {
            // Loaded on first use: it brings in cdktf, which a program that never looks anything up should not pay for.
            // eslint-disable-next-line @typescript-eslint/no-require-imports
            // Typed narrowly on purpose: a type-level import of the executor would make every program that
            // type-checks against one SDK function also load cdktf's and the executor's declarations.
            const { Executor } = require("../executor");
            g[DEFAULT] = new Executor();
        }
        catch (err) {
            return { lookup: async (pkg, token) => Promise.reject(new LocalExecutorUnavailableError(pkg, token, err)) };
        }
    }
    return g[DEFAULT];
}
function getLocalExecutor() {
    return globalThis[SLOT] ?? defaultExecutor();
}
