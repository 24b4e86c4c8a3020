/**
 * Writes the project's own tfplugin5/6 definitions (src/runtime/tfplugin) as .proto files for protoc, each
 * with the Go package the reference provider imports it as. Usage: write-protos.ts <dir>
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { PROTOCOL_SOURCES } from "../../src/runtime/tfplugin/proto-source";

const dir = process.argv[2];
if (!dir) {
  process.stderr.write("write-protos: usage: write-protos.ts <dir>\n");
  process.exit(2);
}
mkdirSync(dir, { recursive: true });
for (const version of [5, 6] as const) {
  // protobufjs is given the well-known Timestamp beside the definitions; protoc imports it from its own copy.
  const withImports = PROTOCOL_SOURCES[version].replace(/^(package [^;]+;)$/m, '$1\nimport "google/protobuf/timestamp.proto";');
  // Debian's protoc-gen-go (1.3) predates proto3's `optional`; dropping the word changes nothing on the wire, only
  // whether the Go stubs track a scalar's presence, which the reference provider never reads.
  const source = `${withImports.replace(/^(\s*)optional /gm, "$1")}\noption go_package = "goref/tfplugin${version}";\n`;
  writeFileSync(join(dir, `tfplugin${version}.proto`), source);
}
