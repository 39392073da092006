package photo

import (
	"runtime"
	"sync"
)

// parallelRows runs fn over bands of [0,n) on every CPU. Bands are small
// enough that a slow band does not leave the other cores idle.
func parallelRows(n int, fn func(y0, y1 int)) {
	workers := runtime.GOMAXPROCS(0)
	if n < 64 || workers == 1 {
		fn(0, n)
		return
	}
	band := max(16, n/(workers*8))
	var wg sync.WaitGroup
	next := make(chan int, n/band+1)
	for y := 0; y < n; y += band {
		next <- y
	}
	close(next)
	for range workers {
		wg.Go(func() {
			for y := range next {
				fn(y, min(y+band, n))
			}
		})
	}
	wg.Wait()
}

func clamp01(v float32) float32 {
	if v < 0 {
		return 0
	}
	if v > 1 {
		return 1
	}
	return v
}

// to16 rounds a 0..1 value to 16 bits.
func to16(v float32) uint16 { return uint16(clamp01(v)*65535 + 0.5) }

const inv16 = 1.0 / 65535
