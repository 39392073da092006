package server_test

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"github.com/neuralcut/neuralcut/internal/app"
)

// The OpenAPI document is made from the route table and the registries:
// every route is there, every tool is its own path whose bodies are the
// tool's own schemas, and the invoke body offers each op with its schema.
func TestOpenAPI(t *testing.T) {
	e := newEnv(t, app.Services{})
	c := e.login("alice")
	var doc struct {
		OpenAPI string                               `json:"openapi"`
		Paths   map[string]map[string]map[string]any `json:"paths"`
	}
	if st := c.do("GET", "/api/openapi.json", nil, &doc); st != 200 || doc.OpenAPI != "3.1.0" {
		t.Fatalf("openapi: %d %s", st, doc.OpenAPI)
	}
	for _, rt := range e.s.Routes() {
		if rt.Path == "/api/projects/{id}/tools/{name}" {
			continue
		}
		if doc.Paths[rt.Path][strings.ToLower(rt.Method)] == nil {
			t.Errorf("route %s %s is not in the document", rt.Method, rt.Path)
		}
	}
	for _, tool := range e.a.Video.Tools() {
		op := doc.Paths["/api/projects/{id}/tools/"+tool.Name]["post"]
		if op == nil {
			t.Errorf("tool %s has no path", tool.Name)
			continue
		}
		got := op["requestBody"].(map[string]any)["content"].(map[string]any)["application/json"].(map[string]any)["schema"]
		var want any
		b, _ := json.Marshal(tool.Input)
		json.Unmarshal(b, &want)
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s request schema %v, want the registry's %s", tool.Name, got, b)
		}
	}
	inv, _ := json.Marshal(doc.Paths["/api/photos/{id}/invoke"]["post"]["requestBody"])
	for _, op := range e.a.Photo.Tools() {
		if !strings.Contains(string(inv), `"const":"`+op.Name+`"`) {
			t.Errorf("op %s is not in the invoke body", op.Name)
		}
	}
}
