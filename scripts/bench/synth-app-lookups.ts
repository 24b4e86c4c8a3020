// The synth bench's lookup app: the baseline's constructs, plus a synth-time lookup per construct whose answer
// decides what the output holds. argv: <n> <outdir>; the context file comes from TFLOOKUP_CONTEXT_FILE.
import { App, TerraformOutput, TerraformStack } from "cdktf";
import { DataIbmAccount } from "../../providers/ibm/data-ibm-account";
import { IbmProvider } from "../../providers/ibm/provider";
import { getAccount } from "../../providers/ibm/pulumi/getAccount";
import { lookup } from "../../src/runtime/synth";

const [n, outdir] = [Number(process.argv[2]), process.argv[3]];
const app = new App({ outdir });
const stack = new TerraformStack(app, "bench");
new IbmProvider(stack, "ibm", { region: "eu-de" });
for (let i = 0; i < n; i++) {
  const account = new DataIbmAccount(stack, `account_${i}`, { orgGuid: `org-bench-${i}` });
  const known = lookup(stack, getAccount, { orgGuid: `org-bench-${i}` });
  new TerraformOutput(stack, `users_${i}`, { value: known.accountUsers.length > 0 ? account.accountUsers : [] });
}
app.synth();
