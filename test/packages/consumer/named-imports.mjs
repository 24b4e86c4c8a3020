// An ES-module program: every export by name, from each entry point; prints what it saw as JSON.
import * as pulumi from "@pulumi/pulumi";
import { getAccount, getAccountOutput, getAppConfigEnvironment, Provider, config } from "@tflookup/ibm";
import { getFlavor } from "@tflookup/edgecenter/getFlavor";
import { region } from "@tflookup/ibm/config";
import { DataIbmAccount } from "@tflookup/ibm/cdktf/data-ibm-account";
import { dataIbmAccount, provider } from "@tflookup/ibm/cdktf";
import { ArgumentError, Executor, LookupError, setLocalExecutor } from "@tflookup/runtime";

const kinds = { getAccount, getAccountOutput, Provider, getFlavor, DataIbmAccount, Executor, setLocalExecutor, LookupError };
const seen = Object.fromEntries(Object.entries(kinds).map(([k, v]) => [k, typeof v]));
seen.config = typeof config;
seen.region = region ?? null;
seen.cdktfNamespaces = [typeof dataIbmAccount.DataIbmAccount, typeof provider.IbmProvider];

// Outside the engine, bad input is refused by the runtime before anything runs, with its own error class.
const refused = await getAccount({ orgGuid: 5 }).catch((e) => e);
seen.refusedWithArgumentError = refused instanceof ArgumentError;
seen.refusal = refused.message;

// Under mocks the call goes to the (mocked) engine.
pulumi.runtime.setMocks(
  { newResource: (a) => ({ id: a.name, state: a.inputs }), call: (a) => ({ token: a.token, ...a.inputs }) },
  "p",
  "s",
  false,
);
seen.mocked = await Promise.all([getAppConfigEnvironment({ guid: "g", environmentId: "dev" }), getFlavor({ regionId: 8 })]);
process.stdout.write(JSON.stringify(seen));
