package registry

import (
	"encoding/json"
	"maps"
	"slices"

	"github.com/google/jsonschema-go/jsonschema"
)

// validator checks a decoded input object against the tool's generated
// schema: required fields, enums, bounds, lengths and the types of nested
// values. Each top-level field is checked on its own, so a failure is
// reported with that field's message (its invalid:"..." tag, the spec's
// wording), never with the schema library's.
type validator func(obj map[string]json.RawMessage) error

func newValidator(s *jsonschema.Schema, fields map[string]field) (validator, error) {
	props := map[string]*jsonschema.Resolved{}
	for name, ps := range s.Properties {
		rs, err := ps.Resolve(nil)
		if err != nil {
			return nil, err
		}
		props[name] = rs
	}
	nullable := map[string]bool{}
	for name, f := range fields {
		nullable[name] = f.nullable
	}
	required := slices.Clone(s.Required)
	slices.Sort(required)
	message := func(name string) error {
		if f, ok := fields[name]; ok {
			return Errorf("%s", f.invalid)
		}
		return Errorf("Invalid %s", name)
	}
	return func(obj map[string]json.RawMessage) error {
		for _, key := range slices.Sorted(maps.Keys(obj)) {
			rs := props[key]
			if rs == nil {
				continue // decode already refused unknown fields
			}
			var v any
			if err := json.Unmarshal(obj[key], &v); err != nil {
				return message(key)
			}
			if v == nil && nullable[key] {
				continue // null is "absent" for a pointer, slice or map field
			}
			if err := rs.Validate(v); err != nil {
				return message(key)
			}
		}
		for _, name := range required {
			if v, ok := obj[name]; !ok || nullable[name] && string(v) == "null" {
				return message(name)
			}
		}
		return nil
	}, nil
}
