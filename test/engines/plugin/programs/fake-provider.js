// A misbehaving provider for the plugin engine's lifecycle tests; FAKE_MODE says how it misbehaves.
"use strict";
const { spawn } = require("node:child_process");
const { createInterface } = require("node:readline");

const mode = process.env.FAKE_MODE;
switch (mode) {
  case "not-a-plugin":
    // What a go-plugin binary says when the magic cookie is missing or wrong.
    process.stderr.write("This binary is a plugin. These are not meant to be executed directly.\n");
    process.exit(1);
    break;
  case "exit-early":
    process.stderr.write("fake provider: cannot open its configuration, giving up\n");
    process.exit(2);
    break;
  case "leak":
    // A provider that prints part of its environment on the way down.
    process.stderr.write(`fake provider: giving up, my key was ${process.env.FAKE_LEAK}\n`);
    process.exit(1);
    break;
  case "hang":
    setInterval(() => undefined, 1000);
    break;
  case "wrong-protocol":
    process.stdout.write("1|4|unix|/tmp/fake-provider.sock|grpc|\n");
    setInterval(() => undefined, 1000);
    break;
  case "no-tls":
    process.stdout.write("1|5|unix|/tmp/fake-provider.sock|grpc|\n");
    setInterval(() => undefined, 1000);
    break;
  case "garbage":
    process.stdout.write("hello, I am not a handshake\n");
    setInterval(() => undefined, 1000);
    break;
  case "bad-cert": {
    // The real stand-in, announcing a certificate that is not the one it serves with.
    const child = spawn(process.env.FAKE_REAL_PROVIDER, [], { stdio: ["inherit", "pipe", "inherit"] });
    const lines = createInterface({ input: child.stdout });
    lines.once("line", (line) => {
      const parts = line.split("|");
      parts[5] = process.env.FAKE_CERT;
      process.stdout.write(parts.join("|") + "\n");
    });
    process.on("SIGTERM", () => {
      child.kill("SIGTERM");
      process.exit(0);
    });
    break;
  }
  default:
    process.stderr.write(`fake provider: unknown FAKE_MODE ${mode}\n`);
    process.exit(9);
}
