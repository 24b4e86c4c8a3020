#!/usr/bin/env -S npx tsx
import { runCommand } from "../src/tfgen/cli/io";
import { diffMain } from "../src/tfgen/cli/diff-schemas";

runCommand("diff-schemas", diffMain);
