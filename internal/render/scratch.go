package render

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
)

// The files one ffmpeg run needs besides the media (the filter graph, ASS
// scripts, stickers, preview PNGs, the export itself) are handed to ffmpeg
// as inherited descriptors of files that have no name on disk (memfd and
// O_TMPFILE on Linux): ffmpeg opens them as /proc/self/fd/N. A render that
// is killed outright — SIGKILL, power loss — leaves no temp file behind.
// Where such files are not available, they are named files in a private
// folder of TempDir, removed when the job ends.

// scratch returns the name ffmpeg opens a new file by, holding content.
func (j *job) scratch(name string, content []byte) (string, error) {
	f, err := j.scratchFile(name)
	if err != nil {
		return "", err
	}
	if _, err := f.Write(content); err != nil {
		return "", err
	}
	return j.nameFor(f), nil
}

// scratchFile makes an empty file for ffmpeg to read or write.
func (j *job) scratchFile(name string) (*os.File, error) {
	f, err := memFile(name)
	if err != nil {
		if j.dir == "" {
			if j.dir, err = os.MkdirTemp(j.tempDir, "neuralcut-render-"); err != nil {
				return nil, err
			}
		}
		j.files++
		f, err = os.OpenFile(filepath.Join(j.dir, "f"+strconv.Itoa(j.files)+"-"+name), os.O_RDWR|os.O_CREATE|os.O_EXCL, 0o600)
		if err != nil {
			return nil, err
		}
	}
	j.owned = append(j.owned, f)
	return f, nil
}

// nameFor is the name ffmpeg opens f by: an inherited descriptor's
// /proc/self/fd/N for a file without a name, else its own name.
func (j *job) nameFor(f *os.File) string {
	if j.dir != "" && filepath.Dir(f.Name()) == j.dir {
		return f.Name()
	}
	return "/proc/self/fd/" + strconv.Itoa(j.pass(f))
}

// pass hands f to ffmpeg and returns the descriptor number it gets there.
func (j *job) pass(f *os.File) int {
	for i, g := range j.extra {
		if g == f {
			return 3 + i
		}
	}
	j.extra = append(j.extra, f)
	return 2 + len(j.extra)
}

// readBack reads what ffmpeg wrote into a scratch file.
func readBack(f *os.File) ([]byte, error) {
	st, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if st.Size() == 0 {
		return nil, fmt.Errorf("empty")
	}
	b := make([]byte, st.Size())
	_, err = f.ReadAt(b, 0)
	return b, err
}

// close frees the job's files.
func (j *job) close() {
	for _, f := range j.owned {
		f.Close()
	}
	if j.dir != "" {
		os.RemoveAll(j.dir)
	}
}
