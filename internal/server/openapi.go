package server

import (
	"net/http"
	"reflect"
	"regexp"
	"strings"

	"github.com/google/jsonschema-go/jsonschema"

	"github.com/neuralcut/neuralcut/internal/registry"
)

var pathParam = regexp.MustCompile(`\{([^}]+)\}`)

// openAPI serves the API as an OpenAPI 3.1 document made from the route
// table and the registries: every tool is its own path whose request and
// response bodies are the tool's generated schemas, and the photo invoke
// body is one alternative per op with the op's schema.
func (s *Server) openAPI(q *request) error {
	return q.reply(http.StatusOK, s.OpenAPI(), 0)
}

// OpenAPI builds the document.
func (s *Server) OpenAPI() map[string]any {
	paths := map[string]map[string]any{}
	add := func(path, method string, op map[string]any) {
		if paths[path] == nil {
			paths[path] = map[string]any{}
		}
		paths[path][strings.ToLower(method)] = op
	}
	for _, rt := range s.routes {
		op := s.operation(rt)
		switch rt.Path {
		case "/api/projects/{id}/tools/{name}":
			for _, t := range s.app.Video.Tools() {
				top := s.operation(rt)
				top["operationId"] = "tool_" + t.Name
				top["summary"] = t.Name
				top["description"] = t.Description
				top["parameters"] = params(rt.Path, "name")
				top["requestBody"] = jsonBody(t.Input)
				top["responses"].(map[string]any)["200"] = map[string]any{"description": "the tool's output", "content": jsonContent(t.Output)}
				top["responses"].(map[string]any)["422"] = errorResponseDoc("the tool's error; the project is unchanged")
				add(strings.Replace(rt.Path, "{name}", t.Name, 1), rt.Method, top)
			}
			continue
		case "/api/photos/{id}/invoke":
			var alts []*jsonschema.Schema
			for _, t := range s.app.Photo.Tools() {
				alts = append(alts, &jsonschema.Schema{Type: "object", Description: t.Description,
					Properties: map[string]*jsonschema.Schema{
						"op":              {Const: anyPtr(t.Name)},
						"params":          t.Input,
						"expectedVersion": {Type: "integer"},
					}, Required: []string{"op"}})
			}
			op["requestBody"] = jsonBody(&jsonschema.Schema{OneOf: alts})
		}
		add(rt.Path, rt.Method, op)
	}
	add("/mcp", "POST", map[string]any{"summary": "MCP over streamable HTTP (API token only): every video tool and photo op, on the token owner's documents",
		"operationId": "mcp", "security": []any{map[string]any{"bearer": []any{}}},
		"responses": map[string]any{"200": map[string]any{"description": "MCP messages"}}})
	return map[string]any{
		"openapi": "3.1.0",
		"info": map[string]any{"title": "NeuralCut API", "version": "1",
			"description": "Video projects and photo documents edited through the same tool registries as the CLI and MCP. Errors are {\"error\", \"code\"}."},
		"security": []any{map[string]any{"cookie": []any{}}, map[string]any{"bearer": []any{}}},
		"components": map[string]any{
			"securitySchemes": map[string]any{
				"cookie": map[string]any{"type": "apiKey", "in": "cookie", "name": CookieName,
					"description": "Session from POST /api/login; writes send X-CSRF-Token"},
				"bearer": map[string]any{"type": "http", "scheme": "bearer", "description": "An API token (POST /api/tokens)"},
			},
			"schemas": map[string]any{"Error": mustSchema(reflect.TypeFor[ErrorBody]())},
		},
		"paths": paths,
	}
}

func (s *Server) operation(rt Route) map[string]any {
	id := strings.ToLower(rt.Method) + strings.NewReplacer("/", "_", "{", "", "}", "", ".", "_", "-", "_").Replace(rt.Path)
	op := map[string]any{"summary": rt.Summary, "operationId": id, "parameters": params(rt.Path)}
	if rt.Access == Public {
		op["security"] = []any{}
	}
	if rt.Body != nil {
		op["requestBody"] = jsonBody(mustSchema(reflect.TypeOf(rt.Body)))
	}
	if rt.Upload {
		op["requestBody"] = map[string]any{"content": map[string]any{
			"multipart/form-data": map[string]any{"schema": map[string]any{"type": "object",
				"properties": map[string]any{"file": map[string]any{"type": "string", "contentMediaType": "application/octet-stream"}}}},
			"application/octet-stream": map[string]any{}}}
	}
	ok := map[string]any{"description": "OK"}
	switch {
	case rt.Stream:
		ok["content"] = map[string]any{"text/event-stream": map[string]any{}}
	case rt.Produces != "":
		ok["content"] = map[string]any{rt.Produces: map[string]any{}}
	case rt.Reply != nil:
		ok["content"] = jsonContent(mustSchema(reflect.TypeOf(rt.Reply)))
	}
	responses := map[string]any{"200": ok, "default": errorResponseDoc("an error")}
	if rt.Access != Public {
		responses["401"] = errorResponseDoc("no session or token")
	}
	op["responses"] = responses
	return op
}

func params(path string, skip ...string) []any {
	var out []any
	for _, m := range pathParam.FindAllStringSubmatch(path, -1) {
		if len(skip) > 0 && m[1] == skip[0] {
			continue
		}
		out = append(out, map[string]any{"name": m[1], "in": "path", "required": true, "schema": map[string]any{"type": "string"}})
	}
	if out == nil {
		out = []any{}
	}
	return out
}

func jsonBody(s *jsonschema.Schema) map[string]any {
	return map[string]any{"required": true, "content": jsonContent(s)}
}

func jsonContent(s *jsonschema.Schema) map[string]any {
	return map[string]any{"application/json": map[string]any{"schema": s}}
}

func errorResponseDoc(desc string) map[string]any {
	return map[string]any{"description": desc, "content": map[string]any{"application/json": map[string]any{
		"schema": map[string]any{"$ref": "#/components/schemas/Error"}}}}
}

// mustSchema is a type's schema, or any value when the generator cannot
// describe it.
func mustSchema(t reflect.Type) *jsonschema.Schema {
	s, err := registry.SchemaFor(t)
	if err != nil {
		return &jsonschema.Schema{}
	}
	return s
}

func anyPtr(v any) *any { return &v }
