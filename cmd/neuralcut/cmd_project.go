package main

import (
	"context"
	"flag"
	"fmt"

	"github.com/neuralcut/neuralcut/internal/app"
	"github.com/neuralcut/neuralcut/internal/store"
	"github.com/neuralcut/neuralcut/internal/timeline"
)

func init() {
	register("project new", "FILE [--width W --height H --fps F --background #rrggbb]", runProjectNew)
	register("assets add", "FILE MEDIA...", runAssetsAdd)
}

func runProjectNew(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("project new", flag.ContinueOnError)
	s := timeline.DefaultSettings()
	fs.IntVar(&s.Width, "width", s.Width, "canvas width")
	fs.IntVar(&s.Height, "height", s.Height, "canvas height")
	fps := fs.String("fps", "30", "frame rate: 30, 29.97, 30000/1001")
	fs.StringVar(&s.Background, "background", s.Background, "background colour")
	pos, err := parseFlags(fs, args)
	if err != nil || len(pos) != 1 {
		return errUsage
	}
	if s.FPS, err = app.ParseFPS(*fps); err != nil {
		return err
	}
	if s.Background, err = timeline.NormalizeColor(s.Background); err != nil {
		return err
	}
	p := timeline.New(s)
	if err := p.Validate(); err != nil {
		return err
	}
	if err := store.CreateProject(ctx, pos[0], p); err != nil {
		return err
	}
	fmt.Printf("created %s (%dx%d, %s fps)\n", pos[0], s.Width, s.Height, s.FPS)
	return nil
}

func runAssetsAdd(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("assets add", flag.ContinueOnError)
	pos, err := parseFlags(fs, args)
	if err != nil || len(pos) < 2 {
		return errUsage
	}
	var files []app.MediaFile
	for _, path := range pos[1:] {
		files = append(files, app.MediaFile{Path: path})
	}
	ids, _, err := theApp().ImportAssets(ctx, fileKey(pos[0]), files, 0)
	if err != nil {
		return err
	}
	for i, id := range ids {
		fmt.Printf("%s\t%s\n", id, pos[i+1])
	}
	return nil
}
