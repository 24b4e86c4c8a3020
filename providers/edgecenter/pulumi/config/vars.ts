// generated — do not edit: written by `npm run generate` from Edge-Center/edgecenter@0.12.10.
import * as pulumi from "@pulumi/pulumi";
import { envString } from "@tflookup/runtime/invoke/env";

const __config = new pulumi.Config("edgecenter");
// Each variable is named by a `module.exports.<name> = undefined` that Node's ES-module loader reads (see
// index-module.ts) and then defined as a getter. The getters go through this alias: the loader's lexer drops
// a name whose getter, written on `module.exports` itself, is more than a plain re-export.
const __exports = module.exports;

/**
 * A single API endpoint for all products. Will be used when specific product API url is not defined.
 *
 * When not configured, read from the environment: `EC_API_ENDPOINT` (first one set).
 *
 * Default: `"https://api.edgecenter.ru"`.
 */
export declare const apiEndpoint: string;
module.exports.apiEndpoint = undefined;
Object.defineProperty(__exports, "apiEndpoint", {
  get() {
    return __config.get("apiEndpoint") ?? envString("EC_API_ENDPOINT") ?? "https://api.edgecenter.ru";
  },
  enumerable: true,
});

/**
 * Region API
 *
 * When not configured, read from the environment: `EC_API` (first one set).
 *
 * @deprecated Use edgecenter_cloud_api instead
 */
export declare const providerApi: string | undefined;
module.exports.providerApi = undefined;
Object.defineProperty(__exports, "providerApi", {
  get() {
    return __config.get("providerApi") ?? envString("EC_API");
  },
  enumerable: true,
});

/**
 * CDN API (define only if you want to override CDN API endpoint)
 *
 * When not configured, read from the environment: `EC_CDN_API` (first one set).
 */
export declare const providerCdnApi: string | undefined;
module.exports.providerCdnApi = undefined;
Object.defineProperty(__exports, "providerCdnApi", {
  get() {
    return __config.get("providerCdnApi") ?? envString("EC_CDN_API");
  },
  enumerable: true,
});

/**
 * Region API (define only if you want to override Region API endpoint)
 *
 * When not configured, read from the environment: `EC_CLOUD_API` (first one set).
 */
export declare const providerCloudApi: string | undefined;
module.exports.providerCloudApi = undefined;
Object.defineProperty(__exports, "providerCloudApi", {
  get() {
    return __config.get("providerCloudApi") ?? envString("EC_CLOUD_API");
  },
  enumerable: true,
});

/**
 * DNS API (define only if you want to override DNS API endpoint)
 *
 * When not configured, read from the environment: `EC_DNS_API` (first one set).
 */
export declare const providerDnsApi: string | undefined;
module.exports.providerDnsApi = undefined;
Object.defineProperty(__exports, "providerDnsApi", {
  get() {
    return __config.get("providerDnsApi") ?? envString("EC_DNS_API");
  },
  enumerable: true,
});

/**
 * Platform URL is used for generate JWT
 *
 * When not configured, read from the environment: `EC_PLATFORM` (first one set).
 *
 * @deprecated Use edgecenter_platform_api instead
 */
export declare const providerPlatform: string | undefined;
module.exports.providerPlatform = undefined;
Object.defineProperty(__exports, "providerPlatform", {
  get() {
    return __config.get("providerPlatform") ?? envString("EC_PLATFORM");
  },
  enumerable: true,
});

/**
 * Platform URL is used for generate JWT (define only if you want to override Platform API endpoint)
 *
 * When not configured, read from the environment: `EC_PLATFORM_API` (first one set).
 */
export declare const providerPlatformApi: string | undefined;
module.exports.providerPlatformApi = undefined;
Object.defineProperty(__exports, "providerPlatformApi", {
  get() {
    return __config.get("providerPlatformApi") ?? envString("EC_PLATFORM_API");
  },
  enumerable: true,
});

/**
 * Protection API (define only if you want to override Protection API endpoint)
 *
 * When not configured, read from the environment: `EC_PROTECTION_API` (first one set).
 */
export declare const providerProtectionApi: string | undefined;
module.exports.providerProtectionApi = undefined;
Object.defineProperty(__exports, "providerProtectionApi", {
  get() {
    return __config.get("providerProtectionApi") ?? envString("EC_PROTECTION_API");
  },
  enumerable: true,
});

/**
 * RMON API
 *
 * When not configured, read from the environment: `EC_RMON_API` (first one set).
 */
export declare const providerRmonApi: string | undefined;
module.exports.providerRmonApi = undefined;
Object.defineProperty(__exports, "providerRmonApi", {
  get() {
    return __config.get("providerRmonApi") ?? envString("EC_RMON_API");
  },
  enumerable: true,
});

/**
 * Storage API (define only if you want to override Storage API endpoint)
 *
 * When not configured, read from the environment: `EC_STORAGE_API` (first one set).
 */
export declare const providerStorageApi: string | undefined;
module.exports.providerStorageApi = undefined;
Object.defineProperty(__exports, "providerStorageApi", {
  get() {
    return __config.get("providerStorageApi") ?? envString("EC_STORAGE_API");
  },
  enumerable: true,
});

/**
 * Should be set to true when you are gonna to use storage resource with permanent API-token only.
 *
 * @deprecated It doesn't make any effect anymore
 */
export declare const ignoreCredsAuthError: boolean | undefined;
module.exports.ignoreCredsAuthError = undefined;
Object.defineProperty(__exports, "ignoreCredsAuthError", {
  get() {
    return __config.getBoolean("ignoreCredsAuthError");
  },
  enumerable: true,
});

/**
 * This value is secret: set it with `pulumi config set --secret`. The getter returns it in plain text, as in bridged SDKs; wrap it with `pulumi.secret()` before it flows into an output.
 *
 * When not configured, read from the environment: `EC_PASSWORD` (first one set).
 *
 * @deprecated Use permanent_api_token instead
 */
export declare const password: string | undefined;
module.exports.password = undefined;
Object.defineProperty(__exports, "password", {
  get() {
    return __config.get("password") ?? envString("EC_PASSWORD");
  },
  enumerable: true,
});

/**
 * A permanent [API-token](https://support.edgecenter.ru/knowledge_base/item/257788)
 *
 * This value is secret: set it with `pulumi config set --secret`. The getter returns it in plain text, as in bridged SDKs; wrap it with `pulumi.secret()` before it flows into an output.
 *
 * When not configured, read from the environment: `EC_PERMANENT_TOKEN` (first one set).
 */
export declare const permanentApiToken: string | undefined;
module.exports.permanentApiToken = undefined;
Object.defineProperty(__exports, "permanentApiToken", {
  get() {
    return __config.get("permanentApiToken") ?? envString("EC_PERMANENT_TOKEN");
  },
  enumerable: true,
});

/**
 * When not configured, read from the environment: `EC_USERNAME` (first one set).
 *
 * @deprecated Use permanent_api_token instead
 */
export declare const userName: string | undefined;
module.exports.userName = undefined;
Object.defineProperty(__exports, "userName", {
  get() {
    return __config.get("userName") ?? envString("EC_USERNAME");
  },
  enumerable: true,
});
