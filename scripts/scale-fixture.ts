#!/usr/bin/env -S npx tsx
// Writes a scaled copy of the pinned ibm schema: `npm run scale-fixture -- <n> <out.json>`.
import * as fs from "fs";
import * as path from "path";
import { scaleSchema } from "./bench/scale-fixture";

const [nArg, out] = process.argv.slice(2);
const n = Number(nArg);
if (!Number.isInteger(n) || n < 1 || !out) {
  process.stderr.write("usage: scale-fixture <number of data sources> <out.json>\n");
  process.exit(2);
}
const base = JSON.parse(fs.readFileSync(path.join(__dirname, "..", "schemas", "ibm.json"), "utf8"));
fs.writeFileSync(out, JSON.stringify(scaleSchema(base, n), null, 2) + "\n");
process.stdout.write(`scale-fixture: ${n} data sources → ${out}\n`);
