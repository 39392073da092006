package planner

import (
	"context"
	"encoding/json"
	"regexp"
	"strings"
	"testing"

	"github.com/neuralcut/neuralcut/internal/videotools"
)

func skillRegistry() *videotools.Registry {
	r := videotools.NewRegistry()
	RegisterSkillTools(r)
	return r
}

var backticked = regexp.MustCompile("`([a-z]+(?:_[a-z]+)+)`")

// TestSkillsUsePrimitives checks every skill against the real registry:
// each tool it names exists, and its example runs on a real project.
func TestSkillsUsePrimitives(t *testing.T) {
	r := skillRegistry()
	infos := ListSkills()
	if len(infos) < 3 {
		t.Fatalf("%d skills, want at least 3", len(infos))
	}
	for _, info := range infos {
		s, err := LoadSkill(info.Name)
		if err != nil {
			t.Fatal(err)
		}
		for _, tool := range s.Tools {
			if _, ok := r.Lookup(tool); !ok {
				t.Errorf("skill %s lists unknown tool %s", s.Name, tool)
			}
		}
		for _, m := range backticked.FindAllStringSubmatch(s.Instructions, -1) {
			if _, ok := r.Lookup(m[1]); !ok {
				t.Errorf("skill %s mentions unknown tool %s", s.Name, m[1])
			}
			if !contains(s.Tools, m[1]) {
				t.Errorf("skill %s uses %s but does not list it in tools", s.Name, m[1])
			}
		}
		if len(s.Example) == 0 {
			t.Errorf("skill %s has no example", s.Name)
			continue
		}
		ed := fixture(t)
		ed.Tools = r
		in, _ := json.Marshal(videotools.BatchIn{Calls: s.Example})
		if _, err := r.Call(context.Background(), ed, "batch", in); err != nil {
			t.Errorf("skill %s example fails on a real project: %v", s.Name, err)
		}
		if err := ed.Project.Validate(); err != nil {
			t.Errorf("skill %s example leaves an invalid project: %v", s.Name, err)
		}
	}
}

func TestSkillTools(t *testing.T) {
	r := skillRegistry()
	ed := fixture(t)
	out, err := r.Call(context.Background(), ed, "list_skills", json.RawMessage(`{}`))
	if err != nil {
		t.Fatal(err)
	}
	list := out.(ListSkillsOut).Skills
	if len(list) < 3 || list[0].Name > list[1].Name {
		t.Fatalf("list_skills = %+v", list)
	}
	out, err = r.Call(context.Background(), ed, "load_skill", json.RawMessage(`{"name":"talking-head"}`))
	if err != nil {
		t.Fatal(err)
	}
	if s := out.(Skill); !strings.Contains(s.Instructions, "transcribe_video") || s.Title == "" {
		t.Errorf("load_skill talking-head = %+v", s)
	}
	for in, want := range map[string]string{`{"name":"nope"}`: "Skill not found: nope", `{"name":""}`: "Invalid skill name"} {
		if _, err := r.Call(context.Background(), ed, "load_skill", json.RawMessage(in)); err == nil || err.Error() != want {
			t.Errorf("load_skill %s: %v, want %q", in, err, want)
		}
	}
	if t2, _ := r.Lookup("load_skill"); t2.Effect != 0 {
		t.Errorf("load_skill must be a read tool")
	}
}

func TestParseSkillRejects(t *testing.T) {
	for name, text := range map[string]string{
		"no header":   "# hi",
		"unknown key": "---\nname: a\ncolour: red\n---\nbody",
		"missing":     "---\nname: a\n---\nbody",
		"bad example": "---\nname: a\ntitle: b\ndescription: c\ntools: split\n---\n```json example\n[{\n```",
	} {
		if _, err := parseSkill(name, []byte(text)); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
}
