package trace

import "testing"

// The IPC writer takes the validity bitmap of an all-null column from the allocator and
// assumes it is zero, so a recycled buffer of bitmap size must come back cleared.
func TestPoolClearsRecycledBitmaps(t *testing.T) {
	var p pool
	for _, size := range []int{64, BatchRows / 8, zeroedUpTo} {
		b := p.Allocate(size)
		for i := range b {
			b[i] = 0xff
		}
		p.Free(b)
		b = p.Allocate(size)
		for i, v := range b {
			if v != 0 {
				t.Fatalf("size %d: recycled byte %d is %#x", size, i, v)
			}
		}
	}
}

func TestPoolRecyclesAndGrows(t *testing.T) {
	var p pool
	b := p.Allocate(100_000)
	if len(b) != 100_000 || cap(b) != 100_000 {
		t.Fatalf("len %d cap %d, want 100000 and 100000", len(b), cap(b))
	}
	b[0], b[99_999] = 1, 2
	p.Free(b)
	c := p.Allocate(70_000)
	if &c[:1][0] != &b[:1][0] {
		t.Error("a freed buffer that fits was not reused")
	}
	if d := p.Allocate(10); cap(d) != 10 {
		t.Errorf("a small request got a buffer of %d bytes", cap(d))
	}
	c = c[:10]
	c[9] = 7
	d := p.Reallocate(300_000, c)
	if len(d) != 300_000 || d[0] != 1 || d[9] != 7 {
		t.Errorf("Reallocate lost the contents: len %d, d[0] %d, d[9] %d", len(d), d[0], d[9])
	}
}
