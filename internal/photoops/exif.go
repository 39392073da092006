package photoops

import (
	"bytes"
	"encoding/binary"
)

// exifOrientation reads the EXIF orientation (1..8: how the stored pixels
// must be turned to be upright, as cameras and phones record it) from a
// JPEG, PNG or WebP file; 1 when there is none or it cannot be read. The
// file comes from users, so every offset is checked.
func exifOrientation(data []byte) int {
	if tiff := exifTIFF(data); tiff != nil {
		if o := tiffOrientation(tiff); o >= 1 && o <= 8 {
			return o
		}
	}
	return 1
}

// exifTIFF finds the EXIF block (a TIFF structure) in the container.
func exifTIFF(data []byte) []byte {
	switch {
	case len(data) > 4 && data[0] == 0xFF && data[1] == 0xD8: // JPEG: segments up to the scan
		for i := 2; i+4 <= len(data); {
			if data[i] != 0xFF {
				return nil
			}
			marker := data[i+1]
			if marker == 0xFF { // fill byte
				i++
				continue
			}
			if marker == 0xD9 || marker == 0xDA { // end of image, start of scan
				return nil
			}
			n := int(binary.BigEndian.Uint16(data[i+2:]))
			if n < 2 || i+2+n > len(data) {
				return nil
			}
			seg := data[i+4 : i+2+n]
			if marker == 0xE1 && bytes.HasPrefix(seg, []byte("Exif\x00\x00")) {
				return seg[6:]
			}
			i += 2 + n
		}
	case bytes.HasPrefix(data, []byte("\x89PNG\r\n\x1a\n")): // PNG: chunks up to the image data
		for i := 8; i+12 <= len(data); {
			n := int(binary.BigEndian.Uint32(data[i:]))
			typ := string(data[i+4 : i+8])
			if n < 0 || n > len(data)-i-12 {
				return nil
			}
			if typ == "eXIf" {
				return data[i+8 : i+8+n]
			}
			if typ == "IDAT" || typ == "IEND" {
				return nil
			}
			i += 12 + n
		}
	case len(data) >= 12 && string(data[:4]) == "RIFF" && string(data[8:12]) == "WEBP": // WebP: RIFF chunks
		for i := 12; i+8 <= len(data); {
			n := int(binary.LittleEndian.Uint32(data[i+4:]))
			if n < 0 || n > len(data)-i-8 {
				return nil
			}
			if string(data[i:i+4]) == "EXIF" {
				return bytes.TrimPrefix(data[i+8:i+8+n], []byte("Exif\x00\x00"))
			}
			i += 8 + n + n&1 // chunks are padded to even sizes
		}
	}
	return nil
}

// tiffOrientation reads tag 0x0112 of the first IFD; 0 when absent.
func tiffOrientation(t []byte) int {
	if len(t) < 8 {
		return 0
	}
	var bo binary.ByteOrder
	switch string(t[:2]) {
	case "II":
		bo = binary.LittleEndian
	case "MM":
		bo = binary.BigEndian
	default:
		return 0
	}
	if bo.Uint16(t[2:]) != 42 {
		return 0
	}
	ifd := int64(bo.Uint32(t[4:]))
	if ifd < 8 || ifd+2 > int64(len(t)) {
		return 0
	}
	n := int64(bo.Uint16(t[ifd:]))
	for k := int64(0); k < n; k++ {
		e := ifd + 2 + 12*k
		if e+12 > int64(len(t)) {
			return 0
		}
		if bo.Uint16(t[e:]) == 0x0112 && bo.Uint16(t[e+2:]) == 3 { // SHORT
			return int(bo.Uint16(t[e+8:]))
		}
	}
	return 0
}
