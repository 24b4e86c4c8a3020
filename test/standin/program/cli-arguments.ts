/** Command line of the stand-in program. */
import type { Network } from "./plugin-server";

export interface StandinArguments {
  schema: string;
  cloud: string;
  overrides: string;
  network: Network;
  /** Plugin protocol version to serve: 5 (default, as the SDKv2 upstreams) or 6 (as plugin-framework providers). */
  protocol: 5 | 6;
}

export function parseArguments(argv: string[]): StandinArguments {
  const values: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const match = /^--(schema|cloud|overrides|network|protocol)(?:=(.*))?$/.exec(argv[i]);
    if (!match) throw new Error(`unexpected argument ${JSON.stringify(argv[i])}`);
    const value = match[2] ?? argv[++i];
    if (value === undefined) throw new Error(`--${match[1]} needs a value`);
    values[match[1]] = value;
  }
  for (const required of ["schema", "cloud", "overrides"]) {
    if (!values[required]) throw new Error(`--${required} is required`);
  }
  const network = values.network ?? "unix";
  if (network !== "unix" && network !== "tcp") throw new Error(`--network must be unix or tcp`);
  const protocol = Number(values.protocol ?? "5");
  if (protocol !== 5 && protocol !== 6) throw new Error(`--protocol must be 5 or 6`);
  return { schema: values.schema, cloud: values.cloud, overrides: values.overrides, network, protocol };
}
