/**
 * A plain Node program killed in the middle of a lookup: it starts one, waits until its run directory holds
 * the configuration (Terraform is running in it), then ends itself with SIGKILL, so no cleanup of its own runs.
 * Configured by the environment like any program (TFLOOKUP_*, PULUMI_CONFIG).
 */
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import * as ibm from "../../../providers/ibm/pulumi";

const tmp = process.env.TFLOOKUP_TMPDIR as string;
ibm.getAccount({ orgGuid: "org-guid-standin-01" }).then(
  () => process.stdout.write("finished before it could be killed\n"),
  (err: Error) => process.stdout.write(`failed before it could be killed: ${err.message}\n`),
);
setInterval(() => {
  const running =
    existsSync(tmp) && readdirSync(tmp).some((d) => d.startsWith("tflookup-run-") && existsSync(join(tmp, d, "main.tf.json")));
  if (running) process.kill(process.pid, "SIGKILL");
}, 2);
