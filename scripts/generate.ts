#!/usr/bin/env -S npx tsx
import { runCommand } from "../src/tfgen/cli/io";
import { generateMain } from "../src/tfgen/cli/generate";

runCommand("generate", generateMain);
