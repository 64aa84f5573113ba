// This file holds the allocator the IPC writers compress into. Arrow's writer allocates a
// fresh buffer for every compressed column buffer of every batch; on a long run that is
// gigabytes of garbage, and the collector's pauses land on the interpreter. Recycling the
// buffers keeps tracing allocation-free in the steady state.

package trace

import mathbits "math/bits"

// pool is a memory.Allocator that recycles buffers by power-of-two capacity. Each IPC
// writer has its own pool and uses it from one goroutine, so it needs no lock.
type pool struct {
	free [64][][]byte
}

// class is the index of the smallest power of two that holds size bytes.
func class(size int) int { return mathbits.Len(uint(size - 1)) }

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
	c := class(size)
	if n := len(p.free[c]); n > 0 {
		b := p.free[c][n-1][:size]
		p.free[c] = p.free[c][:n-1]
		if size <= zeroedUpTo {
			clear(b)
		}
		return b
	}
	return make([]byte, size, 1<<c)
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

// Free takes b back for reuse. Only buffers this pool made (power-of-two capacity) are
// kept; at most a few per class, so that a burst does not pin memory.
func (p *pool) Free(b []byte) {
	c := cap(b)
	if c == 0 || c&(c-1) != 0 || len(p.free[class(c)]) >= 32 {
		return
	}
	p.free[class(c)] = append(p.free[class(c)], b[:0])
}
