// Command tracecount runs one of the benchmark workloads (testdata/programs) once, untraced
// (off), with the interpreter's tracing hooks and a tracer that drops everything (hooks), or
// traced into a scratch directory (lz4, or none: uncompressed), and nothing else: `just
// callgrind` counts the instructions each takes under valgrind's callgrind, a measure of
// what tracing costs that repeats within 1% where wall-clock time on a shared machine does
// not, and `just tracetime` takes the best wall-clock time of interleaved runs.
//
// Usage: go run ./internal/tracecount WORKLOAD off|hooks|lz4|none (from the repository's root)
package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/crossprof/crossprof/tracer/trace"
	"github.com/crossprof/crossprof/tracer/vm"
)

func main() {
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, "tracecount:", err)
		os.Exit(2)
	}
}

func run() error {
	modes := map[string]bool{"off": true, "hooks": true, "lz4": true, "zstd": true, "none": true}
	if len(os.Args) != 3 || !modes[os.Args[2]] {
		return fmt.Errorf("usage: tracecount WORKLOAD off|hooks|lz4|none")
	}
	name := os.Args[1]
	vm.TuneGC(0) // as crossprof trace runs
	cfg := vm.Config{ClassPath: filepath.Join("testdata", "programs", name), MainClass: name,
		Stdout: io.Discard, Stderr: io.Discard, Deterministic: true}
	var w *trace.Writer
	switch os.Args[2] {
	case "hooks":
		cfg.Tracer = discard{}
	case "lz4", "zstd", "none":
		dir, err := os.MkdirTemp("", "tracecount")
		if err != nil {
			return err
		}
		defer os.RemoveAll(dir)
		if w, err = trace.CreateWith(filepath.Join(dir, name+".trace"), trace.Compression(os.Args[2])); err != nil {
			return err
		}
		cfg.Tracer = w
	}
	if _, err := vm.Run(context.Background(), cfg); err != nil {
		return err
	}
	if w != nil {
		return w.Close()
	}
	return nil
}

// discard is a tracer that drops everything: what tracing costs the interpreter itself.
type discard struct{}

func (discard) ClassLoaded(*vm.Class)              {}
func (discard) Enter(thread, method, sitePC int32) {}
func (discard) Exit(thread, method int32, kind vm.ExitKind, exitPC int32, counts []int64, partial []vm.BlockCount) {
}
