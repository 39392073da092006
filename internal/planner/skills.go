package planner

import (
	"bufio"
	"context"
	"embed"
	"encoding/json"
	"fmt"
	"path"
	"regexp"
	"sort"
	"strings"
	"sync"

	"github.com/neuralcut/neuralcut/internal/registry"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// Skills are workflows written against the primitive tools (agent-tools.md:
// no macro tools; a reel is a flow of small calls). Each is a markdown file
// with a small header and a worked example, embedded in the binary.
//
//go:embed skills/*.md
var skillFiles embed.FS

// SkillInfo is a skill's summary, what list_skills shows.
type SkillInfo struct {
	Name        string   `json:"name"`
	Title       string   `json:"title"`
	Description string   `json:"description"`
	Tools       []string `json:"tools" jsonschema:"the primitive tools the workflow uses"`
}

// Skill is a whole skill: the summary, the instructions the agent follows
// and an example call sequence (batch form: "$N.path" refers to an
// earlier result).
type Skill struct {
	SkillInfo
	Instructions string                 `json:"instructions"`
	Example      []videotools.BatchCall `json:"example,omitempty"`
}

var exampleBlock = regexp.MustCompile("(?s)```json example\n(.*?)```")

// parseSkill reads a skill file: "---" header lines "key: value", then
// the markdown body, which may hold one ```json example block.
func parseSkill(name string, data []byte) (Skill, error) {
	text := strings.ReplaceAll(string(data), "\r\n", "\n")
	if !strings.HasPrefix(text, "---\n") {
		return Skill{}, fmt.Errorf("skill %s: no header", name)
	}
	end := strings.Index(text[4:], "\n---\n")
	if end < 0 {
		return Skill{}, fmt.Errorf("skill %s: unterminated header", name)
	}
	head, body := text[4:4+end], strings.TrimSpace(text[4+end+5:])
	var s Skill
	sc := bufio.NewScanner(strings.NewReader(head))
	for sc.Scan() {
		k, v, ok := strings.Cut(sc.Text(), ":")
		if !ok {
			return Skill{}, fmt.Errorf("skill %s: bad header line %q", name, sc.Text())
		}
		v = strings.TrimSpace(v)
		switch strings.TrimSpace(k) {
		case "name":
			s.Name = v
		case "title":
			s.Title = v
		case "description":
			s.Description = v
		case "tools":
			for _, t := range strings.Split(v, ",") {
				if t = strings.TrimSpace(t); t != "" {
					s.Tools = append(s.Tools, t)
				}
			}
		default:
			return Skill{}, fmt.Errorf("skill %s: unknown header key %q", name, k)
		}
	}
	if s.Name == "" || s.Title == "" || s.Description == "" || len(s.Tools) == 0 {
		return Skill{}, fmt.Errorf("skill %s: name, title, description and tools are required", name)
	}
	if m := exampleBlock.FindStringSubmatch(body); m != nil {
		if err := json.Unmarshal([]byte(m[1]), &s.Example); err != nil {
			return Skill{}, fmt.Errorf("skill %s: example: %w", name, err)
		}
	}
	s.Instructions = body
	return s, nil
}

var loadSkills = sync.OnceValues(func() (map[string]Skill, error) {
	entries, err := skillFiles.ReadDir("skills")
	if err != nil {
		return nil, err
	}
	out := map[string]Skill{}
	for _, e := range entries {
		data, err := skillFiles.ReadFile(path.Join("skills", e.Name()))
		if err != nil {
			return nil, err
		}
		s, err := parseSkill(e.Name(), data)
		if err != nil {
			return nil, err
		}
		if _, dup := out[s.Name]; dup {
			return nil, fmt.Errorf("duplicate skill %s", s.Name)
		}
		out[s.Name] = s
	}
	return out, nil
})

// ListSkills lists the built-in skills by name. The files are embedded and
// checked by the tests, so a broken one is a build defect: it panics.
func ListSkills() []SkillInfo {
	all, err := loadSkills()
	if err != nil {
		panic("planner: " + err.Error())
	}
	out := make([]SkillInfo, 0, len(all))
	for _, s := range all {
		out = append(out, s.SkillInfo)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// LoadSkill returns one skill by name.
func LoadSkill(name string) (Skill, error) {
	all, err := loadSkills()
	if err != nil {
		return Skill{}, err
	}
	s, ok := all[strings.TrimSpace(name)]
	if !ok {
		return Skill{}, registry.Errorf("Skill not found: %s", name)
	}
	return s, nil
}

type ListSkillsIn struct{}

type ListSkillsOut struct {
	Skills []SkillInfo `json:"skills"`
}

type LoadSkillIn struct {
	Name string `json:"name" minLength:"1" jsonschema:"skill name from list_skills" invalid:"Invalid skill name"`
}

// RegisterSkillTools adds list_skills and load_skill (read tools) to a
// video registry. It lives here, not in videotools, because videotools
// must not import the planner; call it where the registry is assembled.
func RegisterSkillTools(r *videotools.Registry) {
	registry.Add(r, registry.Spec{Name: "list_skills",
		Description: "List the built-in workflows (skills): name, title, description and the tools each uses. Load one with load_skill before a multi-step job it covers."},
		func(context.Context, *videotools.Editor, ListSkillsIn) (ListSkillsOut, error) {
			return ListSkillsOut{Skills: ListSkills()}, nil
		})
	registry.Add(r, registry.Spec{Name: "load_skill",
		Description: "Load a skill's step-by-step instructions (written against the primitive tools) and an example call sequence. Follow it with ordinary tool calls."},
		func(_ context.Context, _ *videotools.Editor, in LoadSkillIn) (Skill, error) {
			if strings.TrimSpace(in.Name) == "" {
				return Skill{}, registry.Errorf("Invalid skill name")
			}
			return LoadSkill(in.Name)
		})
}
