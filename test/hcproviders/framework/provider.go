// Package framework is a reference provider on HashiCorp's terraform-plugin-framework (plugin protocol 6): the
// library most providers are written on now. Its type name is a parameter, so that the same code serves alone
// (hcframework) and muxed with the SDK v2 provider (hcmux).
package framework

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/ephemeral"
	"github.com/hashicorp/terraform-plugin-framework/function"
	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/provider"
	"github.com/hashicorp/terraform-plugin-framework/provider/schema"
	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/types"
)

// New returns the provider under the type name typeName.
func New(typeName string) func() provider.Provider {
	return func() provider.Provider { return &hcProvider{typeName: typeName} }
}

type hcProvider struct{ typeName string }

// settings is what ConfigureProvider received, handed to every data source: the token's length only, never its
// value, and the Terraform version the client announced.
type settings struct {
	Endpoint         string
	TokenLength      int64
	TerraformVersion string
}

var (
	_ provider.ProviderWithFunctions          = (*hcProvider)(nil)
	_ provider.ProviderWithEphemeralResources = (*hcProvider)(nil)
)

func (p *hcProvider) Metadata(_ context.Context, _ provider.MetadataRequest, resp *provider.MetadataResponse) {
	resp.TypeName = p.typeName
	resp.Version = "1.0.0"
}

// ProviderSchema is shared with the SDK v2 provider: muxed servers must declare the same provider block.
func (p *hcProvider) Schema(_ context.Context, _ provider.SchemaRequest, resp *provider.SchemaResponse) {
	resp.Schema = schema.Schema{
		Attributes: map[string]schema.Attribute{
			"endpoint":       schema.StringAttribute{Optional: true},
			"token":          schema.StringAttribute{Optional: true, Sensitive: true},
			"fail_configure": schema.BoolAttribute{Optional: true},
		},
	}
}

type providerModel struct {
	Endpoint      types.String `tfsdk:"endpoint"`
	Token         types.String `tfsdk:"token"`
	FailConfigure types.Bool   `tfsdk:"fail_configure"`
}

func (p *hcProvider) Configure(ctx context.Context, req provider.ConfigureRequest, resp *provider.ConfigureResponse) {
	var m providerModel
	resp.Diagnostics.Append(req.Config.Get(ctx, &m)...)
	if resp.Diagnostics.HasError() {
		return
	}
	if m.FailConfigure.ValueBool() {
		resp.Diagnostics.AddAttributeError(path.Root("fail_configure"), "Configuration refused",
			"fail_configure is true, so this provider refuses to configure.")
		return
	}
	s := &settings{Endpoint: m.Endpoint.ValueString(), TokenLength: int64(len(m.Token.ValueString())), TerraformVersion: req.TerraformVersion}
	resp.DataSourceData = s
	resp.EphemeralResourceData = s
}

func (p *hcProvider) DataSources(context.Context) []func() datasource.DataSource {
	return []func() datasource.DataSource{
		func() datasource.DataSource { return &everything{} },
		func() datasource.DataSource { return &whoami{} },
	}
}

func (p *hcProvider) Resources(context.Context) []func() resource.Resource { return nil }

func (p *hcProvider) Functions(context.Context) []func() function.Function {
	return []func() function.Function{
		func() function.Function { return &joinFunction{} },
		func() function.Function { return &positiveFunction{} },
	}
}

func (p *hcProvider) EphemeralResources(context.Context) []func() ephemeral.EphemeralResource {
	return []func() ephemeral.EphemeralResource{func() ephemeral.EphemeralResource { return &tokenEphemeral{} }}
}
