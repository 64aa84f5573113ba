// Package trace writes and reads crossprof trace directories: one Arrow IPC stream file per
// table of schemas.Files, plus manifest.json; readers derive the tables of the code from the
// class files the classes table holds (code.go).
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
	rowBuffer // the table, and for the classes table its pending rows
	total     int64
	dir       string
	opts      []ipc.Option // compression
	f         *os.File
	buf       *bufio.Writer // one write call per batch instead of two per column buffer
	crc       *crcWriter    // checksums what the IPC writer writes (see checksum.go)
	sums      *sumsFile
	w         *ipc.Writer
}

// create creates the table's file and its checksum file. The goroutine that writes the
// table does it before its first batch, so that the program starts without waiting for the
// file system (creating a file took up to a millisecond on this project's machine); a
// failure is the writer's error, as a failed write is.
func (tf *tableFile) create() error {
	f, err := os.Create(filepath.Join(tf.dir, tf.t.File()))
	if err != nil {
		return fmt.Errorf("creating trace table: %w", err)
	}
	tf.f, tf.buf = f, bufio.NewWriterSize(f, 64<<10)
	if tf.sums, err = createSums(filepath.Join(tf.dir, ChecksumFile(tf.t.File()))); err != nil {
		return fmt.Errorf("creating trace table: %w", err)
	}
	tf.crc = &crcWriter{w: tf.buf}
	tf.w = ipc.NewWriter(tf.crc, append(tf.opts, ipc.WithSchema(tf.t.Schema()), ipc.WithAllocator(&pool{}))...)
	return nil
}

// write writes a record batch and hands it to the operating system, so that a crash of
// crossprof itself loses none of it.
func (tf *tableFile) write(rec arrow.Record) error {
	if tf.w == nil {
		return fmt.Errorf("trace table %s was not created", tf.t.File())
	}
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
	dir        string
	tables     []*tableFile // by schemas.Files
	classTable *tableFile

	classes struct {
		id                               *col[int32]
		name, super, ifaces, src, origin *strs
		iface, lib                       *col[bool]
		file                             *strs
	}
	events *logStream
	thread int32 // whose events the last words are (the log starts with thread 0)

	static    chan *vm.Class // classes for the classes table; nil asks for a flush
	gate      *gate          // dynamic batches wait for the class rows they refer to
	wg        sync.WaitGroup
	err       error // of the classes table; read after wg
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
// program under --deterministic write byte-identical tables: the classes table is flushed
// exactly where the interpreter ships a slab (not when its goroutine gets to it) and when its
// batch holds classBatchBytes of class files, and the periodic flush counts time slices
// instead of seconds. Call it before the run.
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
func Create(dir string) (*Writer, error) { return CreateWith(dir, LZ4) }

// CreateWith starts a trace directory. An existing directory is reused only if it holds
// nothing but a previous trace (manifest.json, .arrow and .crc files), which is replaced.
// The block analysis is the manifest's to record (see Record): readers derive the blocks
// from the class files under it.
func CreateWith(dir string, comp Compression) (*Writer, error) {
	copts, err := comp.options()
	if err != nil {
		return nil, err
	}
	if err := prepareDir(dir); err != nil {
		return nil, err
	}
	w := &Writer{dir: dir, static: make(chan *vm.Class, 1024), gate: newGate(), lastFlush: time.Now()}
	for _, t := range schemas.Files {
		w.tables = append(w.tables, &tableFile{rowBuffer: rowBuffer{t: t, cols: make([]column, len(t.Columns))}, dir: dir, opts: copts})
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
	tc := w.table(schemas.Classes)
	w.classTable = tc
	c := &w.classes
	c.id = newCol[int32](tc.t, tc.cols, "class_id")
	c.name = newStrs(tc.t, tc.cols, "name")
	c.super = newStrs(tc.t, tc.cols, "super_name")
	c.ifaces = newStrs(tc.t, tc.cols, "interfaces")
	c.src = newStrs(tc.t, tc.cols, "source_file")
	c.origin = newStrs(tc.t, tc.cols, "origin")
	c.iface = newCol[bool](tc.t, tc.cols, "is_interface")
	c.lib = newCol[bool](tc.t, tc.cols, "is_library")
	c.file = newBinary(tc.t, tc.cols, "class_file")
	requireAll(tc.t, tc.cols)
}

// Enter records the start of an invocation (vm.Tracer). It only appends a word to the
// current slab; see events.go.
func (w *Writer) Enter(thread, method, sitePC int32) {
	if thread != w.thread {
		w.switchTo(thread)
	}
	w.events.add(eventWord(schemas.EventEnter, method, sitePC))
}

// Exit records the end of the thread's innermost invocation (vm.Tracer) with its block
// counters as they are: the log's goroutine names their vector.
func (w *Writer) Exit(thread, method int32, kind vm.ExitKind, exitPC int32, counts []int64, partial []vm.BlockCount) {
	if thread != w.thread {
		w.switchTo(thread)
	}
	s := w.events
	if k, n := len(s.cur), len(counts); len(partial) == 0 && n > 0 && k+2+n <= s.room {
		// The common case, inlined: counters and room for them in the current slab.
		ws := s.cur[k : k+2+n]
		s.cur = s.cur[:k+2+n]
		putCounts(ws, eventWord(int8(kind), method, exitPC)|followsCounts<<wordFollows, counts)
	} else if n == 0 && len(partial) == 0 { // a native, or an invocation that ran no block
		s.add(eventWord(int8(kind), method, exitPC))
	} else {
		w.exit(eventWord(int8(kind), method, exitPC), counts, partial)
	}
	if w.sinceTime++; w.sinceTime >= 1<<14 {
		w.Tick()
	}
}

// exit logs the exits Exit does not inline: with partial blocks, or with counters that
// start a new slab.
func (w *Writer) exit(word uint64, counts []int64, partial []vm.BlockCount) {
	s, n := w.events, len(counts)
	if len(partial) > 0 {
		putPartial(s.reserve(3+n+2*len(partial)), word, counts, partial)
	} else {
		putCounts(s.reserve(2+n), word|followsCounts<<wordFollows, counts)
	}
}

// switchTo records that the events that follow are thread's.
func (w *Writer) switchTo(thread int32) {
	w.thread = thread
	w.events.add(eventWord(schemas.EventSwitch, thread, -1))
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
	w.events.ship(true)
	w.lastFlush = time.Now()
}

// ClassLoaded queues a class for the classes table (vm.Tracer). A goroutine writes its row
// and class file, off the interpreter's path.
func (w *Writer) ClassLoaded(c *vm.Class) {
	w.gate.loaded++
	w.static <- c
}

// statics writes the classes table from the queued classes. It flushes it when asked by
// a nil class, when a dynamic batch waits for them (see gate) and at the end.
func (w *Writer) statics() {
	defer w.wg.Done()
	w.err = w.classTable.create()
	processed := 0
	flush := func() {
		w.flush(w.classTable)
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

// flush writes the pending rows of the classes table as a record batch.
func (w *Writer) flush(tf *tableFile) {
	if tf.rows == 0 {
		return
	}
	tf.total += int64(tf.rows)
	rec := tf.record()
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
		if tf.f != nil {
			if err := tf.f.Close(); err != nil && first == nil {
				first = err
			}
		}
	}
	return first
}
