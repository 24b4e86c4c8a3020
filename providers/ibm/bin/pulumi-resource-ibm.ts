#!/usr/bin/env node
// generated — do not edit: written by `npm run generate` from IBM-Cloud/ibm@2.5.0.
// pulumi-resource-ibm: the Pulumi engine starts this to serve the package's functions.
import "../pulumi/package";
import "@tflookup/runtime/plugin/main";
