package main

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/neuralcut/neuralcut/internal/client"
	"github.com/neuralcut/neuralcut/internal/fsutil"
	"github.com/neuralcut/neuralcut/internal/server/bridge"
)

func init() {
	register("bridge send", "--session S (--op OP [--params JSON] | --steps FILE) [--wait] [--timeout MS] [--screenshot FILE.png] [--server URL --token T]", runBridgeSend)
	register("bridge sessions", "[--server URL --token T]", runBridgeSessions)
	register("bridge status", "ID [--screenshot FILE.png] [--server URL --token T]", runBridgeStatus)
}

// bridgeClient is the server's client: the bridge only exists on one.
func bridgeClient(rf remoteFlags) (*client.Client, error) {
	c, err := rf.client()
	if err == nil && c == nil {
		err = fmt.Errorf("the bridge drives an editor open on a server: set %s and %s (or --server and --token)", client.EnvServer, client.EnvToken)
	}
	return c, err
}

// runBridgeSend sends a command to an editor page the token's owner has
// open and prints the answer: {id, ok, result, error, screenshot, ms}; the
// screenshot's bytes are saved with --screenshot, never printed.
func runBridgeSend(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("bridge send", flag.ContinueOnError)
	rf := addRemoteFlags(fs)
	session := fs.String("session", "", "the editor session (the page shows it; default: default)")
	op := fs.String("op", "", "the op (photo editor) or tool (video editor) to run")
	params := fs.String("params", "", "its params, a JSON object")
	stepsFile := fs.String("steps", "", "a JSON file of [{op, params}, ...] to run in order instead (- reads stdin)")
	wait := fs.Bool("wait", false, "wait for the editor's answer (else print the command's id)")
	timeout := fs.Int64("timeout", 0, "milliseconds to wait for an open editor and its answer (default 30000)")
	shot := fs.String("screenshot", "", "save the screenshot of the document after the command (PNG)")
	pos, err := parseFlags(fs, args)
	if err != nil || len(pos) != 0 || (*op == "") == (*stepsFile == "") || (*params != "" && *op == "") || (*shot != "" && !*wait) {
		return errUsage
	}
	if err := checkShotPath(*shot); err != nil {
		return err
	}
	c, err := bridgeClient(rf)
	if err != nil {
		return err
	}
	in := bridge.CommandIn{Session: *session, Op: *op, Wait: *wait, Timeout: *timeout}
	if *params != "" {
		if !json.Valid([]byte(*params)) {
			return errors.New("--params must be a JSON object")
		}
		in.Params = json.RawMessage(*params)
	}
	if *stepsFile != "" {
		var data []byte
		if *stepsFile == "-" {
			data, err = readStdinIfPiped()
		} else {
			data, err = fsutil.ReadRegular(*stepsFile)
		}
		if err != nil {
			return err
		}
		if err := json.Unmarshal(data, &in.Steps); err != nil {
			return fmt.Errorf("%s: expected a JSON array of {op, params}", *stepsFile)
		}
	}
	b, err := c.BridgeCommand(ctx, in)
	if err != nil {
		return err
	}
	if !*wait {
		return printRaw(b)
	}
	return printAnswer(b, *shot)
}

func checkShotPath(p string) error {
	if p == "" || p == "-" {
		return nil
	}
	if ext := strings.ToLower(filepath.Ext(p)); ext != ".png" {
		return fmt.Errorf("unsupported screenshot extension %s (use .png)", ext)
	}
	_, err := fsutil.CheckOutput(p)
	return err
}

// printAnswer prints a command's answer with its screenshot saved to shot
// (or described), and exits 1 unless the editor answered ok.
func printAnswer(b []byte, shot string) error {
	var a bridge.Answer
	var st struct {
		Queued bool `json:"queued"`
	}
	if err := json.Unmarshal(b, &a); err != nil || json.Unmarshal(b, &st) != nil || st.Queued {
		return printRaw(b) // not answered yet: {id, queued, state}
	}
	if a.Screenshot != "" {
		png, err := base64.StdEncoding.DecodeString(strings.TrimPrefix(a.Screenshot, "data:image/png;base64,"))
		switch {
		case err != nil:
			a.Screenshot = "(not a PNG)"
		case shot == "-":
			if _, err := os.Stdout.Write(png); err != nil {
				return err
			}
			a.Screenshot = "(written to standard output)"
		case shot != "":
			if err := fsutil.WriteAtomic(shot, png, fsutil.DefaultPerm); err != nil {
				return err
			}
			a.Screenshot = shot
		default:
			a.Screenshot = fmt.Sprintf("(a PNG of %d bytes: --screenshot FILE.png saves it)", len(png))
		}
	}
	w := os.Stdout
	if shot == "-" {
		w = os.Stderr
	}
	if err := printJSON(w, a); err != nil {
		return err
	}
	if !a.OK {
		return exitError{1}
	}
	return nil
}

func runBridgeSessions(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("bridge sessions", flag.ContinueOnError)
	rf := addRemoteFlags(fs)
	if pos, err := parseFlags(fs, args); err != nil || len(pos) != 0 {
		return errUsage
	}
	c, err := bridgeClient(rf)
	if err != nil {
		return err
	}
	b, err := c.BridgeSessions(ctx)
	if err != nil {
		return err
	}
	return printRaw(b)
}

func runBridgeStatus(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("bridge status", flag.ContinueOnError)
	rf := addRemoteFlags(fs)
	shot := fs.String("screenshot", "", "save the screenshot of the document after the command (PNG)")
	pos, err := parseFlags(fs, args)
	if err != nil || len(pos) != 1 {
		return errUsage
	}
	if err := checkShotPath(*shot); err != nil {
		return err
	}
	c, err := bridgeClient(rf)
	if err != nil {
		return err
	}
	b, err := c.BridgeStatus(ctx, pos[0])
	if err != nil {
		return err
	}
	return printAnswer(b, *shot)
}
