package planner

import (
	"errors"
	"fmt"
	"io/fs"
	"regexp"
	"strings"

	"github.com/neuralcut/neuralcut/internal/timeline"
)

// assetFiles maps each asset's file on the server to how a reply names
// the asset: "interview.mp4 (a2)".
func assetFiles(p *timeline.Project) map[string]string {
	files := map[string]string{}
	for _, a := range p.Assets {
		if a.Path != "" {
			files[a.Path] = fmt.Sprintf("%s (%s)", a.Name, a.ID)
		}
	}
	return files
}

// serverPath is an absolute path left in an error's text.
var serverPath = regexp.MustCompile(`(^|[\s'"(:=])(/[^\s'"():,]+)`)

// fileError rewords an error about a file so that a reply names the asset,
// never a path on the server: "stat /media/interview.mp4: no such file or
// directory" (the reply to "remove the pause" when the file was gone)
// becomes "the file of interview.mp4 (a2) is missing". Every refusal of
// every clause passes through it (planRun.refuse). Other errors are kept.
func fileError(err error, files map[string]string) error {
	if err == nil {
		return nil
	}
	var pe *fs.PathError
	if errors.As(err, &pe) {
		what, ok := files[pe.Path]
		switch {
		case ok && errors.Is(err, fs.ErrNotExist):
			return &cannot{fmt.Sprintf("the file of %s is missing; import it again", what)}
		case ok:
			return &cannot{fmt.Sprintf("the file of %s cannot be read", what)}
		case errors.Is(err, fs.ErrNotExist):
			return &cannot{"a file it needs is missing on the server"}
		}
		return &cannot{"a file it needs cannot be read on the server"}
	}
	msg := err.Error()
	if ownReason(err) || !strings.Contains(msg, "/") {
		return err // the planner's own words quote the request, never a file
	}
	clean := msg
	for path, what := range files {
		clean = strings.ReplaceAll(clean, path, what)
	}
	clean = serverPath.ReplaceAllString(clean, "${1}a file")
	if clean == msg {
		return err
	}
	return &cannot{clean}
}

// ownReason: the error is one the planner wrote (a question, a clause not
// read, a thing not found, a cannot), not one a tool or service returned.
func ownReason(err error) bool {
	var q *question
	var u *unread
	var nf *notFound
	var c *cannot
	return errors.As(err, &q) || errors.As(err, &u) || errors.As(err, &nf) || errors.As(err, &c)
}
