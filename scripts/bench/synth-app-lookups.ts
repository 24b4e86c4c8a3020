// The synth bench's lookup app: the baseline's constructs, plus a synth-time lookup per construct whose answer
// decides what the output holds. argv: <n> <outdir>; the context file comes from TFLOOKUP_CONTEXT_FILE.
import { App, TerraformOutput, TerraformStack } from "cdktf";
import { DataIbmAccountInfo } from "../../providers/ibm/cdktf/data-ibm-account-info";
import { IbmProvider } from "../../providers/ibm/cdktf/provider";
import { getAccountInfo } from "../../providers/ibm/pulumi/getAccountInfo";
import { lookup } from "../../src/runtime/synth";

const [n, outdir] = [Number(process.argv[2]), process.argv[3]];
let inLookups = 0;
const app = new App({ outdir });
const stack = new TerraformStack(app, "bench");
new IbmProvider(stack, "ibm", { region: "eu-de" });
for (let i = 0; i < n; i++) {
  const account = new DataIbmAccountInfo(stack, `account_${i}`, { accountId: `acc-bench-${i}` });
  const t0 = performance.now();
  const known = lookup(stack, getAccountInfo, { accountId: `acc-bench-${i}` });
  inLookups += performance.now() - t0;
  new TerraformOutput(stack, `owner_${i}`, { value: known.status === "ACTIVE" ? account.owner : known.owner });
}
app.synth();
// For the bench: the time the synth thread spent inside lookup() (waiting for the worker included).
process.stdout.write(`${JSON.stringify({ inLookupsMs: inLookups })}\n`);
