package registry

import (
	"encoding/json"
	"fmt"
	"reflect"
	"strconv"
	"strings"

	"github.com/google/jsonschema-go/jsonschema"
)

// schemaFor generates the JSON Schema of t and then applies the tags the
// generator does not read: enum:"a,b,c", minimum:"0", maximum:"1",
// minItems:"1", minLength:"1". Descriptions come from jsonschema:"...".
func schemaFor(t reflect.Type) (*jsonschema.Schema, error) {
	s, err := jsonschema.ForType(t, &jsonschema.ForOptions{})
	if err != nil {
		return nil, err
	}
	if err := annotate(t, s); err != nil {
		return nil, err
	}
	return s, nil
}

var rawMessage = reflect.TypeFor[json.RawMessage]()

func annotate(t reflect.Type, s *jsonschema.Schema) error {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if s == nil {
		return nil
	}
	if t == rawMessage {
		// raw JSON is a tool's or op's own input object, not bytes
		*s = jsonschema.Schema{Type: "object", Description: s.Description}
		return nil
	}
	switch t.Kind() {
	case reflect.Slice, reflect.Array:
		return annotate(t.Elem(), s.Items)
	case reflect.Map:
		return annotate(t.Elem(), s.AdditionalProperties)
	case reflect.Struct:
	default:
		return nil
	}
	for _, f := range reflect.VisibleFields(t) {
		if !f.IsExported() || f.Anonymous {
			continue
		}
		name := jsonName(f)
		if name == "-" {
			continue
		}
		ps := s.Properties[name]
		if ps == nil {
			continue
		}
		if err := annotateField(f, ps); err != nil {
			return fmt.Errorf("%s.%s: %w", t.Name(), f.Name, err)
		}
		if err := annotate(f.Type, ps); err != nil {
			return err
		}
	}
	return nil
}

func annotateField(f reflect.StructField, ps *jsonschema.Schema) error {
	// Pointers and slices mean "may be absent" to us, not "may be null":
	// offer models the plain type (some providers reject type unions).
	if len(ps.Types) == 2 && ps.Types[0] == "null" {
		ps.Type, ps.Types = ps.Types[1], nil
	}
	target := ps
	if ft := deref(f.Type); (ft.Kind() == reflect.Slice || ft.Kind() == reflect.Array) && ps.Items != nil {
		// enum and bounds on a slice field describe its items; minItems the slice.
		target = ps.Items
	}
	if v, ok := f.Tag.Lookup("enum"); ok {
		numeric := target.Type == "integer" || target.Type == "number"
		for _, e := range strings.Split(v, ",") {
			if !numeric {
				target.Enum = append(target.Enum, e)
				continue
			}
			x, err := strconv.ParseFloat(e, 64)
			if err != nil {
				return fmt.Errorf("bad enum tag %q on a number", v)
			}
			target.Enum = append(target.Enum, x)
		}
	}
	for _, b := range []struct {
		tag string
		set func(float64)
	}{
		{"minimum", func(x float64) { target.Minimum = &x }},
		{"maximum", func(x float64) { target.Maximum = &x }},
		{"exclusiveMinimum", func(x float64) { target.ExclusiveMinimum = &x }},
	} {
		if v, ok := f.Tag.Lookup(b.tag); ok {
			x, err := strconv.ParseFloat(v, 64)
			if err != nil {
				return fmt.Errorf("bad %s tag %q", b.tag, v)
			}
			b.set(x)
		}
	}
	for _, b := range []struct {
		tag string
		set func(int)
	}{
		{"minItems", func(n int) { ps.MinItems = &n }},
		{"minLength", func(n int) { target.MinLength = &n }},
	} {
		if v, ok := f.Tag.Lookup(b.tag); ok {
			n, err := strconv.Atoi(v)
			if err != nil {
				return fmt.Errorf("bad %s tag %q", b.tag, v)
			}
			b.set(n)
		}
	}
	return nil
}

func deref(t reflect.Type) reflect.Type {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	return t
}

func jsonName(f reflect.StructField) string {
	tag := f.Tag.Get("json")
	name, _, _ := strings.Cut(tag, ",")
	if name == "" {
		return f.Name
	}
	return name
}

// SchemaFor is the JSON Schema of a Go type as tools' schemas are made
// (the OpenAPI document describes request and response bodies with it).
func SchemaFor(t reflect.Type) (*jsonschema.Schema, error) { return schemaFor(t) }
