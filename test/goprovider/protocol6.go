package main

import (
	"context"

	"github.com/zclconf/go-cty/cty"
	"goref/tfplugin6"
)

// server6 serves tfplugin6 (what terraform-plugin-framework providers speak) from the provider.
type server6 struct {
	tfplugin6.UnimplementedProviderServer
	p *provider
}

func schema6(b block) *tfplugin6.Schema { return &tfplugin6.Schema{Block: block6(b)} }

func block6(b block) *tfplugin6.Schema_Block {
	out := &tfplugin6.Schema_Block{}
	for _, a := range b.attributes {
		out.Attributes = append(out.Attributes, &tfplugin6.Schema_Attribute{
			Name: a.name, Type: typeJSON(a.typ), Required: a.required, Optional: a.optional, Computed: a.computed, Sensitive: a.sensitive,
		})
	}
	for _, n := range b.blocks {
		out.BlockTypes = append(out.BlockTypes, &tfplugin6.Schema_NestedBlock{
			TypeName: n.name, Block: block6(n.block), Nesting: tfplugin6.Schema_NestedBlock_NestingMode(n.nesting),
			MinItems: n.minItems, MaxItems: n.maxItems,
		})
	}
	return out
}

func diagnostics6(diags []diagnostic) []*tfplugin6.Diagnostic {
	var out []*tfplugin6.Diagnostic
	for _, d := range diags {
		pd := &tfplugin6.Diagnostic{Severity: tfplugin6.Diagnostic_Severity(d.severity), Summary: d.summary, Detail: d.detail}
		if len(d.path) > 0 {
			pd.Attribute = &tfplugin6.AttributePath{}
			for _, s := range pathSteps(d.path) {
				step := &tfplugin6.AttributePath_Step{}
				switch {
				case s.key != nil:
					step.Selector = &tfplugin6.AttributePath_Step_ElementKeyString{ElementKeyString: *s.key}
				case s.index != nil:
					step.Selector = &tfplugin6.AttributePath_Step_ElementKeyInt{ElementKeyInt: *s.index}
				default:
					step.Selector = &tfplugin6.AttributePath_Step_AttributeName{AttributeName: s.attribute}
				}
				pd.Attribute.Steps = append(pd.Attribute.Steps, step)
			}
		}
		out = append(out, pd)
	}
	return out
}

func decode6(v *tfplugin6.DynamicValue, typ cty.Type) (cty.Value, error) {
	if v == nil {
		return cty.NullVal(typ), nil
	}
	return decodeDynamic(v.Msgpack, v.Json, typ)
}

func (s *server6) GetMetadata(context.Context, *tfplugin6.GetMetadata_Request) (*tfplugin6.GetMetadata_Response, error) {
	resp := &tfplugin6.GetMetadata_Response{}
	for name := range dataSources {
		resp.DataSources = append(resp.DataSources, &tfplugin6.GetMetadata_DataSourceMetadata{TypeName: name})
	}
	return resp, nil
}

func (s *server6) GetProviderSchema(context.Context, *tfplugin6.GetProviderSchema_Request) (*tfplugin6.GetProviderSchema_Response, error) {
	resp := &tfplugin6.GetProviderSchema_Response{
		Provider:          schema6(providerSchema),
		ResourceSchemas:   map[string]*tfplugin6.Schema{},
		DataSourceSchemas: map[string]*tfplugin6.Schema{},
	}
	for name, b := range dataSources {
		resp.DataSourceSchemas[name] = schema6(b)
	}
	return resp, nil
}

func (s *server6) ValidateProviderConfig(_ context.Context, req *tfplugin6.ValidateProviderConfig_Request) (*tfplugin6.ValidateProviderConfig_Response, error) {
	if _, err := decode6(req.Config, providerSchema.impliedType()); err != nil {
		return &tfplugin6.ValidateProviderConfig_Response{Diagnostics: diagnostics6([]diagnostic{codecError("provider configuration", err)})}, nil
	}
	return &tfplugin6.ValidateProviderConfig_Response{}, nil
}

func (s *server6) ValidateDataResourceConfig(_ context.Context, req *tfplugin6.ValidateDataResourceConfig_Request) (*tfplugin6.ValidateDataResourceConfig_Response, error) {
	config, err := decode6(req.Config, dataSources[req.TypeName].impliedType())
	if err != nil {
		return &tfplugin6.ValidateDataResourceConfig_Response{Diagnostics: diagnostics6([]diagnostic{codecError("configuration", err)})}, nil
	}
	return &tfplugin6.ValidateDataResourceConfig_Response{Diagnostics: diagnostics6(s.p.validate(req.TypeName, config))}, nil
}

func (s *server6) ConfigureProvider(_ context.Context, req *tfplugin6.ConfigureProvider_Request) (*tfplugin6.ConfigureProvider_Response, error) {
	config, err := decode6(req.Config, providerSchema.impliedType())
	if err != nil {
		return &tfplugin6.ConfigureProvider_Response{Diagnostics: diagnostics6([]diagnostic{codecError("provider configuration", err)})}, nil
	}
	s.p.configure(config, req.TerraformVersion, caps6(req.ClientCapabilities))
	return &tfplugin6.ConfigureProvider_Response{}, nil
}

func (s *server6) ReadDataSource(_ context.Context, req *tfplugin6.ReadDataSource_Request) (*tfplugin6.ReadDataSource_Response, error) {
	typ := dataSources[req.TypeName].impliedType()
	config, err := decode6(req.Config, typ)
	if err != nil {
		return &tfplugin6.ReadDataSource_Response{Diagnostics: diagnostics6([]diagnostic{codecError("configuration", err)})}, nil
	}
	a := s.p.read(req.TypeName, config, caps6(req.ClientCapabilities))
	msgpack, json, err := encodeDynamic(a.state, typ, a.asJSON)
	if err != nil {
		a.diagnostics = append(a.diagnostics, codecError("state", err))
	}
	return &tfplugin6.ReadDataSource_Response{
		State:       &tfplugin6.DynamicValue{Msgpack: msgpack, Json: json},
		Diagnostics: diagnostics6(a.diagnostics),
	}, nil
}

func (s *server6) StopProvider(context.Context, *tfplugin6.StopProvider_Request) (*tfplugin6.StopProvider_Response, error) {
	return &tfplugin6.StopProvider_Response{}, nil
}

func caps6(c *tfplugin6.ClientCapabilities) capabilities {
	return capabilities{deferralAllowed: c.GetDeferralAllowed(), writeOnlyAllowed: c.GetWriteOnlyAttributesAllowed()}
}
