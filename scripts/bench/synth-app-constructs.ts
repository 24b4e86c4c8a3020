// The synth bench's baseline app: N data source constructs and an output each, no synth-time lookup.
// argv: <n> <outdir>
import { App, TerraformOutput, TerraformStack } from "cdktf";
import { DataIbmAccount } from "../../providers/ibm/data-ibm-account";
import { IbmProvider } from "../../providers/ibm/provider";

const [n, outdir] = [Number(process.argv[2]), process.argv[3]];
const app = new App({ outdir });
const stack = new TerraformStack(app, "bench");
new IbmProvider(stack, "ibm", { region: "eu-de" });
for (let i = 0; i < n; i++) {
  const account = new DataIbmAccount(stack, `account_${i}`, { orgGuid: `org-bench-${i}` });
  new TerraformOutput(stack, `users_${i}`, { value: account.accountUsers });
}
app.synth();
