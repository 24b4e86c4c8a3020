// generated — do not edit: written by `npm run generate` from IBM-Cloud/ibm@2.5.0.
import * as pulumi from "@pulumi/pulumi";
import { envNumber, envString } from "../../../../src/runtime/invoke/env";

const __config = new pulumi.Config("ibm");

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
Object.defineProperty(module.exports, "legacyAApiKey", {
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
Object.defineProperty(module.exports, "legacyATimeout", {
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
Object.defineProperty(module.exports, "endpointsFilePath", {
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
Object.defineProperty(module.exports, "functionNamespace", {
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
Object.defineProperty(module.exports, "generation", {
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
Object.defineProperty(module.exports, "iaasClassicApiKey", {
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
Object.defineProperty(module.exports, "iaasClassicEndpointUrl", {
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
Object.defineProperty(module.exports, "iaasClassicTimeout", {
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
Object.defineProperty(module.exports, "iaasClassicUsername", {
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
Object.defineProperty(module.exports, "iamProfileId", {
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
Object.defineProperty(module.exports, "iamProfileName", {
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
Object.defineProperty(module.exports, "iamRefreshToken", {
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
Object.defineProperty(module.exports, "iamToken", {
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
Object.defineProperty(module.exports, "cloudAccountId", {
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
Object.defineProperty(module.exports, "cloudApiKey", {
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
Object.defineProperty(module.exports, "cloudTimeout", {
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
Object.defineProperty(module.exports, "maxRetries", {
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
Object.defineProperty(module.exports, "privateEndpointType", {
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
Object.defineProperty(module.exports, "region", {
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
Object.defineProperty(module.exports, "resourceGroup", {
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
Object.defineProperty(module.exports, "riaasEndpoint", {
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
Object.defineProperty(module.exports, "legacyBApiKey", {
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
Object.defineProperty(module.exports, "legacyBEndpointUrl", {
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
Object.defineProperty(module.exports, "legacyBTimeout", {
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
Object.defineProperty(module.exports, "legacyBUsername", {
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
Object.defineProperty(module.exports, "visibility", {
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
Object.defineProperty(module.exports, "zone", {
  get() {
    return __config.get("zone") ?? envString("IC_ZONE", "IBMCLOUD_ZONE");
  },
  enumerable: true,
});
