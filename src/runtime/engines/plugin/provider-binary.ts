/**
 * Where a provider's executable comes from, for the plugin engine. In this order:
 *
 *   1. an explicit path per provider: the executor option `providerBinaries: { "IBM-Cloud/ibm": path }`;
 *   2. the environment: TFLOOKUP_PROVIDER_BINARY_<TYPE> (TYPE upper-cased, other characters as `_`);
 *   3. a resolver of the caller's own (`resolveProviderBinary`);
 *   4. the installer (src/runtime/install), which the executor plugs in: the plugin cache, then on-demand
 *      installation through the CLI configuration's methods (filesystem mirrors, network mirrors, registries).
 *
 * A binary from 1–3 is held to the lock file before it is started (the installer's check); the installer
 * checks what it returns itself. When nothing answers, the error names every place looked and what to do.
 */
import { statSync } from "node:fs";
import { parseProviderAddress } from "../../install/address";
import { InstallError, type InstallErrorCode } from "../../install/errors";
import { currentPlatform } from "../../install/platform";
import type { ResolveProviderBinary } from "../../shared/engine";

/** A resolver returns the executable's path, or undefined to let the next place be tried. */
export type { ResolveProviderBinary };

/** What the engine needs from the installer, as its createEngine wires it. */
export interface ProviderInstaller {
  /** The binary in the plugin cache, installed first when missing; rejects with an InstallError when it cannot. */
  ensure(source: string, version: string): Promise<string>;
  /** Rejects when the lock file records this provider and version and the binary's package is not among its hashes. */
  checkLock(source: string, version: string, binaryPath: string): Promise<void>;
}

export interface ProviderBinaryOptions {
  /** "<namespace>/<type>" (or with a registry host in front) → executable. */
  providerBinaries?: Record<string, string>;
  resolveProviderBinary?: ResolveProviderBinary;
  installer?: ProviderInstaller;
  env?: NodeJS.ProcessEnv;
}

export class ProviderBinaryNotFoundError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ProviderBinaryNotFoundError";
  }
}

export function binaryEnvVariable(type: string): string {
  return `TFLOOKUP_PROVIDER_BINARY_${type.toUpperCase().replace(/[^A-Z0-9]/g, "_")}`;
}

function isExecutableFile(path: string): boolean {
  const st = statSync(path, { throwIfNoEntry: false });
  return st !== undefined && st.isFile() && (process.platform === "win32" || (st.mode & 0o111) !== 0);
}

export interface BinaryRequest {
  source: string;
  version: string;
  /** "getAccount (ibm:index/getAccount:getAccount)": who asked, for the error. */
  requester: string;
}

const WHOLE_STORY = new Set<InstallErrorCode>([
  "lock-mismatch",
  "checksum-mismatch",
  "signature-invalid",
  "signature-unknown-key",
  "bad-cli-config",
  "bad-argument",
  "cache-unwritable",
  "disk-full",
]);

const message = (err: unknown): string => (err instanceof Error ? err.message : String(err));

export async function findProviderBinary(request: BinaryRequest, opts: ProviderBinaryOptions): Promise<string> {
  const env = opts.env ?? process.env;
  let address: ReturnType<typeof parseProviderAddress>;
  try {
    address = parseProviderAddress(request.source);
  } catch (err) {
    throw new ProviderBinaryNotFoundError(`${request.requester}: ${message(err)}`);
  }
  const { namespace, type } = address;
  const label = `${request.source} ${request.version}`;
  const looked: string[] = [];

  /** A binary found by path is started only once the lock file (if it records this version) accepts it. */
  const checked = async (binary: string, where: string): Promise<string> => {
    try {
      await opts.installer?.checkLock(request.source, request.version, binary);
    } catch (err) {
      throw new ProviderBinaryNotFoundError(`${request.requester}: refusing ${binary} (${where}): ${message(err)}`);
    }
    return binary;
  };

  const wanted = [`${namespace}/${type}`, `${address.hostname}/${namespace}/${type}`];
  const explicit = Object.entries(opts.providerBinaries ?? {}).find(([k]) => wanted.includes(k.toLowerCase()));
  // A binary named on purpose is the one wanted: when it is not there, that is the error, not a fall-back install.
  const named = (binary: string, where: string, undo: string): never => {
    throw new ProviderBinaryNotFoundError(
      `${request.requester}: ${where} names ${binary} for ${label}, which is not an executable file (${undo})`,
    );
  };
  if (explicit) {
    if (isExecutableFile(explicit[1])) return checked(explicit[1], "from the providerBinaries option");
    return named(explicit[1], "the providerBinaries option", "fix the path, or remove the entry to install the provider");
  }
  looked.push(`the providerBinaries option (no entry for ${request.source})`);

  const variable = binaryEnvVariable(type);
  const fromEnv = env[variable];
  if (fromEnv) {
    if (isExecutableFile(fromEnv)) return checked(fromEnv, `from ${variable}`);
    return named(fromEnv, variable, `fix the path, or unset ${variable} to install the provider`);
  }
  looked.push(`${variable} (not set)`);

  if (opts.resolveProviderBinary) {
    let resolved: string | undefined;
    try {
      resolved = await opts.resolveProviderBinary(request.source, request.version);
    } catch (err) {
      throw new ProviderBinaryNotFoundError(`${request.requester}: the provider resolver failed for ${label}: ${message(err)}`);
    }
    if (resolved !== undefined) {
      if (isExecutableFile(resolved)) return checked(resolved, "from the provider resolver");
      looked.push(`the provider resolver answered ${resolved}, which is not an executable file`);
    } else looked.push("the provider resolver (no answer)");
  }

  let cause = "";
  if (opts.installer) {
    try {
      return await opts.installer.ensure(request.source, request.version);
    } catch (err) {
      // A package that fails the lock file or its signature was found, and refused; a cache that cannot be written, or a
      // bad setting, stops any install: the installer's message is the whole story.
      if (err instanceof InstallError && WHOLE_STORY.has(err.code)) {
        throw new ProviderBinaryNotFoundError(`${request.requester}: ${err.message}`);
      }
      looked.push(...(err instanceof InstallError ? (err.places ?? []) : []));
      cause = `: ${message(err)}`;
    }
  } else looked.push("no installer (the plugin cache and installation methods were not searched)");

  const platform = currentPlatform();
  const bin = `terraform-provider-${type}_v${request.version}`;
  throw new ProviderBinaryNotFoundError(
    `${request.requester}: provider ${label} (${platform}) is not reachable${cause}\n` +
      `Looked at:\n${looked.map((l) => `  - ${l}`).join("\n")}\n` +
      `To fix it, do one of:\n` +
      `  - name a mirror that has it in the CLI configuration ` +
      `(TF_CLI_CONFIG_FILE, ~/.terraformrc, or TFLOOKUP_TF_CLI_CONFIG for tflookup alone): ` +
      `provider_installation { filesystem_mirror { path = "/dir/with/${address.hostname}/${namespace}/${type}/..." } } ` +
      `or network_mirror { url = "https://mirror.example/" };\n` +
      `  - install it ahead of time where a registry or mirror is reachable: npm run install-providers -- ${request.source} ` +
      `(npx tflookup-install-providers ${request.source} from an installed package);\n` +
      `  - name the binary: the executor option providerBinaries: { "${request.source}": "/path/to/${bin}" }, ` +
      `or ${variable}=/path/to/${bin};\n` +
      `  - or let Terraform install and run it: engine: "terraform" (TFLOOKUP_ENGINE=terraform).`,
  );
}
