// This file holds the demo command: trace the example program bundled in the binary and
// show what crossprof reports about it.

package main

import (
	"context"
	"embed"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/spf13/pflag"

	"github.com/crossprof/crossprof/tracer/trace"
)

//go:embed example/*.class example/*.java
var exampleFiles embed.FS

func demoCommand() *command {
	return &command{
		name:    "demo",
		summary: "trace a bundled example program and show its hottest calling contexts",
		usage:   "[FLAGS]",
		help: `
Extracts a small embedded-style Java program (a fixed-point filter, a packet
checksum and the JP2 paper's shapes; source in cmd/crossprof/example) to a
temporary directory, traces it, and prints the executed bytecodes, the
invocations and the hottest calling contexts. The trace directory is kept and
its path printed, so that you can explore it further.

Example:
  crossprof demo
  crossprof demo --out example.trace`,
		setup: func(fs *pflag.FlagSet) func(context.Context, *env, []string) (int, error) {
			out := fs.StringP("out", "o", "", "trace directory to write (default: a new temporary directory)")
			depth := fs.Int("depth", 6, "deepest level of the calling context tree to print")
			share := fs.Float64("min-share", 1, "hide contexts below this `percent` of all bytecodes")
			return func(ctx context.Context, e *env, args []string) (int, error) {
				if len(args) > 0 {
					return 2, usagef("demo takes no arguments")
				}
				return runDemo(ctx, e, *out, *depth, *share)
			}
		},
	}
}

func runDemo(ctx context.Context, e *env, out string, depth int, share float64) (int, error) {
	work, err := os.MkdirTemp("", "crossprof-demo-")
	if err != nil {
		return 2, err
	}
	classes := filepath.Join(work, "classes")
	if err := extractExample(classes); err != nil {
		return 2, err
	}
	if out == "" {
		out = filepath.Join(work, "Example.trace")
	}
	fmt.Fprintf(e.stdout, "== crossprof demo: tracing the bundled example (source: %s)\n", filepath.Join(classes, "Example.java"))
	opts := defaultTraceOptions()
	opts.ClassPath, opts.Out, opts.Deterministic, opts.Quiet = classes, out, true, true
	status, dir, err := runTrace(ctx, e, opts, []string{"Example"})
	if err != nil {
		return status, err
	}
	tr, err := trace.Load(dir)
	if err != nil {
		return 2, err
	}
	m := tr.Manifest
	fmt.Fprintf(e.stdout, "\n== %s bytecodes executed, %s invocations, %.2fs; trace in %s (%s)\n",
		human(m.Bytecodes), human(m.Invocations), m.WallSeconds, dir, humanBytes(dirBytes(dir)))
	printCCT(e.stdout, tr, depth, share)
	fmt.Fprintf(e.stdout, "\nNext: open %s/*.arrow from DuckDB, pandas or polars (see the README's \"Trace format\").\n", dir)
	return status, nil
}

func extractExample(dir string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	entries, err := exampleFiles.ReadDir("example")
	if err != nil {
		return err
	}
	for _, en := range entries {
		data, err := exampleFiles.ReadFile("example/" + en.Name())
		if err != nil {
			return err
		}
		if err := os.WriteFile(filepath.Join(dir, en.Name()), data, 0o644); err != nil {
			return err
		}
	}
	return nil
}

// printCCT prints the calling context tree by inclusive bytecodes.
func printCCT(w io.Writer, tr *trace.Trace, maxDepth int, minShare float64) {
	names := map[int32]string{}
	for _, m := range tr.Methods {
		names[m.ID] = m.Class + "." + m.Name
	}
	root := tr.CCT()
	total := float64(root.Inclusive)
	fmt.Fprintf(w, "\nHottest calling contexts (inclusive %% of bytecodes, self %%, calls; hiding < %g%%):\n", minShare)
	root.Walk(-1, func(n *trace.Node, d int) bool {
		if n.Method < 0 {
			return true
		}
		incl := 100 * float64(n.Inclusive) / total
		if incl < minShare || d > maxDepth {
			return false
		}
		site := ""
		if n.CallsiteIndex > 0 {
			site = fmt.Sprintf(" @%d", n.CallsiteIndex)
		}
		fmt.Fprintf(w, "%6.1f%% %6.1f%% %8d  %s%s%s\n", incl, 100*float64(n.Self)/total, n.Calls,
			strings.Repeat("  ", d), names[n.Method], site)
		return true
	})
}

func dirBytes(dir string) int64 {
	var n int64
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if fi, err := e.Info(); err == nil {
			n += fi.Size()
		}
	}
	return n
}

func humanBytes(n int64) string {
	switch {
	case n >= 1<<20:
		return fmt.Sprintf("%.1f MB", float64(n)/(1<<20))
	case n >= 1<<10:
		return fmt.Sprintf("%.1f kB", float64(n)/(1<<10))
	}
	return fmt.Sprintf("%d bytes", n)
}
