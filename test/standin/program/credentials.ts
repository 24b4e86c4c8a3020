/**
 * The fixture cloud's credentials gate: ConfigureProvider succeeds only when a
 * credential attribute, or the environment variable the upstream provider reads in
 * its place, holds a value whose sha256 the fixture lists. Values are hashed and
 * compared, never echoed, logged or written.
 */
import { createHash } from "node:crypto";
import { type CtyObject, isUnknown } from "./cty-values";
import { attributePath, errorDiagnostic, type ProtoDiagnostic } from "./diagnostics";
import type { CloudAuth } from "./fixture-cloud";

interface Candidate {
  source: string;
  attribute: string;
  value: string;
}

function candidates(auth: CloudAuth, config: CtyObject, env: NodeJS.ProcessEnv): Candidate[] {
  const found: Candidate[] = [];
  for (const attribute of auth.attributes) {
    const configured = config[attribute];
    if (typeof configured === "string" && configured !== "") {
      found.push({ source: `the "${attribute}" argument`, attribute, value: configured });
      continue; // upstream reads the environment only when the argument is unset
    }
    for (const variable of auth.env[attribute] ?? []) {
      const value = env[variable];
      if (value !== undefined && value !== "") {
        found.push({ source: `the ${variable} environment variable`, attribute, value });
        break;
      }
    }
  }
  return found;
}

const sha256Hex = (value: string): string => createHash("sha256").update(value, "utf8").digest("hex");

export function checkCredentials(auth: CloudAuth | undefined, config: CtyObject, env: NodeJS.ProcessEnv = process.env): ProtoDiagnostic[] {
  if (!auth) return [];
  // A credential that depends on something not yet known cannot be judged; Terraform configures again once it is.
  if (auth.attributes.some((a) => isUnknown(config[a]))) return [];
  const offered = candidates(auth, config, env);
  if (offered.length === 0) {
    const variables = auth.attributes.flatMap((a) => auth.env[a] ?? []);
    const viaEnv = variables.length > 0 ? ` (or the environment variable ${variables.join(", ")})` : "";
    return [
      errorDiagnostic(
        "Missing credentials",
        `The stand-in cloud needs credentials: set ${auth.attributes.map((a) => `"${a}"`).join(" or ")}${viaEnv}.`,
        attributePath(auth.attributes[0]),
      ),
    ];
  }
  if (offered.some((c) => auth.acceptSha256.includes(sha256Hex(c.value)))) return [];
  return [
    errorDiagnostic(
      "Authentication failed",
      `The stand-in cloud rejected the credentials given in ${offered.map((c) => c.source).join(" and ")}.`,
      attributePath(offered[0].attribute),
    ),
  ];
}
