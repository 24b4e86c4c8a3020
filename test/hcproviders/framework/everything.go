package framework

import (
	"context"
	"strings"

	"github.com/hashicorp/terraform-plugin-framework/attr"
	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/datasource/schema"
	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/types"
)

// everything covers every attribute type and nesting the framework has, and answers what it received (the
// configuration as the state), with its computed attributes filled in. Its validation fails with attribute paths
// and warns; see ValidateConfig.
type everything struct{}

var _ datasource.DataSourceWithValidateConfig = (*everything)(nil)

func (d *everything) Metadata(_ context.Context, req datasource.MetadataRequest, resp *datasource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_everything"
}

var locationType = map[string]attr.Type{"lat": types.NumberType, "lng": types.NumberType}

var resultType = map[string]attr.Type{"index": types.Int64Type, "name": types.StringType}

func (d *everything) Schema(_ context.Context, _ datasource.SchemaRequest, resp *datasource.SchemaResponse) {
	resp.Schema = schema.Schema{
		Description: "Every attribute type and nesting, answered as received.",
		Attributes: map[string]schema.Attribute{
			"name":     schema.StringAttribute{Required: true, Description: "Starting with taken fails validation; with warn, warns."},
			"quantity": schema.Int64Attribute{Optional: true},
			"ratio":    schema.Float64Attribute{Optional: true},
			"big":      schema.NumberAttribute{Optional: true},
			"enabled":  schema.BoolAttribute{Optional: true},
			"tags":     schema.MapAttribute{Optional: true, ElementType: types.StringType},
			"labels":   schema.ListAttribute{Optional: true, ElementType: types.StringType},
			"ids":      schema.SetAttribute{Optional: true, ElementType: types.StringType},
			"location": schema.ObjectAttribute{Optional: true, AttributeTypes: locationType},
			"anything": schema.DynamicAttribute{Optional: true},
			"secret":   schema.StringAttribute{Optional: true, Sensitive: true},
			"old":      schema.StringAttribute{Optional: true, DeprecationMessage: "old is deprecated: use name."},
			"mode":     schema.StringAttribute{Optional: true, Computed: true, Description: "auto when not set."},
			"id":       schema.StringAttribute{Computed: true},
			"single": schema.SingleNestedAttribute{Optional: true, Attributes: map[string]schema.Attribute{
				"a": schema.StringAttribute{Optional: true},
				"b": schema.Int64Attribute{Optional: true},
			}},
			"items": schema.ListNestedAttribute{Optional: true, NestedObject: schema.NestedAttributeObject{Attributes: map[string]schema.Attribute{
				"name": schema.StringAttribute{Required: true},
				"size": schema.Int64Attribute{Optional: true},
			}}},
			"members": schema.SetNestedAttribute{Optional: true, NestedObject: schema.NestedAttributeObject{Attributes: map[string]schema.Attribute{
				"name": schema.StringAttribute{Required: true},
			}}},
			"by_key": schema.MapNestedAttribute{Optional: true, NestedObject: schema.NestedAttributeObject{Attributes: map[string]schema.Attribute{
				"value": schema.StringAttribute{Optional: true},
			}}},
			"results": schema.ListNestedAttribute{Computed: true, NestedObject: schema.NestedAttributeObject{Attributes: map[string]schema.Attribute{
				"index": schema.Int64Attribute{Computed: true},
				"name":  schema.StringAttribute{Computed: true},
			}}},
			"secret_length": schema.Int64Attribute{Computed: true, Sensitive: true},
		},
		Blocks: map[string]schema.Block{
			"rule": schema.ListNestedBlock{NestedObject: schema.NestedBlockObject{Attributes: map[string]schema.Attribute{
				"name":     schema.StringAttribute{Optional: true},
				"priority": schema.Int64Attribute{Optional: true},
			}}},
			"filter": schema.SetNestedBlock{NestedObject: schema.NestedBlockObject{Attributes: map[string]schema.Attribute{
				"key":    schema.StringAttribute{Optional: true},
				"values": schema.ListAttribute{Optional: true, ElementType: types.StringType},
			}}},
			"settings": schema.SingleNestedBlock{Attributes: map[string]schema.Attribute{
				"level": schema.StringAttribute{Optional: true},
			}},
		},
	}
}

// ValidateConfig: a name starting with "taken" is an error at name, one starting with "warn" a warning; an item
// named "bad" an error at items[i].name; a tag env = "forbidden" an error at tags["env"].
func (d *everything) ValidateConfig(ctx context.Context, req datasource.ValidateConfigRequest, resp *datasource.ValidateConfigResponse) {
	var name types.String
	resp.Diagnostics.Append(req.Config.GetAttribute(ctx, path.Root("name"), &name)...)
	switch {
	case strings.HasPrefix(name.ValueString(), "taken"):
		resp.Diagnostics.AddAttributeError(path.Root("name"), "Name taken", "The name "+name.ValueString()+" is taken.")
	case strings.HasPrefix(name.ValueString(), "warn"):
		resp.Diagnostics.AddAttributeWarning(path.Root("name"), "Name looks odd", "Names starting with warn are allowed but odd.")
	}
	// Lists and maps are read as such first: a value not known yet is not an error, only not checked.
	var itemList types.List
	resp.Diagnostics.Append(req.Config.GetAttribute(ctx, path.Root("items"), &itemList)...)
	if !itemList.IsNull() && !itemList.IsUnknown() {
		for i, v := range itemList.Elements() {
			obj, ok := v.(types.Object)
			if !ok || obj.IsUnknown() {
				continue
			}
			if n, ok := obj.Attributes()["name"].(types.String); ok && n.ValueString() == "bad" {
				resp.Diagnostics.AddAttributeError(path.Root("items").AtListIndex(i).AtName("name"), "Bad item", "An item may not be named bad.")
			}
		}
	}
	var tags types.Map
	resp.Diagnostics.Append(req.Config.GetAttribute(ctx, path.Root("tags"), &tags)...)
	if env, ok := tags.Elements()["env"].(types.String); ok && env.ValueString() == "forbidden" {
		resp.Diagnostics.AddAttributeError(path.Root("tags").AtMapKey("env"), "Forbidden environment", "env may not be forbidden.")
	}
}

func (d *everything) Read(ctx context.Context, req datasource.ReadRequest, resp *datasource.ReadResponse) {
	resp.State.Raw = req.Config.Raw.Copy()
	var name, mode, secret types.String
	resp.Diagnostics.Append(req.Config.GetAttribute(ctx, path.Root("name"), &name)...)
	resp.Diagnostics.Append(req.Config.GetAttribute(ctx, path.Root("mode"), &mode)...)
	resp.Diagnostics.Append(req.Config.GetAttribute(ctx, path.Root("secret"), &secret)...)
	var items []struct {
		Name types.String `tfsdk:"name"`
		Size types.Int64  `tfsdk:"size"`
	}
	resp.Diagnostics.Append(req.Config.GetAttribute(ctx, path.Root("items"), &items)...)
	if resp.Diagnostics.HasError() {
		return
	}
	if mode.IsNull() {
		mode = types.StringValue("auto")
	}
	results := make([]attr.Value, 0, len(items))
	for i, it := range items {
		results = append(results, types.ObjectValueMust(resultType, map[string]attr.Value{
			"index": types.Int64Value(int64(i)), "name": it.Name,
		}))
	}
	resp.Diagnostics.Append(resp.State.SetAttribute(ctx, path.Root("id"), "everything-"+name.ValueString())...)
	resp.Diagnostics.Append(resp.State.SetAttribute(ctx, path.Root("mode"), mode)...)
	resp.Diagnostics.Append(resp.State.SetAttribute(ctx, path.Root("results"),
		types.ListValueMust(types.ObjectType{AttrTypes: resultType}, results))...)
	resp.Diagnostics.Append(resp.State.SetAttribute(ctx, path.Root("secret_length"), int64(len(secret.ValueString())))...)
}
