/**
 * Bookkeeping for documented (Pulumi) name <-> Terraform name pairs.
 *
 * The bridge keeps the mapping bijective per object (PulumiToTerraformName inverts
 * TerraformToPulumiNameV2 by looking the name up among the siblings), and the generator relies on
 * that at runtime to translate arguments and results. A table that silently let a second Terraform
 * name claim a Pulumi name would make one of the two attributes unreachable, so duplicates throw.
 */

export interface NamePair {
  readonly tf: string;
  readonly pulumi: string;
}

/** Code-unit order: locale-independent, so generated output is identical on every machine. */
export function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export class NameCollisionError extends Error {
  constructor(
    readonly scope: string,
    readonly pulumi: string,
    readonly tfNames: readonly [string, string],
  ) {
    super(
      `${scope}: Terraform names "${tfNames[0]}" and "${tfNames[1]}" both map to "${pulumi}"`,
    );
    this.name = "NameCollisionError";
  }
}

/** One object's (a function's inputs/outputs, or a nested type's) name pairs. */
export class NameTable {
  private readonly byTf = new Map<string, string>();
  private readonly byPulumi = new Map<string, string>();

  /** `scope` only labels errors, e.g. "getInstance" or "getInstanceAddress". */
  constructor(readonly scope = "") {}

  /**
   * Records a pair. Re-adding the identical pair is a no-op because a data source's inputs are echoed
   * among its outputs and a walker will meet them twice. Any other reuse of either side throws.
   */
  add(tf: string, pulumi: string): this {
    const knownPulumi = this.byTf.get(tf);
    const knownTf = this.byPulumi.get(pulumi);
    if (knownPulumi === pulumi && knownTf === tf) return this;
    if (knownTf !== undefined) throw new NameCollisionError(this.scope, pulumi, [knownTf, tf]);
    if (knownPulumi !== undefined) {
      throw new Error(
        `${this.scope}: Terraform name "${tf}" is already mapped to "${knownPulumi}", not "${pulumi}"`,
      );
    }
    this.byTf.set(tf, pulumi);
    this.byPulumi.set(pulumi, tf);
    return this;
  }

  toPulumi(tf: string): string | undefined {
    return this.byTf.get(tf);
  }

  toTerraform(pulumi: string): string | undefined {
    return this.byPulumi.get(pulumi);
  }

  get size(): number {
    return this.byTf.size;
  }

  /** Pairs sorted by Terraform name, independent of insertion order. */
  entries(): NamePair[] {
    return [...this.byTf]
      .map(([tf, pulumi]) => ({ tf, pulumi }))
      .sort((a, b) => compareCodeUnits(a.tf, b.tf));
  }

  /** Plain object with keys in Terraform-name order, for JSON output. */
  toJSON(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const { tf, pulumi } of this.entries()) out[tf] = pulumi;
    return out;
  }
}

/** All tables of a package, keyed by owner (a function name or a nested type name). */
export class NameMap {
  private readonly tables = new Map<string, NameTable>();

  /** The owner's table, created on first use. */
  scope(owner: string): NameTable {
    let table = this.tables.get(owner);
    if (table === undefined) {
      table = new NameTable(owner);
      this.tables.set(owner, table);
    }
    return table;
  }

  get(owner: string): NameTable | undefined {
    return this.tables.get(owner);
  }

  /** Owners in code-unit order. */
  owners(): string[] {
    return [...this.tables.keys()].sort(compareCodeUnits);
  }

  toJSON(): Record<string, Record<string, string>> {
    const out: Record<string, Record<string, string>> = {};
    for (const owner of this.owners()) out[owner] = this.scope(owner).toJSON();
    return out;
  }
}

export interface CollisionResolution {
  /** The name every party wanted. */
  readonly wanted: string;
  /** Terraform name that kept `wanted`. */
  readonly keptBy: string;
  /** Terraform name that was renamed, and what it got. */
  readonly tf: string;
  readonly assigned: string;
}

export interface ResolvedNames {
  /** Final pairs, sorted by Terraform name. */
  readonly pairs: NamePair[];
  /** One entry per renamed Terraform name, sorted by Terraform name. */
  readonly resolutions: CollisionResolution[];
}

/**
 * Makes proposed names unique within one object, deterministically.
 *
 * The Terraform name that sorts first (code-unit order) keeps the wanted name. Each later claimant
 * gets its Terraform name verbatim, because that is:
 *   - stable: it does not depend on how many other fields collide or on the order they are seen in,
 *     unlike a numeric suffix that shifts when a new colliding field appears upstream;
 *   - self-explaining in documentation and error messages (it *is* the upstream attribute name);
 *   - a valid identifier in every SDK language, since Terraform names are [a-z0-9_].
 * Only if the verbatim name is itself taken do we append "_2", "_3", … to it.
 *
 * Every rename is returned so the caller can report it; nothing is dropped silently.
 */
export function resolveCollisions(proposed: ReadonlyArray<NamePair>): ResolvedNames {
  const sorted = [...proposed].sort((a, b) => compareCodeUnits(a.tf, b.tf));
  for (let i = 1; i < sorted.length; i++) {
    if (sorted[i].tf === sorted[i - 1].tf) {
      throw new Error(`Terraform name "${sorted[i].tf}" was proposed twice`);
    }
  }

  // Names that are wanted first are never handed out as a fallback, so a later field's preferred name
  // cannot be stolen by an earlier field's fallback.
  const taken = new Set(sorted.map((p) => p.pulumi));
  const owner = new Map<string, string>();
  const pairs: NamePair[] = [];
  const resolutions: CollisionResolution[] = [];
  for (const { tf, pulumi } of sorted) {
    const keptBy = owner.get(pulumi);
    if (keptBy === undefined) {
      owner.set(pulumi, tf);
      pairs.push({ tf, pulumi });
      continue;
    }
    let assigned = tf;
    for (let n = 2; taken.has(assigned); n++) assigned = `${tf}_${n}`;
    taken.add(assigned);
    owner.set(assigned, tf);
    pairs.push({ tf, pulumi: assigned });
    resolutions.push({ wanted: pulumi, keptBy, tf, assigned });
  }
  return { pairs, resolutions };
}
