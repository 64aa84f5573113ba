// This file holds the export command: write a trace's calling context tree for other tools.

package main

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/spf13/pflag"
	"golang.org/x/term"

	"github.com/crossprof/crossprof/cost"
	"github.com/crossprof/crossprof/export"
	"github.com/crossprof/crossprof/ingest"
)

func exportCommand() *command {
	names := make([]string, len(export.Formats))
	for i, f := range export.Formats {
		names[i] = string(f)
	}
	return &command{
		name:    "export",
		summary: "write a trace's calling context tree as pprof, folded stacks or JP2 XML",
		usage:   "[--db FILE] [--trace ID|NAME] [--run RUN_ID] --format " + strings.Join(names, "|") + " [-o FILE]",
		help: `
Writes the calling context tree of a trace in the database (default: the latest
one loaded) to FILE, or to standard output without -o. The formats:

  pprof      gzipped profile.proto for go tool pprof, Speedscope, Pyroscope:
             one sample per calling context and source line with sample types
             bytecodes (executed at the line in the context's own code; pprof's
             flat is self, cum inclusive) and calls, and cycles of a cost run
             (--run; default: the trace's latest run of crossprof cost, never
             one of explore's) once the trace is costed; calls and cycles at
             the method's entry line. Each context is its own locations
             (address = node id), so 'go tool pprof -addresses' keeps call
             sites apart; '-lines' and '-list' show source lines. Binary: it
             is not written to a terminal. Which run it carries is printed on
             standard error.
  collapsed  folded stacks for flamegraph.pl, Speedscope and inferno:
             "Demo.main;Demo.sumAreas;Square.area 12", the bytecodes executed
             in the leaf's own code, root first, sorted; stacks that differ
             only in call sites are one line.
  jp2-xml    the calling context tree XML of the JP2 profiler: nested method
             elements with executionCount, executedInstructions (the context's
             own bytecodes, as JP2) and executedInstructionsInclusive, callsite
             elements by instruction position, and basicBlock counts.

The database is opened read-only, so exports can run while others query it.
Exit status: 0 on success, 2 for a bad command line, a missing database or
trace, or a failed export.

Examples:
  crossprof export --format pprof -o demo.pb.gz && go tool pprof -top demo.pb.gz
  crossprof export --trace Demo --format collapsed | flamegraph.pl > demo.svg
  crossprof export --db runs.duckdb --trace 2 --format jp2-xml -o cct.xml`,
		setup: func(fs *pflag.FlagSet) func(context.Context, *env, []string) (int, error) {
			db := fs.String("db", ingest.DefaultDB, "database `file`")
			traceSpec := fs.String("trace", "", "trace `id` or name (default: the latest loaded)")
			format := fs.String("format", "", "output `format`: "+strings.Join(names, ", ")+" (required)")
			choices(fs, "format", names...)
			out := fs.StringP("output", "o", "", "write to `file` instead of standard output")
			runID := fs.Int64("run", 0, "pprof: the cost run `id` whose cycles to carry (default: the trace's latest run of crossprof cost)")
			return func(ctx context.Context, e *env, args []string) (int, error) {
				if len(args) > 0 {
					return 2, usagef("export takes no arguments (got %s); the trace is --trace", strings.Join(args, " "))
				}
				if *format == "" {
					return 2, usagef("missing --format (%s)", strings.Join(names, ", "))
				}
				f, err := export.ParseFormat(*format)
				if err != nil {
					return 2, usagef("--format: %v", err)
				}
				if *runID < 0 {
					return 2, usagef("--run wants a cost run id, not %d", *runID)
				}
				if *runID != 0 && f != export.Pprof {
					return 2, usagef("--run: only the pprof format carries cycles, not %s", f)
				}
				return runExport(ctx, e, *db, *traceSpec, f, *out, *runID)
			}
		},
	}
}

func runExport(ctx context.Context, e *env, dbPath, traceSpec string, f export.Format, out string, runID int64) (int, error) {
	// Checked first, before any work: a gzipped profile on a terminal is only noise.
	if out == "" && f.Binary() && isTerminal(e.stdout) {
		return 2, usagef("refusing to write a binary %s profile to the terminal: give -o FILE or redirect the output", f)
	}
	db, id, name, err := openTrace(ctx, dbPath, traceSpec, ingest.ReadOnly)
	if err != nil {
		return 2, err
	}
	defer db.Close()
	opts := export.Options{Run: -1}
	if f == export.Pprof {
		// Chosen here, before any work, so that a bad --run exits 2 and the user reads which
		// run the profile carries.
		run, note, err := cost.FindRun(ctx, db, id, runID)
		if err != nil {
			return 2, err
		}
		switch {
		case run != nil:
			opts.Run = run.RunID
			fmt.Fprintf(e.stderr, "crossprof: cycles of %s\n", run.Describe())
		case note != "":
			fmt.Fprintf(e.stderr, "crossprof: no cycles in the profile: %s (choose one with --run)\n", note)
		}
	}
	if out == "" {
		w := bufio.NewWriterSize(e.stdout, 1<<16)
		if err := export.WriteOptions(ctx, db, id, f, w, opts); err != nil {
			return 2, err
		}
		if err := w.Flush(); err != nil {
			return 2, fmt.Errorf("writing the export: %w", err)
		}
		return 0, nil
	}
	size, err := writeFileAtomically(out, func(w io.Writer) error { return export.WriteOptions(ctx, db, id, f, w, opts) })
	if err != nil {
		return 2, err
	}
	fmt.Fprintf(e.stdout, "wrote trace %d (%s) as %s to %s (%s)\n", id, name, f, out, humanBytes(size))
	return 0, nil
}

// writeFileAtomically writes path through a temporary file in the same directory that it
// renames into place when write succeeds, so that a failed or interrupted export leaves no
// truncated file that a viewer would take for a profile.
func writeFileAtomically(path string, write func(io.Writer) error) (int64, error) {
	if fi, err := os.Stat(path); err == nil && !fi.Mode().IsRegular() {
		if fi.IsDir() {
			return 0, fmt.Errorf("cannot write %s: it is a directory", path)
		}
		return writeSpecial(path, write)
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*.tmp")
	if err != nil {
		return 0, fmt.Errorf("cannot write %s: %w", path, unwrapPath(err))
	}
	fail := func(err error) (int64, error) {
		tmp.Close()
		os.Remove(tmp.Name())
		return 0, err
	}
	w := bufio.NewWriterSize(tmp, 1<<16)
	if err := write(w); err != nil {
		return fail(err)
	}
	if err := w.Flush(); err != nil {
		return fail(fmt.Errorf("writing %s: %w", path, unwrapPath(err)))
	}
	fi, err := tmp.Stat()
	if err != nil {
		return fail(err)
	}
	// CreateTemp makes the file private; an export is an ordinary output file.
	if err := tmp.Chmod(0o644); err != nil {
		return fail(err)
	}
	if err := tmp.Close(); err != nil {
		return fail(fmt.Errorf("writing %s: %w", path, unwrapPath(err)))
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		os.Remove(tmp.Name())
		return 0, fmt.Errorf("cannot write %s: %w", path, unwrapPath(err))
	}
	return fi.Size(), nil
}

// unwrapPath drops the temporary file's name from an error, which would only confuse.
func unwrapPath(err error) error {
	if pe, ok := err.(*os.PathError); ok {
		return pe.Err
	}
	if le, ok := err.(*os.LinkError); ok {
		return le.Err
	}
	return err
}

// isTerminal reports whether w is a terminal (not a file, pipe or /dev/null). A variable so
// that tests can pretend.
var isTerminal = func(w io.Writer) bool {
	f, ok := unchecked(w).(*os.File)
	return ok && term.IsTerminal(int(f.Fd()))
}
