#!/usr/bin/env -S npx tsx
import { runCommand } from "../src/tfgen/cli/io";
import { upgradeMain } from "../src/tfgen/cli/upgrade";

runCommand("upgrade", upgradeMain);
