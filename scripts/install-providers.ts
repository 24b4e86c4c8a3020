#!/usr/bin/env -S npx tsx
// npm run install-providers: the same command an installed package offers as tflookup-install-providers.
import { runInstallProviders } from "../src/runtime/install/cli";

runInstallProviders("npm run install-providers --");
