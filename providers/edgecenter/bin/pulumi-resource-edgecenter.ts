#!/usr/bin/env node
// generated — do not edit: written by `npm run generate` from Edge-Center/edgecenter@0.12.10.
// pulumi-resource-edgecenter: the Pulumi engine starts this to serve the package's functions.
import "../pulumi/package";
import "@tflookup/runtime/plugin/main";
