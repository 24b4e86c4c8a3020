// Preloaded (node --require) into a plugin under test: reports on stderr when cdktf is first loaded, so a
// test can check that startup and the non-Invoke RPCs never load it. Plain JS: it runs before any loader.
const Module = require("module");
const load = Module._load;
let reported = false;
Module._load = function (request, ...rest) {
  if (!reported && (request === "cdktf" || request.startsWith("cdktf/"))) {
    reported = true;
    process.stderr.write("TRACE: cdktf loaded\n");
  }
  return load.call(this, request, ...rest);
};
