import { getAppConfigEnvironment } from "@tflookup/ibm";
import { getAvailabilityZone } from "@tflookup/edgecenter";

async function main(): Promise<void> {
  // Calls made together run as one `terraform apply`.
  const [environment, zone] = await Promise.all([
    getAppConfigEnvironment({ guid: "appconfig-standin-guid-01", environmentId: "dev" }),
    getAvailabilityZone({ regionName: "standin-region" }),
  ]);
  console.log(JSON.stringify({ environment, zone }));
}

main().catch((err: Error) => {
  console.error(err.message);
  process.exitCode = 1;
});
