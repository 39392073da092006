// Command neuralcut is the NeuralCut CLI: project and asset management,
// every registry tool, rendering, the photo editor, the planner and the
// MCP server. Subcommands live one per file and register themselves here;
// they decode flags, call the packages in internal/ and print results.
package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/signal"
	"sort"
	"strings"
	"syscall"

	"github.com/neuralcut/neuralcut/internal/safetext"
)

// command is one subcommand: "project new", "tools call", "render".
type command struct {
	name  string // words, space separated
	usage string // one line: arguments and flags
	run   func(ctx context.Context, args []string) error
}

var commands = map[string]command{}

func register(name, usage string, run func(ctx context.Context, args []string) error) {
	if _, dup := commands[name]; dup {
		panic("duplicate command " + name)
	}
	commands[name] = command{name, usage, run}
}

// exitError carries an exit status without printing anything more (the
// command already printed its result, e.g. a tool's error object).
type exitError struct{ code int }

func (e exitError) Error() string { return fmt.Sprintf("exit %d", e.code) }

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	os.Exit(run(ctx, os.Args[1:]))
}

func run(ctx context.Context, args []string) int {
	cmd, rest, ok := find(args)
	if !ok {
		usage(os.Stderr)
		if len(args) == 0 || args[0] == "help" || args[0] == "-h" || args[0] == "--help" {
			return 0
		}
		return 2
	}
	err := cmd.run(ctx, rest)
	var ee exitError
	switch {
	case err == nil:
		return 0
	case errors.As(err, &ee):
		return ee.code
	case errors.Is(err, errUsage):
		fmt.Fprintf(os.Stderr, "usage: neuralcut %s %s\n", cmd.name, cmd.usage)
		return 2
	default:
		// an error may carry what a provider or a tool said: no escape
		// sequence of it reaches the terminal
		fmt.Fprintf(os.Stderr, "neuralcut %s: %s\n", cmd.name, safetext.Line(err.Error()))
		return 1
	}
}

// errUsage makes run print the command's usage line.
var errUsage = errors.New("usage")

// find matches the longest command name at the start of args.
func find(args []string) (command, []string, bool) {
	for n := min(len(args), 3); n > 0; n-- {
		if c, ok := commands[strings.Join(args[:n], " ")]; ok {
			return c, args[n:], true
		}
	}
	return command{}, nil, false
}

func usage(w *os.File) {
	fmt.Fprintln(w, "neuralcut — agent-driven video and photo editing\n\nCommands:")
	names := make([]string, 0, len(commands))
	for n := range commands {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		fmt.Fprintf(w, "  neuralcut %s %s\n", n, commands[n].usage)
	}
}
