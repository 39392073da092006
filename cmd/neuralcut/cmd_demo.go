package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"path/filepath"

	"github.com/neuralcut/neuralcut/internal/app"
	"github.com/neuralcut/neuralcut/internal/store"
	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

func init() {
	register("demo", "[--dir DIR]", runDemo)
}

func runDemo(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("demo", flag.ContinueOnError)
	dir := fs.String("dir", "demo-out", "where the media, the project and the results go")
	if pos, err := parseFlags(fs, args); err != nil || len(pos) != 0 {
		return errUsage
	}
	if err := os.MkdirAll(*dir, 0o755); err != nil {
		return err
	}
	fmt.Println("== making demo media with ffmpeg")
	paths, err := app.MakeDemoMedia(ctx, *dir)
	if err != nil {
		return err
	}
	project := filepath.Join(*dir, "demo.ncut.json")
	os.Remove(project)
	s := timeline.DefaultSettings()
	s.Width, s.Height = 1280, 720
	if err := store.CreateProject(ctx, project, timeline.New(s)); err != nil {
		return err
	}
	fmt.Println("== importing assets")
	var files []app.MediaFile
	for _, p := range paths {
		files = append(files, app.MediaFile{Path: p})
	}
	a := theApp()
	if _, _, err := a.ImportAssets(ctx, fileKey(project), files, 0); err != nil {
		return err
	}
	fmt.Println("== editing through the tool registry")
	if _, err := a.WithVideo(ctx, fileKey(project), true, 0, "demo", func(ed *videotools.Editor) error {
		return app.DemoEdit(ctx, ed, os.Stdout)
	}); err != nil {
		return err
	}
	if err := renderDemo(ctx, project, *dir); err != nil {
		return err
	}
	fmt.Printf("\nproject: %s\n", project)
	return nil
}
