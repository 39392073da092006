package photoops

import (
	"context"
	"encoding/json"
	"strings"

	"github.com/neuralcut/neuralcut/internal/photo"
	"github.com/neuralcut/neuralcut/internal/registry"
)

func registerLooks(r *Registry) {
	registry.Add(r, registry.Spec{Name: "looks.list",
		Description: "List the looks (named colour grades such as sepia or teal-orange), each with a one-line description and the adjustments it is made of."}, listLooks)
	registry.Add(r, registry.Spec{Name: "looks.apply", Effect: registry.Edit,
		Description: "Apply a look as one non-destructive adjustment layer above the active layer (the selection, if any, becomes its mask): name one of " +
			strings.Join(photo.LookNames(), ", ") + " (see looks.list); amount 0..100 (default 100) mixes it with the picture."}, applyLook)
}

type LooksIn struct{}

type LooksOut struct {
	Looks []photo.Look `json:"looks"`
}

func listLooks(_ context.Context, _ *Editor, _ LooksIn) (LooksOut, error) {
	return LooksOut{photo.Looks}, nil
}

type LookIn struct {
	Name      string   `json:"name" jsonschema:"the look, e.g. sepia (looks.list lists them)" invalid:"Invalid name: give a look that looks.list lists"`
	Amount    *float64 `json:"amount,omitempty" minimum:"0" maximum:"100" jsonschema:"how much of the look, 0..100 percent (default 100)" invalid:"Invalid amount: must be between 0 and 100"`
	LayerName string   `json:"layerName,omitempty" jsonschema:"name of the new layer (default: the look's name)" invalid:"Invalid layerName"`
}

func applyLook(ctx context.Context, ed *Editor, in LookIn) (AdjustOut, error) {
	if strings.TrimSpace(in.Name) == "" {
		return AdjustOut{}, fail("Invalid name: give a look (%s)", strings.Join(photo.LookNames(), ", "))
	}
	l, err := photo.FindLook(in.Name)
	if err != nil {
		return AdjustOut{}, wrap(err)
	}
	params := map[string]any{"name": l.Name}
	if in.Amount != nil {
		if !finite(*in.Amount) || *in.Amount < 0 || *in.Amount > 100 {
			return AdjustOut{}, fail("Invalid amount: must be between 0 and 100")
		}
		params["amount"] = *in.Amount
	}
	name := in.LayerName
	if name == "" {
		name = l.Name
	}
	b, _ := json.Marshal(params)
	return applyAdjustment(ctx, ed, AdjustIn{Type: "look", Params: b, Name: name})
}
