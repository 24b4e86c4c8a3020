#!/usr/bin/env node
/**
 * pulumi-resource-<pkg>: the Pulumi provider plugin for one generated package. The same file serves every
 * package; which one comes from the executable's name (npm's bin links) or --package.
 *
 * Startup loads only the SDK's provider server and this folder. The executor and its engines are loaded by
 * the first Invoke: the Pulumi engine starts a plugin for every preview and asks it
 * for its version and schema far more often than it runs a lookup.
 */
import { parseCommandLine, parseQuery } from "./cli";
import { openPackage } from "./package-files";
import { upstreamVersion } from "./package-version";
import { startPlugin } from "./start";

function fail(e: unknown): never {
  // Before the port is printed the Pulumi engine reads only stderr and the exit status; say why in one line.
  process.stderr.write(`pulumi-resource plugin: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exit(1);
}

try {
  const query = parseQuery(process.argv);
  if (query?.query === "help") process.stdout.write(query.usage);
  else if (query?.query === "version") process.stdout.write(`${upstreamVersion(openPackage(query.pkg))}\n`);
  else startPlugin(parseCommandLine(process.argv)).catch(fail);
} catch (e) {
  fail(e);
}
