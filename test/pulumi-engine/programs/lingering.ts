// A lookup, then a program that does not finish: the engine and its plugins stay up until stopped.
import * as ibm from "@tflookup/ibm";

export const accountId = ibm
  .getAccount({ orgGuid: "org-guid-standin-01" })
  .then((a) => new Promise<string>((resolve) => setTimeout(() => resolve(a.id), 600_000)));
