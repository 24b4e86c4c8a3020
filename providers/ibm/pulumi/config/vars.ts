// generated — do not edit: written by `npm run generate` from IBM-Cloud/ibm@2.5.0.
import * as pulumi from "@pulumi/pulumi";
import { envNumber, envString } from "@tflookup/runtime/invoke/env";

const __config = new pulumi.Config("ibm");
// Each variable is named by a `module.exports.<name> = undefined` that Node's ES-module loader reads (see
// index-module.ts) and then defined as a getter. The getters go through this alias: the loader's lexer drops
// a name whose getter, written on `module.exports` itself, is more than a plain re-export.
const __exports = module.exports;

/**
 * The Bluemix API Key
 *
 * This value is secret: set it with `pulumi config set --secret`. The getter returns it in plain text, as in bridged SDKs; wrap it with `pulumi.secret()` before it flows into an output.
 *
 * When not configured, read from the environment: `BM_API_KEY`, `BLUEMIX_API_KEY` (first one set).
 *
 * @deprecated This field is deprecated please use ibmcloud_api_key
 */
export declare const legacyAApiKey: string | undefined;
module.exports.legacyAApiKey = undefined;
Object.defineProperty(__exports, "legacyAApiKey", {
  get() {
    return __config.get("legacyAApiKey") ?? envString("BM_API_KEY", "BLUEMIX_API_KEY");
  },
  enumerable: true,
});

/**
 * The timeout (in seconds) to set for any Bluemix API calls made.
 *
 * When not configured, read from the environment: `BM_TIMEOUT`, `BLUEMIX_TIMEOUT` (first one set).
 *
 * @deprecated This field is deprecated please use ibmcloud_timeout
 */
export declare const legacyATimeout: number | undefined;
module.exports.legacyATimeout = undefined;
Object.defineProperty(__exports, "legacyATimeout", {
  get() {
    return __config.getNumber("legacyATimeout") ?? envNumber("BM_TIMEOUT", "BLUEMIX_TIMEOUT");
  },
  enumerable: true,
});

/**
 * Path of the file that contains private and public regional endpoints mapping
 *
 * When not configured, read from the environment: `IC_ENDPOINTS_FILE_PATH`, `IBMCLOUD_ENDPOINTS_FILE_PATH` (first one set).
 */
export declare const endpointsFilePath: string | undefined;
module.exports.endpointsFilePath = undefined;
Object.defineProperty(__exports, "endpointsFilePath", {
  get() {
    return __config.get("endpointsFilePath") ?? envString("IC_ENDPOINTS_FILE_PATH", "IBMCLOUD_ENDPOINTS_FILE_PATH");
  },
  enumerable: true,
});

/**
 * The IBM Cloud Function namespace
 *
 * When not configured, read from the environment: `FUNCTION_NAMESPACE` (first one set).
 *
 * @deprecated This field will be deprecated soon
 */
export declare const functionNamespace: string | undefined;
module.exports.functionNamespace = undefined;
Object.defineProperty(__exports, "functionNamespace", {
  get() {
    return __config.get("functionNamespace") ?? envString("FUNCTION_NAMESPACE");
  },
  enumerable: true,
});

/**
 * Generation of Virtual Private Cloud. Default is 2
 *
 * When not configured, read from the environment: `IC_GENERATION`, `IBMCLOUD_GENERATION` (first one set).
 *
 * @deprecated The generation field is deprecated and will be removed after couple of releases
 */
export declare const generation: number | undefined;
module.exports.generation = undefined;
Object.defineProperty(__exports, "generation", {
  get() {
    return __config.getNumber("generation") ?? envNumber("IC_GENERATION", "IBMCLOUD_GENERATION");
  },
  enumerable: true,
});

/**
 * The Classic Infrastructure API Key
 *
 * This value is secret: set it with `pulumi config set --secret`. The getter returns it in plain text, as in bridged SDKs; wrap it with `pulumi.secret()` before it flows into an output.
 *
 * When not configured, read from the environment: `IAAS_CLASSIC_API_KEY` (first one set).
 */
export declare const iaasClassicApiKey: string | undefined;
module.exports.iaasClassicApiKey = undefined;
Object.defineProperty(__exports, "iaasClassicApiKey", {
  get() {
    return __config.get("iaasClassicApiKey") ?? envString("IAAS_CLASSIC_API_KEY");
  },
  enumerable: true,
});

/**
 * The Classic Infrastructure Endpoint
 *
 * When not configured, read from the environment: `IAAS_CLASSIC_ENDPOINT_URL` (first one set).
 */
export declare const iaasClassicEndpointUrl: string | undefined;
module.exports.iaasClassicEndpointUrl = undefined;
Object.defineProperty(__exports, "iaasClassicEndpointUrl", {
  get() {
    return __config.get("iaasClassicEndpointUrl") ?? envString("IAAS_CLASSIC_ENDPOINT_URL");
  },
  enumerable: true,
});

/**
 * The timeout (in seconds) to set for any Classic Infrastructure API calls made.
 *
 * When not configured, read from the environment: `IAAS_CLASSIC_TIMEOUT` (first one set).
 */
export declare const iaasClassicTimeout: number | undefined;
module.exports.iaasClassicTimeout = undefined;
Object.defineProperty(__exports, "iaasClassicTimeout", {
  get() {
    return __config.getNumber("iaasClassicTimeout") ?? envNumber("IAAS_CLASSIC_TIMEOUT");
  },
  enumerable: true,
});

/**
 * The Classic Infrastructure API user name
 *
 * When not configured, read from the environment: `IAAS_CLASSIC_USERNAME` (first one set).
 */
export declare const iaasClassicUsername: string | undefined;
module.exports.iaasClassicUsername = undefined;
Object.defineProperty(__exports, "iaasClassicUsername", {
  get() {
    return __config.get("iaasClassicUsername") ?? envString("IAAS_CLASSIC_USERNAME");
  },
  enumerable: true,
});

/**
 * IAM Trusted Profile ID
 *
 * When not configured, read from the environment: `IC_IAM_PROFILE_ID`, `IBMCLOUD_IAM_PROFILE_ID` (first one set).
 */
export declare const iamProfileId: string | undefined;
module.exports.iamProfileId = undefined;
Object.defineProperty(__exports, "iamProfileId", {
  get() {
    return __config.get("iamProfileId") ?? envString("IC_IAM_PROFILE_ID", "IBMCLOUD_IAM_PROFILE_ID");
  },
  enumerable: true,
});

/**
 * IAM Trusted Profile Name
 *
 * When not configured, read from the environment: `IC_IAM_PROFILE_NAME`, `IBMCLOUD_IAM_PROFILE_NAME` (first one set).
 */
export declare const iamProfileName: string | undefined;
module.exports.iamProfileName = undefined;
Object.defineProperty(__exports, "iamProfileName", {
  get() {
    return __config.get("iamProfileName") ?? envString("IC_IAM_PROFILE_NAME", "IBMCLOUD_IAM_PROFILE_NAME");
  },
  enumerable: true,
});

/**
 * IAM Authentication refresh token
 *
 * This value is secret: set it with `pulumi config set --secret`. The getter returns it in plain text, as in bridged SDKs; wrap it with `pulumi.secret()` before it flows into an output.
 *
 * When not configured, read from the environment: `IC_IAM_REFRESH_TOKEN`, `IBMCLOUD_IAM_REFRESH_TOKEN` (first one set).
 */
export declare const iamRefreshToken: string | undefined;
module.exports.iamRefreshToken = undefined;
Object.defineProperty(__exports, "iamRefreshToken", {
  get() {
    return __config.get("iamRefreshToken") ?? envString("IC_IAM_REFRESH_TOKEN", "IBMCLOUD_IAM_REFRESH_TOKEN");
  },
  enumerable: true,
});

/**
 * IAM Authentication token
 *
 * This value is secret: set it with `pulumi config set --secret`. The getter returns it in plain text, as in bridged SDKs; wrap it with `pulumi.secret()` before it flows into an output.
 *
 * When not configured, read from the environment: `IC_IAM_TOKEN`, `IBMCLOUD_IAM_TOKEN` (first one set).
 */
export declare const iamToken: string | undefined;
module.exports.iamToken = undefined;
Object.defineProperty(__exports, "iamToken", {
  get() {
    return __config.get("iamToken") ?? envString("IC_IAM_TOKEN", "IBMCLOUD_IAM_TOKEN");
  },
  enumerable: true,
});

/**
 * The IBM Cloud account ID
 *
 * When not configured, read from the environment: `IC_ACCOUNT_ID`, `IBMCLOUD_ACCOUNT_ID` (first one set).
 */
export declare const cloudAccountId: string | undefined;
module.exports.cloudAccountId = undefined;
Object.defineProperty(__exports, "cloudAccountId", {
  get() {
    return __config.get("cloudAccountId") ?? envString("IC_ACCOUNT_ID", "IBMCLOUD_ACCOUNT_ID");
  },
  enumerable: true,
});

/**
 * The IBM Cloud API Key
 *
 * This value is secret: set it with `pulumi config set --secret`. The getter returns it in plain text, as in bridged SDKs; wrap it with `pulumi.secret()` before it flows into an output.
 *
 * When not configured, read from the environment: `IC_API_KEY`, `IBMCLOUD_API_KEY` (first one set).
 */
export declare const cloudApiKey: string | undefined;
module.exports.cloudApiKey = undefined;
Object.defineProperty(__exports, "cloudApiKey", {
  get() {
    return __config.get("cloudApiKey") ?? envString("IC_API_KEY", "IBMCLOUD_API_KEY");
  },
  enumerable: true,
});

/**
 * The timeout (in seconds) to set for any IBM Cloud API calls made.
 *
 * When not configured, read from the environment: `IC_TIMEOUT`, `IBMCLOUD_TIMEOUT` (first one set).
 */
export declare const cloudTimeout: number | undefined;
module.exports.cloudTimeout = undefined;
Object.defineProperty(__exports, "cloudTimeout", {
  get() {
    return __config.getNumber("cloudTimeout") ?? envNumber("IC_TIMEOUT", "IBMCLOUD_TIMEOUT");
  },
  enumerable: true,
});

/**
 * The retry count to set for API calls.
 *
 * When not configured, read from the environment: `MAX_RETRIES` (first one set).
 */
export declare const maxRetries: number | undefined;
module.exports.maxRetries = undefined;
Object.defineProperty(__exports, "maxRetries", {
  get() {
    return __config.getNumber("maxRetries") ?? envNumber("MAX_RETRIES");
  },
  enumerable: true,
});

/**
 * Private Endpoint type used by the service endpoints. Example: vpe.
 *
 * When not configured, read from the environment: `IC_PRIVATE_ENDPOINT_TYPE`, `IBMCLOUD_PRIVATE_ENDPOINT_TYPE` (first one set).
 *
 * One of `vpe`.
 */
export declare const privateEndpointType: string | undefined;
module.exports.privateEndpointType = undefined;
Object.defineProperty(__exports, "privateEndpointType", {
  get() {
    return __config.get("privateEndpointType") ?? envString("IC_PRIVATE_ENDPOINT_TYPE", "IBMCLOUD_PRIVATE_ENDPOINT_TYPE");
  },
  enumerable: true,
});

/**
 * The IBM cloud Region (for example 'us-south').
 *
 * When not configured, read from the environment: `IC_REGION`, `IBMCLOUD_REGION`, `BM_REGION`, `BLUEMIX_REGION` (first one set).
 */
export declare const region: string | undefined;
module.exports.region = undefined;
Object.defineProperty(__exports, "region", {
  get() {
    return __config.get("region") ?? envString("IC_REGION", "IBMCLOUD_REGION", "BM_REGION", "BLUEMIX_REGION");
  },
  enumerable: true,
});

/**
 * The Resource group id.
 *
 * When not configured, read from the environment: `IC_RESOURCE_GROUP`, `IBMCLOUD_RESOURCE_GROUP` (first one set).
 */
export declare const resourceGroup: string | undefined;
module.exports.resourceGroup = undefined;
Object.defineProperty(__exports, "resourceGroup", {
  get() {
    return __config.get("resourceGroup") ?? envString("IC_RESOURCE_GROUP", "IBMCLOUD_RESOURCE_GROUP");
  },
  enumerable: true,
});

/**
 * The next generation infrastructure service endpoint url.
 *
 * When not configured, read from the environment: `RIAAS_ENDPOINT` (first one set).
 *
 * @deprecated This field is deprecated use generation
 */
export declare const riaasEndpoint: string | undefined;
module.exports.riaasEndpoint = undefined;
Object.defineProperty(__exports, "riaasEndpoint", {
  get() {
    return __config.get("riaasEndpoint") ?? envString("RIAAS_ENDPOINT");
  },
  enumerable: true,
});

/**
 * The SoftLayer API Key
 *
 * This value is secret: set it with `pulumi config set --secret`. The getter returns it in plain text, as in bridged SDKs; wrap it with `pulumi.secret()` before it flows into an output.
 *
 * When not configured, read from the environment: `SL_API_KEY`, `SOFTLAYER_API_KEY` (first one set).
 *
 * @deprecated This field is deprecated please use iaas_classic_api_key
 */
export declare const legacyBApiKey: string | undefined;
module.exports.legacyBApiKey = undefined;
Object.defineProperty(__exports, "legacyBApiKey", {
  get() {
    return __config.get("legacyBApiKey") ?? envString("SL_API_KEY", "SOFTLAYER_API_KEY");
  },
  enumerable: true,
});

/**
 * The Softlayer Endpoint
 *
 * When not configured, read from the environment: `SL_ENDPOINT_URL`, `SOFTLAYER_ENDPOINT_URL` (first one set).
 *
 * @deprecated This field is deprecated please use iaas_classic_endpoint_url
 */
export declare const legacyBEndpointUrl: string | undefined;
module.exports.legacyBEndpointUrl = undefined;
Object.defineProperty(__exports, "legacyBEndpointUrl", {
  get() {
    return __config.get("legacyBEndpointUrl") ?? envString("SL_ENDPOINT_URL", "SOFTLAYER_ENDPOINT_URL");
  },
  enumerable: true,
});

/**
 * The timeout (in seconds) to set for any SoftLayer API calls made.
 *
 * When not configured, read from the environment: `SL_TIMEOUT`, `SOFTLAYER_TIMEOUT` (first one set).
 *
 * @deprecated This field is deprecated please use iaas_classic_timeout
 */
export declare const legacyBTimeout: number | undefined;
module.exports.legacyBTimeout = undefined;
Object.defineProperty(__exports, "legacyBTimeout", {
  get() {
    return __config.getNumber("legacyBTimeout") ?? envNumber("SL_TIMEOUT", "SOFTLAYER_TIMEOUT");
  },
  enumerable: true,
});

/**
 * The SoftLayer user name
 *
 * When not configured, read from the environment: `SL_USERNAME`, `SOFTLAYER_USERNAME` (first one set).
 *
 * @deprecated This field is deprecated please use iaas_classic_username
 */
export declare const legacyBUsername: string | undefined;
module.exports.legacyBUsername = undefined;
Object.defineProperty(__exports, "legacyBUsername", {
  get() {
    return __config.get("legacyBUsername") ?? envString("SL_USERNAME", "SOFTLAYER_USERNAME");
  },
  enumerable: true,
});

/**
 * Visibility of the provider if it is private or public.
 *
 * When not configured, read from the environment: `IC_VISIBILITY`, `IBMCLOUD_VISIBILITY` (first one set).
 *
 * One of `public`, `private`, `public-and-private`.
 */
export declare const visibility: string | undefined;
module.exports.visibility = undefined;
Object.defineProperty(__exports, "visibility", {
  get() {
    return __config.get("visibility") ?? envString("IC_VISIBILITY", "IBMCLOUD_VISIBILITY");
  },
  enumerable: true,
});

/**
 * The IBM cloud Region zone (for example 'us-south-1') for power resources.
 *
 * When not configured, read from the environment: `IC_ZONE`, `IBMCLOUD_ZONE` (first one set).
 */
export declare const zone: string | undefined;
module.exports.zone = undefined;
Object.defineProperty(__exports, "zone", {
  get() {
    return __config.get("zone") ?? envString("IC_ZONE", "IBMCLOUD_ZONE");
  },
  enumerable: true,
});
