package main

import (
	"github.com/zclconf/go-cty/cty"
)

// nesting numbers a nested block's mode as both protocol versions do.
type nesting int

const (
	nestingSingle nesting = 1
	nestingList   nesting = 2
	nestingSet    nesting = 3
	nestingMap    nesting = 4
	nestingGroup  nesting = 5
)

type attribute struct {
	name                                    string
	typ                                     cty.Type
	required, optional, computed, sensitive bool
}

type nestedBlock struct {
	name     string
	nesting  nesting
	block    block
	minItems int64
	maxItems int64
}

type block struct {
	attributes []attribute
	blocks     []nestedBlock
}

func optional(name string, typ cty.Type) attribute {
	return attribute{name: name, typ: typ, optional: true}
}
func required(name string, typ cty.Type) attribute {
	return attribute{name: name, typ: typ, required: true}
}
func computed(name string, typ cty.Type) attribute {
	return attribute{name: name, typ: typ, computed: true}
}

func sensitive(a attribute) attribute {
	a.sensitive = true
	return a
}

// impliedType is the type of a block's value, as Terraform derives it from the schema: a list or map of blocks
// whose type holds a dynamic part becomes dynamic itself (a tuple or an object at run time).
func (b block) impliedType() cty.Type {
	types := map[string]cty.Type{}
	for _, a := range b.attributes {
		types[a.name] = a.typ
	}
	for _, n := range b.blocks {
		inner := n.block.impliedType()
		switch n.nesting {
		case nestingSingle, nestingGroup:
			types[n.name] = inner
		case nestingList:
			if inner.HasDynamicTypes() {
				types[n.name] = cty.DynamicPseudoType
			} else {
				types[n.name] = cty.List(inner)
			}
		case nestingSet:
			types[n.name] = cty.Set(inner)
		case nestingMap:
			if inner.HasDynamicTypes() {
				types[n.name] = cty.DynamicPseudoType
			} else {
				types[n.name] = cty.Map(inner)
			}
		}
	}
	return cty.Object(types)
}

var item = cty.Object(map[string]cty.Type{"name": cty.String, "size": cty.Number})

var namedBlock = block{attributes: []attribute{optional("name", cty.String), optional("size", cty.Number)}}

var dynamicBlock = block{attributes: []attribute{optional("label", cty.String), optional("value", cty.DynamicPseudoType)}}

var providerSchema = block{attributes: []attribute{
	optional("endpoint", cty.String),
	sensitive(optional("token", cty.String)),
}}

// dataSources are the provider's data sources; what each one answers is in datasources.go.
var dataSources = map[string]block{
	// Every primitive, collections of primitives and of objects, and blocks of the four list-like modes.
	"goref_echo": {
		attributes: []attribute{
			computed("id", cty.String),
			optional("string_value", cty.String),
			optional("number_value", cty.Number),
			optional("bool_value", cty.Bool),
			optional("strings", cty.List(cty.String)),
			optional("numbers", cty.Set(cty.Number)),
			optional("flags", cty.Map(cty.Bool)),
			optional("items", cty.List(item)),
			optional("item_set", cty.Set(item)),
			optional("item_map", cty.Map(item)),
			sensitive(optional("secret_input", cty.String)),
		},
		blocks: []nestedBlock{
			{name: "single", nesting: nestingSingle, block: namedBlock},
			{name: "list", nesting: nestingList, block: namedBlock},
			{name: "set", nesting: nestingSet, block: namedBlock},
			{name: "map", nesting: nestingMap, block: namedBlock},
		},
	},
	// Dynamic values at the top and inside blocks (single, list: a tuple; map: an object).
	"goref_dynamic": {
		attributes: []attribute{computed("id", cty.String), optional("value", cty.DynamicPseudoType)},
		blocks: []nestedBlock{
			{name: "single", nesting: nestingSingle, block: dynamicBlock},
			{name: "list", nesting: nestingList, block: dynamicBlock},
			{name: "map", nesting: nestingMap, block: dynamicBlock},
		},
	},
	// A block of nesting mode group: never null, its attributes null when the configuration leaves it out.
	"goref_group": {
		attributes: []attribute{computed("id", cty.String), optional("name", cty.String)},
		blocks:     []nestedBlock{{name: "settings", nesting: nestingGroup, block: namedBlock}},
	},
	// Numbers that do not fit a double, and fractions that have no exact binary form.
	"goref_numbers": {
		attributes: []attribute{
			computed("id", cty.String),
			optional("number_value", cty.Number),
			computed("max_int64", cty.Number),
			computed("min_int64", cty.Number),
			computed("beyond_double", cty.Number),
			computed("beyond_int64", cty.Number),
			computed("tenth", cty.Number),
			computed("huge", cty.Number),
			computed("tiny", cty.Number),
			computed("all", cty.List(cty.Number)),
		},
	},
	// Map keys that are special words to JavaScript objects.
	"goref_keys": {
		attributes: []attribute{
			computed("id", cty.String),
			optional("input", cty.Map(cty.String)),
			computed("labels", cty.Map(cty.String)),
			computed("objects", cty.Map(cty.Object(map[string]cty.Type{"value": cty.String}))),
		},
	},
	// Sensitive results, and what the provider block gave (the token's length only).
	"goref_secret": {
		attributes: []attribute{
			computed("id", cty.String),
			sensitive(computed("password", cty.String)),
			computed("endpoint", cty.String),
			computed("token_length", cty.Number),
		},
	},
	// What the client said of itself: the Terraform version and client capabilities of ConfigureProvider, and the
	// capabilities of this read.
	"goref_client": {
		attributes: []attribute{
			computed("id", cty.String),
			computed("terraform_version", cty.String),
			computed("configure_deferral_allowed", cty.Bool),
			computed("configure_write_only_allowed", cty.Bool),
			computed("read_deferral_allowed", cty.Bool),
			computed("read_write_only_allowed", cty.Bool),
		},
	},
	// An answer sent as DynamicValue.json instead of msgpack.
	"goref_json": {
		attributes: []attribute{
			computed("id", cty.String),
			optional("name", cty.String),
			computed("count", cty.Number),
			computed("tags", cty.Set(cty.String)),
			computed("nested", cty.Object(map[string]cty.Type{"enabled": cty.Bool, "ratio": cty.Number})),
		},
	},
	// Warnings and errors about attribute paths (an attribute, a list element's attribute, a map key) and a
	// warning about none; the errors only for a name starting with "taken" and a tag "env".
	"goref_diagnostics": {
		attributes: []attribute{
			computed("id", cty.String),
			optional("name", cty.String),
			optional("items", cty.List(item)),
			optional("tags", cty.Map(cty.String)),
		},
	},
	// A result of `size` bytes.
	"goref_large": {
		attributes: []attribute{computed("id", cty.String), required("size", cty.Number), computed("data", cty.String)},
	},
	// mode "crash": the process exits mid-call as a Go panic does; "hang": the call never returns.
	"goref_fault": {
		attributes: []attribute{computed("id", cty.String), required("mode", cty.String)},
	},
}
