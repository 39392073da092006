package registry

import (
	"bytes"
	"encoding/json"
	"maps"
	"reflect"
	"slices"
)

// field is one top-level input field: where it lives and the message to
// give when its value cannot be decoded (the tag invalid:"...", which lets
// a tool answer a wrongly typed value with its spec's exact error).
type field struct {
	index    []int
	invalid  string
	nullable bool // a pointer, slice or map: null means absent
}

func fieldsOf(t reflect.Type) map[string]field {
	m := map[string]field{}
	for _, f := range reflect.VisibleFields(t) {
		if !f.IsExported() || f.Anonymous {
			continue
		}
		name := jsonName(f)
		if name == "-" {
			continue
		}
		msg := f.Tag.Get("invalid")
		if msg == "" {
			msg = "Invalid " + name
		}
		k := f.Type.Kind()
		m[name] = field{index: f.Index, invalid: msg, nullable: k == reflect.Pointer || k == reflect.Slice || k == reflect.Map}
	}
	return m
}

// decode reads a JSON object into v field by field, so each bad value is
// reported with its own message and an unknown field is named. It returns
// the object's fields for the schema check.
func decode(raw json.RawMessage, v reflect.Value, fields map[string]field) (map[string]json.RawMessage, error) {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 || bytes.Equal(raw, []byte("null")) {
		return map[string]json.RawMessage{}, nil
	}
	var obj map[string]json.RawMessage
	if err := json.Unmarshal(raw, &obj); err != nil {
		return nil, Errorf("Invalid input: expected a JSON object")
	}
	// Keys in sorted order, so the error for an input with two bad values
	// is always the same one.
	for _, key := range slices.Sorted(maps.Keys(obj)) {
		val := obj[key]
		f, ok := fields[key]
		if !ok {
			return nil, Errorf("Unknown field: %s", key)
		}
		if err := json.Unmarshal(val, v.FieldByIndex(f.index).Addr().Interface()); err != nil {
			return nil, Errorf("%s", f.invalid)
		}
	}
	return obj, nil
}
