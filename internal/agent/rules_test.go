package agent

import (
	"regexp"
	"strings"
	"testing"

	"github.com/neuralcut/neuralcut/internal/videotools"
)

// toolName is how the rules spell a tool: snake_case with an underscore.
var toolName = regexp.MustCompile(`\b[a-z]+(?:_[a-z]+)+\b`)

// The video rules name only tools that exist (a renamed tool would leave
// the model calling a dead name), and they tell the model it may keep
// what it saw in an asset with describe_asset.
func TestVideoRulesNameRegisteredTools(t *testing.T) {
	reg := videotools.NewRegistry()
	for _, name := range toolName.FindAllString(rules+videoRules, -1) {
		if _, ok := reg.Lookup(name); !ok {
			t.Errorf("the rules name %s, which is not a registered video tool", name)
		}
	}
	look := strings.Index(videoRules, "load_asset_context")
	keep := strings.Index(videoRules, "describe_asset")
	if look < 0 || keep < look {
		t.Errorf("the video rules should say, after load_asset_context, that describe_asset keeps what an asset shows:\n%s", videoRules)
	}
}
