// https://registry.terraform.io/providers/ibm-cloud/ibm/2.5.0/docs/data-sources/app
// generated from terraform resource schema

import { Construct } from 'constructs';
import * as cdktf from 'cdktf';

// Configuration

export interface DataIbmAppConfig extends cdktf.TerraformMetaArguments {
  /**
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/ibm-cloud/ibm/2.5.0/docs/data-sources/app#id DataIbmApp#id}
  *
  * Please be aware that the id field is automatically added to all resources in Terraform providers using a Terraform provider SDK version below 2.
  * If you experience problems setting this value it might not be settable. Please take a look at the provider documentation to ensure it should be settable.
  */
  readonly id?: string;
  /**
  * The name for the app
  *
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/ibm-cloud/ibm/2.5.0/docs/data-sources/app#name DataIbmApp#name}
  */
  readonly name: string;
  /**
  * Define space guid to which app belongs
  *
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/ibm-cloud/ibm/2.5.0/docs/data-sources/app#space_guid DataIbmApp#space_guid}
  */
  readonly spaceGuid: string;
}

/**
* Represents a {@link https://registry.terraform.io/providers/ibm-cloud/ibm/2.5.0/docs/data-sources/app ibm_app}
*/
export class DataIbmApp extends cdktf.TerraformDataSource {

  // =================
  // STATIC PROPERTIES
  // =================
  public static readonly tfResourceType = "ibm_app";

  // ==============
  // STATIC Methods
  // ==============
  /**
  * Generates CDKTF code for importing a DataIbmApp resource upon running "cdktf plan <stack-name>"
  * @param scope The scope in which to define this construct
  * @param importToId The construct id used in the generated config for the DataIbmApp to import
  * @param importFromId The id of the existing DataIbmApp that should be imported. Refer to the {@link https://registry.terraform.io/providers/ibm-cloud/ibm/2.5.0/docs/data-sources/app#import import section} in the documentation of this resource for the id to use
  * @param provider? Optional instance of the provider where the DataIbmApp to import is found
  */
  public static generateConfigForImport(scope: Construct, importToId: string, importFromId: string, provider?: cdktf.TerraformProvider) {
        return new cdktf.ImportableResource(scope, importToId, { terraformResourceType: "ibm_app", importId: importFromId, provider });
      }

  // ===========
  // INITIALIZER
  // ===========

  /**
  * Create a new {@link https://registry.terraform.io/providers/ibm-cloud/ibm/2.5.0/docs/data-sources/app ibm_app} Data Source
  *
  * @param scope The scope in which to define this construct
  * @param id The scoped construct ID. Must be unique amongst siblings in the same scope
  * @param options DataIbmAppConfig
  */
  public constructor(scope: Construct, id: string, config: DataIbmAppConfig) {
    super(scope, id, {
      terraformResourceType: 'ibm_app',
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
    this._id = config.id;
    this._name = config.name;
    this._spaceGuid = config.spaceGuid;
  }

  // ==========
  // ATTRIBUTES
  // ==========

  // buildpack - computed: true, optional: false, required: false
  public get buildpack() {
    return this.getStringAttribute('buildpack');
  }

  // disk_quota - computed: true, optional: false, required: false
  public get diskQuota() {
    return this.getNumberAttribute('disk_quota');
  }

  // environment_json - computed: true, optional: false, required: false
  private _environmentJson = new cdktf.StringMap(this, "environment_json");
  public get environmentJson() {
    return this._environmentJson;
  }

  // health_check_http_endpoint - computed: true, optional: false, required: false
  public get healthCheckHttpEndpoint() {
    return this.getStringAttribute('health_check_http_endpoint');
  }

  // health_check_timeout - computed: true, optional: false, required: false
  public get healthCheckTimeout() {
    return this.getNumberAttribute('health_check_timeout');
  }

  // health_check_type - computed: true, optional: false, required: false
  public get healthCheckType() {
    return this.getStringAttribute('health_check_type');
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

  // instances - computed: true, optional: false, required: false
  public get instances() {
    return this.getNumberAttribute('instances');
  }

  // memory - computed: true, optional: false, required: false
  public get memory() {
    return this.getNumberAttribute('memory');
  }

  // name - computed: false, optional: false, required: true
  private _name?: string; 
  public get name() {
    return this.getStringAttribute('name');
  }
  public set name(value: string) {
    this._name = value;
  }
  // Temporarily expose input value. Use with caution.
  public get nameInput() {
    return this._name;
  }

  // package_state - computed: true, optional: false, required: false
  public get packageState() {
    return this.getStringAttribute('package_state');
  }

  // route_guid - computed: true, optional: false, required: false
  public get routeGuid() {
    return cdktf.Fn.tolist(this.getListAttribute('route_guid'));
  }

  // service_instance_guid - computed: true, optional: false, required: false
  public get serviceInstanceGuid() {
    return cdktf.Fn.tolist(this.getListAttribute('service_instance_guid'));
  }

  // space_guid - computed: false, optional: false, required: true
  private _spaceGuid?: string; 
  public get spaceGuid() {
    return this.getStringAttribute('space_guid');
  }
  public set spaceGuid(value: string) {
    this._spaceGuid = value;
  }
  // Temporarily expose input value. Use with caution.
  public get spaceGuidInput() {
    return this._spaceGuid;
  }

  // state - computed: true, optional: false, required: false
  public get state() {
    return this.getStringAttribute('state');
  }

  // =========
  // SYNTHESIS
  // =========

  protected synthesizeAttributes(): { [name: string]: any } {
    return {
      id: cdktf.stringToTerraform(this._id),
      name: cdktf.stringToTerraform(this._name),
      space_guid: cdktf.stringToTerraform(this._spaceGuid),
    };
  }

  protected synthesizeHclAttributes(): { [name: string]: any } {
    const attrs = {
      id: {
        value: cdktf.stringToHclTerraform(this._id),
        isBlock: false,
        type: "simple",
        storageClassType: "string",
      },
      name: {
        value: cdktf.stringToHclTerraform(this._name),
        isBlock: false,
        type: "simple",
        storageClassType: "string",
      },
      space_guid: {
        value: cdktf.stringToHclTerraform(this._spaceGuid),
        isBlock: false,
        type: "simple",
        storageClassType: "string",
      },
    };

    // remove undefined attributes
    return Object.fromEntries(Object.entries(attrs).filter(([_, value]) => value !== undefined && value.value !== undefined ))
  }
}
