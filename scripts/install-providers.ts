#!/usr/bin/env -S npx tsx
// npm run install-providers: the same command an installed package offers as tflookup-install-providers.
import "../src/runtime/install/main";
