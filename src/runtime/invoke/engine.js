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
exports.engineOrMocksActive = engineOrMocksActive;
const pulumi = __importStar(require("@pulumi/pulumi"));
/**
 * Whether an invoke has to go through the Pulumi engine: a program run by the CLI or the Automation API, or
 * a test that called `pulumi.runtime.setMocks`. `hasMonitor()` alone can be false in a real run, because it
 * only reports a monitor client that already exists and the client is created on first use; `getMonitor()`
 * creates it from the address the CLI passes (PULUMI_NODEJS_MONITOR), returns the mock monitor once mocks
 * are set, and returns undefined in a plain Node process, which is the one case that runs locally.
 */
function engineOrMocksActive() {
    return pulumi.runtime.hasMonitor() || pulumi.runtime.getMonitor() !== undefined;
}
