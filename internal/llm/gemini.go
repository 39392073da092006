package llm

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strings"

	"google.golang.org/genai"

	"github.com/neuralcut/neuralcut/internal/safetext"
)

// Gemini is the Gemini API through google.golang.org/genai.
type Gemini struct {
	cfg    Config
	client *genai.Client
}

var (
	_ Provider  = (*Gemini)(nil)
	_ FileStore = (*Gemini)(nil)
)

// NewGemini builds a Gemini client. The backend is set explicitly so that
// GOOGLE_GENAI_USE_VERTEXAI in the environment cannot redirect it, and the
// SDK's own retries stay off (retry here counts and classifies them).
func NewGemini(ctx context.Context, c Config) (*Gemini, error) {
	c = c.withDefaults()
	opts := genai.HTTPOptions{BaseURL: c.BaseURL, Timeout: &c.Timeout}
	client, err := genai.NewClient(ctx, &genai.ClientConfig{APIKey: c.APIKey, Backend: genai.BackendGeminiAPI,
		HTTPOptions: opts, HTTPClient: &http.Client{}})
	if err != nil {
		return nil, newError("gemini", c.APIKey, 0, err.Error(), err)
	}
	return &Gemini{cfg: c, client: client}, nil
}

func (g *Gemini) Name() string  { return "gemini" }
func (g *Gemini) Model() string { return g.cfg.Model }

// Generate runs generateContent.
func (g *Gemini) Generate(ctx context.Context, req Request) (*Response, error) {
	contents, err := toGenai(req.Messages)
	if err != nil {
		return nil, err
	}
	cfg := &genai.GenerateContentConfig{}
	if req.System != "" {
		cfg.SystemInstruction = genai.NewContentFromText(req.System, genai.RoleUser)
	}
	if len(req.Tools) > 0 {
		decls := make([]*genai.FunctionDeclaration, len(req.Tools))
		for i, t := range req.Tools {
			decls[i] = &genai.FunctionDeclaration{Name: t.Name, Description: t.Description, ParametersJsonSchema: t.Schema}
		}
		cfg.Tools = []*genai.Tool{{FunctionDeclarations: decls}}
	} else if req.JSON {
		cfg.ResponseMIMEType = "application/json"
	}
	resp, err := retry(ctx, g.cfg, func() (*genai.GenerateContentResponse, error) {
		r, err := g.client.Models.GenerateContent(ctx, g.cfg.Model, contents, cfg)
		return r, g.wrap(err)
	})
	if err != nil {
		return nil, err
	}
	if len(resp.Candidates) == 0 || resp.Candidates[0].Content == nil {
		why := "no candidates"
		if resp.PromptFeedback != nil && resp.PromptFeedback.BlockReason != "" {
			why = "prompt blocked: " + string(resp.PromptFeedback.BlockReason)
		}
		return nil, &Error{Provider: "gemini", Message: safetext.Line("empty response (" + why + ")")}
	}
	return fromGenai(resp.Candidates[0].Content), nil
}

func toGenai(msgs []Message) ([]*genai.Content, error) {
	out := make([]*genai.Content, 0, len(msgs))
	for _, m := range msgs {
		c := &genai.Content{Role: genai.RoleUser}
		if m.Role == Model {
			c.Role = genai.RoleModel
		}
		for _, p := range m.Parts {
			var gp *genai.Part
			switch {
			case p.Call != nil:
				args := map[string]any{}
				if len(p.Call.Args) > 0 {
					if err := json.Unmarshal(p.Call.Args, &args); err != nil {
						return nil, fmt.Errorf("tool call %s: arguments are not a JSON object", p.Call.Name)
					}
				}
				gp = &genai.Part{FunctionCall: &genai.FunctionCall{ID: p.Call.ID, Name: p.Call.Name, Args: args}}
			case p.Result != nil:
				gp = &genai.Part{FunctionResponse: &genai.FunctionResponse{ID: p.Result.ID, Name: p.Result.Name,
					Response: objectOf(p.Result.Output)}}
			case p.File != nil:
				gp = genai.NewPartFromURI(p.File.URI, p.File.MIMEType)
			case p.Image != nil:
				gp = genai.NewPartFromBytes(p.Image.Data, p.Image.MIMEType)
			default:
				gp = &genai.Part{Text: p.Text}
			}
			gp.ThoughtSignature = p.Signature
			c.Parts = append(c.Parts, gp)
		}
		out = append(out, c)
	}
	return out, nil
}

// objectOf turns a JSON result into the object functionResponse needs.
func objectOf(raw json.RawMessage) map[string]any {
	var m map[string]any
	if json.Unmarshal(raw, &m) == nil && m != nil {
		return m
	}
	var v any
	json.Unmarshal(raw, &v)
	return map[string]any{"output": v}
}

func fromGenai(c *genai.Content) *Response {
	r := &Response{Message: Message{Role: Model}}
	var text []string
	for _, gp := range c.Parts {
		if gp == nil {
			continue
		}
		p := Part{Signature: gp.ThoughtSignature}
		switch {
		case gp.FunctionCall != nil:
			args, _ := json.Marshal(gp.FunctionCall.Args)
			if gp.FunctionCall.Args == nil {
				args = []byte("{}")
			}
			call := ToolCall{ID: gp.FunctionCall.ID, Name: gp.FunctionCall.Name, Args: args}
			p.Call = &call
			r.Calls = append(r.Calls, call)
		case gp.FileData != nil:
			p.File = &FileRef{URI: gp.FileData.FileURI, MIMEType: gp.FileData.MIMEType}
		case gp.InlineData != nil:
			p.Image = &Blob{MIMEType: gp.InlineData.MIMEType, Data: gp.InlineData.Data}
		default:
			p.Text = gp.Text
			if !gp.Thought && gp.Text != "" {
				text = append(text, gp.Text)
			}
		}
		r.Message.Parts = append(r.Message.Parts, p)
	}
	r.Text = strings.Join(text, "")
	return r
}

// UploadFile uploads through the resumable Files API.
func (g *Gemini) UploadFile(ctx context.Context, path, mimeType, displayName string) (*File, error) {
	f, err := retry(ctx, g.cfg, func() (*genai.File, error) {
		f, err := g.client.Files.UploadFromPath(ctx, path, &genai.UploadFileConfig{MIMEType: mimeType, DisplayName: displayName})
		return f, g.wrap(err)
	})
	if err != nil {
		return nil, err
	}
	return fileOf(f), nil
}

// GetFile reads a file's state (files.get).
func (g *Gemini) GetFile(ctx context.Context, name string) (*File, error) {
	f, err := retry(ctx, g.cfg, func() (*genai.File, error) {
		f, err := g.client.Files.Get(ctx, name, nil)
		return f, g.wrap(err)
	})
	if err != nil {
		return nil, err
	}
	return fileOf(f), nil
}

func fileOf(f *genai.File) *File {
	out := &File{Name: f.Name, URI: f.URI, MIMEType: f.MIMEType, State: string(f.State), SHA256: f.Sha256Hash,
		CreateTime: f.CreateTime, ExpireTime: f.ExpirationTime}
	if f.SizeBytes != nil {
		out.SizeBytes = *f.SizeBytes
	}
	if f.Error != nil {
		out.Error = f.Error.Message
	}
	return out
}

// wrap turns an SDK error into a scrubbed *Error.
func (g *Gemini) wrap(err error) error {
	if err == nil {
		return nil
	}
	var api genai.APIError
	if errors.As(err, &api) {
		msg := api.Message
		if api.Status != "" && !strings.Contains(api.Status, " ") {
			msg = api.Status + ": " + msg
		}
		e := newError("gemini", g.cfg.APIKey, api.Code, msg, err)
		if e.Kind == Quota && shortRetry(api.Details) {
			e.Kind = Transient // a per-minute limit: Gemini says when to retry
		}
		return e
	}
	return newError("gemini", g.cfg.APIKey, 0, err.Error(), err)
}

// shortRetry reports a RetryInfo detail on a quota that is not a daily one.
func shortRetry(details []map[string]any) bool {
	b, _ := json.Marshal(details)
	s := string(b)
	return strings.Contains(s, "RetryInfo") && !strings.Contains(s, "PerDay")
}
