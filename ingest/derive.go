// This file derives the invocations (table invocations) from the event log in the pass that
// checks it: the one step of ingest that needs a stack. Which exit ends which entry, the
// caller, the depth, the event numbers and each invocation's calling context (as JP2 finds it
// at run time: the caller's context, the method and the call site) follow from the order of
// the events alone; a running sum of the vectors' bytecodes gives each call's inclusive
// bytecodes. Everything else, the calling context tree's contents included, is SQL's
// (queries/build/cct.sql).
//
// Why not SQL: nesting needs a sort per level or a running window per column; on a 10^7
// invocation log DuckDB took 1 s per running sum (its streaming window runs on one thread)
// and 65 s with 14.9 GB for the whole derivation as one statement, against about 2 s of CPU
// here, beside DuckDB's appending, with memory bounded by the deepest stack.

package ingest

import (
	"fmt"
	"maps"
	"slices"
	"strings"
	"unsafe"

	"github.com/duckdb/duckdb-go/v2/mapping"

	"github.com/crossprof/crossprof/schemas"
)

// openCall is an invocation that has started and not yet ended.
type openCall struct {
	call, parent, seq int64
	children          int64 // bytecodes of its ended callees
	method, node      int32
}

// contextKey identifies a calling context by its parent context (0 for a root, or -1-thread
// for a root of a per-thread tree), the method and the call site's pc (-1 for a root).
type contextKey struct{ parent, method, site int32 }

// childContext is the child context last entered from a context: its method, call site and
// number.
type childContext struct{ method, site, node int32 }

// context returns the number of the context k, numbering a new one: contexts are numbered
// in the order they are first entered, so a parent's number is below its children's. A
// context remembers the child last entered from it, which spares most lookups: loops call
// the same callee again and again.
func (v *validator) context(k contextKey) int32 {
	if k.parent > 0 {
		if c := v.lastChild[k.parent]; c.node > 0 && c.method == k.method && c.site == k.site {
			return c.node
		}
	}
	n, ok := v.contexts[k]
	if !ok {
		n = int32(len(v.contexts) + 1)
		v.contexts[k] = n
		v.lastChild = append(v.lastChild, childContext{})
		v.newContext(n, k)
	}
	if k.parent > 0 {
		v.lastChild[k.parent] = childContext{k.method, k.site, n}
	}
	return n
}

// switchTo makes thread th the current one.
func (v *validator) switchTo(th int32) {
	v.thread = th
	st, ok := v.stacks[th]
	if !ok {
		st = &[]openCall{}
		v.stacks[th] = st
	}
	v.stack = st
}

// enter opens an invocation of method id on the current thread, called from pc of the
// thread's innermost open invocation (hasPC) or as a root.
func (v *validator) enter(id, pc int32, hasPC bool) {
	st := *v.stack
	o := openCall{call: v.enters, seq: v.seq, method: id}
	parentNode := int32(0)
	if v.perThread {
		parentNode = -1 - v.thread
	}
	if hasPC {
		caller := &st[len(st)-1]
		o.parent, parentNode = caller.call, caller.node
	} else {
		pc = -1
	}
	o.node = v.context(contextKey{parentNode, id, pc})
	*v.stack = append(st, o)
}

// exit ends the current thread's innermost invocation with an exit event of kind (or
// unfinished, kind -1, when the log ends without its exit), naming vector (-1 for none)
// and the exit's pc (-1 for none).
func (v *validator) exit(kind int8, vector, pc int32) {
	st := *v.stack
	n := len(st)
	o := st[n-1]
	*v.stack = st[:n-1]
	m := v.methods[o.method]
	self := int64(0)
	if vector >= 0 && int(vector) < len(m.vectorCodes) {
		self = m.vectorCodes[vector]
	}
	bytecodes := self + o.children
	if n > 1 {
		st[n-2].children += bytecodes
	}
	r := v.out
	r.thread = append(r.thread, v.thread)
	r.call = append(r.call, o.call)
	r.parent = append(r.parent, o.parent)
	r.node = append(r.node, o.node)
	r.seqEnter = append(r.seqEnter, o.seq)
	seqExit, exitPC := int64(-1), int32(-1)
	if kind == schemas.EventReturn || kind == schemas.EventThrow {
		seqExit, exitPC = v.seq, pc
	}
	r.seqExit = append(r.seqExit, seqExit)
	r.exceptional = append(r.exceptional, kind == schemas.EventThrow)
	r.exitPC = append(r.exitPC, exitPC)
	r.bytecodes = append(r.bytecodes, bytecodes)
	r.vector = append(r.vector, vector)
}

// newContext records context n, the child of k.parent entered by k.method at call site
// k.site.
func (v *validator) newContext(n int32, k contextKey) {
	c := &v.ctxRows
	c.node = append(c.node, n)
	c.method = append(c.method, k.method)
	c.sitePC = append(c.sitePC, k.site)
	c.thread = append(c.thread, v.thread)
	parent, depth, index := int32(0), int32(0), int32(-1)
	if k.parent > 0 {
		parent = k.parent
		depth = c.depth[parent-1] + 1
		if m := v.methods[c.method[parent-1]]; m != nil {
			if at := m.at(k.site); at >= 0 {
				index = int32(at + 1)
			}
		}
	}
	c.parent = append(c.parent, parent)
	c.depth = append(c.depth, depth)
	c.siteIndex = append(c.siteIndex, index)
}

// closeOpen ends every invocation the log leaves open (the tracer died), innermost first so
// that each adds its callees' bytecodes to its caller, and returns them.
func (v *validator) closeOpen() *callRows {
	v.out = &callRows{}
	for _, th := range slices.Sorted(maps.Keys(v.stacks)) {
		v.switchTo(th)
		for len(*v.stack) > 0 {
			v.exit(-1, -1, -1)
		}
	}
	return v.takeCalls()
}

// takeCalls returns the invocations derived since the last call.
func (v *validator) takeCalls() *callRows {
	r := v.out
	v.out = &callRows{}
	return r
}

// callRows holds invocations column by column, as table invocations has them (a -1, or 0
// for parent, stands for null).
type callRows struct {
	thread, exitPC, vector, node               []int32
	call, parent, seqEnter, seqExit, bytecodes []int64
	exceptional                                []bool
}

func (r *callRows) len() int { return len(r.call) }

// newCallRows makes room for n invocations.
func newCallRows(n int) *callRows {
	return &callRows{
		thread: make([]int32, 0, n), exitPC: make([]int32, 0, n), vector: make([]int32, 0, n), node: make([]int32, 0, n),
		call: make([]int64, 0, n), parent: make([]int64, 0, n), seqEnter: make([]int64, 0, n),
		seqExit: make([]int64, 0, n), bytecodes: make([]int64, 0, n), exceptional: make([]bool, 0, n),
	}
}

// contextRows holds the calling contexts, numbered from 1 (a parent of 0 is a root).
type contextRows struct {
	node, parent, thread, method, sitePC, siteIndex, depth []int32
}

// rowAppender appends rows to a table through DuckDB's appender, a data chunk at a time.
type rowAppender struct {
	table   string
	app     mapping.Appender
	chunk   mapping.DataChunk
	types   []mapping.LogicalType
	traceID int32
	rows    int64
}

func newRowAppender(conn mapping.Connection, table string, traceID int32, columns []mapping.Type) (*rowAppender, error) {
	a := &rowAppender{table: table, traceID: traceID}
	state := mapping.AppenderCreate(conn, "", table, &a.app)
	if name, ok := strings.CutPrefix(table, "temp."); ok {
		state = mapping.AppenderCreateExt(conn, "temp", "main", name, &a.app)
	}
	if state == mapping.StateError {
		msg := mapping.AppenderError(a.app)
		mapping.AppenderDestroy(&a.app)
		return nil, fmt.Errorf("appending to table %s: %s", table, msg)
	}
	for _, t := range append([]mapping.Type{mapping.TypeInteger}, columns...) {
		a.types = append(a.types, mapping.CreateLogicalType(t))
	}
	a.chunk = mapping.CreateDataChunk(a.types)
	return a, nil
}

// appendRows appends n rows: fill(vec, off, end) sets the columns after trace_id of rows
// [off, end) in a chunk whose column i (from 1) is vec(i); an error from fill stops it.
func (a *rowAppender) appendRows(n int, fill func(vec func(int) mapping.Vector, off, end int) error) error {
	size := int(mapping.VectorSize())
	for off := 0; off < n; off += size {
		m := min(size, n-off)
		mapping.DataChunkReset(a.chunk)
		vec := func(i int) mapping.Vector { return mapping.DataChunkGetVector(a.chunk, mapping.IdxT(i)) }
		ids := unsafe.Slice((*int32)(mapping.VectorGetData(vec(0))), m)
		for i := range ids {
			ids[i] = a.traceID
		}
		if err := fill(vec, off, off+m); err != nil {
			return err
		}
		mapping.DataChunkSetSize(a.chunk, mapping.IdxT(m))
		if mapping.AppendDataChunk(a.app, a.chunk) == mapping.StateError {
			return fmt.Errorf("appending to table %s: %s", a.table, mapping.AppenderError(a.app))
		}
		a.rows += int64(m)
	}
	return nil
}

// Close flushes the appended rows into the table and frees the appender.
func (a *rowAppender) Close() error {
	var err error
	if mapping.AppenderClose(a.app) == mapping.StateError {
		err = fmt.Errorf("appending to table %s: %s", a.table, mapping.AppenderError(a.app))
	}
	mapping.AppenderDestroy(&a.app)
	mapping.DestroyDataChunk(&a.chunk)
	for i := range a.types {
		mapping.DestroyLogicalType(&a.types[i])
	}
	return err
}

// invocationColumns are the types of table invocations' columns after trace_id
// (queries/build/schema.sql).
var invocationColumns = []mapping.Type{
	mapping.TypeInteger, // thread_id
	mapping.TypeBigInt,  // call_id
	mapping.TypeBigInt,  // parent_id
	mapping.TypeInteger, // node_id
	mapping.TypeBigInt,  // seq_enter
	mapping.TypeBigInt,  // seq_exit
	mapping.TypeBoolean, // exceptional
	mapping.TypeInteger, // exit_pc
	mapping.TypeBigInt,  // bytecodes
	mapping.TypeInteger, // vector_id
}

// appendInvocations appends the invocations of r to table invocations.
func (a *rowAppender) appendInvocations(r *callRows) error {
	return a.appendRows(r.len(), func(vec func(int) mapping.Vector, off, end int) error {
		put(vec(1), r.thread[off:end], nil)
		put(vec(2), r.call[off:end], nil)
		put(vec(3), r.parent[off:end], new(int64(0)))
		put(vec(4), r.node[off:end], nil)
		put(vec(5), r.seqEnter[off:end], nil)
		put(vec(6), r.seqExit[off:end], new(int64(-1)))
		put(vec(7), r.exceptional[off:end], nil)
		put(vec(8), r.exitPC[off:end], new(int32(-1)))
		put(vec(9), r.bytecodes[off:end], nil)
		put(vec(10), r.vector[off:end], new(int32(-1)))
		return nil
	})
}

// contextTable is the temporary table of the contexts ingest found, which
// queries/build/cct.sql turns into cct_nodes.
const contextTable = `CREATE OR REPLACE TEMP TABLE cct_contexts (
    trace_id INTEGER, node_id INTEGER, parent_id INTEGER, thread_id INTEGER, method_id INTEGER,
    callsite_pc INTEGER, callsite_index INTEGER, depth INTEGER)`

// contextColumns are the types of table cct_contexts' columns after trace_id.
var contextColumns = []mapping.Type{mapping.TypeInteger, mapping.TypeInteger, mapping.TypeInteger, mapping.TypeInteger,
	mapping.TypeInteger, mapping.TypeInteger, mapping.TypeInteger}

// appendContexts appends the contexts of c to table cct_contexts.
func (a *rowAppender) appendContexts(c *contextRows) error {
	return a.appendRows(len(c.node), func(vec func(int) mapping.Vector, off, end int) error {
		put(vec(1), c.node[off:end], nil)
		put(vec(2), c.parent[off:end], new(int32(0)))
		put(vec(3), c.thread[off:end], nil)
		put(vec(4), c.method[off:end], nil)
		put(vec(5), c.sitePC[off:end], nil)
		put(vec(6), c.siteIndex[off:end], nil)
		put(vec(7), c.depth[off:end], nil)
		return nil
	})
}

// put copies src into vec; where a value equals *null (if null is set), the row is null.
func put[T int16 | int32 | int64 | bool](vec mapping.Vector, src []T, null *T) {
	copy(unsafe.Slice((*T)(mapping.VectorGetData(vec)), len(src)), src)
	if null == nil {
		return
	}
	var mask []uint64
	for i, x := range src {
		if x != *null {
			continue
		}
		if mask == nil {
			mapping.VectorEnsureValidityWritable(vec)
			mask = unsafe.Slice((*uint64)(mapping.VectorGetValidity(vec)), (len(src)+63)/64)
			for w := range mask {
				mask[w] = ^uint64(0)
			}
		}
		mask[i/64] &^= 1 << (i % 64)
	}
}
