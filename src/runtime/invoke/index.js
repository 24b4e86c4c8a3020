"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.METADATA_FORMAT_VERSION = exports.packageVersion = exports.packageDir = exports.registerPackage = exports.LocalExecutorUnavailableError = exports.setLocalExecutor = exports.getLocalExecutor = exports.engineOrMocksActive = exports.pickDefined = exports.warnDeprecated = exports.invokeOutput = exports.invoke = void 0;
/*
 * The runtime glue that generated Pulumi-shaped SDKs (providers/<type>/pulumi/) call into. Loading it loads
 * @pulumi/pulumi; the lazy index helpers live in ./lazy so that a package index can avoid that.
 */
var invoke_1 = require("./invoke");
Object.defineProperty(exports, "invoke", { enumerable: true, get: function () { return invoke_1.invoke; } });
Object.defineProperty(exports, "invokeOutput", { enumerable: true, get: function () { return invoke_1.invokeOutput; } });
var deprecation_1 = require("./deprecation");
Object.defineProperty(exports, "warnDeprecated", { enumerable: true, get: function () { return deprecation_1.warnDeprecated; } });
var args_1 = require("./args");
Object.defineProperty(exports, "pickDefined", { enumerable: true, get: function () { return args_1.pickDefined; } });
var engine_1 = require("./engine");
Object.defineProperty(exports, "engineOrMocksActive", { enumerable: true, get: function () { return engine_1.engineOrMocksActive; } });
var local_1 = require("./local");
Object.defineProperty(exports, "getLocalExecutor", { enumerable: true, get: function () { return local_1.getLocalExecutor; } });
Object.defineProperty(exports, "setLocalExecutor", { enumerable: true, get: function () { return local_1.setLocalExecutor; } });
Object.defineProperty(exports, "LocalExecutorUnavailableError", { enumerable: true, get: function () { return local_1.LocalExecutorUnavailableError; } });
var packages_1 = require("./packages");
Object.defineProperty(exports, "registerPackage", { enumerable: true, get: function () { return packages_1.registerPackage; } });
Object.defineProperty(exports, "packageDir", { enumerable: true, get: function () { return packages_1.packageDir; } });
Object.defineProperty(exports, "packageVersion", { enumerable: true, get: function () { return packages_1.packageVersion; } });
var metadata_1 = require("./metadata");
Object.defineProperty(exports, "METADATA_FORMAT_VERSION", { enumerable: true, get: function () { return metadata_1.METADATA_FORMAT_VERSION; } });
