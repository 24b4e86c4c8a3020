/**
 * A plain Node program using the generated SDKs, as a user would write one: no Pulumi engine, no executor
 * set up by hand. The default executor is configured entirely by the environment the test gives it.
 * argv[2]: JSON { environment: {guid, environmentId}, zone: {regionName} }.
 */
import * as edgecenter from "../../../providers/edgecenter/pulumi";
import * as ibm from "../../../providers/ibm/pulumi";

async function main(): Promise<void> {
  const input = JSON.parse(process.argv[2]) as { environment: ibm.GetAppConfigEnvironmentArgs; zone: edgecenter.GetAvailabilityZoneArgs };
  const [environment, zone] = await Promise.all([
    ibm.getAppConfigEnvironment(input.environment),
    edgecenter.getAvailabilityZone(input.zone),
  ]);
  process.stdout.write(JSON.stringify({ environment, zone }));
}

main().catch((err: Error) => {
  process.stderr.write(`lookup failed: ${err.message}\n`);
  process.exitCode = 1;
});
