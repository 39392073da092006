package photo

// Orient turns r upright as EXIF orientation o says (1: as stored; 2:
// mirrored; 3: rotated 180; 4: flipped; 5: transposed; 6: rotated 90
// clockwise; 7: transversed; 8: rotated 90 counter-clockwise): the Turn
// numbered o. Pixels are moved, never resampled.
func Orient(r *Raster, o int) *Raster { return TurnRaster(r, Turn(o)) }
