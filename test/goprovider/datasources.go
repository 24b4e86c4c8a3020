package main

import (
	"fmt"
	"os"
	"sort"
	"strings"
	"sync"

	"github.com/hashicorp/go-hclog"
	"github.com/zclconf/go-cty/cty"
)

type severity int

const (
	severityError   severity = 1
	severityWarning severity = 2
)

type diagnostic struct {
	severity        severity
	summary, detail string
	path            cty.Path
}

// answer is a read's result: the state, and whether to send it as DynamicValue.json.
type answer struct {
	state       cty.Value
	asJSON      bool
	diagnostics []diagnostic
}

// provider is the protocol-independent part: both protocol versions' servers call it.
type provider struct {
	log hclog.Logger

	mu               sync.Mutex
	endpoint         cty.Value
	token            cty.Value
	terraformVersion string
	configureCaps    capabilities
}

// capabilities is what a request's client_capabilities said (nil: the field was not sent, read as all false).
type capabilities struct{ deferralAllowed, writeOnlyAllowed bool }

func (p *provider) configure(config cty.Value, terraformVersion string, caps capabilities) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.endpoint = config.GetAttr("endpoint")
	p.token = config.GetAttr("token")
	p.terraformVersion = terraformVersion
	p.configureCaps = caps
	// Names what came, never a value: the token is a secret.
	p.log.Info("configured", "endpoint_set", !p.endpoint.IsNull(), "token_set", !p.token.IsNull())
}

// validate warns about each top-level argument that is not known yet, naming it by path: proof that the
// client's encoding of unknown values reads back as unknown in go-cty.
func (p *provider) validate(typeName string, config cty.Value) []diagnostic {
	var diags []diagnostic
	var names []string
	for name := range config.Type().AttributeTypes() {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		v := config.GetAttr(name)
		if !v.IsWhollyKnown() {
			diags = append(diags, diagnostic{
				severity: severityWarning,
				summary:  "Value not known yet",
				detail:   fmt.Sprintf("%s: %s is not wholly known", typeName, name),
				path:     cty.GetAttrPath(name),
			})
		}
	}
	return diags
}

func withID(config cty.Value, id string, extra map[string]cty.Value) cty.Value {
	attrs := config.AsValueMap()
	if attrs == nil {
		attrs = map[string]cty.Value{}
	}
	attrs["id"] = cty.StringVal(id)
	for k, v := range extra {
		attrs[k] = v
	}
	return cty.ObjectVal(attrs)
}

func mustNumber(text string) cty.Value {
	v, err := cty.ParseNumberVal(text)
	if err != nil {
		panic(err)
	}
	return v
}

func (p *provider) read(typeName string, config cty.Value, readCaps capabilities) answer {
	p.log.Info("read data source", "type", typeName)
	switch typeName {
	case "goref_echo", "goref_dynamic", "goref_group":
		return answer{state: withID(config, typeName, nil)}
	case "goref_numbers":
		all := []cty.Value{
			mustNumber("9223372036854775807"),
			mustNumber("-9223372036854775808"),
			mustNumber("9007199254740993"),
			mustNumber("18446744073709551621"),
			mustNumber("0.1"),
			mustNumber("1e300"),
			mustNumber("5e-324"),
		}
		return answer{state: withID(config, "numbers", map[string]cty.Value{
			"max_int64":     all[0],
			"min_int64":     all[1],
			"beyond_double": all[2],
			"beyond_int64":  all[3],
			"tenth":         all[4],
			"huge":          all[5],
			"tiny":          all[6],
			"all":           cty.ListVal(all),
		})}
	case "goref_keys":
		labels := map[string]cty.Value{}
		objects := map[string]cty.Value{}
		for _, k := range []string{"__proto__", "constructor", "prototype", "toString", "hasOwnProperty", "a.b", "with space", "ünï"} {
			labels[k] = cty.StringVal("label of " + k)
			objects[k] = cty.ObjectVal(map[string]cty.Value{"value": cty.StringVal(k)})
		}
		return answer{state: withID(config, "keys", map[string]cty.Value{
			"labels":  cty.MapVal(labels),
			"objects": cty.MapVal(objects),
		})}
	case "goref_secret":
		p.mu.Lock()
		endpoint, token := p.endpoint, p.token
		p.mu.Unlock()
		length := cty.NullVal(cty.Number)
		if !token.IsNull() {
			length = cty.NumberIntVal(int64(len(token.AsString())))
		}
		return answer{state: withID(config, "secret", map[string]cty.Value{
			"password":     cty.StringVal("s3cr3t-from-the-provider"),
			"endpoint":     endpoint,
			"token_length": length,
		})}
	case "goref_client":
		p.mu.Lock()
		version, caps := p.terraformVersion, p.configureCaps
		p.mu.Unlock()
		return answer{state: withID(config, "client", map[string]cty.Value{
			"terraform_version":            cty.StringVal(version),
			"configure_deferral_allowed":   cty.BoolVal(caps.deferralAllowed),
			"configure_write_only_allowed": cty.BoolVal(caps.writeOnlyAllowed),
			"read_deferral_allowed":        cty.BoolVal(readCaps.deferralAllowed),
			"read_write_only_allowed":      cty.BoolVal(readCaps.writeOnlyAllowed),
		})}
	case "goref_json":
		return answer{asJSON: true, state: withID(config, "json", map[string]cty.Value{
			"count": cty.NumberIntVal(42),
			"tags":  cty.SetVal([]cty.Value{cty.StringVal("beta"), cty.StringVal("alpha")}),
			"nested": cty.ObjectVal(map[string]cty.Value{
				"enabled": cty.True,
				"ratio":   cty.NumberFloatVal(0.25),
			}),
		})}
	case "goref_diagnostics":
		name := config.GetAttr("name")
		diags := []diagnostic{
			{severity: severityWarning, summary: "Item name is deprecated", detail: "items[1].name will be renamed",
				path: cty.GetAttrPath("items").IndexInt(1).GetAttr("name")},
			{severity: severityWarning, summary: "Read by the reference provider", detail: "read for the name " + quoted(name)},
		}
		if !name.IsNull() && name.IsKnown() && strings.HasPrefix(name.AsString(), "taken") {
			diags = append(diags, diagnostic{severity: severityError, summary: "Name refused",
				detail: "the name " + quoted(name) + " is taken", path: cty.GetAttrPath("name")})
		}
		if tags := config.GetAttr("tags"); !tags.IsNull() && tags.IsKnown() && tags.HasIndex(cty.StringVal("env")).True() {
			diags = append(diags, diagnostic{severity: severityError, summary: "Tag refused",
				detail: "the tag env is set by the provider", path: cty.GetAttrPath("tags").IndexString("env")})
		}
		for _, d := range diags {
			if d.severity == severityError {
				return answer{state: cty.NullVal(config.Type()), diagnostics: diags}
			}
		}
		return answer{state: withID(config, "diagnostics", nil), diagnostics: diags}
	case "goref_large":
		size, _ := config.GetAttr("size").AsBigFloat().Int64()
		return answer{state: withID(config, "large", map[string]cty.Value{"data": cty.StringVal(largeText(int(size)))})}
	case "goref_fault":
		switch config.GetAttr("mode").AsString() {
		case "crash":
			fmt.Fprintln(stderr, "panic: goref_fault: crashing on purpose")
			os.Exit(2)
		case "hang":
			select {}
		}
		return answer{state: cty.NullVal(config.Type()), diagnostics: []diagnostic{
			{severity: severityError, summary: "Unknown mode", path: cty.GetAttrPath("mode")},
		}}
	}
	return answer{state: cty.NullVal(config.Type()), diagnostics: []diagnostic{
		{severity: severityError, summary: "Unknown data source", detail: typeName},
	}}
}

func quoted(v cty.Value) string {
	if v.IsNull() || !v.IsKnown() {
		return "(none)"
	}
	return fmt.Sprintf("%q", v.AsString())
}

// largeText is size bytes of numbered lines, so a truncation or a reordering shows.
func largeText(size int) string {
	var b strings.Builder
	b.Grow(size + 32)
	for i := 0; b.Len() < size; i++ {
		fmt.Fprintf(&b, "line %08d\n", i)
	}
	return b.String()[:size]
}
