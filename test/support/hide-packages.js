// Preloaded (node --require) into a child under test: makes the packages named in TFLOOKUP_TEST_HIDE_PACKAGES
// (comma-separated) unresolvable, as on a machine where they are not installed. Plain JS: it runs before any loader.
const Module = require("module");
const hidden = (process.env.TFLOOKUP_TEST_HIDE_PACKAGES || "").split(",").filter(Boolean);
const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  if (hidden.some((p) => request === p || request.startsWith(`${p}/`))) {
    const err = new Error(`Cannot find module '${request}' (hidden by test/support/hide-packages.js)`);
    err.code = "MODULE_NOT_FOUND";
    throw err;
  }
  return resolve.call(this, request, ...rest);
};
