// This file holds the demo command: trace the example program bundled in the binary and
// show what crossprof reports about it.

package main

import (
	"context"
	"embed"
	"fmt"
	"os"
	"path/filepath"

	"github.com/spf13/pflag"
)

//go:embed example/*.class example/*.java
var exampleFiles embed.FS

func demoCommand() *command {
	return &command{
		name:    "demo",
		summary: "run the whole job on a bundled example program",
		usage:   "[--out DIR] [--db FILE] [--set k=v]... [--depth N] [--min-share P]",
		help: `
Extracts a small embedded-style Java program (a fixed-point filter, a packet
checksum and the JP2 paper's shapes; source in cmd/crossprof/example) to a
temporary directory and runs 'crossprof run' on it: traces it, loads the
trace into a DuckDB database, estimates its cycles on JOP with the jop cost
model and prints the calling context tree by cycles. The trace directory and
the database are kept and their paths printed, so that you can explore them
further with query, cost, explore and export.

Example:
  crossprof demo
  crossprof demo --set cache_size=1024 --set cache_blocks=4
  crossprof demo --out example.trace --db example.duckdb`,
		setup: func(fs *pflag.FlagSet) func(context.Context, *env, []string) (int, error) {
			out := fs.String("out", "", "trace `directory` to write (default: in a new temporary directory)")
			force := fs.Bool("force", false, "replace the --out directory if it already holds a trace")
			p := &pipelineOptions{}
			p.AddFlags(fs)
			fs.Lookup("db").DefValue = "in the temporary directory"
			fs.Lookup("db").Usage = "database `file` to load the trace into"
			p.DB = ""
			return func(ctx context.Context, e *env, args []string) (int, error) {
				if len(args) > 0 {
					return 2, usagef("demo takes no arguments")
				}
				return runDemo(ctx, e, *out, *force, p)
			}
		},
	}
}

func runDemo(ctx context.Context, e *env, out string, force bool, p *pipelineOptions) (int, error) {
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
	if p.DB == "" {
		p.DB = filepath.Join(work, "demo.duckdb")
	}
	fmt.Fprintf(e.stdout, "== crossprof demo: the bundled example (source: %s)\n", filepath.Join(classes, "Example.java"))
	opts := defaultTraceOptions()
	opts.ClassPath, opts.Out, opts.Deterministic, opts.Quiet, opts.Force = classes, out, true, true, force
	return runPipeline(ctx, e, opts, p, []string{"Example"})
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

// humanBytes formats a size in bytes.
func humanBytes(n int64) string {
	switch {
	case n >= 1<<20:
		return fmt.Sprintf("%.1f MB", float64(n)/(1<<20))
	case n >= 1<<10:
		return fmt.Sprintf("%.1f kB", float64(n)/(1<<10))
	}
	return fmt.Sprintf("%d bytes", n)
}
