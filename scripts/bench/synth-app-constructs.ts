// The synth bench's baseline app: N data source constructs and an output each, no synth-time lookup.
// argv: <n> <outdir>
import { App, TerraformOutput, TerraformStack } from "cdktf";
import { DataIbmAccountInfo } from "../../providers/ibm/cdktf/data-ibm-account-info";
import { IbmProvider } from "../../providers/ibm/cdktf/provider";

const [n, outdir] = [Number(process.argv[2]), process.argv[3]];
const app = new App({ outdir });
const stack = new TerraformStack(app, "bench");
new IbmProvider(stack, "ibm", { region: "eu-de" });
for (let i = 0; i < n; i++) {
  const account = new DataIbmAccountInfo(stack, `account_${i}`, { accountId: `acc-bench-${i}` });
  new TerraformOutput(stack, `owner_${i}`, { value: account.owner });
}
app.synth();
