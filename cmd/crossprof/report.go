// This file holds the report command: a self-contained HTML ring chart of a trace's calling
// context tree.

package main

import (
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/spf13/pflag"

	"github.com/crossprof/crossprof/ingest"
	"github.com/crossprof/crossprof/report"
)

func reportCommand() *command {
	return &command{
		name:    "report",
		summary: "write an HTML ring chart of a trace's calling context tree",
		usage:   "[--db FILE] [--trace ID|NAME] [--run RUN_ID] [--threshold P] [-o FILE.html]",
		help: `
Writes one self-contained HTML file (no network needed: the data is embedded
as JSON, the chart is drawn with plain JavaScript and SVG) showing the calling
context tree of a trace (default: the latest one loaded) as a ring chart: the
root in the centre, each context a segment around its caller's, its angle
proportional to the chosen metric: inclusive cycles of a cost run (--run, by
default the trace's latest run of crossprof cost, never one of explore's;
only offered when the trace has been costed; the page's header names the run
and its parameters),
inclusive bytecodes, calls, or equal weight. The part of a segment that its
callees leave free is the context's own share. Callees under 0.2 degrees are
grouped into one grey "other" segment.

In the page: click a segment to make it the centre, the centre or the path
above the chart to go back up; set the depth limit; hover for the method,
call site, calls, self and inclusive values and shares; type a pattern to
mark the contexts whose class, package or method name contains it. When the
named query 'bottlenecks' exists, its list is shown below the chart; click
an entry to centre on its context.

The database is opened read-only. Exit status: 0 on success, 2 for a bad
command line, a missing database, trace or cost run, or a failed write.

Examples:
  crossprof report -o report.html
  crossprof report --db runs.duckdb --trace Demo --run 3 -o demo.html`,
		setup: func(fs *pflag.FlagSet) func(context.Context, *env, []string) (int, error) {
			db := fs.String("db", ingest.DefaultDB, "database `file`")
			traceSpec := fs.String("trace", "", "trace `id` or name (default: the latest loaded)")
			runID := fs.Int64("run", 0, "cost run `id` whose cycles to show (default: the trace's latest run of crossprof cost)")
			out := fs.StringP("output", "o", "report.html", "write to `file`")
			threshold := fs.Float64("threshold", 10, "bottleneck list: the `percent` a context or method must exceed (as crossprof query bottlenecks)")
			return func(ctx context.Context, e *env, args []string) (int, error) {
				if len(args) > 0 {
					return 2, usagef("report takes no arguments (got %s); the trace is --trace", strings.Join(args, " "))
				}
				if *runID < 0 {
					return 2, usagef("--run wants a cost run id, not %d", *runID)
				}
				if *out == "" || *out == "-" {
					return 2, usagef("give -o FILE.html")
				}
				if *threshold <= 0 || *threshold > 100 {
					return 2, usagef("--threshold wants a percent between 0 and 100, not %g", *threshold)
				}
				return runReport(ctx, e, *db, *traceSpec, *runID, *out, *threshold)
			}
		},
	}
}

func runReport(ctx context.Context, e *env, dbPath, traceSpec string, runID int64, out string, threshold float64) (int, error) {
	db, id, name, err := openTrace(ctx, dbPath, traceSpec, ingest.ReadOnly)
	if err != nil {
		return 2, err
	}
	defer db.Close()
	// Loaded before the file is opened, so that a bad --run leaves no file and exits 2.
	t, err := report.Load(ctx, db, id, runID)
	if err != nil {
		return 2, err
	}
	size, err := writeFileAtomically(out, func(w io.Writer) error {
		bn, err := report.RunBottlenecks(ctx, db, t, threshold)
		if err != nil {
			return err
		}
		return report.WritePage(w, t, bn)
	})
	if err != nil {
		return 2, err
	}
	cycles := "no cost run"
	if t.Run != nil {
		cycles = "cycles of " + t.Run.Describe()
	} else if t.RunNote != "" {
		cycles = "no cycles (" + t.RunNote + "; choose one with --run)"
	}
	fmt.Fprintf(e.stdout, "wrote the report of trace %d (%s): %d contexts, %s, to %s (%s)\n", id, name, t.Len(), cycles, out, humanBytes(size))
	return 0, nil
}
