// generated — do not edit: written by `npm run generate` from Edge-Center/edgecenter@0.12.10.
import * as pulumi from "@pulumi/pulumi";
import { version } from "./package";

/** The EdgeCenter provider (Edge-Center/edgecenter@0.12.10), for passing explicitly with the `provider` option. */
export class Provider extends pulumi.ProviderResource {
  /** @internal */
  static readonly __pulumiType = "edgecenter";

  /** Whether `obj` is a Provider of this package, also across copies of this SDK loaded more than once. */
  static isInstance(obj: unknown): obj is Provider {
    if (obj === undefined || obj === null) return false;
    return (obj as { __pulumiType?: unknown }).__pulumiType === "pulumi:providers:" + Provider.__pulumiType;
  }

  constructor(name: string, args?: ProviderArgs, opts?: pulumi.ResourceOptions) {
    const a = (args ?? {}) as ProviderArgs;
    const inputs: pulumi.Inputs = {
      apiEndpoint: a.apiEndpoint,
      providerApi: a.providerApi,
      providerCdnApi: a.providerCdnApi,
      providerCloudApi: a.providerCloudApi,
      providerDnsApi: a.providerDnsApi,
      providerPlatform: a.providerPlatform,
      providerPlatformApi: a.providerPlatformApi,
      providerProtectionApi: a.providerProtectionApi,
      providerRmonApi: a.providerRmonApi,
      providerStorageApi: a.providerStorageApi,
      ignoreCredsAuthError: a.ignoreCredsAuthError,
      password: a.password === undefined ? undefined : pulumi.secret(a.password),
      permanentApiToken: a.permanentApiToken === undefined ? undefined : pulumi.secret(a.permanentApiToken),
      userName: a.userName,
    };
    super(Provider.__pulumiType, name, inputs, pulumi.mergeOptions(pulumi.mergeOptions({ version }, opts), { additionalSecretOutputs: ["password", "permanentApiToken"] }));
  }
}

/** Arguments of {@link Provider}: the provider configuration, all optional. */
export interface ProviderArgs {
  /**
   * A single API endpoint for all products. Will be used when specific product API url is not defined.
   *
   * When unset, the provider reads `EC_API_ENDPOINT` from its environment.
   */
  apiEndpoint?: pulumi.Input<string | undefined>;
  /**
   * Region API
   *
   * When unset, the provider reads `EC_API` from its environment.
   *
   * @deprecated Use edgecenter_cloud_api instead
   */
  providerApi?: pulumi.Input<string | undefined>;
  /**
   * CDN API (define only if you want to override CDN API endpoint)
   *
   * When unset, the provider reads `EC_CDN_API` from its environment.
   */
  providerCdnApi?: pulumi.Input<string | undefined>;
  /**
   * Region API (define only if you want to override Region API endpoint)
   *
   * When unset, the provider reads `EC_CLOUD_API` from its environment.
   */
  providerCloudApi?: pulumi.Input<string | undefined>;
  /**
   * DNS API (define only if you want to override DNS API endpoint)
   *
   * When unset, the provider reads `EC_DNS_API` from its environment.
   */
  providerDnsApi?: pulumi.Input<string | undefined>;
  /**
   * Platform URL is used for generate JWT
   *
   * When unset, the provider reads `EC_PLATFORM` from its environment.
   *
   * @deprecated Use edgecenter_platform_api instead
   */
  providerPlatform?: pulumi.Input<string | undefined>;
  /**
   * Platform URL is used for generate JWT (define only if you want to override Platform API endpoint)
   *
   * When unset, the provider reads `EC_PLATFORM_API` from its environment.
   */
  providerPlatformApi?: pulumi.Input<string | undefined>;
  /**
   * Protection API (define only if you want to override Protection API endpoint)
   *
   * When unset, the provider reads `EC_PROTECTION_API` from its environment.
   */
  providerProtectionApi?: pulumi.Input<string | undefined>;
  /**
   * RMON API
   *
   * When unset, the provider reads `EC_RMON_API` from its environment.
   */
  providerRmonApi?: pulumi.Input<string | undefined>;
  /**
   * Storage API (define only if you want to override Storage API endpoint)
   *
   * When unset, the provider reads `EC_STORAGE_API` from its environment.
   */
  providerStorageApi?: pulumi.Input<string | undefined>;
  /**
   * Should be set to true when you are gonna to use storage resource with permanent API-token only.
   *
   * @deprecated It doesn't make any effect anymore
   */
  ignoreCredsAuthError?: pulumi.Input<boolean | undefined>;
  /**
   * This value is secret: it is wrapped with `pulumi.secret` and stored encrypted.
   *
   * When unset, the provider reads `EC_PASSWORD` from its environment.
   *
   * @deprecated Use permanent_api_token instead
   */
  password?: pulumi.Input<string | undefined>;
  /**
   * A permanent [API-token](https://support.edgecenter.ru/knowledge_base/item/257788)
   *
   * This value is secret: it is wrapped with `pulumi.secret` and stored encrypted.
   *
   * When unset, the provider reads `EC_PERMANENT_TOKEN` from its environment.
   */
  permanentApiToken?: pulumi.Input<string | undefined>;
  /**
   * When unset, the provider reads `EC_USERNAME` from its environment.
   *
   * @deprecated Use permanent_api_token instead
   */
  userName?: pulumi.Input<string | undefined>;
}
