// Package llm talks to language models: Gemini through google.golang.org/genai
// and any OpenAI-compatible server (OpenAI, Ollama, vLLM, llama.cpp) through
// openai-go, behind one small interface. It takes messages and tool
// declarations (name, description, JSON Schema) and returns text and tool
// calls; Gemini also uploads files for multimodal context.
//
// The package knows nothing of tools, editors or documents. API keys stay
// inside the provider: every error leaving it is scrubbed of the key.
//
//	p, err := llm.New(ctx, llm.FromEnv(os.Getenv))
//	resp, err := p.Generate(ctx, llm.Request{System: "...", Messages: msgs, Tools: decls})
package llm

import (
	"context"
	"encoding/json"
	"time"
)

// Role says who wrote a message.
type Role string

const (
	User  Role = "user"
	Model Role = "model"
)

// Message is one turn of a conversation.
type Message struct {
	Role  Role
	Parts []Part
}

// Part is one piece of a message; exactly one field is set.
type Part struct {
	Text string
	// File refers to an uploaded file (Gemini fileData).
	File *FileRef
	// Image is inline image bytes (a screenshot, a preview frame).
	Image *Blob
	// Call is a tool call made by the model.
	Call *ToolCall
	// Result answers a tool call.
	Result *ToolResult
	// Signature is the provider's opaque thought signature for this part;
	// it must be sent back unchanged with the model's turn.
	Signature []byte
}

// FileRef points at a file the provider holds.
type FileRef struct {
	URI      string
	MIMEType string
}

// Blob is inline media.
type Blob struct {
	MIMEType string
	Data     []byte
}

// ToolCall is the model asking for one tool.
type ToolCall struct {
	ID   string // provider call id (OpenAI tool_call_id); may be empty for Gemini
	Name string
	Args json.RawMessage // a JSON object
}

// ToolResult is what a tool returned, as a JSON object.
type ToolResult struct {
	ID     string
	Name   string
	Output json.RawMessage
}

// Tool declares a tool the model may call.
type Tool struct {
	Name        string
	Description string
	Schema      json.RawMessage // JSON Schema of the input object
}

// Request is one model call.
type Request struct {
	System   string
	Messages []Message
	Tools    []Tool
	// JSON asks for a reply that is one JSON object (planner, self-check).
	JSON bool
}

// Response is the model's turn.
type Response struct {
	Message Message // role Model, to append to the conversation unchanged
	Text    string  // all text parts joined
	Calls   []ToolCall
}

// Provider is a configured model.
type Provider interface {
	// Name is "gemini" or "openai".
	Name() string
	Model() string
	Generate(ctx context.Context, req Request) (*Response, error)
}

// File is a provider-side file (Gemini Files API).
type File struct {
	Name       string // "files/abc"
	URI        string
	MIMEType   string
	State      string // PROCESSING, ACTIVE, FAILED
	SizeBytes  int64
	SHA256     string
	CreateTime time.Time
	ExpireTime time.Time
	Error      string // why processing failed
}

// FileStore uploads media for multimodal context. Only Gemini has one.
type FileStore interface {
	UploadFile(ctx context.Context, path, mimeType, displayName string) (*File, error)
	GetFile(ctx context.Context, name string) (*File, error)
}

// TextOf joins the text parts of m.
func TextOf(m Message) string {
	s := ""
	for _, p := range m.Parts {
		if p.Text != "" {
			if s != "" {
				s += "\n"
			}
			s += p.Text
		}
	}
	return s
}
