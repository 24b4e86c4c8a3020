package main

import (
	"fmt"

	"github.com/zclconf/go-cty/cty"
	ctyjson "github.com/zclconf/go-cty/cty/json"
	ctymsgpack "github.com/zclconf/go-cty/cty/msgpack"
)

// decodeDynamic reads a DynamicValue of the protocol, whichever of its two encodings the client chose.
func decodeDynamic(msgpack, json []byte, typ cty.Type) (cty.Value, error) {
	switch {
	case len(msgpack) > 0:
		return ctymsgpack.Unmarshal(msgpack, typ)
	case len(json) > 0:
		return ctyjson.Unmarshal(json, typ)
	}
	return cty.NullVal(typ), nil
}

// encodeDynamic writes a value as go-cty does for the protocol: msgpack, or JSON when asked.
func encodeDynamic(v cty.Value, typ cty.Type, asJSON bool) (msgpack, json []byte, err error) {
	if asJSON {
		json, err = ctyjson.Marshal(v, typ)
	} else {
		msgpack, err = ctymsgpack.Marshal(v, typ)
	}
	return msgpack, json, err
}

func typeJSON(t cty.Type) []byte {
	b, err := t.MarshalJSON()
	if err != nil {
		panic(err)
	}
	return b
}

// pathStep is one step of the protocol's attribute paths: an attribute name, a string key or an integer index.
type pathStep struct {
	attribute string
	key       *string
	index     *int64
}

// pathSteps turns a cty path into the protocol's steps.
func pathSteps(path cty.Path) []pathStep {
	var steps []pathStep
	for _, s := range path {
		switch s := s.(type) {
		case cty.GetAttrStep:
			steps = append(steps, pathStep{attribute: s.Name})
		case cty.IndexStep:
			if s.Key.Type() == cty.String {
				k := s.Key.AsString()
				steps = append(steps, pathStep{key: &k})
			} else {
				i, _ := s.Key.AsBigFloat().Int64()
				steps = append(steps, pathStep{index: &i})
			}
		}
	}
	return steps
}

// codecError reports a value go-cty could not read or write.
func codecError(what string, err error) diagnostic {
	return diagnostic{severity: severityError, summary: "Invalid " + what, detail: fmt.Sprintf("goref: %s", err)}
}
