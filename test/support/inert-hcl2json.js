// Jest stand-in for @cdktn/hcl2json (see seedInertModules in
// src/tfgen/emit/cdktf/generator-adapter.ts, which defines what it exports).
const { inertHcl2jsonExports } = require("../../src/tfgen/emit/cdktf/generator-adapter");
module.exports = inertHcl2jsonExports("@cdktn/hcl2json");
