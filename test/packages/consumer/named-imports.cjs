// A CommonJS program: the same exports by name through require; prints what it saw as JSON.
const pulumi = require("@pulumi/pulumi");
const { getAccount, getAccountOutput, getAppConfigEnvironment, Provider, config } = require("@tflookup/ibm");
const { getFlavor } = require("@tflookup/edgecenter/getFlavor");
const { region } = require("@tflookup/ibm/config");
const { DataIbmAccount } = require("@tflookup/ibm/cdktf/data-ibm-account");
const { dataIbmAccount, provider } = require("@tflookup/ibm/cdktf");
const { ArgumentError, Executor, LookupError, setLocalExecutor } = require("@tflookup/runtime");

async function main() {
  const kinds = { getAccount, getAccountOutput, Provider, getFlavor, DataIbmAccount, Executor, setLocalExecutor, LookupError };
  const seen = Object.fromEntries(Object.entries(kinds).map(([k, v]) => [k, typeof v]));
  seen.config = typeof config;
  seen.region = region ?? null;
  seen.cdktfNamespaces = [typeof dataIbmAccount.DataIbmAccount, typeof provider.IbmProvider];

  const refused = await getAccount({ orgGuid: 5 }).catch((e) => e);
  seen.refusedWithArgumentError = refused instanceof ArgumentError;
  seen.refusal = refused.message;

  pulumi.runtime.setMocks(
    { newResource: (a) => ({ id: a.name, state: a.inputs }), call: (a) => ({ token: a.token, ...a.inputs }) },
    "p",
    "s",
    false,
  );
  seen.mocked = await Promise.all([getAppConfigEnvironment({ guid: "g", environmentId: "dev" }), getFlavor({ regionId: 8 })]);
  process.stdout.write(JSON.stringify(seen));
}

main().catch((e) => {
  process.stderr.write(String(e && e.stack));
  process.exitCode = 1;
});
