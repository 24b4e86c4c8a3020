/**
 * Pulling a provider's schema without Terraform: the project's installer puts the provider in the plugin cache
 * (registry, network or filesystem mirror, as the CLI configuration says; verified as Terraform verifies it),
 * the plugin engine starts it, and its GetProviderSchema answer is written the way
 * `terraform providers schema -json` prints it (schema-json.ts), then normalised like Terraform's output.
 */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { PluginProcess, PluginProcessError } from "../../runtime/engines/plugin";
import { ensureProvider, InstallError } from "../../runtime/install";
import { PROVIDER_OPERATIONS } from "../../runtime/tfplugin";
import type { ProviderTarget } from "../project/cdktf-config";
import { normalisePrintedSchemas } from "./normalise";
import { indented, plainText, PullError, type PrintedSchemas, type PulledSchema, type PullOptions } from "./pulled";
import { silentProgress } from "./progress";
import { providerSchemaJson, SchemaMessageError, type ProtoProviderSchema } from "./schema-json";

const START_TIMEOUT_MS = 60_000;
const SCHEMA_TIMEOUT_MS = 5 * 60_000;

/** The runtime's own version, for the lock's provenance. */
export function runtimeVersion(): string {
  const file = path.join(__dirname, "..", "..", "runtime", "package.json");
  return String((JSON.parse(fs.readFileSync(file, "utf8")) as { version: string }).version);
}

interface ProtoDiagnostic {
  severity?: string;
  summary?: string;
  detail?: string;
}

function installFailure(target: ProviderTarget, err: InstallError, cliConfigOrigin: string, givenIn: string): PullError {
  const places = (err.places ?? []).map((p) => `    - ${p}`).join("\n");
  return new PullError(
    target,
    `installing ${target.source} ${target.version}`,
    `  ${err.message}` +
      (places ? `\n  Looked in:\n${places}` : "") +
      `\n  To fix: check the source and version ${givenIn}, or make the provider reachable through the CLI configuration ` +
      `(now from ${cliConfigOrigin}; pass another with --cli-config <file>, e.g. one with a filesystem_mirror or network_mirror).`,
  );
}

function startFailure(target: ProviderTarget, binary: string, err: Error): PullError {
  const stderr = plainText(err instanceof PluginProcessError ? (err.stderr ?? "") : "");
  // The provider's own words first: they say what is wrong (a missing library, a bad build); ours say where.
  const said = stderr ? `  The provider said on stderr:\n${indented(stderr)}\n` : "";
  return new PullError(
    target,
    `starting ${binary}`,
    `${said}  ${plainText(err.message.replace(/; its last output on stderr:[\s\S]*$/, ""))}\n` +
      `  To fix: run the binary by hand to see why it does not start, or remove its package from the plugin cache ` +
      `(${path.dirname(binary)}) so that the next pull installs it again.`,
  );
}

/** Pulls one provider's schema by starting it; nothing in the project is read or written. */
export async function pullSchemaFromPlugin(target: ProviderTarget, opts: PullOptions): Promise<PulledSchema> {
  const { printed, printedBy, where } = await printSchemaFromPlugin(target, opts);
  const { document, schema } = normalisePrintedSchemas(printed, target, where);
  return { target, document, schema, terraformVersion: printedBy };
}

/** The whole document `terraform providers schema -json` would print for this one provider. */
export async function printSchemaFromPlugin(target: ProviderTarget, opts: PullOptions): Promise<PrintedSchemas> {
  const progress = opts.progress ?? silentProgress;
  // A lock of this pull's own, as Terraform's throw-away working directory has: the plugin cache is shared,
  // and a cached package with no recorded hash is checked against the installation method before use.
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), `tflookup-pull-${target.type}-`));
  try {
    const installed = await progress.step(
      target.type,
      `install ${target.source} ${target.version} (CLI config: ${opts.cliConfig.origin})`,
      async () => {
        try {
          return await ensureProvider({
            source: target.source,
            version: target.version,
            cliConfigFile: opts.cliConfig.file,
            cacheDir: opts.cacheDir,
            lockFile: path.join(scratch, ".terraform.lock.hcl"),
            install: true,
            env: opts.env,
            timeoutMs: opts.timeoutMs,
          });
        } catch (err) {
          if (err instanceof InstallError) throw installFailure(target, err, opts.cliConfig.origin, opts.givenIn ?? "in cdktf.json");
          throw err;
        }
      },
    );
    const label = `${target.source} ${target.version}`;
    const provider = await progress.step(target.type, "start provider", async () => {
      try {
        return await PluginProcess.start({
          binary: installed.binaryPath,
          label,
          startTimeoutMs: opts.timeoutMs ?? START_TIMEOUT_MS,
          redact: (t) => t,
        });
      } catch (err) {
        throw startFailure(target, installed.binaryPath, err as Error);
      }
    });
    try {
      const method = PROVIDER_OPERATIONS[provider.protocolVersion].getProviderSchema;
      const answer = await progress.step(target.type, method, async () => {
        let r: ProtoProviderSchema & { diagnostics?: ProtoDiagnostic[] };
        try {
          r = await provider.call(method, {}, opts.timeoutMs ?? SCHEMA_TIMEOUT_MS);
        } catch (err) {
          throw new PullError(target, method, indented(plainText((err as Error).message), "  "));
        }
        const errors = (r.diagnostics ?? []).filter((d) => d.severity !== "WARNING");
        if (errors.length) {
          const text = errors.map((d) => `${d.summary ?? ""}${d.detail ? `: ${d.detail}` : ""}`).join("\n");
          throw new PullError(target, method, `  The provider answered with errors:\n${indented(plainText(text))}`);
        }
        return r;
      });
      let printed: unknown;
      try {
        printed = { format_version: "1.0", provider_schemas: { [target.registryKey]: providerSchemaJson(answer) } };
      } catch (err) {
        if (err instanceof SchemaMessageError) throw new PullError(target, method, `  ${err.message}`);
        throw err;
      }
      return {
        printed,
        printedBy: `tflookup ${runtimeVersion()} (plugin protocol ${provider.protocolVersion})`,
        where: `${label} ${method}`,
      };
    } finally {
      await provider.close();
    }
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}
