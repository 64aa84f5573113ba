// Command tracecount runs one of the benchmark workloads (testdata/programs) once, untraced
// or traced with LZ4 into a scratch directory, and nothing else: `just callgrind` counts the
// instructions each takes under valgrind's callgrind, a measure of what tracing costs that
// repeats within 1% where wall-clock time on a shared machine does not.
//
// Usage: go run ./internal/tracecount WORKLOAD off|lz4 (from the repository's root)
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
	if len(os.Args) != 3 || os.Args[2] != "off" && os.Args[2] != "lz4" {
		return fmt.Errorf("usage: tracecount WORKLOAD off|lz4")
	}
	name := os.Args[1]
	vm.TuneGC(0) // as crossprof trace runs
	cfg := vm.Config{ClassPath: filepath.Join("testdata", "programs", name), MainClass: name,
		Stdout: io.Discard, Stderr: io.Discard, Deterministic: true}
	var w *trace.Writer
	if os.Args[2] == "lz4" {
		dir, err := os.MkdirTemp("", "tracecount")
		if err != nil {
			return err
		}
		defer os.RemoveAll(dir)
		if w, err = trace.CreateWith(filepath.Join(dir, name+".trace"), trace.LZ4); err != nil {
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
