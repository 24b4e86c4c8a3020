"use strict";
var __createBinding = (this && this.__createBinding) || (Object.create ? (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    var desc = Object.getOwnPropertyDescriptor(m, k);
    if (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) {
      desc = { enumerable: true, get: function() { return m[k]; } };
    }
    Object.defineProperty(o, k2, desc);
}) : (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    o[k2] = m[k];
}));
var __setModuleDefault = (this && this.__setModuleDefault) || (Object.create ? (function(o, v) {
    Object.defineProperty(o, "default", { enumerable: true, value: v });
}) : function(o, v) {
    o["default"] = v;
});
var __importStar = (this && this.__importStar) || (function () {
    var ownKeys = function(o) {
        ownKeys = Object.getOwnPropertyNames || function (o) {
            var ar = [];
            for (var k in o) if (Object.prototype.hasOwnProperty.call(o, k)) ar[ar.length] = k;
            return ar;
        };
        return ownKeys(o);
    };
    return function (mod) {
        if (mod && mod.__esModule) return mod;
        var result = {};
        if (mod != null) for (var k = ownKeys(mod), i = 0; i < k.length; i++) if (k[i] !== "default") __createBinding(result, mod, k[i]);
        __setModuleDefault(result, mod);
        return result;
    };
})();
Object.defineProperty(exports, "__esModule", { value: true });
exports.invoke = invoke;
exports.invokeOutput = invokeOutput;
const pulumi = __importStar(require("@pulumi/pulumi"));
const args_1 = require("./args");
const engine_1 = require("./engine");
const local_1 = require("./local");
const packages_1 = require("./packages");
/**
 * The engine picks the plugin for an invoke by package name and version; without a version it takes
 * whichever one is installed, so the package's own version is sent unless the caller chose one.
 */
function withPackageVersion(opts, pkg) {
    const version = (0, packages_1.packageVersion)(pkg);
    if (version === undefined || opts?.version !== undefined)
        return opts;
    return { ...opts, version };
}
/**
 * Calls one function of a generated SDK. Under the engine (or mocks) this is a plain Pulumi invoke with
 * exactly the documented arguments that were set, so the provider plugin serves it. In a plain Node
 * process the local executor runs the lookup instead; it gets every argument that was set, unknown names
 * included, so that a misspelt name is reported as such ("did you mean …") rather than silently dropped.
 * Invoke options only mean something to the engine and are not used locally.
 */
function invoke(token, args, documented, opts, pkg) {
    if ((0, engine_1.engineOrMocksActive)())
        return pulumi.runtime.invoke(token, (0, args_1.pickDefined)(args, documented), withPackageVersion(opts, pkg));
    return (0, local_1.getLocalExecutor)().lookup(pkg, token, (0, args_1.withoutUndefined)((args ?? {})));
}
/**
 * The Output form: arguments may be Inputs. Locally they are resolved first; the names of arguments that
 * were secret go to the executor, which passes those values to Terraform only through sensitive variables
 * in the environment (never the synthesized configuration) and redacts them from errors. The result is secret
 * when an argument was (`apply` carries that along), or when the executor says the function's results are
 * (a sensitive field, or a credential given as a secret).
 */
function invokeOutput(token, args, documented, opts, pkg) {
    if ((0, engine_1.engineOrMocksActive)())
        return pulumi.runtime.invokeOutput(token, (0, args_1.pickDefined)(args, documented), withPackageVersion(opts, pkg));
    const given = (0, args_1.withoutUndefined)((args ?? {}));
    const secretNames = Promise.all(Object.entries(given).map(async ([name, value]) => ((await pulumi.isSecret(pulumi.output(value))) ? name : undefined))).then((names) => names.filter((n) => n !== undefined));
    const executor = (0, local_1.getLocalExecutor)();
    const result = pulumi.output(given).apply(async (resolved) => executor.lookup(pkg, token, (0, args_1.withoutUndefined)(resolved), { secretInputs: await secretNames }));
    return executor.resultIsSecret?.(pkg, token) ? pulumi.secret(result) : result;
}
