// A bounds-checked big-endian reader that reports file offsets in its errors.

package classfile

import "encoding/binary"

// reader reads big-endian values from b, which starts at file offset base.
// Sub-readers over attribute bodies keep base so errors still point into
// the file, and name the attribute so truncation messages say where.
type reader struct {
	b    []byte
	pos  int
	base int64
	in   string // "file" or "Code attribute", for error messages
}

// off returns the file offset of the next byte.
func (r *reader) off() int64 { return r.base + int64(r.pos) }

// remaining returns the number of unread bytes.
func (r *reader) remaining() int { return len(r.b) - r.pos }

// need fails unless n more bytes are there for reading what.
func (r *reader) need(n int, what string) error {
	if n < 0 || r.remaining() < n {
		return errorf(r.off(), nil, "unexpected end of %s reading %s (need %d bytes, have %d)", r.in, what, n, r.remaining())
	}
	return nil
}

func (r *reader) u1(what string) (uint8, error) {
	if err := r.need(1, what); err != nil {
		return 0, err
	}
	v := r.b[r.pos]
	r.pos++
	return v, nil
}

func (r *reader) u2(what string) (uint16, error) {
	if err := r.need(2, what); err != nil {
		return 0, err
	}
	v := binary.BigEndian.Uint16(r.b[r.pos:])
	r.pos += 2
	return v, nil
}

func (r *reader) u4(what string) (uint32, error) {
	if err := r.need(4, what); err != nil {
		return 0, err
	}
	v := binary.BigEndian.Uint32(r.b[r.pos:])
	r.pos += 4
	return v, nil
}

func (r *reader) u8(what string) (uint64, error) {
	if err := r.need(8, what); err != nil {
		return 0, err
	}
	v := binary.BigEndian.Uint64(r.b[r.pos:])
	r.pos += 8
	return v, nil
}

// bytes returns the next n bytes, capacity-limited so that appending to the
// result can never overwrite what follows it.
func (r *reader) bytes(n int, what string) ([]byte, error) {
	if err := r.need(n, what); err != nil {
		return nil, err
	}
	v := r.b[r.pos : r.pos+n : r.pos+n]
	r.pos += n
	return v, nil
}

// count reads a u2 count of items that each take at least size bytes and
// fails if the rest of the reader cannot hold that many, so that callers
// may allocate count items safely.
func (r *reader) count(size int, what string) (int, error) {
	off := r.off()
	n, err := r.u2(what + " count")
	if err != nil {
		return 0, err
	}
	if int(n)*size > r.remaining() {
		return 0, errorf(off, int(n), "%s count %d needs at least %d bytes, only %d remain in %s", what, n, int(n)*size, r.remaining(), r.in)
	}
	return int(n), nil
}
