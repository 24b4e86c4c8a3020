#!/usr/bin/env -S npx tsx
import { runCommand } from "../src/tfgen/cli/io";
import { pullMain } from "../src/tfgen/cli/pull-schemas";

runCommand("pull-schemas", pullMain);
