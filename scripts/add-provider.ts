#!/usr/bin/env -S npx tsx
import { addProviderMain } from "../src/tfgen/cli/add-provider";
import { runCommand } from "../src/tfgen/cli/io";

runCommand("add-provider", addProviderMain);
