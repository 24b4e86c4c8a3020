// generated — do not edit: written by `npm run generate` from IBM-Cloud/ibm@2.5.0.
import * as pulumi from "@pulumi/pulumi";
import { version } from "./package";

/** The IBM Cloud provider (IBM-Cloud/ibm@2.5.0), for passing explicitly with the `provider` option. */
export class Provider extends pulumi.ProviderResource {
  /** @internal */
  static readonly __pulumiType = "ibm";

  /** Whether `obj` is a Provider of this package, also across copies of this SDK loaded more than once. */
  static isInstance(obj: unknown): obj is Provider {
    if (obj === undefined || obj === null) return false;
    return (obj as { __pulumiType?: unknown }).__pulumiType === "pulumi:providers:" + Provider.__pulumiType;
  }

  constructor(name: string, args?: ProviderArgs, opts?: pulumi.ResourceOptions) {
    const a = (args ?? {}) as ProviderArgs;
    const inputs: pulumi.Inputs = {
      legacyAApiKey: a.legacyAApiKey === undefined ? undefined : pulumi.secret(a.legacyAApiKey),
      legacyATimeout: a.legacyATimeout,
      endpointsFilePath: a.endpointsFilePath,
      functionNamespace: a.functionNamespace,
      generation: a.generation,
      iaasClassicApiKey: a.iaasClassicApiKey === undefined ? undefined : pulumi.secret(a.iaasClassicApiKey),
      iaasClassicEndpointUrl: a.iaasClassicEndpointUrl,
      iaasClassicTimeout: a.iaasClassicTimeout,
      iaasClassicUsername: a.iaasClassicUsername,
      iamProfileId: a.iamProfileId,
      iamProfileName: a.iamProfileName,
      iamRefreshToken: a.iamRefreshToken === undefined ? undefined : pulumi.secret(a.iamRefreshToken),
      iamToken: a.iamToken === undefined ? undefined : pulumi.secret(a.iamToken),
      cloudAccountId: a.cloudAccountId,
      cloudApiKey: a.cloudApiKey === undefined ? undefined : pulumi.secret(a.cloudApiKey),
      cloudTimeout: a.cloudTimeout,
      maxRetries: a.maxRetries,
      privateEndpointType: a.privateEndpointType,
      region: a.region,
      resourceGroup: a.resourceGroup,
      riaasEndpoint: a.riaasEndpoint,
      legacyBApiKey: a.legacyBApiKey === undefined ? undefined : pulumi.secret(a.legacyBApiKey),
      legacyBEndpointUrl: a.legacyBEndpointUrl,
      legacyBTimeout: a.legacyBTimeout,
      legacyBUsername: a.legacyBUsername,
      visibility: a.visibility,
      zone: a.zone,
    };
    super(Provider.__pulumiType, name, inputs, pulumi.mergeOptions(pulumi.mergeOptions({ version }, opts), { additionalSecretOutputs: ["legacyAApiKey", "iaasClassicApiKey", "iamRefreshToken", "iamToken", "cloudApiKey", "legacyBApiKey"] }));
  }
}

/** Arguments of {@link Provider}: the provider configuration, all optional. */
export interface ProviderArgs {
  /**
   * The Bluemix API Key
   *
   * This value is secret: it is wrapped with `pulumi.secret` and stored encrypted.
   *
   * When unset, the provider reads `BM_API_KEY`, `BLUEMIX_API_KEY` from its environment.
   *
   * @deprecated This field is deprecated please use ibmcloud_api_key
   */
  legacyAApiKey?: pulumi.Input<string | undefined>;
  /**
   * The timeout (in seconds) to set for any Bluemix API calls made.
   *
   * When unset, the provider reads `BM_TIMEOUT`, `BLUEMIX_TIMEOUT` from its environment.
   *
   * @deprecated This field is deprecated please use ibmcloud_timeout
   */
  legacyATimeout?: pulumi.Input<number | undefined>;
  /**
   * Path of the file that contains private and public regional endpoints mapping
   *
   * When unset, the provider reads `IC_ENDPOINTS_FILE_PATH`, `IBMCLOUD_ENDPOINTS_FILE_PATH` from its environment.
   */
  endpointsFilePath?: pulumi.Input<string | undefined>;
  /**
   * The IBM Cloud Function namespace
   *
   * When unset, the provider reads `FUNCTION_NAMESPACE` from its environment.
   *
   * @deprecated This field will be deprecated soon
   */
  functionNamespace?: pulumi.Input<string | undefined>;
  /**
   * Generation of Virtual Private Cloud. Default is 2
   *
   * When unset, the provider reads `IC_GENERATION`, `IBMCLOUD_GENERATION` from its environment.
   *
   * @deprecated The generation field is deprecated and will be removed after couple of releases
   */
  generation?: pulumi.Input<number | undefined>;
  /**
   * The Classic Infrastructure API Key
   *
   * This value is secret: it is wrapped with `pulumi.secret` and stored encrypted.
   *
   * When unset, the provider reads `IAAS_CLASSIC_API_KEY` from its environment.
   */
  iaasClassicApiKey?: pulumi.Input<string | undefined>;
  /**
   * The Classic Infrastructure Endpoint
   *
   * When unset, the provider reads `IAAS_CLASSIC_ENDPOINT_URL` from its environment.
   */
  iaasClassicEndpointUrl?: pulumi.Input<string | undefined>;
  /**
   * The timeout (in seconds) to set for any Classic Infrastructure API calls made.
   *
   * When unset, the provider reads `IAAS_CLASSIC_TIMEOUT` from its environment.
   */
  iaasClassicTimeout?: pulumi.Input<number | undefined>;
  /**
   * The Classic Infrastructure API user name
   *
   * When unset, the provider reads `IAAS_CLASSIC_USERNAME` from its environment.
   */
  iaasClassicUsername?: pulumi.Input<string | undefined>;
  /**
   * IAM Trusted Profile ID
   *
   * When unset, the provider reads `IC_IAM_PROFILE_ID`, `IBMCLOUD_IAM_PROFILE_ID` from its environment.
   */
  iamProfileId?: pulumi.Input<string | undefined>;
  /**
   * IAM Trusted Profile Name
   *
   * When unset, the provider reads `IC_IAM_PROFILE_NAME`, `IBMCLOUD_IAM_PROFILE_NAME` from its environment.
   */
  iamProfileName?: pulumi.Input<string | undefined>;
  /**
   * IAM Authentication refresh token
   *
   * This value is secret: it is wrapped with `pulumi.secret` and stored encrypted.
   *
   * When unset, the provider reads `IC_IAM_REFRESH_TOKEN`, `IBMCLOUD_IAM_REFRESH_TOKEN` from its environment.
   */
  iamRefreshToken?: pulumi.Input<string | undefined>;
  /**
   * IAM Authentication token
   *
   * This value is secret: it is wrapped with `pulumi.secret` and stored encrypted.
   *
   * When unset, the provider reads `IC_IAM_TOKEN`, `IBMCLOUD_IAM_TOKEN` from its environment.
   */
  iamToken?: pulumi.Input<string | undefined>;
  /**
   * The IBM Cloud account ID
   *
   * When unset, the provider reads `IC_ACCOUNT_ID`, `IBMCLOUD_ACCOUNT_ID` from its environment.
   */
  cloudAccountId?: pulumi.Input<string | undefined>;
  /**
   * The IBM Cloud API Key
   *
   * This value is secret: it is wrapped with `pulumi.secret` and stored encrypted.
   *
   * When unset, the provider reads `IC_API_KEY`, `IBMCLOUD_API_KEY` from its environment.
   */
  cloudApiKey?: pulumi.Input<string | undefined>;
  /**
   * The timeout (in seconds) to set for any IBM Cloud API calls made.
   *
   * When unset, the provider reads `IC_TIMEOUT`, `IBMCLOUD_TIMEOUT` from its environment.
   */
  cloudTimeout?: pulumi.Input<number | undefined>;
  /**
   * The retry count to set for API calls.
   *
   * When unset, the provider reads `MAX_RETRIES` from its environment.
   */
  maxRetries?: pulumi.Input<number | undefined>;
  /**
   * Private Endpoint type used by the service endpoints. Example: vpe.
   *
   * When unset, the provider reads `IC_PRIVATE_ENDPOINT_TYPE`, `IBMCLOUD_PRIVATE_ENDPOINT_TYPE` from its environment.
   */
  privateEndpointType?: pulumi.Input<string | undefined>;
  /**
   * The IBM cloud Region (for example 'us-south').
   *
   * When unset, the provider reads `IC_REGION`, `IBMCLOUD_REGION`, `BM_REGION`, `BLUEMIX_REGION` from its environment.
   */
  region?: pulumi.Input<string | undefined>;
  /**
   * The Resource group id.
   *
   * When unset, the provider reads `IC_RESOURCE_GROUP`, `IBMCLOUD_RESOURCE_GROUP` from its environment.
   */
  resourceGroup?: pulumi.Input<string | undefined>;
  /**
   * The next generation infrastructure service endpoint url.
   *
   * When unset, the provider reads `RIAAS_ENDPOINT` from its environment.
   *
   * @deprecated This field is deprecated use generation
   */
  riaasEndpoint?: pulumi.Input<string | undefined>;
  /**
   * The SoftLayer API Key
   *
   * This value is secret: it is wrapped with `pulumi.secret` and stored encrypted.
   *
   * When unset, the provider reads `SL_API_KEY`, `SOFTLAYER_API_KEY` from its environment.
   *
   * @deprecated This field is deprecated please use iaas_classic_api_key
   */
  legacyBApiKey?: pulumi.Input<string | undefined>;
  /**
   * The Softlayer Endpoint
   *
   * When unset, the provider reads `SL_ENDPOINT_URL`, `SOFTLAYER_ENDPOINT_URL` from its environment.
   *
   * @deprecated This field is deprecated please use iaas_classic_endpoint_url
   */
  legacyBEndpointUrl?: pulumi.Input<string | undefined>;
  /**
   * The timeout (in seconds) to set for any SoftLayer API calls made.
   *
   * When unset, the provider reads `SL_TIMEOUT`, `SOFTLAYER_TIMEOUT` from its environment.
   *
   * @deprecated This field is deprecated please use iaas_classic_timeout
   */
  legacyBTimeout?: pulumi.Input<number | undefined>;
  /**
   * The SoftLayer user name
   *
   * When unset, the provider reads `SL_USERNAME`, `SOFTLAYER_USERNAME` from its environment.
   *
   * @deprecated This field is deprecated please use iaas_classic_username
   */
  legacyBUsername?: pulumi.Input<string | undefined>;
  /**
   * Visibility of the provider if it is private or public.
   *
   * When unset, the provider reads `IC_VISIBILITY`, `IBMCLOUD_VISIBILITY` from its environment.
   */
  visibility?: pulumi.Input<string | undefined>;
  /**
   * The IBM cloud Region zone (for example 'us-south-1') for power resources.
   *
   * When unset, the provider reads `IC_ZONE`, `IBMCLOUD_ZONE` from its environment.
   */
  zone?: pulumi.Input<string | undefined>;
}
