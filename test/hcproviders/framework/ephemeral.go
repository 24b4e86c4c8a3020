package framework

import (
	"context"
	"strconv"
	"time"

	"github.com/hashicorp/terraform-plugin-framework/ephemeral"
	"github.com/hashicorp/terraform-plugin-framework/ephemeral/schema"
	"github.com/hashicorp/terraform-plugin-framework/types"
)

// tokenEphemeral opens a short-lived token for a name, renewed through its private data until it is closed.
type tokenEphemeral struct{}

var _ ephemeral.EphemeralResourceWithRenew = (*tokenEphemeral)(nil)

func (e *tokenEphemeral) Metadata(_ context.Context, req ephemeral.MetadataRequest, resp *ephemeral.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_token"
}

func (e *tokenEphemeral) Schema(_ context.Context, _ ephemeral.SchemaRequest, resp *ephemeral.SchemaResponse) {
	resp.Schema = schema.Schema{
		Attributes: map[string]schema.Attribute{
			"name":  schema.StringAttribute{Required: true},
			"value": schema.StringAttribute{Computed: true, Sensitive: true},
		},
	}
}

type tokenModel struct {
	Name  types.String `tfsdk:"name"`
	Value types.String `tfsdk:"value"`
}

func (e *tokenEphemeral) Open(ctx context.Context, req ephemeral.OpenRequest, resp *ephemeral.OpenResponse) {
	var m tokenModel
	resp.Diagnostics.Append(req.Config.Get(ctx, &m)...)
	if resp.Diagnostics.HasError() {
		return
	}
	m.Value = types.StringValue("token-for-" + m.Name.ValueString())
	resp.Diagnostics.Append(resp.Result.Set(ctx, &m)...)
	resp.RenewAt = time.Now().Add(time.Second)
	resp.Diagnostics.Append(resp.Private.SetKey(ctx, "renewals", []byte("0"))...)
}

func (e *tokenEphemeral) Renew(ctx context.Context, req ephemeral.RenewRequest, resp *ephemeral.RenewResponse) {
	raw, diags := req.Private.GetKey(ctx, "renewals")
	resp.Diagnostics.Append(diags...)
	n, _ := strconv.Atoi(string(raw))
	resp.Diagnostics.Append(resp.Private.SetKey(ctx, "renewals", []byte(strconv.Itoa(n+1)))...)
	resp.RenewAt = time.Now().Add(time.Second)
}
