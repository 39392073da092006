package videotools

import (
	"context"
	"errors"

	"github.com/neuralcut/neuralcut/internal/registry"
	"github.com/neuralcut/neuralcut/internal/timeline"
)

// AssetContextLoader puts an asset's media into a multimodal model's
// context (the agent's cache over the Gemini Files API implements it).
type AssetContextLoader interface {
	LoadAssetContext(ctx context.Context, a timeline.Asset) (AssetContext, error)
}

// AssetContext is what a loader reports.
type AssetContext struct {
	Status   string // "loaded" or "processing"
	Cached   bool
	Provider string
	FileURI  string
	MIMEType string
	Summary  string
}

// ErrUnsupportedAsset is returned by loaders for media the provider cannot
// take; the tool answers "Unsupported asset type".
var ErrUnsupportedAsset = errors.New("unsupported asset type")

func registerAssetContext(r *Registry) {
	registry.Add(r, registry.Spec{Name: "load_asset_context", Slow: true,
		Description: "Load a project asset (video first; audio and images too) into your multimodal context so you can see and hear it before editing. Uploaded once and cached; the media is attached to your next turn. The summary, when given, says in one sentence what it shows (keep it with describe_asset)."},
		loadAssetContext)
}

type LoadAssetContextIn struct {
	AssetID string `json:"assetId" minLength:"1" jsonschema:"asset id from list_project_assets (a unique file name also works)" invalid:"Asset not found"`
}

type LoadAssetContextOut struct {
	AssetID  string `json:"assetId"`
	Status   string `json:"status" enum:"loaded,processing"`
	Cached   bool   `json:"cached"`
	Provider string `json:"provider"`
	FileURI  string `json:"fileUri,omitempty"`
	Summary  string `json:"summary,omitempty"`

	mimeType string // for the agent, which attaches the file to the next turn
}

// Attachment gives the agent the uploaded file to show the model.
func (o LoadAssetContextOut) Attachment() (uri, mimeType string, ok bool) {
	return o.FileURI, o.mimeType, o.Status == "loaded" && o.FileURI != "" && o.mimeType != ""
}

func loadAssetContext(ctx context.Context, e *Editor, in LoadAssetContextIn) (LoadAssetContextOut, error) {
	p, err := e.active()
	if err != nil {
		return LoadAssetContextOut{}, err
	}
	a, ok := p.Asset(in.AssetID)
	if !ok {
		if a = assetByName(p, in.AssetID); a == nil {
			return LoadAssetContextOut{}, fail("Asset not found")
		}
	}
	switch a.Type {
	case timeline.AssetVideo, timeline.AssetAudio, timeline.AssetImage:
	default:
		return LoadAssetContextOut{}, fail("Unsupported asset type")
	}
	if e.Context == nil {
		return LoadAssetContextOut{}, fail("Failed to load asset context: no multimodal provider is configured (set GEMINI_API_KEY)")
	}
	c, err := e.Context.LoadAssetContext(ctx, *a)
	if errors.Is(err, ErrUnsupportedAsset) {
		return LoadAssetContextOut{}, fail("Unsupported asset type")
	}
	if err != nil {
		return LoadAssetContextOut{}, fail("Failed to load asset context: %s", err.Error())
	}
	return LoadAssetContextOut{AssetID: a.ID, Status: c.Status, Cached: c.Cached, Provider: c.Provider,
		FileURI: c.FileURI, Summary: c.Summary, mimeType: c.MIMEType}, nil
}
