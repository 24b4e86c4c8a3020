import { getAppConfigEnvironment } from "@tflookup/ibm";
import { getAvailabilityZone } from "@tflookup/edgecenter";

// node script.js <App Configuration guid> <EdgeCenter region name>
const [guid, regionName] = process.argv.slice(2);

async function main(): Promise<void> {
  // Calls made together run in parallel, on provider processes started once and kept warm.
  const [environment, zone] = await Promise.all([
    getAppConfigEnvironment({ guid, environmentId: "dev" }),
    getAvailabilityZone({ regionName }),
  ]);
  console.log(JSON.stringify({ environment, zone }));
}

main().catch((err: Error) => {
  console.error(err.message);
  process.exitCode = 1;
});
