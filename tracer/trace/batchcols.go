// This file turns slabs of rows into Arrow record batches for the dynamic tables, writing
// each column into a buffer that is reused from batch to batch.

package trace

import (
	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/bitutil"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/crossprof/crossprof/schemas"
)

// batchColumn is one column's reusable buffer.
type batchColumn interface {
	start(n int)             // prepare for n rows
	array(n int) arrow.Array // the first n rows, without copying
}

// columnSet is the columns of one table, indexed like its schema.
type columnSet struct {
	t    *schemas.Table
	cols []batchColumn
}

func newColumnSet(t *schemas.Table) columnSet {
	return columnSet{t: t, cols: make([]batchColumn, len(t.Columns))}
}

func (s *columnSet) start(n int) {
	for _, c := range s.cols {
		c.start(n)
	}
}

// record assembles the first n rows of every column.
func (s *columnSet) record(n int) arrow.Record {
	arrs := make([]arrow.Array, len(s.cols))
	for i, c := range s.cols {
		arrs[i] = c.array(n)
	}
	rec := array.NewRecord(s.t.Schema(), arrs, int64(n))
	for _, a := range arrs {
		a.Release()
	}
	return rec
}

// fixed is a reusable buffer for one integer column.
type fixed[T int8 | int16 | int32 | int64 | uint16] struct {
	nullable bool
	vals     []T
	valid    []byte // validity bitmap of a nullable column
	nulls    int
}

func newFixed[T int8 | int16 | int32 | int64 | uint16](s *columnSet, name string) *fixed[T] {
	c := &fixed[T]{nullable: s.t.Columns[s.t.Index(name)].Nullable}
	bind[batchColumn](s.t, s.cols, name, arrowType[T](), c)
	return c
}

func (c *fixed[T]) start(n int) {
	c.nulls = 0
	if len(c.vals) < n {
		c.vals = make([]T, n)
	}
	if c.nullable {
		c.valid = bitmap(c.valid, n)
	}
}

// set stores row i, or a null when ok is false (nullable columns only).
func (c *fixed[T]) set(i int, v T, ok bool) {
	if !ok {
		c.vals[i] = 0
		c.nulls++
		return
	}
	c.vals[i] = v
	if c.nullable {
		c.valid[i>>3] |= 1 << (i & 7)
	}
}

// array wraps the first n values; the buffer is reused once the record is written, which
// the IPC writer does before Write returns.
func (c *fixed[T]) array(n int) arrow.Array {
	var validity *memory.Buffer
	if c.nulls > 0 {
		validity = memory.NewBufferBytes(c.valid[:bitutil.BytesForBits(int64(n))])
	}
	return wrap(arrowType[T](), n, validity, viewBytes(c.vals[:n]), c.nulls)
}

// bits is a reusable bitmap for a boolean column.
type bits struct {
	buf []byte
}

func newBits(s *columnSet, name string) *bits {
	b := &bits{}
	bind[batchColumn](s.t, s.cols, name, arrowType[bool](), b)
	return b
}

func (b *bits) start(n int) { b.buf = bitmap(b.buf, n) }

func (b *bits) set(i int, v bool) {
	if v {
		b.buf[i>>3] |= 1 << (i & 7)
	}
}

func (b *bits) array(n int) arrow.Array {
	return wrap(arrow.FixedWidthTypes.Boolean, n, nil, b.buf[:bitutil.BytesForBits(int64(n))], 0)
}

// bitmap returns a cleared bitmap of n bits, reusing buf when it is large enough.
func bitmap(buf []byte, n int) []byte {
	size := int(bitutil.BytesForBits(int64(n)))
	if len(buf) < size {
		return make([]byte, size)
	}
	clear(buf[:size])
	return buf
}

func wrap(dt arrow.DataType, n int, validity *memory.Buffer, values []byte, nulls int) arrow.Array {
	data := array.NewData(dt, n, []*memory.Buffer{validity, memory.NewBufferBytes(values)}, nil, nulls, 0)
	defer data.Release()
	return array.MakeFromData(data)
}

// eventColumns are the columns of an events batch (filled by logEncoder).
type eventColumns struct {
	columnSet
	kind *fixed[int8]
	id   *fixed[int32]
	pc   *fixed[uint16]
}

func newEventColumns() *eventColumns {
	c := &eventColumns{columnSet: newColumnSet(schemas.Events)}
	s := &c.columnSet
	c.kind, c.id, c.pc = newFixed[int8](s, "kind"), newFixed[int32](s, "id"), newFixed[uint16](s, "pc")
	requireAll(s.t, s.cols)
	return c
}

// vectorRow is one vectors row.
type vectorRow struct {
	count                 int64
	method, vector, block int32
	end                   int32
}

// vectorColumns turns slabs of vectorRow into vectors batches.
type vectorColumns struct {
	columnSet
	method, vector, block, end *fixed[int32]
	count                      *fixed[int64]
}

func newVectorColumns() *vectorColumns {
	c := &vectorColumns{columnSet: newColumnSet(schemas.Vectors)}
	s := &c.columnSet
	c.method, c.vector, c.block = newFixed[int32](s, "method_id"), newFixed[int32](s, "vector_id"), newFixed[int32](s, "block_id")
	c.count, c.end = newFixed[int64](s, "count"), newFixed[int32](s, "end_pc")
	requireAll(s.t, s.cols)
	return c
}

func (c *vectorColumns) encode(rows []vectorRow) arrow.Record {
	c.start(len(rows))
	for i := range rows {
		r := &rows[i]
		c.method.set(i, r.method, true)
		c.vector.set(i, r.vector, true)
		c.block.set(i, r.block, true)
		c.count.set(i, r.count, true)
		c.end.set(i, r.end, r.end >= 0)
	}
	return c.record(len(rows))
}
