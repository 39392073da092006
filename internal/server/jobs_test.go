package server_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/neuralcut/neuralcut/internal/app"
	"github.com/neuralcut/neuralcut/internal/store"
)

// children lists this process's child processes named name.
func children(t *testing.T, name string) []int {
	t.Helper()
	me := os.Getpid()
	ents, _ := os.ReadDir("/proc")
	var out []int
	for _, de := range ents {
		pid, err := strconv.Atoi(de.Name())
		if err != nil {
			continue
		}
		stat, err := os.ReadFile(filepath.Join("/proc", de.Name(), "stat"))
		if err != nil {
			continue
		}
		// pid (comm) state ppid ...
		s := string(stat)
		i := strings.LastIndexByte(s, ')')
		if i < 0 || !strings.Contains(s[:i], "("+name) {
			continue
		}
		f := strings.Fields(s[i+1:])
		if len(f) > 1 && f[1] == strconv.Itoa(me) {
			out = append(out, pid)
		}
	}
	return out
}

// Cancelling a running render kills its ffmpeg and leaves no file; the
// job says cancelled and its output is not there.
func TestCancelRender(t *testing.T) {
	e := newEnv(t, app.Services{})
	c := e.login("alice")
	id := c.newProject()
	var assets struct {
		Assets []struct{ ID string } `json:"assets"`
	}
	c.do("POST", "/api/projects/"+id+"/tools/list_project_assets", "{}", &assets)
	// a long timeline: the clip forty times over (2 minutes), rendered at quality
	calls := []map[string]any{}
	for i := range 40 {
		calls = append(calls, map[string]any{"tool": "add_media_to_timeline", "input": map[string]any{"assetId": assets.Assets[0].ID, "startTime": 3 * i, "trackType": "main"}})
	}
	if st := c.do("POST", "/api/projects/"+id+"/tools/batch", map[string]any{"calls": calls}, nil); st != 200 {
		t.Fatalf("batch: %d", st)
	}
	var job struct{ JobID string }
	c.do("POST", "/api/projects/"+id+"/renders", map[string]any{"preset": "quality"}, &job)
	evs := c.stream("GET", "/api/jobs/"+job.JobID+"/events", nil)
	for {
		var j store.Job
		json.Unmarshal(next(t, evs, "progress").Data, &j)
		if j.State == "running" && len(children(t, "ffmpeg")) > 0 {
			break
		}
		if j.State != "queued" && j.State != "running" {
			t.Fatalf("job %s before the cancel", j.State)
		}
	}
	var j store.Job
	if st := c.do("POST", "/api/jobs/"+job.JobID+"/cancel", nil, &j); st != 200 || j.State != "cancelled" {
		t.Fatalf("cancel: %d %+v", st, j)
	}
	waitFor(t, func() bool { return len(children(t, "ffmpeg")) == 0 })
	waitFor(t, func() bool {
		_, err := os.Stat(e.a.JobDir(job.JobID))
		return os.IsNotExist(err)
	})
	c.do("GET", "/api/jobs/"+job.JobID, nil, &j)
	if j.State != "cancelled" {
		t.Errorf("state after the cancel %s", j.State)
	}
	if st, _, _ := c.raw("GET", "/api/jobs/"+job.JobID+"/output", nil); st != 409 {
		t.Errorf("output of a cancelled job: %d", st)
	}
	// the queue goes on: the next render runs
	var job2 struct{ JobID string }
	c.do("POST", "/api/projects/"+id+"/renders", map[string]any{"preset": "fast", "to": 1}, &job2)
	waitFor(t, func() bool {
		var j2 store.Job
		c.do("GET", "/api/jobs/"+job2.JobID, nil, &j2)
		return j2.State == "done"
	})
}
