// Jest stand-in for @cdktf/hcl2json and @cdktn/hcl2json (see seedInertModules in
// src/tfgen/emit/cdktf/generator-adapter.ts, which defines what it exports).
const { inertHcl2jsonExports } = require("../../src/tfgen/emit/cdktf/generator-adapter");
module.exports = inertHcl2jsonExports("hcl2json");
