package main

import (
	"flag"
	"io"
)

// parseFlags parses flags wherever they appear among the arguments
// ("render PROJECT -o OUT.mp4" as well as "render -o OUT.mp4 PROJECT") and
// returns the positional arguments in order. "--" ends flag parsing.
func parseFlags(fs *flag.FlagSet, args []string) ([]string, error) {
	fs.SetOutput(io.Discard)
	var pos []string
	for {
		if err := fs.Parse(args); err != nil {
			return nil, err
		}
		args = fs.Args()
		if len(args) == 0 {
			return pos, nil
		}
		if args[0] == "--" {
			return append(pos, args[1:]...), nil
		}
		pos = append(pos, args[0])
		args = args[1:]
	}
}
