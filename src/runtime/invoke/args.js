"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.pickDefined = pickDefined;
exports.withoutUndefined = withoutUndefined;
/**
 * The documented arguments of one call, without the ones left undefined: a key that is present means the
 * caller set it, which is what Terraform's "optional" and the argument rules (exactlyOneOf, …) go by.
 * Only documented names are copied, so stray properties of the caller's object never reach the provider.
 */
function pickDefined(args, names) {
    const out = {};
    if (args === undefined || args === null)
        return out;
    const source = args;
    for (const name of names) {
        const value = source[name];
        if (value !== undefined)
            out[name] = value;
    }
    return out;
}
/** Drops top-level undefined values (arguments given as Outputs that resolved to undefined). */
function withoutUndefined(args) {
    const out = {};
    for (const [k, v] of Object.entries(args))
        if (v !== undefined)
            out[k] = v;
    return out;
}
