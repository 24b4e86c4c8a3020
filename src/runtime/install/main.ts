#!/usr/bin/env node
/** The installed package's `tflookup-install-providers` command (npm run install-providers in a checkout). */
import { INSTALL_COMMAND, runInstallProviders } from "./cli";

runInstallProviders(INSTALL_COMMAND);
