// https://registry.terraform.io/providers/ibm-cloud/ibm/2.5.0/docs/data-sources/app_config_integration_en
// generated from terraform resource schema

import { Construct } from 'constructs';
import * as cdktf from 'cdktf';

// Configuration

export interface DataIbmAppConfigIntegrationEnConfig extends cdktf.TerraformMetaArguments {
  /**
  * GUID of the App Configuration service. Get it from the service instance credentials section of the dashboard.
  *
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/ibm-cloud/ibm/2.5.0/docs/data-sources/app_config_integration_en#guid DataIbmAppConfigIntegrationEn#guid}
  */
  readonly guid: string;
  /**
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/ibm-cloud/ibm/2.5.0/docs/data-sources/app_config_integration_en#id DataIbmAppConfigIntegrationEn#id}
  *
  * Please be aware that the id field is automatically added to all resources in Terraform providers using a Terraform provider SDK version below 2.
  * If you experience problems setting this value it might not be settable. Please take a look at the provider documentation to ensure it should be settable.
  */
  readonly id?: string;
  /**
  * ID of integration
  *
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/ibm-cloud/ibm/2.5.0/docs/data-sources/app_config_integration_en#integration_id DataIbmAppConfigIntegrationEn#integration_id}
  */
  readonly integrationId: string;
}

/**
* Represents a {@link https://registry.terraform.io/providers/ibm-cloud/ibm/2.5.0/docs/data-sources/app_config_integration_en ibm_app_config_integration_en}
*/
export class DataIbmAppConfigIntegrationEn extends cdktf.TerraformDataSource {

  // =================
  // STATIC PROPERTIES
  // =================
  public static readonly tfResourceType = "ibm_app_config_integration_en";

  // ==============
  // STATIC Methods
  // ==============
  /**
  * Generates CDKTF code for importing a DataIbmAppConfigIntegrationEn resource upon running "cdktf plan <stack-name>"
  * @param scope The scope in which to define this construct
  * @param importToId The construct id used in the generated config for the DataIbmAppConfigIntegrationEn to import
  * @param importFromId The id of the existing DataIbmAppConfigIntegrationEn that should be imported. Refer to the {@link https://registry.terraform.io/providers/ibm-cloud/ibm/2.5.0/docs/data-sources/app_config_integration_en#import import section} in the documentation of this resource for the id to use
  * @param provider? Optional instance of the provider where the DataIbmAppConfigIntegrationEn to import is found
  */
  public static generateConfigForImport(scope: Construct, importToId: string, importFromId: string, provider?: cdktf.TerraformProvider) {
        return new cdktf.ImportableResource(scope, importToId, { terraformResourceType: "ibm_app_config_integration_en", importId: importFromId, provider });
      }

  // ===========
  // INITIALIZER
  // ===========

  /**
  * Create a new {@link https://registry.terraform.io/providers/ibm-cloud/ibm/2.5.0/docs/data-sources/app_config_integration_en ibm_app_config_integration_en} Data Source
  *
  * @param scope The scope in which to define this construct
  * @param id The scoped construct ID. Must be unique amongst siblings in the same scope
  * @param options DataIbmAppConfigIntegrationEnConfig
  */
  public constructor(scope: Construct, id: string, config: DataIbmAppConfigIntegrationEnConfig) {
    super(scope, id, {
      terraformResourceType: 'ibm_app_config_integration_en',
      terraformGeneratorMetadata: {
        providerName: 'ibm',
        providerVersion: '2.5.0',
        providerVersionConstraint: '2.5.0'
      },
      provider: config.provider,
      dependsOn: config.dependsOn,
      count: config.count,
      lifecycle: config.lifecycle,
      provisioners: config.provisioners,
      connection: config.connection,
      forEach: config.forEach
    });
    this._guid = config.guid;
    this._id = config.id;
    this._integrationId = config.integrationId;
  }

  // ==========
  // ATTRIBUTES
  // ==========

  // created_time - computed: true, optional: false, required: false
  public get createdTime() {
    return this.getStringAttribute('created_time');
  }

  // en_endpoint - computed: true, optional: false, required: false
  public get enEndpoint() {
    return this.getStringAttribute('en_endpoint');
  }

  // en_instance_crn - computed: true, optional: false, required: false
  public get enInstanceCrn() {
    return this.getStringAttribute('en_instance_crn');
  }

  // en_source_id - computed: true, optional: false, required: false
  public get enSourceId() {
    return this.getStringAttribute('en_source_id');
  }

  // guid - computed: false, optional: false, required: true
  private _guid?: string; 
  public get guid() {
    return this.getStringAttribute('guid');
  }
  public set guid(value: string) {
    this._guid = value;
  }
  // Temporarily expose input value. Use with caution.
  public get guidInput() {
    return this._guid;
  }

  // href - computed: true, optional: false, required: false
  public get href() {
    return this.getStringAttribute('href');
  }

  // id - computed: true, optional: true, required: false
  private _id?: string; 
  public get id() {
    return this.getStringAttribute('id');
  }
  public set id(value: string) {
    this._id = value;
  }
  public resetId() {
    this._id = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get idInput() {
    return this._id;
  }

  // integration_id - computed: false, optional: false, required: true
  private _integrationId?: string; 
  public get integrationId() {
    return this.getStringAttribute('integration_id');
  }
  public set integrationId(value: string) {
    this._integrationId = value;
  }
  // Temporarily expose input value. Use with caution.
  public get integrationIdInput() {
    return this._integrationId;
  }

  // integration_type - computed: true, optional: false, required: false
  public get integrationType() {
    return this.getStringAttribute('integration_type');
  }

  // updated_time - computed: true, optional: false, required: false
  public get updatedTime() {
    return this.getStringAttribute('updated_time');
  }

  // =========
  // SYNTHESIS
  // =========

  protected synthesizeAttributes(): { [name: string]: any } {
    return {
      guid: cdktf.stringToTerraform(this._guid),
      id: cdktf.stringToTerraform(this._id),
      integration_id: cdktf.stringToTerraform(this._integrationId),
    };
  }

  protected synthesizeHclAttributes(): { [name: string]: any } {
    const attrs = {
      guid: {
        value: cdktf.stringToHclTerraform(this._guid),
        isBlock: false,
        type: "simple",
        storageClassType: "string",
      },
      id: {
        value: cdktf.stringToHclTerraform(this._id),
        isBlock: false,
        type: "simple",
        storageClassType: "string",
      },
      integration_id: {
        value: cdktf.stringToHclTerraform(this._integrationId),
        isBlock: false,
        type: "simple",
        storageClassType: "string",
      },
    };

    // remove undefined attributes
    return Object.fromEntries(Object.entries(attrs).filter(([_, value]) => value !== undefined && value.value !== undefined ))
  }
}
