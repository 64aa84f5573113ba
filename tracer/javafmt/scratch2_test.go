package javafmt

import (
	"bufio"
	"fmt"
	"math"
	"os"
	"sync"
	"testing"
)

func javaStrHash(s string) int32 {
	var h int32
	for i := 0; i < len(s); i++ { h = 31*h + int32(s[i]) }
	return h
}
func mixH(h int64, s string) int64 { return h*1000003 + int64(javaStrHash(s))*31 + int64(len(s)) }

func readBlocks(t *testing.T, path string) []int64 {
	f, err := os.Open(path)
	if err != nil { t.Skip(err) }
	defer f.Close()
	var out []int64
	sc := bufio.NewScanner(f)
	for sc.Scan() { var b int; var h int64; fmt.Sscan(sc.Text(), &b, &h); out = append(out, h) }
	return out
}

func parallel(n int, fn func(b int)) {
	var wg sync.WaitGroup
	ch := make(chan int)
	for w := 0; w < 2; w++ { wg.Add(1); go func() { defer wg.Done(); for b := range ch { fn(b) } }() }
	for b := 0; b < n; b++ { ch <- b }
	close(ch); wg.Wait()
}

func TestScratchAllFloats(t *testing.T) {
	want := readBlocks(t, "/tmp/verify/floats.txt")
	var mu sync.Mutex
	bad := 0
	parallel(len(want), func(b int) {
		var h int64
		base := uint32(b) << 20
		var buf [32]byte
		for i := uint32(0); i < 1<<20; i++ { h = mixH(h, string(appendFloat(buf[:0], math.Float32frombits(base+i)))) }
		if h != want[b] { mu.Lock(); bad++; t.Errorf("float block %d differs", b); mu.Unlock() }
	})
	t.Logf("float blocks bad: %d of %d", bad, len(want))
}

func TestScratchDoubles(t *testing.T) {
	for kind := 0; kind < 3; kind++ {
		want := readBlocks(t, fmt.Sprintf("/tmp/verify/d%d.txt", kind))
		var mu sync.Mutex
		bad := 0
		parallel(len(want), func(b int) {
			var h int64
			r := newJavaRandom(int64(1000 + b))
			var buf [32]byte
			for i := 0; i < 1<<20; i++ {
				bits := uint64(r.nextLong())
				if kind == 1 {
					bits = bits&0x800fffffffffffff | uint64(1023-100+r.nextIntN(200))<<52
				} else if kind == 2 {
					bits &^= 1<<uint(r.nextIntN(53)) - 1
				}
				h = mixH(h, string(appendDouble(buf[:0], math.Float64frombits(bits))))
			}
			if h != want[b] { mu.Lock(); bad++; t.Errorf("kind %d block %d differs", kind, b); mu.Unlock() }
		})
		t.Logf("kind %d: bad %d of %d blocks of 2^20", kind, bad, len(want))
	}
}

// nextIntN is java.util.Random.nextInt(bound).
func (r *javaRandom) nextIntN(bound int32) int32 {
	rr := r.next(31)
	m := bound - 1
	if bound&m == 0 { return int32((int64(bound) * int64(rr)) >> 31) }
	u := rr
	for rr = u % bound; u-rr+m < 0; rr = u % bound { u = r.next(31) }
	return rr
}
