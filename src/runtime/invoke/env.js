"use strict";
/*
 * Environment defaults for the config getters of generated SDKs: the upstream provider reads these variables
 * itself, so a getter that falls back to them reports what the provider will actually use.
 */
Object.defineProperty(exports, "__esModule", { value: true });
exports.envString = envString;
exports.envNumber = envNumber;
exports.envBoolean = envBoolean;
/** The first of `names` that is set (to anything but the empty string). */
function envString(...names) {
    for (const n of names) {
        const v = process.env[n];
        if (v !== undefined && v !== "")
            return v;
    }
    return undefined;
}
/** Like envString, parsed; a value that is not a number is ignored rather than turned into NaN. */
function envNumber(...names) {
    const v = envString(...names);
    if (v === undefined)
        return undefined;
    const n = Number(v);
    return Number.isFinite(n) ? n : undefined;
}
/** Accepts the spellings Go's strconv.ParseBool accepts, as the upstream providers use it. */
function envBoolean(...names) {
    const v = envString(...names);
    if (v === undefined)
        return undefined;
    if (["1", "t", "T", "true", "TRUE", "True"].includes(v))
        return true;
    if (["0", "f", "F", "false", "FALSE", "False"].includes(v))
        return false;
    return undefined;
}
