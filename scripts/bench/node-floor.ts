/**
 * The "Node floor" of a warm lookup: the plugin engine's own client calling ReadDataSource on a started and
 * configured provider, with the data source's configuration encoded once. Whatever a warm lookup costs above
 * this is the executor's own work per call (validation, encoding, mapping, bookkeeping). Both sides run the
 * built runtime (built-runtime.ts).
 */
import { builtRuntimeModule } from "./built-runtime";

type Plugin = typeof import("../../src/runtime/engines/plugin");
type ConfigValue = typeof import("../../src/runtime/engines/plugin/config-value");
type Msgpack = typeof import("../../src/runtime/engines/plugin/cty/msgpack");
type Client = typeof import("../../src/runtime/engines/plugin/provider-client");
type Schema = typeof import("../../src/runtime/engines/plugin/schema");

export interface FloorClient {
  /** One ReadDataSource with the configuration encoded beforehand. */
  read(): Promise<void>;
  close(): Promise<void>;
}

/** Starts the provider, configures it with `providerConfig` and prepares `dataSource`'s configuration. */
export async function startFloorClient(
  binary: string,
  providerConfig: Record<string, unknown>,
  dataSource: string,
  args: Record<string, unknown>,
): Promise<FloorClient> {
  const { CLAIMED_TERRAFORM_VERSION, PluginProcess } = builtRuntimeModule<Plugin>("engines/plugin");
  const { configObject } = builtRuntimeModule<ConfigValue>("engines/plugin/config-value");
  const { encodeCtyValue } = builtRuntimeModule<Msgpack>("engines/plugin/cty/msgpack");
  const { ProviderClient } = builtRuntimeModule<Client>("engines/plugin/provider-client");
  const { blockType } = builtRuntimeModule<Schema>("engines/plugin/schema");
  const process_ = await PluginProcess.start({ binary, label: "floor", startTimeoutMs: 60_000, redact: (t) => t });
  try {
    const client = new ProviderClient(process_, 60_000);
    const { schema } = await client.getProviderSchema();
    const configured = await client.configure(
      CLAIMED_TERRAFORM_VERSION,
      encodeCtyValue(configObject(schema.provider.block, providerConfig), blockType(schema.provider.block)),
    );
    const problems = configured.filter((d) => d.severity === "error");
    if (problems.length > 0) throw new Error(`configuring the provider failed: ${problems.map((d) => d.summary).join("; ")}`);
    const block = schema.dataSources[dataSource]?.block;
    if (!block) throw new Error(`the provider has no data source ${dataSource}`);
    const config = encodeCtyValue(configObject(block, args), blockType(block));
    return {
      read: async () => {
        const answer = await client.readDataSource(dataSource, config);
        if (!answer.state) throw new Error(`ReadDataSource ${dataSource} returned no state`);
      },
      close: () => process_.close(),
    };
  } catch (err) {
    await process_.close(500);
    throw err;
  }
}
