// https://registry.terraform.io/providers/ibm-cloud/ibm/2.5.0/docs
// generated from terraform resource schema

import { Construct } from 'constructs';
import * as cdktf from 'cdktf';

// Configuration

export interface IbmProviderConfig {
  /**
  * The Bluemix API Key
  *
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/ibm-cloud/ibm/2.5.0/docs#bluemix_api_key IbmProvider#bluemix_api_key}
  */
  readonly bluemixApiKey?: string;
  /**
  * The timeout (in seconds) to set for any Bluemix API calls made.
  *
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/ibm-cloud/ibm/2.5.0/docs#bluemix_timeout IbmProvider#bluemix_timeout}
  */
  readonly bluemixTimeout?: number;
  /**
  * Path of the file that contains private and public regional endpoints mapping
  *
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/ibm-cloud/ibm/2.5.0/docs#endpoints_file_path IbmProvider#endpoints_file_path}
  */
  readonly endpointsFilePath?: string;
  /**
  * The IBM Cloud Function namespace
  *
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/ibm-cloud/ibm/2.5.0/docs#function_namespace IbmProvider#function_namespace}
  */
  readonly functionNamespace?: string;
  /**
  * Generation of Virtual Private Cloud. Default is 2
  *
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/ibm-cloud/ibm/2.5.0/docs#generation IbmProvider#generation}
  */
  readonly generation?: number;
  /**
  * The Classic Infrastructure API Key
  *
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/ibm-cloud/ibm/2.5.0/docs#iaas_classic_api_key IbmProvider#iaas_classic_api_key}
  */
  readonly iaasClassicApiKey?: string;
  /**
  * The Classic Infrastructure Endpoint
  *
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/ibm-cloud/ibm/2.5.0/docs#iaas_classic_endpoint_url IbmProvider#iaas_classic_endpoint_url}
  */
  readonly iaasClassicEndpointUrl?: string;
  /**
  * The timeout (in seconds) to set for any Classic Infrastructure API calls made.
  *
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/ibm-cloud/ibm/2.5.0/docs#iaas_classic_timeout IbmProvider#iaas_classic_timeout}
  */
  readonly iaasClassicTimeout?: number;
  /**
  * The Classic Infrastructure API user name
  *
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/ibm-cloud/ibm/2.5.0/docs#iaas_classic_username IbmProvider#iaas_classic_username}
  */
  readonly iaasClassicUsername?: string;
  /**
  * IAM Trusted Profile ID
  *
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/ibm-cloud/ibm/2.5.0/docs#iam_profile_id IbmProvider#iam_profile_id}
  */
  readonly iamProfileId?: string;
  /**
  * IAM Trusted Profile Name
  *
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/ibm-cloud/ibm/2.5.0/docs#iam_profile_name IbmProvider#iam_profile_name}
  */
  readonly iamProfileName?: string;
  /**
  * IAM Authentication refresh token
  *
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/ibm-cloud/ibm/2.5.0/docs#iam_refresh_token IbmProvider#iam_refresh_token}
  */
  readonly iamRefreshToken?: string;
  /**
  * IAM Authentication token
  *
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/ibm-cloud/ibm/2.5.0/docs#iam_token IbmProvider#iam_token}
  */
  readonly iamToken?: string;
  /**
  * The IBM Cloud account ID
  *
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/ibm-cloud/ibm/2.5.0/docs#ibmcloud_account_id IbmProvider#ibmcloud_account_id}
  */
  readonly ibmcloudAccountId?: string;
  /**
  * The IBM Cloud API Key
  *
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/ibm-cloud/ibm/2.5.0/docs#ibmcloud_api_key IbmProvider#ibmcloud_api_key}
  */
  readonly ibmcloudApiKey?: string;
  /**
  * The timeout (in seconds) to set for any IBM Cloud API calls made.
  *
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/ibm-cloud/ibm/2.5.0/docs#ibmcloud_timeout IbmProvider#ibmcloud_timeout}
  */
  readonly ibmcloudTimeout?: number;
  /**
  * The retry count to set for API calls.
  *
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/ibm-cloud/ibm/2.5.0/docs#max_retries IbmProvider#max_retries}
  */
  readonly maxRetries?: number;
  /**
  * Private Endpoint type used by the service endpoints. Example: vpe.
  *
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/ibm-cloud/ibm/2.5.0/docs#private_endpoint_type IbmProvider#private_endpoint_type}
  */
  readonly privateEndpointType?: string;
  /**
  * The IBM cloud Region (for example 'us-south').
  *
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/ibm-cloud/ibm/2.5.0/docs#region IbmProvider#region}
  */
  readonly region?: string;
  /**
  * The Resource group id.
  *
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/ibm-cloud/ibm/2.5.0/docs#resource_group IbmProvider#resource_group}
  */
  readonly resourceGroup?: string;
  /**
  * The next generation infrastructure service endpoint url.
  *
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/ibm-cloud/ibm/2.5.0/docs#riaas_endpoint IbmProvider#riaas_endpoint}
  */
  readonly riaasEndpoint?: string;
  /**
  * The SoftLayer API Key
  *
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/ibm-cloud/ibm/2.5.0/docs#softlayer_api_key IbmProvider#softlayer_api_key}
  */
  readonly softlayerApiKey?: string;
  /**
  * The Softlayer Endpoint
  *
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/ibm-cloud/ibm/2.5.0/docs#softlayer_endpoint_url IbmProvider#softlayer_endpoint_url}
  */
  readonly softlayerEndpointUrl?: string;
  /**
  * The timeout (in seconds) to set for any SoftLayer API calls made.
  *
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/ibm-cloud/ibm/2.5.0/docs#softlayer_timeout IbmProvider#softlayer_timeout}
  */
  readonly softlayerTimeout?: number;
  /**
  * The SoftLayer user name
  *
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/ibm-cloud/ibm/2.5.0/docs#softlayer_username IbmProvider#softlayer_username}
  */
  readonly softlayerUsername?: string;
  /**
  * Visibility of the provider if it is private or public.
  *
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/ibm-cloud/ibm/2.5.0/docs#visibility IbmProvider#visibility}
  */
  readonly visibility?: string;
  /**
  * The IBM cloud Region zone (for example 'us-south-1') for power resources.
  *
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/ibm-cloud/ibm/2.5.0/docs#zone IbmProvider#zone}
  */
  readonly zone?: string;
  /**
  * Alias name
  *
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/ibm-cloud/ibm/2.5.0/docs#alias IbmProvider#alias}
  */
  readonly alias?: string;
}

/**
* Represents a {@link https://registry.terraform.io/providers/ibm-cloud/ibm/2.5.0/docs ibm}
*/
export class IbmProvider extends cdktf.TerraformProvider {

  // =================
  // STATIC PROPERTIES
  // =================
  public static readonly tfResourceType = "ibm";

  // ==============
  // STATIC Methods
  // ==============
  /**
  * Generates CDKTF code for importing a IbmProvider resource upon running "cdktf plan <stack-name>"
  * @param scope The scope in which to define this construct
  * @param importToId The construct id used in the generated config for the IbmProvider to import
  * @param importFromId The id of the existing IbmProvider that should be imported. Refer to the {@link https://registry.terraform.io/providers/ibm-cloud/ibm/2.5.0/docs#import import section} in the documentation of this resource for the id to use
  * @param provider? Optional instance of the provider where the IbmProvider to import is found
  */
  public static generateConfigForImport(scope: Construct, importToId: string, importFromId: string, provider?: cdktf.TerraformProvider) {
        return new cdktf.ImportableResource(scope, importToId, { terraformResourceType: "ibm", importId: importFromId, provider });
      }

  // ===========
  // INITIALIZER
  // ===========

  /**
  * Create a new {@link https://registry.terraform.io/providers/ibm-cloud/ibm/2.5.0/docs ibm} Resource
  *
  * @param scope The scope in which to define this construct
  * @param id The scoped construct ID. Must be unique amongst siblings in the same scope
  * @param options IbmProviderConfig = {}
  */
  public constructor(scope: Construct, id: string, config: IbmProviderConfig = {}) {
    super(scope, id, {
      terraformResourceType: 'ibm',
      terraformGeneratorMetadata: {
        providerName: 'ibm',
        providerVersion: '2.5.0',
        providerVersionConstraint: '2.5.0'
      },
      terraformProviderSource: 'IBM-Cloud/ibm'
    });
    this._bluemixApiKey = config.bluemixApiKey;
    this._bluemixTimeout = config.bluemixTimeout;
    this._endpointsFilePath = config.endpointsFilePath;
    this._functionNamespace = config.functionNamespace;
    this._generation = config.generation;
    this._iaasClassicApiKey = config.iaasClassicApiKey;
    this._iaasClassicEndpointUrl = config.iaasClassicEndpointUrl;
    this._iaasClassicTimeout = config.iaasClassicTimeout;
    this._iaasClassicUsername = config.iaasClassicUsername;
    this._iamProfileId = config.iamProfileId;
    this._iamProfileName = config.iamProfileName;
    this._iamRefreshToken = config.iamRefreshToken;
    this._iamToken = config.iamToken;
    this._ibmcloudAccountId = config.ibmcloudAccountId;
    this._ibmcloudApiKey = config.ibmcloudApiKey;
    this._ibmcloudTimeout = config.ibmcloudTimeout;
    this._maxRetries = config.maxRetries;
    this._privateEndpointType = config.privateEndpointType;
    this._region = config.region;
    this._resourceGroup = config.resourceGroup;
    this._riaasEndpoint = config.riaasEndpoint;
    this._softlayerApiKey = config.softlayerApiKey;
    this._softlayerEndpointUrl = config.softlayerEndpointUrl;
    this._softlayerTimeout = config.softlayerTimeout;
    this._softlayerUsername = config.softlayerUsername;
    this._visibility = config.visibility;
    this._zone = config.zone;
    this._alias = config.alias;
  }

  // ==========
  // ATTRIBUTES
  // ==========

  // bluemix_api_key - computed: false, optional: true, required: false
  private _bluemixApiKey?: string; 
  public get bluemixApiKey() {
    return this._bluemixApiKey;
  }
  public set bluemixApiKey(value: string | undefined) {
    this._bluemixApiKey = value;
  }
  public resetBluemixApiKey() {
    this._bluemixApiKey = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get bluemixApiKeyInput() {
    return this._bluemixApiKey;
  }

  // bluemix_timeout - computed: false, optional: true, required: false
  private _bluemixTimeout?: number; 
  public get bluemixTimeout() {
    return this._bluemixTimeout;
  }
  public set bluemixTimeout(value: number | undefined) {
    this._bluemixTimeout = value;
  }
  public resetBluemixTimeout() {
    this._bluemixTimeout = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get bluemixTimeoutInput() {
    return this._bluemixTimeout;
  }

  // endpoints_file_path - computed: false, optional: true, required: false
  private _endpointsFilePath?: string; 
  public get endpointsFilePath() {
    return this._endpointsFilePath;
  }
  public set endpointsFilePath(value: string | undefined) {
    this._endpointsFilePath = value;
  }
  public resetEndpointsFilePath() {
    this._endpointsFilePath = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get endpointsFilePathInput() {
    return this._endpointsFilePath;
  }

  // function_namespace - computed: false, optional: true, required: false
  private _functionNamespace?: string; 
  public get functionNamespace() {
    return this._functionNamespace;
  }
  public set functionNamespace(value: string | undefined) {
    this._functionNamespace = value;
  }
  public resetFunctionNamespace() {
    this._functionNamespace = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get functionNamespaceInput() {
    return this._functionNamespace;
  }

  // generation - computed: false, optional: true, required: false
  private _generation?: number; 
  public get generation() {
    return this._generation;
  }
  public set generation(value: number | undefined) {
    this._generation = value;
  }
  public resetGeneration() {
    this._generation = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get generationInput() {
    return this._generation;
  }

  // iaas_classic_api_key - computed: false, optional: true, required: false
  private _iaasClassicApiKey?: string; 
  public get iaasClassicApiKey() {
    return this._iaasClassicApiKey;
  }
  public set iaasClassicApiKey(value: string | undefined) {
    this._iaasClassicApiKey = value;
  }
  public resetIaasClassicApiKey() {
    this._iaasClassicApiKey = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get iaasClassicApiKeyInput() {
    return this._iaasClassicApiKey;
  }

  // iaas_classic_endpoint_url - computed: false, optional: true, required: false
  private _iaasClassicEndpointUrl?: string; 
  public get iaasClassicEndpointUrl() {
    return this._iaasClassicEndpointUrl;
  }
  public set iaasClassicEndpointUrl(value: string | undefined) {
    this._iaasClassicEndpointUrl = value;
  }
  public resetIaasClassicEndpointUrl() {
    this._iaasClassicEndpointUrl = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get iaasClassicEndpointUrlInput() {
    return this._iaasClassicEndpointUrl;
  }

  // iaas_classic_timeout - computed: false, optional: true, required: false
  private _iaasClassicTimeout?: number; 
  public get iaasClassicTimeout() {
    return this._iaasClassicTimeout;
  }
  public set iaasClassicTimeout(value: number | undefined) {
    this._iaasClassicTimeout = value;
  }
  public resetIaasClassicTimeout() {
    this._iaasClassicTimeout = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get iaasClassicTimeoutInput() {
    return this._iaasClassicTimeout;
  }

  // iaas_classic_username - computed: false, optional: true, required: false
  private _iaasClassicUsername?: string; 
  public get iaasClassicUsername() {
    return this._iaasClassicUsername;
  }
  public set iaasClassicUsername(value: string | undefined) {
    this._iaasClassicUsername = value;
  }
  public resetIaasClassicUsername() {
    this._iaasClassicUsername = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get iaasClassicUsernameInput() {
    return this._iaasClassicUsername;
  }

  // iam_profile_id - computed: false, optional: true, required: false
  private _iamProfileId?: string; 
  public get iamProfileId() {
    return this._iamProfileId;
  }
  public set iamProfileId(value: string | undefined) {
    this._iamProfileId = value;
  }
  public resetIamProfileId() {
    this._iamProfileId = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get iamProfileIdInput() {
    return this._iamProfileId;
  }

  // iam_profile_name - computed: false, optional: true, required: false
  private _iamProfileName?: string; 
  public get iamProfileName() {
    return this._iamProfileName;
  }
  public set iamProfileName(value: string | undefined) {
    this._iamProfileName = value;
  }
  public resetIamProfileName() {
    this._iamProfileName = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get iamProfileNameInput() {
    return this._iamProfileName;
  }

  // iam_refresh_token - computed: false, optional: true, required: false
  private _iamRefreshToken?: string; 
  public get iamRefreshToken() {
    return this._iamRefreshToken;
  }
  public set iamRefreshToken(value: string | undefined) {
    this._iamRefreshToken = value;
  }
  public resetIamRefreshToken() {
    this._iamRefreshToken = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get iamRefreshTokenInput() {
    return this._iamRefreshToken;
  }

  // iam_token - computed: false, optional: true, required: false
  private _iamToken?: string; 
  public get iamToken() {
    return this._iamToken;
  }
  public set iamToken(value: string | undefined) {
    this._iamToken = value;
  }
  public resetIamToken() {
    this._iamToken = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get iamTokenInput() {
    return this._iamToken;
  }

  // ibmcloud_account_id - computed: false, optional: true, required: false
  private _ibmcloudAccountId?: string; 
  public get ibmcloudAccountId() {
    return this._ibmcloudAccountId;
  }
  public set ibmcloudAccountId(value: string | undefined) {
    this._ibmcloudAccountId = value;
  }
  public resetIbmcloudAccountId() {
    this._ibmcloudAccountId = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get ibmcloudAccountIdInput() {
    return this._ibmcloudAccountId;
  }

  // ibmcloud_api_key - computed: false, optional: true, required: false
  private _ibmcloudApiKey?: string; 
  public get ibmcloudApiKey() {
    return this._ibmcloudApiKey;
  }
  public set ibmcloudApiKey(value: string | undefined) {
    this._ibmcloudApiKey = value;
  }
  public resetIbmcloudApiKey() {
    this._ibmcloudApiKey = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get ibmcloudApiKeyInput() {
    return this._ibmcloudApiKey;
  }

  // ibmcloud_timeout - computed: false, optional: true, required: false
  private _ibmcloudTimeout?: number; 
  public get ibmcloudTimeout() {
    return this._ibmcloudTimeout;
  }
  public set ibmcloudTimeout(value: number | undefined) {
    this._ibmcloudTimeout = value;
  }
  public resetIbmcloudTimeout() {
    this._ibmcloudTimeout = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get ibmcloudTimeoutInput() {
    return this._ibmcloudTimeout;
  }

  // max_retries - computed: false, optional: true, required: false
  private _maxRetries?: number; 
  public get maxRetries() {
    return this._maxRetries;
  }
  public set maxRetries(value: number | undefined) {
    this._maxRetries = value;
  }
  public resetMaxRetries() {
    this._maxRetries = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get maxRetriesInput() {
    return this._maxRetries;
  }

  // private_endpoint_type - computed: false, optional: true, required: false
  private _privateEndpointType?: string; 
  public get privateEndpointType() {
    return this._privateEndpointType;
  }
  public set privateEndpointType(value: string | undefined) {
    this._privateEndpointType = value;
  }
  public resetPrivateEndpointType() {
    this._privateEndpointType = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get privateEndpointTypeInput() {
    return this._privateEndpointType;
  }

  // region - computed: false, optional: true, required: false
  private _region?: string; 
  public get region() {
    return this._region;
  }
  public set region(value: string | undefined) {
    this._region = value;
  }
  public resetRegion() {
    this._region = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get regionInput() {
    return this._region;
  }

  // resource_group - computed: false, optional: true, required: false
  private _resourceGroup?: string; 
  public get resourceGroup() {
    return this._resourceGroup;
  }
  public set resourceGroup(value: string | undefined) {
    this._resourceGroup = value;
  }
  public resetResourceGroup() {
    this._resourceGroup = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get resourceGroupInput() {
    return this._resourceGroup;
  }

  // riaas_endpoint - computed: false, optional: true, required: false
  private _riaasEndpoint?: string; 
  public get riaasEndpoint() {
    return this._riaasEndpoint;
  }
  public set riaasEndpoint(value: string | undefined) {
    this._riaasEndpoint = value;
  }
  public resetRiaasEndpoint() {
    this._riaasEndpoint = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get riaasEndpointInput() {
    return this._riaasEndpoint;
  }

  // softlayer_api_key - computed: false, optional: true, required: false
  private _softlayerApiKey?: string; 
  public get softlayerApiKey() {
    return this._softlayerApiKey;
  }
  public set softlayerApiKey(value: string | undefined) {
    this._softlayerApiKey = value;
  }
  public resetSoftlayerApiKey() {
    this._softlayerApiKey = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get softlayerApiKeyInput() {
    return this._softlayerApiKey;
  }

  // softlayer_endpoint_url - computed: false, optional: true, required: false
  private _softlayerEndpointUrl?: string; 
  public get softlayerEndpointUrl() {
    return this._softlayerEndpointUrl;
  }
  public set softlayerEndpointUrl(value: string | undefined) {
    this._softlayerEndpointUrl = value;
  }
  public resetSoftlayerEndpointUrl() {
    this._softlayerEndpointUrl = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get softlayerEndpointUrlInput() {
    return this._softlayerEndpointUrl;
  }

  // softlayer_timeout - computed: false, optional: true, required: false
  private _softlayerTimeout?: number; 
  public get softlayerTimeout() {
    return this._softlayerTimeout;
  }
  public set softlayerTimeout(value: number | undefined) {
    this._softlayerTimeout = value;
  }
  public resetSoftlayerTimeout() {
    this._softlayerTimeout = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get softlayerTimeoutInput() {
    return this._softlayerTimeout;
  }

  // softlayer_username - computed: false, optional: true, required: false
  private _softlayerUsername?: string; 
  public get softlayerUsername() {
    return this._softlayerUsername;
  }
  public set softlayerUsername(value: string | undefined) {
    this._softlayerUsername = value;
  }
  public resetSoftlayerUsername() {
    this._softlayerUsername = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get softlayerUsernameInput() {
    return this._softlayerUsername;
  }

  // visibility - computed: false, optional: true, required: false
  private _visibility?: string; 
  public get visibility() {
    return this._visibility;
  }
  public set visibility(value: string | undefined) {
    this._visibility = value;
  }
  public resetVisibility() {
    this._visibility = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get visibilityInput() {
    return this._visibility;
  }

  // zone - computed: false, optional: true, required: false
  private _zone?: string; 
  public get zone() {
    return this._zone;
  }
  public set zone(value: string | undefined) {
    this._zone = value;
  }
  public resetZone() {
    this._zone = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get zoneInput() {
    return this._zone;
  }

  // alias - computed: false, optional: true, required: false
  private _alias?: string; 
  public get alias() {
    return this._alias;
  }
  public set alias(value: string | undefined) {
    this._alias = value;
  }
  public resetAlias() {
    this._alias = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get aliasInput() {
    return this._alias;
  }

  // =========
  // SYNTHESIS
  // =========

  protected synthesizeAttributes(): { [name: string]: any } {
    return {
      bluemix_api_key: cdktf.stringToTerraform(this._bluemixApiKey),
      bluemix_timeout: cdktf.numberToTerraform(this._bluemixTimeout),
      endpoints_file_path: cdktf.stringToTerraform(this._endpointsFilePath),
      function_namespace: cdktf.stringToTerraform(this._functionNamespace),
      generation: cdktf.numberToTerraform(this._generation),
      iaas_classic_api_key: cdktf.stringToTerraform(this._iaasClassicApiKey),
      iaas_classic_endpoint_url: cdktf.stringToTerraform(this._iaasClassicEndpointUrl),
      iaas_classic_timeout: cdktf.numberToTerraform(this._iaasClassicTimeout),
      iaas_classic_username: cdktf.stringToTerraform(this._iaasClassicUsername),
      iam_profile_id: cdktf.stringToTerraform(this._iamProfileId),
      iam_profile_name: cdktf.stringToTerraform(this._iamProfileName),
      iam_refresh_token: cdktf.stringToTerraform(this._iamRefreshToken),
      iam_token: cdktf.stringToTerraform(this._iamToken),
      ibmcloud_account_id: cdktf.stringToTerraform(this._ibmcloudAccountId),
      ibmcloud_api_key: cdktf.stringToTerraform(this._ibmcloudApiKey),
      ibmcloud_timeout: cdktf.numberToTerraform(this._ibmcloudTimeout),
      max_retries: cdktf.numberToTerraform(this._maxRetries),
      private_endpoint_type: cdktf.stringToTerraform(this._privateEndpointType),
      region: cdktf.stringToTerraform(this._region),
      resource_group: cdktf.stringToTerraform(this._resourceGroup),
      riaas_endpoint: cdktf.stringToTerraform(this._riaasEndpoint),
      softlayer_api_key: cdktf.stringToTerraform(this._softlayerApiKey),
      softlayer_endpoint_url: cdktf.stringToTerraform(this._softlayerEndpointUrl),
      softlayer_timeout: cdktf.numberToTerraform(this._softlayerTimeout),
      softlayer_username: cdktf.stringToTerraform(this._softlayerUsername),
      visibility: cdktf.stringToTerraform(this._visibility),
      zone: cdktf.stringToTerraform(this._zone),
      alias: cdktf.stringToTerraform(this._alias),
    };
  }

  protected synthesizeHclAttributes(): { [name: string]: any } {
    const attrs = {
      bluemix_api_key: {
        value: cdktf.stringToHclTerraform(this._bluemixApiKey),
        isBlock: false,
        type: "simple",
        storageClassType: "string",
      },
      bluemix_timeout: {
        value: cdktf.numberToHclTerraform(this._bluemixTimeout),
        isBlock: false,
        type: "simple",
        storageClassType: "number",
      },
      endpoints_file_path: {
        value: cdktf.stringToHclTerraform(this._endpointsFilePath),
        isBlock: false,
        type: "simple",
        storageClassType: "string",
      },
      function_namespace: {
        value: cdktf.stringToHclTerraform(this._functionNamespace),
        isBlock: false,
        type: "simple",
        storageClassType: "string",
      },
      generation: {
        value: cdktf.numberToHclTerraform(this._generation),
        isBlock: false,
        type: "simple",
        storageClassType: "number",
      },
      iaas_classic_api_key: {
        value: cdktf.stringToHclTerraform(this._iaasClassicApiKey),
        isBlock: false,
        type: "simple",
        storageClassType: "string",
      },
      iaas_classic_endpoint_url: {
        value: cdktf.stringToHclTerraform(this._iaasClassicEndpointUrl),
        isBlock: false,
        type: "simple",
        storageClassType: "string",
      },
      iaas_classic_timeout: {
        value: cdktf.numberToHclTerraform(this._iaasClassicTimeout),
        isBlock: false,
        type: "simple",
        storageClassType: "number",
      },
      iaas_classic_username: {
        value: cdktf.stringToHclTerraform(this._iaasClassicUsername),
        isBlock: false,
        type: "simple",
        storageClassType: "string",
      },
      iam_profile_id: {
        value: cdktf.stringToHclTerraform(this._iamProfileId),
        isBlock: false,
        type: "simple",
        storageClassType: "string",
      },
      iam_profile_name: {
        value: cdktf.stringToHclTerraform(this._iamProfileName),
        isBlock: false,
        type: "simple",
        storageClassType: "string",
      },
      iam_refresh_token: {
        value: cdktf.stringToHclTerraform(this._iamRefreshToken),
        isBlock: false,
        type: "simple",
        storageClassType: "string",
      },
      iam_token: {
        value: cdktf.stringToHclTerraform(this._iamToken),
        isBlock: false,
        type: "simple",
        storageClassType: "string",
      },
      ibmcloud_account_id: {
        value: cdktf.stringToHclTerraform(this._ibmcloudAccountId),
        isBlock: false,
        type: "simple",
        storageClassType: "string",
      },
      ibmcloud_api_key: {
        value: cdktf.stringToHclTerraform(this._ibmcloudApiKey),
        isBlock: false,
        type: "simple",
        storageClassType: "string",
      },
      ibmcloud_timeout: {
        value: cdktf.numberToHclTerraform(this._ibmcloudTimeout),
        isBlock: false,
        type: "simple",
        storageClassType: "number",
      },
      max_retries: {
        value: cdktf.numberToHclTerraform(this._maxRetries),
        isBlock: false,
        type: "simple",
        storageClassType: "number",
      },
      private_endpoint_type: {
        value: cdktf.stringToHclTerraform(this._privateEndpointType),
        isBlock: false,
        type: "simple",
        storageClassType: "string",
      },
      region: {
        value: cdktf.stringToHclTerraform(this._region),
        isBlock: false,
        type: "simple",
        storageClassType: "string",
      },
      resource_group: {
        value: cdktf.stringToHclTerraform(this._resourceGroup),
        isBlock: false,
        type: "simple",
        storageClassType: "string",
      },
      riaas_endpoint: {
        value: cdktf.stringToHclTerraform(this._riaasEndpoint),
        isBlock: false,
        type: "simple",
        storageClassType: "string",
      },
      softlayer_api_key: {
        value: cdktf.stringToHclTerraform(this._softlayerApiKey),
        isBlock: false,
        type: "simple",
        storageClassType: "string",
      },
      softlayer_endpoint_url: {
        value: cdktf.stringToHclTerraform(this._softlayerEndpointUrl),
        isBlock: false,
        type: "simple",
        storageClassType: "string",
      },
      softlayer_timeout: {
        value: cdktf.numberToHclTerraform(this._softlayerTimeout),
        isBlock: false,
        type: "simple",
        storageClassType: "number",
      },
      softlayer_username: {
        value: cdktf.stringToHclTerraform(this._softlayerUsername),
        isBlock: false,
        type: "simple",
        storageClassType: "string",
      },
      visibility: {
        value: cdktf.stringToHclTerraform(this._visibility),
        isBlock: false,
        type: "simple",
        storageClassType: "string",
      },
      zone: {
        value: cdktf.stringToHclTerraform(this._zone),
        isBlock: false,
        type: "simple",
        storageClassType: "string",
      },
      alias: {
        value: cdktf.stringToHclTerraform(this._alias),
        isBlock: false,
        type: "simple",
        storageClassType: "string",
      },
    };

    // remove undefined attributes
    return Object.fromEntries(Object.entries(attrs).filter(([_, value]) => value !== undefined && value.value !== undefined ))
  }
}
