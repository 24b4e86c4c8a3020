package framework

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/datasource/schema"
	"github.com/hashicorp/terraform-plugin-framework/types"
)

// whoami answers what ConfigureProvider received: the endpoint, the token's length and the Terraform version the
// client sent (which providers parse as a version number).
type whoami struct{ s *settings }

var _ datasource.DataSourceWithConfigure = (*whoami)(nil)

func (d *whoami) Metadata(_ context.Context, req datasource.MetadataRequest, resp *datasource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_whoami"
}

func (d *whoami) Configure(_ context.Context, req datasource.ConfigureRequest, _ *datasource.ConfigureResponse) {
	if s, ok := req.ProviderData.(*settings); ok {
		d.s = s
	}
}

func (d *whoami) Schema(_ context.Context, _ datasource.SchemaRequest, resp *datasource.SchemaResponse) {
	resp.Schema = schema.Schema{
		Attributes: map[string]schema.Attribute{
			"endpoint":          schema.StringAttribute{Computed: true},
			"token_length":      schema.Int64Attribute{Computed: true},
			"terraform_version": schema.StringAttribute{Computed: true},
		},
	}
}

type whoamiModel struct {
	Endpoint         types.String `tfsdk:"endpoint"`
	TokenLength      types.Int64  `tfsdk:"token_length"`
	TerraformVersion types.String `tfsdk:"terraform_version"`
}

func (d *whoami) Read(ctx context.Context, _ datasource.ReadRequest, resp *datasource.ReadResponse) {
	s := d.s
	if s == nil {
		s = &settings{}
	}
	resp.Diagnostics.Append(resp.State.Set(ctx, &whoamiModel{
		Endpoint: types.StringValue(s.Endpoint), TokenLength: types.Int64Value(s.TokenLength),
		TerraformVersion: types.StringValue(s.TerraformVersion),
	})...)
}
