// Package mcpserver serves a tool registry over the Model Context
// Protocol with the official Go SDK. It registers every tool of the
// registry in a loop — there is no second list of tools — and leaves the
// document handling to the caller: each call goes to Call, which the
// application layer implements (it opens, locks and saves the document).
package mcpserver

import (
	"context"
	"encoding/json"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/neuralcut/neuralcut/internal/registry"
)

// Version is reported to MCP clients.
const Version = "0.1.0"

// Attacher is implemented by tool results that carry a picture beside
// their JSON (a screenshot after an editor command).
type Attacher interface {
	Picture() (mime string, data []byte, ok bool)
}

// Imager is implemented by tool results that are pictures (a preview
// frame, a photo screenshot); they are sent as MCP image content.
type Imager interface {
	Image() (mime string, data []byte)
}

// Call runs one tool call by name; its error is shown to the client as
// the tool's error.
type Call func(ctx context.Context, name string, args json.RawMessage) (any, error)

// NewServer returns an MCP server exposing every tool of r.
func NewServer[D any](name string, r *registry.Registry[D], call Call) *mcp.Server {
	s := mcp.NewServer(&mcp.Implementation{Name: name, Version: Version}, nil)
	AddTools(s, r, "", call)
	return s
}

// AddTools adds every tool of r to s, named prefix+name.
func AddTools[D any](s *mcp.Server, r *registry.Registry[D], prefix string, call Call) {
	for _, t := range r.Tools() {
		tool := &mcp.Tool{Name: prefix + t.Name, Description: t.Description, InputSchema: t.Input}
		ro := t.Effect == registry.Read
		tool.Annotations = &mcp.ToolAnnotations{ReadOnlyHint: ro}
		name := t.Name
		s.AddTool(tool, func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			out, err := call(ctx, name, req.Params.Arguments)
			return Result(out, err), nil
		})
	}
}

// Result turns a tool outcome into MCP content: a failure is a tool error
// (IsError) carrying the tool's message, which the model can read and act
// on; a picture is image content; anything else is its JSON as text and as
// structured content.
func Result(out any, err error) *mcp.CallToolResult {
	if err != nil {
		msg := err.Error()
		var te *registry.Error
		if !errors.As(err, &te) && errors.Is(err, context.Canceled) {
			msg = "cancelled"
		}
		return &mcp.CallToolResult{IsError: true,
			Content:           []mcp.Content{&mcp.TextContent{Text: msg}},
			StructuredContent: registry.ErrorResult{Error: msg}}
	}
	if a, ok := out.(Attacher); ok {
		// JSON and a picture beside it (the bridge's editor_command)
		if mime, data, ok := a.Picture(); ok {
			b, jerr := json.Marshal(out)
			if jerr == nil {
				return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(b)}, &mcp.ImageContent{MIMEType: mime, Data: data}},
					StructuredContent: json.RawMessage(b)}
			}
		}
	}
	if img, ok := out.(Imager); ok {
		mime, data := img.Image()
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.ImageContent{MIMEType: mime, Data: data}}}
	}
	b, jerr := json.Marshal(out)
	if jerr != nil {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: jerr.Error()}}}
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(b)}},
		StructuredContent: json.RawMessage(b)}
}

// ServeStdio serves s over stdin/stdout until the client disconnects or
// ctx ends.
func ServeStdio(ctx context.Context, s *mcp.Server) error {
	return s.Run(ctx, &mcp.StdioTransport{})
}
