// Jest stand-in for the terraform module of @cdktf/commons and @cdktn/commons (see seedInertModules in
// src/tfgen/emit/cdktf/generator-adapter.ts, which defines what it exports; only those packages request
// exactly "./terraform", checked when the mapping was added).
const { createRequire } = require("module");
const { inertTerraformExports } = require("../../src/tfgen/emit/cdktf/generator-adapter");
module.exports = inertTerraformExports(createRequire(__filename));
