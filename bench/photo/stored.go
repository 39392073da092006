package main

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"unsafe"

	"github.com/neuralcut/neuralcut/internal/photo"
	"github.com/neuralcut/neuralcut/internal/photo/docfile"
)

// The product flattens stored documents: `photo export`, the gallery and
// every op that needs the composite open the document with its layers
// mapped from their files and composite it band by band. These children
// measure that path file to file, the way vips and ImageMagick are
// measured: a stored 3-layer document flattened into a raw file, against
// a plain copy of one stored layer into a raw file (the format baseline).

// storeDocs saves the benchmark's layers as documents: doc3 (the 3-layer
// stack of the in-memory composite), doc1 (l1 alone), both 16-bit, and
// doc3-8, doc3 with 8-bit layers (what a document made from the 8-bit
// photos holds).
func storeDocs(dir string) error {
	l1 := mustRaster(filepath.Join(dir, "l1.ppm"))
	l2 := mustRaster(filepath.Join(dir, "l2.ppm"))
	l3 := mustRaster(filepath.Join(dir, "l3.ppm"))
	_, mask, err := readPNM(filepath.Join(dir, "mask.pgm"))
	if err != nil {
		return err
	}
	layer := func(id string, r *photo.Raster, blend string) *photo.Layer {
		return &photo.Layer{ID: id, Kind: photo.KindRaster, Visible: true, Opacity: 1, Blend: blend, Raster: r}
	}
	top := layer("l3", l3, "screen")
	top.Mask = mask
	s3 := photo.NewState(width, height)
	s3.Layers = []*photo.Layer{top, layer("l2", l2, "multiply"), layer("l1", l1, "normal")}
	s1 := photo.NewState(width, height)
	s1.Layers = []*photo.Layer{layer("l1", l1, "normal")}
	s8 := photo.NewState(width, height)
	top8 := layer("l3", l3.AtDepth(8), "screen")
	top8.Mask = mask
	s8.Layers = []*photo.Layer{top8, layer("l2", l2.AtDepth(8), "multiply"), layer("l1", l1.AtDepth(8), "normal")}
	for name, s := range map[string]*photo.State{"doc3": s3, "doc1": s1, "doc3-8": s8} {
		if err := docfile.Save(filepath.Join(dir, name), photo.NewDoc(s)); err != nil {
			return err
		}
	}
	return nil
}

// storedOp opens a stored document mapped and writes raw 16-bit pixels to
// out.raw: the flattened stack ("doc-composite", "doc-composite8" of the
// 8-bit layers) or, as the baseline, the bottom layer's pixels copied as
// they are ("doc-copy").
func storedOp(op, dir string) error {
	name := map[string]string{"doc-composite": "doc3", "doc-copy": "doc1", "doc-composite8": "doc3-8"}[op]
	d, release, err := docfile.OpenMapped(filepath.Join(dir, name))
	if err != nil {
		return err
	}
	defer release()
	f, err := os.Create(filepath.Join(dir, "out.raw"))
	if err != nil {
		return err
	}
	defer f.Close()
	w := bufio.NewWriterSize(f, 1<<20)
	write := func(band []uint16) error {
		// the machine's byte order, as the layer files are on a
		// little-endian machine: no conversion pass in either child
		_, err := w.Write(unsafe.Slice((*byte)(unsafe.Pointer(&band[0])), 2*len(band)))
		return err
	}
	s := d.S()
	if op == "doc-copy" {
		r := s.Layers[0].Raster
		pix, rows := r.Pix(), 64
		for y := 0; y < r.H; y += rows {
			y1 := min(y+rows, r.H)
			if err := write(pix[y*r.W*4 : y1*r.W*4]); err != nil {
				return err
			}
			r.DropRows(y, y1)
		}
	} else if err := photo.CompositeRows(s, nil, func(_, _ int, band []uint16) error { return write(band) }); err != nil {
		return err
	}
	if err := w.Flush(); err != nil {
		return err
	}
	return f.Close()
}

func runStored(op, dir string) {
	var err error
	if op == "store" {
		err = storeDocs(dir)
	} else {
		err = storedOp(op, dir)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, op, err)
		os.Exit(1)
	}
}
