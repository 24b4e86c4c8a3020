/**
 * Writes the project's own tfplugin5/6 definitions (src/runtime/tfplugin) as .proto files for protoc, each with the
 * Go package the reference provider imports it as, and the well-known Timestamp they import (so that protoc needs no
 * copy of its own; protoc-gen-go maps it to the protobuf module's timestamppb). Usage: write-protos.ts <dir>
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { PROTOCOL_SOURCES, TIMESTAMP_PROTO } from "../../src/runtime/tfplugin/proto-source";

const dir = process.argv[2];
if (!dir) {
  process.stderr.write("write-protos: usage: write-protos.ts <dir>\n");
  process.exit(2);
}
mkdirSync(join(dir, "google", "protobuf"), { recursive: true });
writeFileSync(
  join(dir, "google", "protobuf", "timestamp.proto"),
  `${TIMESTAMP_PROTO}\noption go_package = "google.golang.org/protobuf/types/known/timestamppb";\n`,
);
for (const version of [5, 6] as const) {
  // protobufjs is given the well-known Timestamp beside the definitions; protoc reads it from the file above.
  const withImports = PROTOCOL_SOURCES[version].replace(/^(package [^;]+;)$/m, '$1\nimport "google/protobuf/timestamp.proto";');
  writeFileSync(join(dir, `tfplugin${version}.proto`), `${withImports}\noption go_package = "goref/tfplugin${version}";\n`);
}
