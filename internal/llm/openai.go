package llm

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"

	"github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/option"
	"github.com/openai/openai-go/v3/shared"
)

// OpenAI is any server speaking OpenAI chat completions: OpenAI itself,
// Ollama, vLLM, the llama.cpp server.
type OpenAI struct {
	cfg    Config
	client openai.Client
}

var _ Provider = (*OpenAI)(nil)

// NewOpenAI builds the client. The SDK's retries are off: retry here
// classifies quota errors, which must not be retried.
func NewOpenAI(c Config) *OpenAI {
	c = c.withDefaults()
	base := c.BaseURL
	if base == "" {
		base = "https://api.openai.com/v1/"
	}
	key := c.APIKey
	if key == "" {
		key = "none" // local servers ignore it; the SDK wants one
	}
	client := openai.NewClient(option.WithBaseURL(base), option.WithAPIKey(key),
		option.WithMaxRetries(0), option.WithRequestTimeout(c.Timeout))
	return &OpenAI{cfg: c, client: client}
}

func (o *OpenAI) Name() string  { return "openai" }
func (o *OpenAI) Model() string { return o.cfg.Model }

// Generate runs chat.completions.
func (o *OpenAI) Generate(ctx context.Context, req Request) (*Response, error) {
	params := openai.ChatCompletionNewParams{Model: shared.ChatModel(o.cfg.Model), Messages: toOpenAI(req)}
	for _, t := range req.Tools {
		var schema map[string]any
		if err := json.Unmarshal(t.Schema, &schema); err != nil || schema == nil {
			schema = map[string]any{"type": "object"}
		}
		params.Tools = append(params.Tools, openai.ChatCompletionFunctionTool(shared.FunctionDefinitionParam{
			Name: t.Name, Description: openai.String(t.Description), Parameters: shared.FunctionParameters(schema)}))
	}
	if req.JSON && len(req.Tools) == 0 {
		params.ResponseFormat.OfJSONObject = &shared.ResponseFormatJSONObjectParam{}
	}
	resp, err := retry(ctx, o.cfg, func() (*openai.ChatCompletion, error) {
		r, err := o.client.Chat.Completions.New(ctx, params)
		return r, o.wrap(err)
	})
	if err != nil {
		return nil, err
	}
	if len(resp.Choices) == 0 {
		return nil, &Error{Provider: "openai", Message: "empty response (no choices)"}
	}
	m := resp.Choices[0].Message
	r := &Response{Message: Message{Role: Model}, Text: m.Content}
	if m.Content != "" {
		r.Message.Parts = append(r.Message.Parts, Part{Text: m.Content})
	}
	for _, tc := range m.ToolCalls {
		args := json.RawMessage(tc.Function.Arguments)
		if !json.Valid(args) || len(args) == 0 {
			// a model that writes broken JSON gets a tool error back, not a crash
			b, _ := json.Marshal(map[string]string{"_invalid_arguments": tc.Function.Arguments})
			args = b
		}
		call := ToolCall{ID: tc.ID, Name: tc.Function.Name, Args: args}
		r.Calls = append(r.Calls, call)
		r.Message.Parts = append(r.Message.Parts, Part{Call: &call})
	}
	return r, nil
}

func toOpenAI(req Request) []openai.ChatCompletionMessageParamUnion {
	var out []openai.ChatCompletionMessageParamUnion
	if req.System != "" {
		out = append(out, openai.SystemMessage(req.System))
	}
	for _, m := range req.Messages {
		if m.Role == Model {
			var a openai.ChatCompletionAssistantMessageParam
			if t := TextOf(m); t != "" {
				a.Content.OfString = openai.String(t)
			}
			for _, p := range m.Parts {
				if p.Call != nil {
					a.ToolCalls = append(a.ToolCalls, openai.ChatCompletionMessageToolCallUnionParam{
						OfFunction: &openai.ChatCompletionMessageFunctionToolCallParam{ID: p.Call.ID,
							Function: openai.ChatCompletionMessageFunctionToolCallFunctionParam{
								Name: p.Call.Name, Arguments: string(p.Call.Args)}}})
				}
			}
			out = append(out, openai.ChatCompletionMessageParamUnion{OfAssistant: &a})
			continue
		}
		// Tool results come first: they must directly follow the assistant turn.
		var content []openai.ChatCompletionContentPartUnionParam
		for _, p := range m.Parts {
			switch {
			case p.Result != nil:
				out = append(out, openai.ToolMessage(string(p.Result.Output), p.Result.ID))
			case p.Image != nil:
				url := "data:" + p.Image.MIMEType + ";base64," + base64.StdEncoding.EncodeToString(p.Image.Data)
				content = append(content, openai.ImageContentPart(openai.ChatCompletionContentPartImageImageURLParam{URL: url}))
			case p.File != nil:
				content = append(content, openai.TextContentPart("[media "+p.File.MIMEType+" attached for a multimodal model; this model cannot view it]"))
			case p.Text != "":
				content = append(content, openai.TextContentPart(p.Text))
			}
		}
		if len(content) > 0 {
			out = append(out, openai.UserMessage(content))
		}
	}
	return out
}

func (o *OpenAI) wrap(err error) error {
	if err == nil {
		return nil
	}
	var api *openai.Error
	if errors.As(err, &api) {
		msg := api.Message
		if api.Code != "" {
			msg = api.Code + ": " + msg
		}
		return newError("openai", o.cfg.APIKey, api.StatusCode, msg, err)
	}
	return newError("openai", o.cfg.APIKey, 0, err.Error(), err)
}
