// This file holds the allocator the IPC writers compress into. Arrow's writer allocates a
// fresh buffer for every compressed column buffer of every batch; on a long run that is
// gigabytes of garbage, and the collector's pauses land on the interpreter. Recycling the
// buffers keeps tracing allocation-free in the steady state.

package trace

// pool is a memory.Allocator that recycles buffers. A batch asks for the same few sizes
// again and again (one per column type), so a short free list searched for the smallest
// buffer that fits serves it without rounding sizes up. Each IPC writer has its own pool and
// uses it from one goroutine, so it needs no lock.
type pool struct {
	free [][]byte
}

// maxFree bounds the free list, so that a burst of unusual sizes does not pin memory.
const maxFree = 64

// zeroedUpTo is the largest allocation a recycled buffer is cleared for. The IPC writer
// overwrites every byte of what it compresses into, but takes the validity bitmap of an
// all-null column as a fresh allocation it assumes is zero; such a bitmap has at most
// BatchRows bits (plus Arrow's 64-byte padding). Clearing only small buffers keeps that
// correct without clearing the compression buffers, which are as large as the data.
const zeroedUpTo = BatchRows/8 + 64

// Allocate returns a buffer of size bytes.
func (p *pool) Allocate(size int) []byte {
	if size <= 0 {
		return nil
	}
	best := -1
	for i, b := range p.free {
		// A buffer up to twice the size fits; a larger one is kept for larger requests.
		if c := cap(b); c >= size && c <= 2*size && (best < 0 || c < cap(p.free[best])) {
			best = i
		}
	}
	if best < 0 {
		return make([]byte, size)
	}
	b := p.free[best][:size]
	last := len(p.free) - 1
	p.free[best], p.free[last] = p.free[last], nil
	p.free = p.free[:last]
	if size <= zeroedUpTo {
		clear(b)
	}
	return b
}

// Reallocate grows or shrinks b to size bytes, keeping its contents.
func (p *pool) Reallocate(size int, b []byte) []byte {
	if size <= cap(b) {
		return b[:size]
	}
	nb := p.Allocate(size)
	copy(nb, b)
	p.Free(b)
	return nb
}

// Free takes b back for reuse.
func (p *pool) Free(b []byte) {
	if cap(b) == 0 || len(p.free) >= maxFree {
		return
	}
	p.free = append(p.free, b[:0])
}
