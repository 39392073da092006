package proc

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strings"
	"testing"
)

// Every program NeuralCut runs goes through Command: no other file of the
// module (tests aside, which make their media with ffmpeg) starts a
// process itself.
func TestEveryExecGoesThroughProc(t *testing.T) {
	root := filepath.Join("..", "..")
	starts := map[string]bool{"exec.Command": true, "exec.CommandContext": true,
		"os.StartProcess": true, "syscall.ForkExec": true, "syscall.Exec": true}
	checked := 0
	filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == ".git" || d.Name() == "testdata" || d.Name() == "node_modules") {
			return filepath.SkipDir
		}
		rel, _ := filepath.Rel(root, path)
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") ||
			filepath.Dir(rel) == filepath.Join("internal", "proc") {
			return nil
		}
		f, err := parser.ParseFile(token.NewFileSet(), path, nil, 0)
		if err != nil {
			t.Errorf("%s: %v", path, err)
			return nil
		}
		checked++
		ast.Inspect(f, func(n ast.Node) bool {
			sel, ok := n.(*ast.SelectorExpr)
			if !ok {
				return true
			}
			if x, ok := sel.X.(*ast.Ident); ok && starts[x.Name+"."+sel.Sel.Name] {
				t.Errorf("%s starts a process with %s.%s: use proc.Command", path, x.Name, sel.Sel.Name)
			}
			return true
		})
		return nil
	})
	if checked < 50 {
		t.Errorf("only %d files checked: is the module root right?", checked)
	}
}
