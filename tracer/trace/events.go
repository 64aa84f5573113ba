// This file writes the dynamic tables (calls and block_counts), the hot path of tracing: a
// row per invocation and a few per invocation's blocks. The interpreter's goroutine only
// copies each record into a slab of plain rows; one goroutine per table turns a full slab
// into Arrow columns, compresses and writes it, and hands the slab back. Slabs and column
// buffers are reused, so a long run allocates nothing per batch, and a fixed number of slabs
// bounds memory: when the file writer falls behind, the interpreter waits for a free slab.

package trace

import (
	"fmt"
	"sync"

	"github.com/apache/arrow/go/v15/arrow"
	"github.com/apache/arrow/go/v15/arrow/array"
	"github.com/apache/arrow/go/v15/arrow/bitutil"
	"github.com/apache/arrow/go/v15/arrow/memory"

	"github.com/crossprof/crossprof/schemas"
	"github.com/crossprof/crossprof/tracer/vm"
)

// slabsPerTable is how many slabs of BatchRows rows a dynamic table owns: one being filled
// while the others wait for or go through compression.
const slabsPerTable = 4

// countRow is one block_counts row.
type countRow struct {
	call, count int64
	block, end  int32
}

// stream is one dynamic table being written: full slabs go to its goroutine, which encodes
// them with encode and returns them through free.
type stream[T any] struct {
	tf     *tableFile
	cur    []T
	made   int // slabs allocated so far, at most slabsPerTable
	full   chan []T
	free   chan []T
	encode func(rows []T) arrow.Record
	done   sync.WaitGroup
	err    error // set by the goroutine, read after done
}

func newStream[T any](tf *tableFile, encode func([]T) arrow.Record) *stream[T] {
	s := &stream[T]{tf: tf, full: make(chan []T, slabsPerTable), free: make(chan []T, slabsPerTable), encode: encode, made: 1}
	s.done.Add(1)
	go s.drain()
	return s
}

// ship hands the filled part of the current slab to the goroutine and takes a free slab.
func (s *stream[T]) ship() {
	if s.send() {
		s.take()
	}
}

// send hands the rows of the current slab to the goroutine, if there are any.
func (s *stream[T]) send() bool {
	if len(s.cur) == 0 {
		return false
	}
	s.tf.total += int64(len(s.cur))
	s.full <- s.cur
	s.cur = nil
	return true
}

// take makes a free slab current.
func (s *stream[T]) take() {
	// Slabs are made on demand, so a short run allocates little.
	select {
	case s.cur = <-s.free:
	default:
		if s.made < slabsPerTable {
			s.made++
			s.cur = make([]T, 0, BatchRows)
		} else {
			s.cur = <-s.free
		}
	}
}

// next returns the slot for a new row.
func (s *stream[T]) next() *T {
	n := len(s.cur)
	if n == BatchRows {
		s.ship()
		n = 0
	} else if n == cap(s.cur) {
		// The first slab starts small and grows fourfold, for short runs.
		grown := make([]T, n, min(max(4*n, 1024), BatchRows))
		copy(grown, s.cur)
		s.cur = grown
	}
	s.cur = s.cur[:n+1]
	return &s.cur[n]
}

// close ships what is left and waits until everything is written.
func (s *stream[T]) close() error {
	s.send()
	close(s.full)
	s.done.Wait()
	return s.err
}

func (s *stream[T]) drain() {
	defer s.done.Done()
	for rows := range s.full {
		if s.err == nil {
			rec := s.encode(rows)
			s.err = s.tf.write(rec)
			rec.Release()
		}
		s.free <- rows[:0]
	}
}

// fixed is a reusable buffer for one fixed-width column of a dynamic table.
type fixed[T int16 | int32 | int64] struct {
	at       int // position in the table's schema
	nullable bool
	vals     []T
	valid    []byte // validity bitmap of a nullable column
	nulls    int
}

// bits is a reusable bitmap for a boolean column.
type bits struct {
	at  int
	buf []byte
}

func newFixed[T int16 | int32 | int64](t *schemas.Table, name string) *fixed[T] {
	at := t.Index(name)
	checkType[T](t, name)
	return &fixed[T]{at: at, nullable: t.Columns[at].Nullable}
}

func newBits(t *schemas.Table, name string) *bits {
	at := t.Index(name)
	if t.Columns[at].Type.ID() != arrow.BOOL {
		panic(fmt.Sprintf("trace: column %s.%s is %s in the schema but written as bool", t.Name, name, t.Columns[at].Type))
	}
	return &bits{at: at}
}

// checkType panics when the schema's type of a column is not T: a programming error that
// must fail at start-up, not in a written file.
func checkType[T int16 | int32 | int64](t *schemas.Table, name string) {
	var want arrow.Type
	switch any(T(0)).(type) {
	case int16:
		want = arrow.INT16
	case int32:
		want = arrow.INT32
	case int64:
		want = arrow.INT64
	}
	if got := t.Columns[t.Index(name)].Type.ID(); got != want {
		panic(fmt.Sprintf("trace: column %s.%s is %s in the schema but written as %s", t.Name, name, t.Columns[t.Index(name)].Type, want))
	}
}

// start prepares the column for n rows.
func (c *fixed[T]) start(n int) {
	c.nulls = 0
	if len(c.vals) < n {
		c.vals = make([]T, n)
	}
	if c.nullable {
		c.valid = bitmap(c.valid, n)
	}
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

// array wraps the first n values without copying; the buffer is reused after the record
// is written, which the IPC writer does before Write returns.
func (c *fixed[T]) array(t *schemas.Table, n int) arrow.Array {
	var validity *memory.Buffer
	if c.nulls > 0 {
		validity = memory.NewBufferBytes(c.valid[:bitutil.BytesForBits(int64(n))])
	}
	var values []byte
	switch v := any(c.vals[:n]).(type) {
	case []int16:
		values = arrow.Int16Traits.CastToBytes(v)
	case []int32:
		values = arrow.Int32Traits.CastToBytes(v)
	case []int64:
		values = arrow.Int64Traits.CastToBytes(v)
	}
	return wrap(t.Columns[c.at].Type, n, validity, values, c.nulls)
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

func wrap(dt arrow.DataType, n int, validity *memory.Buffer, values []byte, nulls int) arrow.Array {
	data := array.NewData(dt, n, []*memory.Buffer{validity, memory.NewBufferBytes(values)}, nil, nulls, 0)
	defer data.Release()
	return array.MakeFromData(data)
}

// record assembles a table's arrays in schema order.
func record(t *schemas.Table, n int, arrs map[int]arrow.Array) arrow.Record {
	cols := make([]arrow.Array, len(t.Columns))
	for i := range cols {
		a, ok := arrs[i]
		if !ok {
			panic("trace: column " + t.Name + "." + t.Columns[i].Name + " is not written")
		}
		cols[i] = a
	}
	rec := array.NewRecord(t.Schema(), cols, int64(n))
	for _, a := range cols {
		a.Release()
	}
	return rec
}

// callColumns turns slabs of vm.CallRecord into calls batches.
type callColumns struct {
	thread, depth, method, sitePC, siteIndex, exitPC *fixed[int32]
	call, parent, seqEnter, seqExit, bytecodes       *fixed[int64]
	invokeOp, returnOp                               *fixed[int16]
	exceptional, native                              *bits
}

func newCallColumns() *callColumns {
	t := schemas.Calls
	return &callColumns{
		thread: newFixed[int32](t, "thread_id"), call: newFixed[int64](t, "call_id"),
		parent: newFixed[int64](t, "parent_id"), depth: newFixed[int32](t, "depth"),
		method: newFixed[int32](t, "method_id"), sitePC: newFixed[int32](t, "callsite_pc"),
		siteIndex: newFixed[int32](t, "callsite_index"), invokeOp: newFixed[int16](t, "invoke_opcode"),
		seqEnter: newFixed[int64](t, "seq_enter"), seqExit: newFixed[int64](t, "seq_exit"),
		returnOp: newFixed[int16](t, "return_opcode"), exceptional: newBits(t, "exceptional"),
		exitPC: newFixed[int32](t, "exit_pc"), native: newBits(t, "is_native"),
		bytecodes: newFixed[int64](t, "bytecodes"),
	}
}

func (c *callColumns) encode(rows []vm.CallRecord) arrow.Record {
	n := len(rows)
	i32 := []*fixed[int32]{c.thread, c.depth, c.method, c.sitePC, c.siteIndex, c.exitPC}
	i64 := []*fixed[int64]{c.call, c.parent, c.seqEnter, c.seqExit, c.bytecodes}
	i16 := []*fixed[int16]{c.invokeOp, c.returnOp}
	for _, f := range i32 {
		f.start(n)
	}
	for _, f := range i64 {
		f.start(n)
	}
	for _, f := range i16 {
		f.start(n)
	}
	c.exceptional.start(n)
	c.native.start(n)
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
	t := schemas.Calls
	arrs := map[int]arrow.Array{c.exceptional.at: c.exceptional.array(n), c.native.at: c.native.array(n)}
	for _, f := range i32 {
		arrs[f.at] = f.array(t, n)
	}
	for _, f := range i64 {
		arrs[f.at] = f.array(t, n)
	}
	for _, f := range i16 {
		arrs[f.at] = f.array(t, n)
	}
	return record(t, n, arrs)
}

// countColumns turns slabs of countRow into block_counts batches.
type countColumns struct {
	call, count *fixed[int64]
	block, end  *fixed[int32]
}

func newCountColumns() *countColumns {
	t := schemas.BlockCounts
	return &countColumns{call: newFixed[int64](t, "call_id"), block: newFixed[int32](t, "block_id"),
		count: newFixed[int64](t, "count"), end: newFixed[int32](t, "end_pc")}
}

func (c *countColumns) encode(rows []countRow) arrow.Record {
	n := len(rows)
	c.call.start(n)
	c.count.start(n)
	c.block.start(n)
	c.end.start(n)
	for i := range rows {
		r := &rows[i]
		c.call.set(i, r.call, true)
		c.block.set(i, r.block, true)
		c.count.set(i, r.count, true)
		c.end.set(i, r.end, r.end >= 0)
	}
	t := schemas.BlockCounts
	return record(t, n, map[int]arrow.Array{c.call.at: c.call.array(t, n), c.block.at: c.block.array(t, n),
		c.count.at: c.count.array(t, n), c.end.at: c.end.array(t, n)})
}
