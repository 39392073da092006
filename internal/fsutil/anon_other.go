//go:build !linux

package fsutil

import (
	"errors"
	"io/fs"
	"os"
)

var errNoAnonymous = errors.New("unnamed files are not supported here")

func openAnonymous(string, fs.FileMode) (*os.File, error) { return nil, errNoAnonymous }

func linkAnonymous(*os.File, string) (string, error) { return "", errNoAnonymous }

// ProcPath is f's own name where unnamed files are not supported.
func ProcPath(f *os.File) string { return f.Name() }
