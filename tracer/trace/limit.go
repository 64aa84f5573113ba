// This file bounds a trace's size: a runaway program (an endless loop) would otherwise fill
// the disk. The writer measures its directory now and then, and when the trace outgrows the
// limit it stops the program, which then ends like an interrupted one: every table flushed,
// the manifest marking the trace incomplete.

package trace

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sync/atomic"
	"time"

	"github.com/crossprof/crossprof/tracer/vm"
)

// DefaultMaxBytes is the default bound of a trace directory's size: far above any trace of a
// normal run (a billion bytecodes take a few GB), well below a full disk.
const DefaultMaxBytes int64 = 20 << 30

// EndSizeLimit is how a run ends that its trace's size limit stopped (Manifest.Ended).
const EndSizeLimit vm.EndReason = "trace-size-limit"

// sizeCheckInterval is how often the writer measures its directory.
const sizeCheckInterval = 250 * time.Millisecond

var errTooLarge = errors.New("trace size limit reached")

// sizeLimit is the writer's part of the bound.
type sizeLimit struct {
	max    int64 // bytes; 0: no bound
	cancel context.CancelCauseFunc
	last   time.Time
	hit    atomic.Bool
}

// bound returns the context the program runs under: the writer cancels it when the trace
// in dir outgrows maxBytes (0: never).
func (w *Writer) bound(ctx context.Context, maxBytes int64) (context.Context, func()) {
	if maxBytes <= 0 {
		return ctx, func() {}
	}
	runCtx, cancel := context.WithCancelCause(ctx)
	w.size = sizeLimit{max: maxBytes, cancel: cancel, last: time.Now()}
	return runCtx, func() { cancel(nil) }
}

// checkSize measures the directory at most every sizeCheckInterval, on the interpreter's
// goroutine (from Tick), and stops the program once the trace is too large.
func (w *Writer) checkSize() {
	if w.size.max <= 0 || w.size.hit.Load() || time.Since(w.size.last) < sizeCheckInterval {
		return
	}
	w.size.last = time.Now()
	if dirBytes(w.dir) > w.size.max {
		w.size.hit.Store(true)
		w.size.cancel(errTooLarge)
	}
}

// limited rewrites the result of a run that the size limit stopped (the interpreter saw an
// interruption): exit status 2 and a message, as for the other limits.
func (w *Writer) limited(ctx context.Context, res vm.Result) vm.Result {
	if w.size.hit.Load() && res.End == vm.EndInterrupted && ctx.Err() == nil {
		res.Status, res.End = 2, EndSizeLimit
		res.Message = fmt.Sprintf("trace size limit of %s reached (--max-trace-size)", FormatBytes(w.size.max))
	}
	return res
}

// dirBytes is the total size of the files in dir.
func dirBytes(dir string) int64 {
	entries, _ := os.ReadDir(dir)
	var n int64
	for _, e := range entries {
		if fi, err := os.Stat(filepath.Join(dir, e.Name())); err == nil && fi.Mode().IsRegular() {
			n += fi.Size()
		}
	}
	return n
}

// FormatBytes writes a size with a binary unit: 20 GiB is "20 GB".
func FormatBytes(n int64) string {
	units := []string{"bytes", "KB", "MB", "GB", "TB"}
	v, u := float64(n), 0
	for v >= 1024 && u < len(units)-1 {
		v /= 1024
		u++
	}
	if v == float64(int64(v)) {
		return fmt.Sprintf("%d %s", int64(v), units[u])
	}
	return fmt.Sprintf("%.1f %s", v, units[u])
}
