// This file turns slabs of rows into Arrow record batches for the dynamic tables, writing
// each column into a buffer that is reused from batch to batch.

package trace

import (
	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/bitutil"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/crossprof/crossprof/schemas"
	"github.com/crossprof/crossprof/tracer/vm"
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
type fixed[T int16 | int32 | int64] struct {
	nullable bool
	vals     []T
	valid    []byte // validity bitmap of a nullable column
	nulls    int
}

func newFixed[T int16 | int32 | int64](s *columnSet, name string) *fixed[T] {
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

// callColumns turns slabs of vm.CallRecord into calls batches.
type callColumns struct {
	columnSet
	thread, depth, method, sitePC, siteIndex, exitPC *fixed[int32]
	call, parent, seqEnter, seqExit, bytecodes       *fixed[int64]
	invokeOp, returnOp                               *fixed[int16]
	exceptional, native                              *bits
}

func newCallColumns() *callColumns {
	c := &callColumns{columnSet: newColumnSet(schemas.Calls)}
	s := &c.columnSet
	c.thread, c.call, c.parent = newFixed[int32](s, "thread_id"), newFixed[int64](s, "call_id"), newFixed[int64](s, "parent_id")
	c.depth, c.method = newFixed[int32](s, "depth"), newFixed[int32](s, "method_id")
	c.sitePC, c.siteIndex = newFixed[int32](s, "callsite_pc"), newFixed[int32](s, "callsite_index")
	c.invokeOp, c.seqEnter, c.seqExit = newFixed[int16](s, "invoke_opcode"), newFixed[int64](s, "seq_enter"), newFixed[int64](s, "seq_exit")
	c.returnOp, c.exceptional, c.exitPC = newFixed[int16](s, "return_opcode"), newBits(s, "exceptional"), newFixed[int32](s, "exit_pc")
	c.native, c.bytecodes = newBits(s, "is_native"), newFixed[int64](s, "bytecodes")
	requireAll(s.t, s.cols)
	return c
}

func (c *callColumns) encode(rows []vm.CallRecord) arrow.Record {
	c.start(len(rows))
	for i := range rows {
		r := &rows[i]
		c.thread.set(i, r.Thread, true)
		c.call.set(i, r.Call, true)
		c.parent.set(i, r.Parent, r.Parent != 0)
		c.depth.set(i, r.Depth, true)
		c.method.set(i, r.Method, true)
		c.sitePC.set(i, r.CallsitePC, true)
		c.siteIndex.set(i, r.CallsiteIndex, true)
		c.invokeOp.set(i, r.InvokeOpcode, r.InvokeOpcode >= 0)
		c.seqEnter.set(i, r.SeqEnter, true)
		c.seqExit.set(i, r.SeqExit, r.SeqExit >= 0)
		c.returnOp.set(i, r.ReturnOpcode, r.ReturnOpcode >= 0)
		c.exceptional.set(i, r.Exceptional)
		c.exitPC.set(i, r.ExitPC, r.ExitPC >= 0)
		c.native.set(i, r.Native)
		c.bytecodes.set(i, r.Bytecodes, true)
	}
	return c.record(len(rows))
}

// countRow is one block_counts row.
type countRow struct {
	call, count int64
	block, end  int32
}

// countColumns turns slabs of countRow into block_counts batches.
type countColumns struct {
	columnSet
	call, count *fixed[int64]
	block, end  *fixed[int32]
}

func newCountColumns() *countColumns {
	c := &countColumns{columnSet: newColumnSet(schemas.BlockCounts)}
	s := &c.columnSet
	c.call, c.block = newFixed[int64](s, "call_id"), newFixed[int32](s, "block_id")
	c.count, c.end = newFixed[int64](s, "count"), newFixed[int32](s, "end_pc")
	requireAll(s.t, s.cols)
	return c
}

func (c *countColumns) encode(rows []countRow) arrow.Record {
	c.start(len(rows))
	for i := range rows {
		r := &rows[i]
		c.call.set(i, r.call, true)
		c.block.set(i, r.block, true)
		c.count.set(i, r.count, true)
		c.end.set(i, r.end, r.end >= 0)
	}
	return c.record(len(rows))
}
