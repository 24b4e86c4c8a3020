import { compareCodeUnits } from "../naming/table";
import { describeCountChange } from "../model/counts";
import { CLASSIFICATION, classify } from "./rules";
import type { Change, ChangeKind, DiffReport, KeptName, PrunedOverride, RawChange, SchemaSide, Subject } from "./types";

const KIND_ORDER = new Map((Object.keys(CLASSIFICATION) as ChangeKind[]).map((k, i) => [k, i]));
const SUBJECT_ORDER: Record<string, number> = { function: 0, input: 1, output: 2, type: 3, config: 0 };

const code = (s: string | undefined) => "`" + (s ?? "") + "`";

/** What a sentence calls each subject when it names the kind of thing that changed. */
const NOUN: Record<Exclude<Subject, "type">, string> = {
  function: "Function",
  input: "Argument",
  output: "Result field",
  config: "Config variable",
};

/** Changes to the subject itself, told as "<Noun> `<name>` <verb>.". */
const VERBS = {
  "function-removed": "was removed",
  "input-removed": "was removed",
  "input-became-required": "is now required",
  "input-became-optional": "is now optional",
  "output-removed": "was removed",
  "output-became-optional": "may now be absent",
  "output-became-always-present": "is now always present",
  "config-removed": "was removed",
  // Pulumi config is always optional (docs/upgrading.md): what changed is what upstream requires.
  "config-became-required": "is now required upstream",
  "config-became-optional": "is now optional upstream",
} as const satisfies Partial<Record<ChangeKind, string>>;

/** New arguments, result fields and config variables, told as "New <qualifier><noun> `<name>` (<type>)<note>.". */
const ADDITIONS = {
  "input-added": { qualifier: "optional ", note: "" },
  "input-added-required": { qualifier: "required ", note: "" },
  "output-added": { qualifier: "", note: "" },
  "config-added": { qualifier: "", note: "" },
  "config-added-required": { qualifier: "", note: ", required upstream" },
} as const satisfies Partial<Record<ChangeKind, { qualifier: string; note: string }>>;

const isKindIn = <T extends object>(table: T, kind: ChangeKind): kind is ChangeKind & keyof T => Object.hasOwn(table, kind);
const nounOf = (kind: keyof typeof VERBS | keyof typeof ADDITIONS): string => NOUN[kind.split("-")[0] as keyof typeof NOUN];

/** One sentence per change, in documented names; the upstream path is printed beside it by the renderer. */
function message(c: RawChange): string {
  const kind = c.kind;
  const p = code(c.path);
  if (isKindIn(VERBS, kind)) return `${nounOf(kind)} ${kind.startsWith("function-") ? code(c.function) : p} ${VERBS[kind]}.`;
  if (isKindIn(ADDITIONS, kind)) {
    const { qualifier, note } = ADDITIONS[kind];
    return `New ${qualifier}${nounOf(kind).toLowerCase()} ${p} (${c.after})${note}.`;
  }
  // The rest are told about the attribute by its name alone, the same way for arguments, result fields and config.
  switch (kind) {
    case "function-added":
      return `New function ${code(c.function)}.`;
    case "function-deprecated":
      return `Function ${code(c.function)} is deprecated: ${c.after}`;
    case "input-renamed":
    case "output-renamed":
    case "config-renamed":
      return `Documented name changed from ${code(c.before)} to ${code(c.after)}.`;
    case "input-name-kept":
    case "output-name-kept":
    case "config-name-kept":
      return `${p} keeps its name through an alias; the naming rules would now give ${code(c.before)}.`;
    case "input-type-changed":
    case "output-type-changed":
    case "config-type-changed":
      return `${p} changed type from ${code(c.before)} to ${code(c.after)}.`;
    case "input-list-to-object":
    case "output-list-to-object":
      return `${p} is now one object (max_items = 1): ${code(c.before)} → ${code(c.after)}.`;
    case "input-object-to-list":
    case "output-object-to-list":
      return `${p} is now a list: ${code(c.before)} → ${code(c.after)}.`;
    case "input-collection-changed":
    case "output-collection-changed":
      return `${p} changed collection kind: ${code(c.before)} → ${code(c.after)}.`;
    case "input-deprecated":
    case "output-deprecated":
    case "config-deprecated":
      return `${p} is deprecated: ${c.after}`;
    case "provider-function-added":
      return `New provider function ${code(c.function)}.`;
    case "provider-function-removed":
      return `Provider function ${code(c.function)} was removed.`;
    case "provider-function-deprecated":
      return `Provider function ${code(c.function)} is deprecated: ${c.after}`;
    case "parameter-added":
      return `New parameter ${p} (${c.after}).`;
    case "parameter-removed":
      return `Parameter ${p} was removed.`;
    case "parameter-type-changed":
      return `Parameter ${p} changed from \`${c.before}\` to \`${c.after}\`.`;
    case "variadic-changed":
      return `The variadic parameter changed from \`${c.before}\` to \`${c.after}\`.`;
    case "return-type-changed":
      return `The result changed type from \`${c.before}\` to \`${c.after}\`.`;
    case "type-renamed":
      return `The type of ${p} is now named ${code(c.after)} (was ${code(c.before)}).`;
    case "output-id-made-up":
      return `The data source no longer has an ${p} attribute: the result's ${p} is now always the empty string.`;
    case "output-id-from-upstream":
      return `The data source now has an ${p} attribute: the result's ${p} (until now the empty string) comes from the provider.`;
  }
}

function sortKey(c: RawChange): [number, string, number, string, number] {
  const subject = c.kind.split("-")[0];
  return [c.kind.startsWith("config-") ? 0 : 1, c.tfType ?? "", SUBJECT_ORDER[subject] ?? 9, c.tfPath ?? "", KIND_ORDER.get(c.kind) ?? 99];
}

function compareKeys(a: (string | number)[], b: (string | number)[]): number {
  for (let i = 0; i < a.length; i++) {
    const x = a[i];
    const y = b[i];
    if (x === y) continue;
    return typeof x === "number" && typeof y === "number" ? x - y : compareCodeUnits(String(x), String(y));
  }
  return 0;
}

export function classifyChanges(raw: RawChange[]): Change[] {
  return [...raw]
    .sort((a, b) => compareKeys(sortKey(a), sortKey(b)))
    .map((c) => {
      const r = classify(c.kind);
      // Fixed key order keeps the JSON diffable between runs.
      const out: Change = { kind: c.kind } as Change;
      if (c.function !== undefined) out.function = c.function;
      if (c.tfType !== undefined) out.tfType = c.tfType;
      if (c.path !== undefined) out.path = c.path;
      if (c.tfPath !== undefined) out.tfPath = c.tfPath;
      if (c.before !== undefined) out.before = c.before;
      if (c.after !== undefined) out.after = c.after;
      out.pulumi = r.pulumi;
      out.cdktf = r.cdktf;
      out.flagged = r.flagged;
      out.message = message(c);
      return out;
    });
}

export interface ReportInput {
  provider: DiffReport["provider"];
  from: SchemaSide;
  to: SchemaSide;
  raw: RawChange[];
  aliases: KeptName[];
  overridesPruned: PrunedOverride[];
  notSelected: DiffReport["notSelected"];
  counts: DiffReport["summary"]["counts"];
}

export function buildReport(i: ReportInput): DiffReport {
  const changes = classifyChanges(i.raw);
  return {
    reportVersion: 2,
    provider: i.provider,
    from: i.from,
    to: i.to,
    summary: {
      changes: changes.length,
      breaking: {
        pulumi: changes.filter((c) => c.pulumi === "breaking").length,
        cdktf: changes.filter((c) => c.cdktf === "breaking").length,
      },
      flagged: changes.filter((c) => c.flagged).length,
      counts: i.counts,
    },
    changes,
    aliases: [...i.aliases].sort((a, b) => compareCodeUnits(a.tfPath, b.tfPath)),
    overridesPruned: i.overridesPruned,
    notSelected: { added: [...i.notSelected.added].sort(compareCodeUnits), removed: [...i.notSelected.removed].sort(compareCodeUnits) },
  };
}

export function reportJson(r: DiffReport): string {
  return JSON.stringify(r, null, 2) + "\n";
}

function impact(i: string): string {
  return i === "breaking" ? "**breaking**" : "no";
}

function mdCell(s: string): string {
  return s.replace(/\|/g, "\\|").replace(/\n/g, " ");
}

export function reportMarkdown(r: DiffReport): string {
  const s = r.summary;
  const lines: string[] = [
    `# ${r.provider.source}: ${r.from.version} → ${r.to.version}`,
    "",
    s.changes === 0
      ? "No change to the generated APIs."
      : `${s.changes} change${s.changes === 1 ? "" : "s"}: ${s.breaking.pulumi} breaking for the Pulumi-shaped SDK, ` +
        `${s.breaking.cdktf} breaking for the CDKTF and CDK Terrain bindings, ${s.flagged} flagged for review. ` +
        `Counts: ${describeCountChange(s.counts.before, s.counts.after)}.`,
    "",
  ];
  if (r.changes.length) {
    lines.push("| Where | Change | Pulumi | CDKTF / CDK Terrain | Upstream |", "| --- | --- | --- | --- | --- |");
    for (const c of r.changes) {
      // Config variables are shown as the Pulumi config key users set.
      const where = c.function ? (c.path ? `${c.function}.${c.path}` : c.function) : `${r.provider.package}:${c.path}`;
      const note = c.flagged ? " ⚑" : "";
      lines.push(
        `| \`${where}\` | ${mdCell(c.message)}${note} | ${impact(c.pulumi)} | ${impact(c.cdktf)} | \`${c.tfPath ?? c.tfType ?? ""}\` |`,
      );
    }
    lines.push("");
    if (s.flagged) lines.push("⚑ flagged: not breaking, but read it before releasing.", "");
  }
  if (r.aliases.length) {
    lines.push("## Names kept by aliases (overrides `aliases`)", "");
    for (const a of r.aliases) lines.push(`- \`${a.tfPath}\` keeps \`${a.name}\` (the naming rules now give \`${a.wouldBe}\`)`);
    lines.push("");
  }
  if (r.overridesPruned.length) {
    lines.push("## Overrides removed because upstream no longer has their subject", "");
    for (const p of r.overridesPruned) lines.push(`- \`${p.path}\`: ${p.why}`);
    lines.push("");
  }
  if (r.notSelected.added.length || r.notSelected.removed.length) {
    lines.push("## Upstream changes outside include/exclude (not generated)", "");
    if (r.notSelected.added.length) lines.push(`- added upstream: ${r.notSelected.added.map((x) => `\`${x}\``).join(", ")}`);
    if (r.notSelected.removed.length) lines.push(`- removed upstream: ${r.notSelected.removed.map((x) => `\`${x}\``).join(", ")}`);
    lines.push("");
  }
  return lines.join("\n");
}
