// Package trace writes and reads crossprof trace directories: one Arrow IPC stream file per
// table of package schemas, plus manifest.json.
//
// Files use the IPC *stream* format with LZ4-compressed record batches. A stream has no
// footer, so a file cut short by a crash (even SIGKILL) still yields every batch written
// before the cut; the writer flushes a batch whenever it fills, and every few seconds, and
// writes manifest.json at the start (marked incomplete) and again at the end.
package trace

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/apache/arrow/go/v15/arrow"
	"github.com/apache/arrow/go/v15/arrow/array"
	"github.com/apache/arrow/go/v15/arrow/ipc"
	"github.com/apache/arrow/go/v15/arrow/memory"

	"github.com/crossprof/crossprof/schemas"
	"github.com/crossprof/crossprof/tracer/vm"
)

// BatchRows is the number of rows per record batch.
const BatchRows = 1 << 16

// flushInterval bounds how old the unwritten rows can get, for crash safety.
const flushInterval = 2 * time.Second

// tableFile is one table being written.
type tableFile struct {
	t     *schemas.Table
	cols  []column
	rows  int
	total int64
	f     *os.File
	w     *ipc.Writer
}

// Writer receives the interpreter's events (it implements vm.Tracer) and streams them to a
// trace directory.
type Writer struct {
	dir    string
	mode   vm.BlockMode
	mem    memory.Allocator
	tables []*tableFile

	classes struct {
		id                               *col[int32]
		name, super, ifaces, src, origin *col[string]
		iface, lib                       *col[bool]
	}
	methods struct {
		id, class, codeLen, maxStack, maxLocals, blocks, access *col[int32]
		className, name, desc                                   *col[string]
		native                                                  *col[bool]
	}
	instrs struct {
		method, pc, index, block, target     *col[int32]
		opcode                               *col[int16]
		length                               *col[int8]
		mnemonic, refClass, refName, refDesc *col[string]
		ldcKind                              *col[string]
		wide, super                          *col[bool]
	}
	blocks struct {
		method, block, first, last, firstIndex, n *col[int32]
	}
	calls struct {
		thread, depth, method, sitePC, siteIndex, exitPC *col[int32]
		call, parent, seqEnter, seqExit, bcEnter, bcExit *col[int64]
		invokeOp, returnOp                               *col[int16]
		exceptional, native                              *col[bool]
	}
	counts struct {
		call, count *col[int64]
		block, end  *col[int32]
	}

	jobs      chan job
	wg        sync.WaitGroup
	mu        sync.Mutex
	err       error
	lastFlush time.Time
	sinceTime int
}

type job struct {
	tf  *tableFile
	rec arrow.Record
}

// Compression selects how record batches are compressed.
type Compression string

// The supported compressions: LZ4 is the default balance of speed and size; ZSTD writes
// about 3x smaller files and costs more time; none writes about 5x larger files.
const (
	LZ4  Compression = "lz4"
	ZSTD Compression = "zstd"
	None Compression = "none"
)

func (c Compression) options() ([]ipc.Option, error) {
	switch c {
	case LZ4, "":
		return []ipc.Option{ipc.WithLZ4()}, nil
	case ZSTD:
		return []ipc.Option{ipc.WithZstd()}, nil
	case None:
		return nil, nil
	}
	return nil, fmt.Errorf("unknown compression %q (want lz4, zstd or none)", string(c))
}

// Create starts a trace directory with LZ4 compression; see CreateWith.
func Create(dir string, mode vm.BlockMode) (*Writer, error) { return CreateWith(dir, mode, LZ4) }

// CreateWith starts a trace directory. An existing directory is reused only if it holds
// nothing but a previous trace (manifest.json and .arrow files), which is replaced.
func CreateWith(dir string, mode vm.BlockMode, comp Compression) (*Writer, error) {
	copts, err := comp.options()
	if err != nil {
		return nil, err
	}
	if err := prepareDir(dir); err != nil {
		return nil, err
	}
	w := &Writer{dir: dir, mode: mode, mem: memory.NewGoAllocator(), jobs: make(chan job, 4), lastFlush: time.Now()}
	for _, t := range schemas.All {
		f, err := os.Create(filepath.Join(dir, t.File()))
		if err != nil {
			w.closeFiles()
			return nil, fmt.Errorf("creating trace table: %w", err)
		}
		tf := &tableFile{t: t, cols: make([]column, len(t.Columns)), f: f}
		tf.w = ipc.NewWriter(f, append(copts, ipc.WithSchema(t.Schema()), ipc.WithAllocator(w.mem))...)
		w.tables = append(w.tables, tf)
	}
	w.bindColumns()
	w.wg.Add(1)
	go w.drain()
	return w, nil
}

func prepareDir(dir string) error {
	entries, err := os.ReadDir(dir)
	if errors.Is(err, os.ErrNotExist) {
		return os.MkdirAll(dir, 0o755)
	}
	if err != nil {
		return fmt.Errorf("trace directory %s: %w", dir, err)
	}
	for _, e := range entries {
		if e.Name() != "manifest.json" && !strings.HasSuffix(e.Name(), ".arrow") {
			return fmt.Errorf("trace directory %s exists and holds %s, which is not part of a trace: choose another --out", dir, e.Name())
		}
	}
	for _, e := range entries {
		if err := os.Remove(filepath.Join(dir, e.Name())); err != nil {
			return fmt.Errorf("replacing the trace in %s: %w", dir, err)
		}
	}
	return nil
}

func (w *Writer) bindColumns() {
	tc := w.tables[0]
	c := &w.classes
	c.id = newCol[int32](tc.t, tc.cols, "class_id")
	c.name = newCol[string](tc.t, tc.cols, "name")
	c.super = newCol[string](tc.t, tc.cols, "super_name")
	c.ifaces = newCol[string](tc.t, tc.cols, "interfaces")
	c.src = newCol[string](tc.t, tc.cols, "source_file")
	c.origin = newCol[string](tc.t, tc.cols, "origin")
	c.iface = newCol[bool](tc.t, tc.cols, "is_interface")
	c.lib = newCol[bool](tc.t, tc.cols, "is_library")

	tm := w.tables[1]
	m := &w.methods
	m.id = newCol[int32](tm.t, tm.cols, "method_id")
	m.class = newCol[int32](tm.t, tm.cols, "class_id")
	m.className = newCol[string](tm.t, tm.cols, "class_name")
	m.name = newCol[string](tm.t, tm.cols, "name")
	m.desc = newCol[string](tm.t, tm.cols, "descriptor")
	m.access = newCol[int32](tm.t, tm.cols, "access_flags")
	m.codeLen = newCol[int32](tm.t, tm.cols, "code_length")
	m.maxStack = newCol[int32](tm.t, tm.cols, "max_stack")
	m.maxLocals = newCol[int32](tm.t, tm.cols, "max_locals")
	m.blocks = newCol[int32](tm.t, tm.cols, "blocks")
	m.native = newCol[bool](tm.t, tm.cols, "is_native")

	ti := w.tables[2]
	in := &w.instrs
	in.method = newCol[int32](ti.t, ti.cols, "method_id")
	in.pc = newCol[int32](ti.t, ti.cols, "pc")
	in.index = newCol[int32](ti.t, ti.cols, "index")
	in.opcode = newCol[int16](ti.t, ti.cols, "opcode")
	in.mnemonic = newCol[string](ti.t, ti.cols, "mnemonic")
	in.wide = newCol[bool](ti.t, ti.cols, "wide")
	in.length = newCol[int8](ti.t, ti.cols, "length")
	in.block = newCol[int32](ti.t, ti.cols, "block_id")
	in.refClass = newCol[string](ti.t, ti.cols, "ref_class")
	in.refName = newCol[string](ti.t, ti.cols, "ref_name")
	in.refDesc = newCol[string](ti.t, ti.cols, "ref_descriptor")
	in.super = newCol[bool](ti.t, ti.cols, "super_call")
	in.ldcKind = newCol[string](ti.t, ti.cols, "ldc_kind")
	in.target = newCol[int32](ti.t, ti.cols, "branch_target")

	tb := w.tables[3]
	b := &w.blocks
	b.method = newCol[int32](tb.t, tb.cols, "method_id")
	b.block = newCol[int32](tb.t, tb.cols, "block_id")
	b.first = newCol[int32](tb.t, tb.cols, "first_pc")
	b.last = newCol[int32](tb.t, tb.cols, "last_pc")
	b.firstIndex = newCol[int32](tb.t, tb.cols, "first_index")
	b.n = newCol[int32](tb.t, tb.cols, "instructions")

	tcl := w.tables[4]
	k := &w.calls
	k.thread = newCol[int32](tcl.t, tcl.cols, "thread_id")
	k.call = newCol[int64](tcl.t, tcl.cols, "call_id")
	k.parent = newCol[int64](tcl.t, tcl.cols, "parent_id")
	k.depth = newCol[int32](tcl.t, tcl.cols, "depth")
	k.method = newCol[int32](tcl.t, tcl.cols, "method_id")
	k.sitePC = newCol[int32](tcl.t, tcl.cols, "callsite_pc")
	k.siteIndex = newCol[int32](tcl.t, tcl.cols, "callsite_index")
	k.invokeOp = newCol[int16](tcl.t, tcl.cols, "invoke_opcode")
	k.seqEnter = newCol[int64](tcl.t, tcl.cols, "seq_enter")
	k.seqExit = newCol[int64](tcl.t, tcl.cols, "seq_exit")
	k.returnOp = newCol[int16](tcl.t, tcl.cols, "return_opcode")
	k.exceptional = newCol[bool](tcl.t, tcl.cols, "exceptional")
	k.exitPC = newCol[int32](tcl.t, tcl.cols, "exit_pc")
	k.native = newCol[bool](tcl.t, tcl.cols, "is_native")
	k.bcEnter = newCol[int64](tcl.t, tcl.cols, "bytecodes_enter")
	k.bcExit = newCol[int64](tcl.t, tcl.cols, "bytecodes_exit")

	tbc := w.tables[5]
	bc := &w.counts
	bc.call = newCol[int64](tbc.t, tbc.cols, "call_id")
	bc.block = newCol[int32](tbc.t, tbc.cols, "block_id")
	bc.count = newCol[int64](tbc.t, tbc.cols, "count")
	bc.end = newCol[int32](tbc.t, tbc.cols, "end_pc")
	for _, tf := range w.tables {
		for i, c := range tf.cols {
			if c == nil {
				panic("trace: column " + tf.t.Name + "." + tf.t.Columns[i].Name + " has no buffer")
			}
		}
	}
}

// Call records one invocation and its block counts (vm.Tracer).
func (w *Writer) Call(r *vm.CallRecord, blocks []vm.BlockCount) {
	k := &w.calls
	k.thread.add(r.Thread)
	k.call.add(r.Call)
	k.parent.maybe(r.Parent, r.Parent != 0)
	k.depth.add(r.Depth)
	k.method.add(r.Method)
	k.sitePC.add(r.CallsitePC)
	k.siteIndex.add(r.CallsiteIndex)
	k.invokeOp.maybe(r.InvokeOpcode, r.InvokeOpcode >= 0)
	k.seqEnter.add(r.SeqEnter)
	k.seqExit.maybe(r.SeqExit, r.SeqExit >= 0)
	k.returnOp.maybe(r.ReturnOpcode, r.ReturnOpcode >= 0)
	k.exceptional.add(r.Exceptional)
	k.exitPC.maybe(r.ExitPC, r.ExitPC >= 0)
	k.native.add(r.Native)
	k.bcEnter.add(r.BytecodesEnter)
	k.bcExit.add(r.BytecodesExit)
	w.row(w.tables[4])
	bc := &w.counts
	for _, b := range blocks {
		bc.call.add(r.Call)
		bc.block.add(b.Block)
		bc.count.add(b.Count)
		bc.end.maybe(b.EndPC, b.EndPC >= 0)
		w.row(w.tables[5])
	}
	if w.sinceTime++; w.sinceTime >= 1<<14 {
		w.Tick()
	}
}

// Tick flushes every table if the last flush is older than a few seconds, so that a crash
// loses little. The VM calls it between time slices (through vm.Config.Progress).
func (w *Writer) Tick() {
	w.sinceTime = 0
	if time.Since(w.lastFlush) > flushInterval {
		w.flushAll()
	}
}

// row counts a row added to tf and ships the batch when it is full.
func (w *Writer) row(tf *tableFile) {
	tf.rows++
	if tf.rows >= BatchRows {
		w.flush(tf)
	}
}

// flush turns the pending rows of tf into a record batch for the background writer.
func (w *Writer) flush(tf *tableFile) {
	if tf.rows == 0 {
		return
	}
	arrs := make([]arrow.Array, len(tf.cols))
	for i, c := range tf.cols {
		arrs[i] = c.build(w.mem)
	}
	rec := array.NewRecord(tf.t.Schema(), arrs, int64(tf.rows))
	for _, a := range arrs {
		a.Release()
	}
	tf.total += int64(tf.rows)
	tf.rows = 0
	w.jobs <- job{tf, rec}
}

func (w *Writer) flushAll() {
	for _, tf := range w.tables {
		w.flush(tf)
	}
	w.lastFlush = time.Now()
}

// drain writes batches on its own goroutine, so compression overlaps interpretation.
func (w *Writer) drain() {
	defer w.wg.Done()
	for j := range w.jobs {
		if err := j.tf.w.Write(j.rec); err != nil {
			w.mu.Lock()
			if w.err == nil {
				w.err = fmt.Errorf("writing %s: %w", j.tf.f.Name(), err)
			}
			w.mu.Unlock()
		}
		j.rec.Release()
	}
}

// Rows returns the number of rows written per table so far (after Close: all of them).
func (w *Writer) Rows() map[string]int64 {
	out := map[string]int64{}
	for _, tf := range w.tables {
		out[tf.t.Name] = tf.total + int64(tf.rows)
	}
	return out
}

// Close flushes everything and closes the table files.
func (w *Writer) Close() error {
	w.flushAll()
	close(w.jobs)
	w.wg.Wait()
	err := w.closeFiles()
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.err != nil {
		return w.err
	}
	return err
}

func (w *Writer) closeFiles() error {
	var first error
	for _, tf := range w.tables {
		if tf.w != nil {
			if err := tf.w.Close(); err != nil && first == nil {
				first = err
			}
		}
		if err := tf.f.Close(); err != nil && first == nil {
			first = err
		}
	}
	return first
}
