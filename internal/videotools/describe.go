package videotools

import (
	"context"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/neuralcut/neuralcut/internal/registry"
	"github.com/neuralcut/neuralcut/internal/timeline"
)

// describe_asset stores, in words, what an asset shows. Basic mode and the
// agent later find the asset by it ("the balcony scene"), so it is part of
// the project: an edit, undoable, saved with the file.
func registerDescribe(r *Registry) {
	registry.Add(r, registry.Spec{Name: "describe_asset", Effect: registry.Edit,
		Description: "Store in one sentence what a project asset shows (after load_asset_context, or as the person says), so later requests can name it by what it shows (\"the balcony scene\"). An empty description clears it."},
		describeAsset)
}

type DescribeAssetIn struct {
	AssetID     string `json:"assetId" minLength:"1" jsonschema:"asset id from list_project_assets (a unique file name also works)" invalid:"Asset not found"`
	Description string `json:"description" jsonschema:"what the asset shows, in a sentence; empty clears it" invalid:"Invalid description: expected a string (empty clears it)"`
}

type DescribeAssetOut struct {
	AssetID     string `json:"assetId"`
	Name        string `json:"name"`
	Description string `json:"description" jsonschema:"as stored: trimmed, whitespace collapsed; empty when cleared"`
}

func describeAsset(_ context.Context, e *Editor, in DescribeAssetIn) (DescribeAssetOut, error) {
	p, err := e.active()
	if err != nil {
		return DescribeAssetOut{}, err
	}
	a, ok := p.Asset(in.AssetID)
	if !ok {
		if a = assetByName(p, in.AssetID); a == nil {
			return DescribeAssetOut{}, fail("Asset not found")
		}
	}
	desc, err := cleanDescription(in.Description)
	if err != nil {
		return DescribeAssetOut{}, err
	}
	// p.Assets is the transaction's own copy (Project.Clone copies the
	// slice), so writing in place never reaches an undo state. The same
	// text again leaves the project equal, and the commit then records
	// no undo entry, as for any other no-op.
	a.Description = desc
	return DescribeAssetOut{AssetID: a.ID, Name: a.Name, Description: desc}, nil
}

// cleanDescription is what describe_asset stores: one line (a description
// is matched word by word and shown under a name, so line breaks, tabs and
// control characters carry nothing), checked against the limit a project
// file is loaded with.
func cleanDescription(s string) (string, error) {
	if !utf8.ValidString(s) {
		return "", fail("Description is not valid UTF-8")
	}
	s = strings.Join(strings.FieldsFunc(s, func(r rune) bool { return unicode.IsSpace(r) || unicode.IsControl(r) }), " ")
	if len(s) > timeline.MaxDescription {
		return "", fail("Description is too long: %d bytes, at most %d", len(s), timeline.MaxDescription)
	}
	return s, nil
}
