package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"time"

	"github.com/neuralcut/neuralcut/internal/agent"
	"github.com/neuralcut/neuralcut/internal/app"
	"github.com/neuralcut/neuralcut/internal/client"
	"github.com/neuralcut/neuralcut/internal/fsutil"
	"github.com/neuralcut/neuralcut/internal/registry"
	"github.com/neuralcut/neuralcut/internal/safetext"
)

// A command that can act on a server's documents takes --server and
// --token (default NEURALCUT_SERVER and NEURALCUT_TOKEN): then its
// document argument is a server id, the work happens on the server through
// the HTTP API, and it prints exactly what it prints for a local file.
type remoteFlags struct{ server, token *string }

func addRemoteFlags(fs *flag.FlagSet) remoteFlags {
	return remoteFlags{
		fs.String("server", "", "act on this server's documents by id (default $"+client.EnvServer+")"),
		fs.String("token", "", "the server's API token (default $"+client.EnvToken+")"),
	}
}

// client is the server's client, or nil when the command works on local
// files.
func (f remoteFlags) client() (*client.Client, error) {
	server := *f.server
	if server == "" {
		server = os.Getenv(client.EnvServer)
	}
	if server == "" {
		return nil, nil
	}
	token := *f.token
	if token == "" {
		token = os.Getenv(client.EnvToken)
	}
	return client.New(server, token)
}

// printRaw prints JSON as the server sent it, indented like printJSON (the
// keys keep their order).
func printRaw(b []byte) error {
	var buf bytes.Buffer
	if err := json.Indent(&buf, bytes.TrimSpace(b), "", "  "); err != nil {
		return fmt.Errorf("the server's answer is not JSON")
	}
	buf.WriteByte('\n')
	_, err := os.Stdout.Write(buf.Bytes())
	return err
}

// remoteToolsCall is `tools call` on a server's project.
func remoteToolsCall(ctx context.Context, c *client.Client, project, tool string, input []byte) error {
	out, err := c.CallTool(ctx, project, tool, input)
	var e *client.Error
	if errors.As(err, &e) && (e.Code == "tool_error" || e.Code == "unknown_tool") {
		printJSON(os.Stdout, registry.ErrorResult{Error: e.Message})
		return exitError{1}
	}
	if err != nil {
		return err
	}
	return printRaw(out)
}

// printPhoto prints a control API answer and exits 1 when it failed.
func printPhoto(a client.PhotoAnswer, err error) error {
	if err != nil {
		return err
	}
	if err := printRaw(a.Raw); err != nil {
		return err
	}
	if !a.OK {
		return exitError{1}
	}
	return nil
}

// remoteEdit is `edit` and `photo edit` on a server's document: the
// server's agent runs it and streams its steps, printed as they come;
// permission requests are asked here unless --yes.
func remoteEdit(ctx context.Context, c *client.Client, kind string, f editFlags) error {
	if f.dryRun || f.partial || f.explain {
		return errors.New("--dry-run, --partial and --explain work on local files only")
	}
	in := client.AgentIn{Prompt: f.prompt, Mode: "skip", Planner: f.mode}
	if !f.yes {
		in.Mode = "ask"
	}
	stdin := bufio.NewReader(os.Stdin)
	var out app.EditOutcome
	var runID string
	var runErr error
	done := false
	err := c.Agent(ctx, kind, f.doc, in, func(ev client.Event) bool {
		switch ev.Name {
		case "run":
			var r struct {
				RunID string `json:"runId"`
			}
			json.Unmarshal(ev.Data, &r)
			runID = r.RunID
		case "plan":
			var p struct {
				Planner string           `json:"planner"`
				Steps   []agent.PlanStep `json:"steps"`
			}
			json.Unmarshal(ev.Data, &p)
			out.Plan = p.Steps
		case "permission":
			var p struct {
				CallID string          `json:"callId"`
				Tool   string          `json:"tool"`
				Input  json.RawMessage `json:"input"`
			}
			json.Unmarshal(ev.Data, &p)
			allow := ask(stdin, os.Stderr, p.Tool, p.Input)
			if err := c.Approve(ctx, runID, p.CallID, allow); err != nil {
				runErr = err
				return false
			}
		case "tool_result":
			var r struct {
				Step *agent.Step `json:"step"`
			}
			json.Unmarshal(ev.Data, &r)
			if r.Step != nil {
				out.Steps = append(out.Steps, *r.Step)
				if !f.json {
					fmt.Println(r.Step.String())
				}
			}
		case "reply":
			var r struct {
				Reply   string `json:"reply"`
				Planner string `json:"planner"`
				Failed  bool   `json:"failed"`
			}
			json.Unmarshal(ev.Data, &r)
			out.Reply, out.Planner, out.Failed = r.Reply, r.Planner, r.Failed
			done = true
		case "error":
			var e struct {
				Error string `json:"error"`
			}
			json.Unmarshal(ev.Data, &e)
			runErr = errors.New(e.Error)
			return false
		case "done":
			return false
		}
		return true
	})
	if runErr != nil {
		return runErr
	}
	if err != nil {
		return err
	}
	if !done {
		return errors.New("the server ended the run without a reply")
	}
	out.Plan = nil // the plan ran: its steps were printed as they ran
	return printOutcome(out, f)
}

// remoteRender is `render` on a server's project: a render job, its
// progress on stderr, the file downloaded where -o says.
func remoteRender(ctx context.Context, c *client.Client, project, out, format string, in client.RenderIn) error {
	in.Format = format
	started := time.Now()
	id, err := c.StartRender(ctx, project, in)
	if err != nil {
		return err
	}
	next := 0.0
	j, err := c.FollowJob(ctx, id, func(j client.Job) {
		if p := j.Progress * 100; p >= next && j.State == "running" {
			fmt.Fprintf(os.Stderr, "render: %3.0f%%\n", p)
			next = float64(int(p/10)+1) * 10
		}
	})
	if err != nil {
		if ctx.Err() != nil {
			cctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
			c.Request(cctx, "POST", "/api/jobs/"+id+"/cancel", nil)
			cancel()
			return errors.New("cancelled; no file was written")
		}
		return err
	}
	switch j.State {
	case "failed":
		return fmt.Errorf("render failed: %s", safetext.Line(j.Error))
	case "cancelled":
		return errors.New("the render was cancelled; no file was written")
	}
	report := os.Stdout
	if out == "-" {
		if err := c.Download(ctx, id, os.Stdout); err != nil {
			return err
		}
		report = os.Stderr
	} else if err := fsutil.WriteAtomicFunc(out, fsutil.DefaultPerm, func(w io.Writer) error { return c.Download(ctx, id, w) }); err != nil {
		return err
	}
	fmt.Fprintf(report, "wrote %s in %s\n", out, time.Since(started).Round(100*time.Millisecond))
	return nil
}
