/**
 * The made-up provider with functions and ephemeral resources (test/fixtures/toolbox: Acme/toolbox@0.4.0), as
 * a stand-in spec; plugin-framework providers, which define functions, speak protocol 6, but the protocol
 * declares both operations in 5 as well, so either can be asked for.
 */
import { join } from "node:path";
import type { StandinProviderSpec } from "../standin/mirror";

export const TOOLBOX_DIR = join(__dirname, "..", "fixtures", "toolbox");

export function toolboxStandin(protocol: 5 | 6 = 6, cloudFile = join(TOOLBOX_DIR, "cloud", "toolbox.json")): StandinProviderSpec {
  return {
    source: "Acme/toolbox",
    namespace: "Acme",
    type: "toolbox",
    version: "0.4.0",
    schemaFile: join(TOOLBOX_DIR, "schemas", "toolbox.json"),
    overridesFile: join(TOOLBOX_DIR, "overrides", "toolbox.json"),
    cloudFile,
    protocol,
  };
}

export const TOOLBOX_REQUIRED = { toolbox: { source: "Acme/toolbox", version: "0.4.0" } };
