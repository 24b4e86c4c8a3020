/**
 * Documented (Pulumi) name <-> Terraform name pairs of one object.
 *
 * The bridge keeps the mapping bijective per object (PulumiToTerraformName inverts
 * TerraformToPulumiNameV2 by looking the name up among the siblings), and the runtime relies on that
 * to translate arguments and results: two Terraform names must never share a documented name, so
 * collisions are resolved here, deterministically, and reported.
 */

export interface NamePair {
  readonly tf: string;
  readonly pulumi: string;
}

/** Code-unit order: locale-independent, so generated output is identical on every machine. */
export function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
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
