"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.METADATA_FORMAT_VERSION = void 0;
/**
 * The format of `providers/<type>/pulumi/metadata.json`: the name map that code running a lookup (the local
 * executor, the provider plugin) needs to turn documented names into upstream Terraform names and back.
 * Written by src/tfgen/emit/pulumi/runtime-metadata.ts; bump METADATA_FORMAT_VERSION on any incompatible change.
 */
exports.METADATA_FORMAT_VERSION = 1;
