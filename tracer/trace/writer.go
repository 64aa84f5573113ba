// Package trace writes and reads crossprof trace directories: one Arrow IPC stream file per
// table of package schemas, plus manifest.json.
//
// Files use the IPC *stream* format with LZ4-compressed record batches. A stream has no
// footer, so a file cut short by a crash (even SIGKILL) still yields every batch written
// before the cut; the writer flushes a batch whenever it fills, and every few seconds, and
// writes manifest.json at the start (marked incomplete) and again at the end.
package trace

import (
	"bufio"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/ipc"

	"github.com/crossprof/crossprof/schemas"
	"github.com/crossprof/crossprof/tracer/vm"
)

// BatchRows is the number of rows per record batch.
const BatchRows = 1 << 14

// flushInterval bounds how old the unwritten rows can get, for crash safety.
const flushInterval = 2 * time.Second

// tableFile is one table being written.
type tableFile struct {
	t     *schemas.Table
	cols  []column
	rows  int
	total int64
	f     *os.File
	buf   *bufio.Writer // one write call per batch instead of two per column buffer
	crc   *crcWriter    // checksums what the IPC writer writes (see checksum.go)
	sums  *sumsFile
	w     *ipc.Writer
}

// write writes a record batch and hands it to the operating system, so that a crash of
// crossprof itself loses none of it.
func (tf *tableFile) write(rec arrow.Record) error {
	err := tf.w.Write(rec)
	if err == nil {
		err = tf.buf.Flush()
	}
	if err == nil {
		err = tf.sums.seal(tf.crc) // after the batch: a kill in between only loses that batch
	}
	if err != nil {
		return fmt.Errorf("writing %s: %w", tf.f.Name(), err)
	}
	return nil
}

// Writer receives the interpreter's events (it implements vm.Tracer) and streams them to a
// trace directory.
type Writer struct {
	dir      string
	analyzer *vm.Analyzer // for the static tables, on the statics goroutine
	tables   []*tableFile

	classes struct {
		id                               *col[int32]
		name, super, ifaces, src, origin *strs
		iface, lib                       *col[bool]
	}
	methods struct {
		id, class, codeLen, maxStack, maxLocals, blocks, access *col[int32]
		className, name, desc                                   *strs
		native                                                  *col[bool]
	}
	instrs struct {
		method, pc, index, block, target     *col[int32]
		line, local, operand, cpIndex        *col[int32]
		opcode                               *col[int16]
		length                               *col[int8]
		mnemonic, refClass, refName, refDesc *strs
		ldcKind                              *strs
		wide, super                          *col[bool]
	}
	blocks struct {
		method, block, first, last, firstIndex, n *col[int32]
	}
	events *logStream
	thread int32 // whose events the last rows are (the log starts with thread 0)
	// recent holds, by method id, the block counts of the method's last two vectors (see
	// Exit); it is the interpreter's goroutine's, and the log's encoder keeps their ids.
	recent []recentCounts

	static    chan *vm.Class // classes for the static tables; nil asks for a flush
	gate      *gate          // dynamic batches wait for the static rows they refer to
	wg        sync.WaitGroup
	err       error // of the static tables; read after wg
	lastFlush time.Time
	sinceTime int
	// deterministic makes the batch boundaries a function of the run alone (see Deterministic).
	deterministic bool
	ticks         int
	size          sizeLimit // see limit.go
}

// deterministicTicks is how many Ticks a deterministic trace lets pass between flushes of
// every table: about a second's worth of time slices.
const deterministicTicks = 1 << 12

// Deterministic makes the trace files a function of the run alone, so that two runs of a
// program under --deterministic write byte-identical tables: the static tables are flushed
// exactly where the interpreter ships a dynamic batch (not when their goroutine gets to it),
// and the periodic flush counts time slices instead of seconds. Call it before the run.
func (w *Writer) Deterministic() {
	w.deterministic = true
	w.events.beforeSend = w.requestStaticFlush
}

// requestStaticFlush asks the statics goroutine to flush the rows of the classes loaded so
// far: the request follows them in the queue.
func (w *Writer) requestStaticFlush() { w.static <- nil }

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
// nothing but a previous trace (manifest.json, .arrow and .crc files), which is replaced.
func CreateWith(dir string, mode vm.BlockMode, comp Compression) (*Writer, error) {
	copts, err := comp.options()
	if err != nil {
		return nil, err
	}
	if err := prepareDir(dir); err != nil {
		return nil, err
	}
	w := &Writer{dir: dir, analyzer: vm.NewAnalyzer(mode), static: make(chan *vm.Class, 1024), gate: newGate(), lastFlush: time.Now()}
	for _, t := range schemas.All {
		f, err := os.Create(filepath.Join(dir, t.File()))
		if err != nil {
			w.closeFiles()
			return nil, fmt.Errorf("creating trace table: %w", err)
		}
		tf := &tableFile{t: t, cols: make([]column, len(t.Columns)), f: f, buf: bufio.NewWriterSize(f, 64<<10)}
		w.tables = append(w.tables, tf)
		if tf.sums, err = createSums(filepath.Join(dir, ChecksumFile(t.File()))); err != nil {
			w.closeFiles()
			return nil, fmt.Errorf("creating trace table: %w", err)
		}
		tf.crc = &crcWriter{w: tf.buf}
		tf.w = ipc.NewWriter(tf.crc, append(copts, ipc.WithSchema(t.Schema()), ipc.WithAllocator(&pool{}))...)
	}
	w.bindColumns()
	w.events = newLogStream(w.table(schemas.Events), w.table(schemas.Vectors), w.gate)
	w.wg.Add(1)
	go w.statics()
	return w, nil
}

// table returns the file of table t.
func (w *Writer) table(t *schemas.Table) *tableFile {
	for _, tf := range w.tables {
		if tf.t == t {
			return tf
		}
	}
	panic("trace: no file for table " + t.Name)
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
		if e.Name() != "manifest.json" && !strings.HasSuffix(e.Name(), ".arrow") && !strings.HasSuffix(e.Name(), ".crc") {
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
	c.name = newStrs(tc.t, tc.cols, "name")
	c.super = newStrs(tc.t, tc.cols, "super_name")
	c.ifaces = newStrs(tc.t, tc.cols, "interfaces")
	c.src = newStrs(tc.t, tc.cols, "source_file")
	c.origin = newStrs(tc.t, tc.cols, "origin")
	c.iface = newCol[bool](tc.t, tc.cols, "is_interface")
	c.lib = newCol[bool](tc.t, tc.cols, "is_library")

	tm := w.tables[1]
	m := &w.methods
	m.id = newCol[int32](tm.t, tm.cols, "method_id")
	m.class = newCol[int32](tm.t, tm.cols, "class_id")
	m.className = newStrs(tm.t, tm.cols, "class_name")
	m.name = newStrs(tm.t, tm.cols, "name")
	m.desc = newStrs(tm.t, tm.cols, "descriptor")
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
	in.mnemonic = newStrs(ti.t, ti.cols, "mnemonic")
	in.wide = newCol[bool](ti.t, ti.cols, "wide")
	in.length = newCol[int8](ti.t, ti.cols, "length")
	in.block = newCol[int32](ti.t, ti.cols, "block_id")
	in.refClass = newStrs(ti.t, ti.cols, "ref_class")
	in.refName = newStrs(ti.t, ti.cols, "ref_name")
	in.refDesc = newStrs(ti.t, ti.cols, "ref_descriptor")
	in.super = newCol[bool](ti.t, ti.cols, "super_call")
	in.ldcKind = newStrs(ti.t, ti.cols, "ldc_kind")
	in.target = newCol[int32](ti.t, ti.cols, "branch_target")
	in.line = newCol[int32](ti.t, ti.cols, "line")
	in.local = newCol[int32](ti.t, ti.cols, "local_index")
	in.operand = newCol[int32](ti.t, ti.cols, "operand")
	in.cpIndex = newCol[int32](ti.t, ti.cols, "cp_index")

	tb := w.tables[3]
	b := &w.blocks
	b.method = newCol[int32](tb.t, tb.cols, "method_id")
	b.block = newCol[int32](tb.t, tb.cols, "block_id")
	b.first = newCol[int32](tb.t, tb.cols, "first_pc")
	b.last = newCol[int32](tb.t, tb.cols, "last_pc")
	b.firstIndex = newCol[int32](tb.t, tb.cols, "first_index")
	b.n = newCol[int32](tb.t, tb.cols, "instructions")

	for _, tf := range w.tables[:4] {
		requireAll(tf.t, tf.cols)
	}
}

// Enter records the start of an invocation (vm.Tracer). It only copies the event into the
// current slab; see events.go.
func (w *Writer) Enter(thread, method, sitePC int32) {
	if thread != w.thread {
		w.switchTo(thread)
	}
	w.events.add(logRow{kind: schemas.EventEnter, id: method, pc: uint16(sitePC), hasPC: sitePC >= 0})
}

// Exit records the end of the thread's innermost invocation (vm.Tracer), naming its
// block-count vector, which is written first if it is new.
func (w *Writer) Exit(thread, method int32, kind vm.ExitKind, exitPC int32, counts []int64, partial []vm.BlockCount) {
	if thread != w.thread {
		w.switchTo(thread)
	}
	// Most exits repeat one of their method's last two vectors (a loop's trip count, a
	// branch taken or not): then one row says which, and neither the count rows nor the
	// writer's numbering of them are needed.
	for int(method) >= len(w.recent) {
		w.recent = append(w.recent, recentCounts{})
	}
	rc := &w.recent[method]
	if k := rc.find(counts, partial); k >= 0 {
		w.events.add(logRow{kind: int8(kind), id: method, end: repeatVector - int32(k), pc: uint16(exitPC), hasPC: exitPC >= 0})
	} else {
		n := len(partial)
		for _, c := range counts {
			if c != 0 {
				n++
			}
		}
		rows := w.events.reserve(1 + n)
		rows[0] = logRow{kind: int8(kind), id: method, end: int32(n), pc: uint16(exitPC), hasPC: exitPC >= 0}
		j := 1
		for b, c := range counts {
			if c != 0 {
				rows[j] = logRow{kind: countRow, id: int32(b), count: c, end: -1}
				j++
			}
		}
		for _, p := range partial {
			rows[j] = logRow{kind: countRow, id: p.Block, count: p.Count, end: p.EndPC}
			j++
		}
		rc.push(counts, partial)
	}
	if w.sinceTime++; w.sinceTime >= 1<<14 {
		w.Tick()
	}
}

// switchTo records that the events that follow are thread's.
func (w *Writer) switchTo(thread int32) {
	w.thread = thread
	w.events.add(logRow{kind: schemas.EventSwitch, id: thread})
}

// Tick flushes every table if the last flush is older than a few seconds, so that a crash
// loses little. The VM calls it between time slices (through vm.Config.Progress).
func (w *Writer) Tick() {
	w.sinceTime = 0
	w.checkSize()
	if w.deterministic {
		if w.ticks++; w.ticks >= deterministicTicks {
			w.ticks = 0
			w.flushAll()
		}
		return
	}
	if time.Since(w.lastFlush) > flushInterval {
		w.flushAll()
	}
}

// flushAll ships the rows of every table to be written.
func (w *Writer) flushAll() {
	w.static <- nil
	w.events.ship()
	w.lastFlush = time.Now()
}

// ClassLoaded queues a class for the static tables (vm.Tracer). A goroutine decodes its
// methods and writes their rows, off the interpreter's path.
func (w *Writer) ClassLoaded(c *vm.Class) {
	w.gate.loaded++
	w.static <- c
}

// statics writes the static tables from the queued classes. It flushes them when asked by
// a nil class, when a dynamic batch waits for them (see gate) and at the end.
func (w *Writer) statics() {
	defer w.wg.Done()
	processed := 0
	flush := func() {
		for _, tf := range w.tables[:4] {
			w.flush(tf)
		}
		w.gate.wrote(processed)
	}
	defer flush()
	for {
		select {
		case c, ok := <-w.static:
			if !ok {
				return
			}
			if c == nil {
				flush()
				continue
			}
			w.writeClass(c)
			processed++
		case <-w.gate.ask:
		}
		if !w.deterministic && w.gate.due(processed) {
			flush() // a deterministic trace flushes only at the requests that follow the classes
		}
	}
}

// row counts a row added to tf and writes the batch when it is full.
func (w *Writer) row(tf *tableFile) {
	tf.rows++
	if tf.rows >= BatchRows {
		w.flush(tf)
	}
}

// flush writes the pending rows of a static table as a record batch.
func (w *Writer) flush(tf *tableFile) {
	if tf.rows == 0 {
		return
	}
	arrs := make([]arrow.Array, len(tf.cols))
	for i, c := range tf.cols {
		arrs[i] = c.build()
	}
	rec := array.NewRecord(tf.t.Schema(), arrs, int64(tf.rows))
	for _, a := range arrs {
		a.Release()
	}
	tf.total += int64(tf.rows)
	tf.rows = 0
	if err := tf.write(rec); err != nil && w.err == nil {
		w.err = err
	}
	rec.Release()
}

// Rows returns the number of rows written per table (call it after Close).
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
	close(w.static)
	w.wg.Wait()
	errEvents := w.events.close()
	err := w.closeFiles()
	for _, e := range []error{w.err, errEvents} {
		if e != nil {
			return e
		}
	}
	return err
}

func (w *Writer) closeFiles() error {
	var first error
	for _, tf := range w.tables {
		if tf.w != nil {
			err := tf.w.Close() // the end-of-stream marker, the last segment
			if err == nil {
				err = tf.buf.Flush()
			}
			if err == nil {
				err = tf.sums.seal(tf.crc)
			}
			if err != nil && first == nil {
				first = err
			}
		}
		if tf.sums != nil {
			if err := tf.sums.f.Close(); err != nil && first == nil {
				first = err
			}
		}
		if err := tf.f.Close(); err != nil && first == nil {
			first = err
		}
	}
	return first
}
