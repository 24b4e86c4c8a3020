/**
 * Shared by the plugin engine's tests: the 21 fixture lookups (one per function, from the hand-written
 * specs and the fixture clouds), and a PATH with no Terraform on it.
 */
import { delimiter } from "node:path";
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { Harness } from "../../support/executor-harness";
import { argumentsFor, expectedResult, loadSpec } from "../../support/spec-expect";
import { processesMentioning } from "../../../scripts/bench/processes";

export { processesMentioning };

export interface FixtureCase {
  pkg: "ibm" | "edgecenter";
  fn: string;
  token: string;
  args: Record<string, unknown>;
  expected: Record<string, unknown>;
}

export function fixtureCases(h: Harness): FixtureCase[] {
  const cases: FixtureCase[] = [];
  for (const pkg of ["ibm", "edgecenter"] as const) {
    const spec = loadSpec(pkg);
    for (const fn of spec.functions) {
      const record = h.clouds[pkg].dataSources[fn.upstream]?.[0];
      if (!record) throw new Error(`the ${pkg} fixture cloud has no ${fn.upstream} record`);
      cases.push({
        pkg,
        fn: fn.name,
        token: `${pkg}:index/${fn.name}:${fn.name}`,
        args: argumentsFor(spec, fn.name, record),
        expected: expectedResult(spec, fn.name, record),
      });
    }
  }
  return cases;
}

/** PATH without any directory holding a terraform executable. */
export function pathWithoutTerraform(path = process.env.PATH ?? ""): string {
  return path
    .split(delimiter)
    .filter((d) => d !== "" && !existsSync(join(d, "terraform")))
    .join(delimiter);
}

/** Runs the suite's hooks with Terraform out of reach of this process (PATH stripped, TERRAFORM_BINARY_NAME unset). */
export function withoutTerraform(): void {
  const saved: Record<string, string | undefined> = {};
  beforeAll(() => {
    for (const k of ["PATH", "TERRAFORM_BINARY_NAME", "TFLOOKUP_ENGINE"]) saved[k] = process.env[k];
    process.env.PATH = pathWithoutTerraform();
    delete process.env.TERRAFORM_BINARY_NAME;
    delete process.env.TFLOOKUP_ENGINE;
  });
  afterAll(() => {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  });
}

/** Waits (up to 5 s) for the processes mentioning `marker` to be gone; returns those still there. */
export async function processesLeft(marker: string): Promise<number[]> {
  for (let i = 0; i < 50 && processesMentioning(marker).length > 0; i++) await new Promise((r) => setTimeout(r, 100));
  return processesMentioning(marker);
}
