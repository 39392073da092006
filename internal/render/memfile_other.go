//go:build !linux

package render

import "os"

// memFile: no unnamed files here; the job uses a private folder instead.
func memFile(string) (*os.File, error) { return nil, os.ErrNotExist }
