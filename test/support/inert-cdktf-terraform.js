// Jest loads modules through its own registry, so the require-cache seeding in
// src/tfgen/emit/cdktf/load-generator.ts does not reach @cdktf/commons there; this stands in for
// @cdktf/commons/src/terraform.js, whose import would otherwise spawn `terraform version` in every test
// that generates code.
module.exports = {
  terraformBinaryName: process.env.TERRAFORM_BINARY_NAME || "terraform",
  terraformVersion: Promise.resolve(undefined),
};
