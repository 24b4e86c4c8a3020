package main

import (
	"context"

	"github.com/zclconf/go-cty/cty"
	"goref/tfplugin5"
)

// server5 serves tfplugin5 (what terraform-plugin-sdk v2 providers speak) from the provider.
type server5 struct {
	tfplugin5.UnimplementedProviderServer
	p *provider
}

func schema5(b block) *tfplugin5.Schema { return &tfplugin5.Schema{Block: block5(b)} }

func block5(b block) *tfplugin5.Schema_Block {
	out := &tfplugin5.Schema_Block{}
	for _, a := range b.attributes {
		out.Attributes = append(out.Attributes, &tfplugin5.Schema_Attribute{
			Name: a.name, Type: typeJSON(a.typ), Required: a.required, Optional: a.optional, Computed: a.computed, Sensitive: a.sensitive,
		})
	}
	for _, n := range b.blocks {
		out.BlockTypes = append(out.BlockTypes, &tfplugin5.Schema_NestedBlock{
			TypeName: n.name, Block: block5(n.block), Nesting: tfplugin5.Schema_NestedBlock_NestingMode(n.nesting),
			MinItems: n.minItems, MaxItems: n.maxItems,
		})
	}
	return out
}

func diagnostics5(diags []diagnostic) []*tfplugin5.Diagnostic {
	var out []*tfplugin5.Diagnostic
	for _, d := range diags {
		pd := &tfplugin5.Diagnostic{Severity: tfplugin5.Diagnostic_Severity(d.severity), Summary: d.summary, Detail: d.detail}
		if len(d.path) > 0 {
			pd.Attribute = &tfplugin5.AttributePath{}
			for _, s := range pathSteps(d.path) {
				step := &tfplugin5.AttributePath_Step{}
				switch {
				case s.key != nil:
					step.Selector = &tfplugin5.AttributePath_Step_ElementKeyString{ElementKeyString: *s.key}
				case s.index != nil:
					step.Selector = &tfplugin5.AttributePath_Step_ElementKeyInt{ElementKeyInt: *s.index}
				default:
					step.Selector = &tfplugin5.AttributePath_Step_AttributeName{AttributeName: s.attribute}
				}
				pd.Attribute.Steps = append(pd.Attribute.Steps, step)
			}
		}
		out = append(out, pd)
	}
	return out
}

func decode5(v *tfplugin5.DynamicValue, typ cty.Type) (cty.Value, error) {
	if v == nil {
		return cty.NullVal(typ), nil
	}
	return decodeDynamic(v.Msgpack, v.Json, typ)
}

func (s *server5) GetMetadata(context.Context, *tfplugin5.GetMetadata_Request) (*tfplugin5.GetMetadata_Response, error) {
	resp := &tfplugin5.GetMetadata_Response{}
	for name := range dataSources {
		resp.DataSources = append(resp.DataSources, &tfplugin5.GetMetadata_DataSourceMetadata{TypeName: name})
	}
	return resp, nil
}

func (s *server5) GetSchema(context.Context, *tfplugin5.GetProviderSchema_Request) (*tfplugin5.GetProviderSchema_Response, error) {
	resp := &tfplugin5.GetProviderSchema_Response{
		Provider:          schema5(providerSchema),
		ResourceSchemas:   map[string]*tfplugin5.Schema{},
		DataSourceSchemas: map[string]*tfplugin5.Schema{},
	}
	for name, b := range dataSources {
		resp.DataSourceSchemas[name] = schema5(b)
	}
	return resp, nil
}

func (s *server5) PrepareProviderConfig(_ context.Context, req *tfplugin5.PrepareProviderConfig_Request) (*tfplugin5.PrepareProviderConfig_Response, error) {
	if _, err := decode5(req.Config, providerSchema.impliedType()); err != nil {
		return &tfplugin5.PrepareProviderConfig_Response{Diagnostics: diagnostics5([]diagnostic{codecError("provider configuration", err)})}, nil
	}
	return &tfplugin5.PrepareProviderConfig_Response{PreparedConfig: req.Config}, nil
}

func (s *server5) ValidateDataSourceConfig(_ context.Context, req *tfplugin5.ValidateDataSourceConfig_Request) (*tfplugin5.ValidateDataSourceConfig_Response, error) {
	config, err := decode5(req.Config, dataSources[req.TypeName].impliedType())
	if err != nil {
		return &tfplugin5.ValidateDataSourceConfig_Response{Diagnostics: diagnostics5([]diagnostic{codecError("configuration", err)})}, nil
	}
	return &tfplugin5.ValidateDataSourceConfig_Response{Diagnostics: diagnostics5(s.p.validate(req.TypeName, config))}, nil
}

func (s *server5) Configure(_ context.Context, req *tfplugin5.Configure_Request) (*tfplugin5.Configure_Response, error) {
	config, err := decode5(req.Config, providerSchema.impliedType())
	if err != nil {
		return &tfplugin5.Configure_Response{Diagnostics: diagnostics5([]diagnostic{codecError("provider configuration", err)})}, nil
	}
	s.p.configure(config, req.TerraformVersion, caps5(req.ClientCapabilities))
	return &tfplugin5.Configure_Response{}, nil
}

func (s *server5) ReadDataSource(_ context.Context, req *tfplugin5.ReadDataSource_Request) (*tfplugin5.ReadDataSource_Response, error) {
	typ := dataSources[req.TypeName].impliedType()
	config, err := decode5(req.Config, typ)
	if err != nil {
		return &tfplugin5.ReadDataSource_Response{Diagnostics: diagnostics5([]diagnostic{codecError("configuration", err)})}, nil
	}
	a := s.p.read(req.TypeName, config, caps5(req.ClientCapabilities))
	msgpack, json, err := encodeDynamic(a.state, typ, a.asJSON)
	if err != nil {
		a.diagnostics = append(a.diagnostics, codecError("state", err))
	}
	return &tfplugin5.ReadDataSource_Response{
		State:       &tfplugin5.DynamicValue{Msgpack: msgpack, Json: json},
		Diagnostics: diagnostics5(a.diagnostics),
	}, nil
}

func (s *server5) Stop(context.Context, *tfplugin5.Stop_Request) (*tfplugin5.Stop_Response, error) {
	return &tfplugin5.Stop_Response{}, nil
}

func caps5(c *tfplugin5.ClientCapabilities) capabilities {
	return capabilities{deferralAllowed: c.GetDeferralAllowed(), writeOnlyAllowed: c.GetWriteOnlyAttributesAllowed()}
}
