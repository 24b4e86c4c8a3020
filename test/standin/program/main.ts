/**
 * Entry point of the stand-in provider program that Terraform starts in place of an
 * upstream provider:
 *
 *   node standin.js --schema schemas/ibm.json --cloud test/fixtures/cloud/ibm.json \
 *     --overrides overrides/ibm.json [--network unix|tcp] [--protocol 5|6]
 *
 * stdout belongs to the go-plugin handshake: its first line must be the handshake,
 * so everything else goes to stderr.
 */
import { loadOverrides } from "./argument-rules";
import { parseArguments, type StandinArguments } from "./cli-arguments";
import { loadFixtureCloud } from "./fixture-cloud";
import { MAGIC_COOKIE_KEY, MAGIC_COOKIE_VALUE, protocolVersionProblem, startPluginServer } from "./plugin-server";
import { loadSchemaSnapshot, usesNestedAttributes } from "./provider-schema";
import { StandinProvider } from "./provider-service";

function fail(message: string): never {
  process.stderr.write(`terraform-provider stand-in: ${message}\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  if (process.env[MAGIC_COOKIE_KEY] !== MAGIC_COOKIE_VALUE) {
    fail("this program is a Terraform plugin and is started by Terraform, not run directly (the magic cookie is missing or wrong).");
  }
  let provider: StandinProvider;
  let args: StandinArguments;
  try {
    args = parseArguments(process.argv.slice(2));
    const snapshot = loadSchemaSnapshot(args.schema);
    if (args.protocol === 5 && usesNestedAttributes(snapshot)) {
      throw new Error("the schema has nested attribute types, which only plugin protocol 6 can carry (use --protocol 6)");
    }
    provider = new StandinProvider(snapshot, loadOverrides(args.overrides), loadFixtureCloud(args.cloud, snapshot));
  } catch (err) {
    fail(err instanceof Error ? err.message : String(err));
  }
  const versionProblem = protocolVersionProblem(process.env, args.protocol);
  if (versionProblem) fail(versionProblem);

  // Terraform forwards Ctrl-C to the provider as StopProvider; the signal itself is not ours to act on.
  process.on("SIGINT", () => {});
  // A plain kill still goes through "exit", which removes the socket directory.
  process.on("SIGTERM", () => process.exit(0));
  // Terraform ends each provider through the controller; should Terraform die instead, follow it.
  // STANDIN_IGNORE_PARENT=1 turns this off, to behave like a real provider, which does not watch its parent.
  const parent = process.ppid;
  if (!process.env.STANDIN_IGNORE_PARENT) {
    setInterval(() => {
      if (process.ppid !== parent) process.exit(0);
    }, 1000).unref();
  }

  const plugin = await startPluginServer(provider, args.network, args.protocol);
  process.stdout.write(`${plugin.handshake}\n`);
}

main().catch((err: unknown) => fail(err instanceof Error ? (err.stack ?? err.message) : String(err)));
