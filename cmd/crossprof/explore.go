// This file holds the explore command: many cost model variants over many traces.

package main

import (
	"context"
	"fmt"
	"math"
	"os"
	"strings"

	"github.com/spf13/pflag"

	"github.com/crossprof/crossprof/cost"
	"github.com/crossprof/crossprof/ingest"
	"github.com/crossprof/crossprof/tabular"
)

func exploreCommand() *command {
	return &command{
		name:    "explore",
		summary: "compare processor designs: many cost model variants over many traces",
		usage:   "[--db FILE] [--trace ID]... (--variants FILE | --preset cprof) [--root METHOD] [--format table|csv|json]",
		help: `
Evaluates every variant (a cost model with parameter values) on every trace
(--trace, repeatable; default: all traces in the database) and prints, per
trace and variant, the cycles, the executed bytecodes, the cycles per
bytecode (CPI) and the speedup in percent versus the first variant,
p = (t_base / t_variant - 1) * 100, plus geometric-mean rows over the traces
(means of cycles and of bytecodes; CPI and speedup from the means), as in the
CProf paper's tables. Every variant is stored as a cost run.

A variants file has one variant per line: its name, then optionally
model=NAME or model-file=PATH (default: jop), then parameters name=value.
Lines starting with # are comments. The first variant is the baseline:

  baseline   cache_size=4096 cache_blocks=16
  small      cache_size=1024 cache_blocks=4
  slow-mem   r=3 w=4

--preset cprof is the CProf paper's case study on JOP: method cache 1 KB/4,
4 KB/16 (the baseline), 16 KB/64 and 64 KB/256 blocks; faster invoke and
return; a longer pipeline; single-cycle bytecode fetch; all combined (with
the 64 KB cache).

Examples:
  crossprof explore --preset cprof
  crossprof explore --trace 1 --trace 2 --variants designs.txt --format csv
  crossprof explore --preset cprof --root Benchmark.test`,
		setup: func(fs *pflag.FlagSet) func(context.Context, *env, []string) (int, error) {
			db := fs.String("db", ingest.DefaultDB, "database `file`")
			traces := fs.StringArray("trace", nil, "trace `id` or name (repeatable; default: every trace)")
			variantsFile := fs.String("variants", "", "variants `file`")
			preset := fs.String("preset", "", "built-in variant set: cprof")
			root := fs.String("root", "", "restrict the totals to this `method`'s dynamic extent (Class.method)")
			paramSet := fs.String("params", "", "the stored parameter set `NAME` under every variant's settings (crossprof calibrate --save)")
			format := fs.String("format", "table", "output: table, csv or json")
			choices(fs, "format", "table", "csv", "json")
			return func(ctx context.Context, e *env, args []string) (int, error) {
				if len(args) > 0 {
					return 2, usagef("explore takes no arguments (got %s)", strings.Join(args, " "))
				}
				if (*variantsFile == "") == (*preset == "") {
					return 2, usagef("give --variants FILE or --preset NAME")
				}
				if !validFormat(*format) {
					return 2, usagef("--format must be table, csv or json, not %q", *format)
				}
				var variants []cost.Variant
				var err error
				if *preset != "" {
					variants, err = cost.Preset(*preset)
				} else {
					var f *os.File
					if f, err = os.Open(*variantsFile); err == nil {
						variants, err = cost.ParseVariants(f, *variantsFile)
						f.Close()
					}
				}
				if err != nil {
					return 2, err
				}
				return runExplore(ctx, e, *db, *traces, variants, cost.Options{Root: *root, ParamSet: *paramSet}, *format)
			}
		},
	}
}

func runExplore(ctx context.Context, e *env, dbPath string, specs []string, variants []cost.Variant, opts cost.Options, format string) (int, error) {
	db, err := ingest.Open(ctx, dbPath, ingest.Update)
	if err != nil {
		return 2, err
	}
	defer db.Close()
	var traces []cost.TraceRef
	if len(specs) == 0 {
		rows, err := db.QueryContext(ctx, `SELECT trace_id, name FROM traces WHERE status = 'ready' ORDER BY trace_id`)
		if err != nil {
			return 2, err
		}
		for rows.Next() {
			var t cost.TraceRef
			rows.Scan(&t.ID, &t.Name)
			traces = append(traces, t)
		}
		rows.Close()
		if len(traces) == 0 {
			return 2, fmt.Errorf("the database holds no traces: load one with crossprof ingest")
		}
	}
	for _, s := range specs {
		id, name, err := resolveTrace(ctx, db, s)
		if err != nil {
			return 2, err
		}
		traces = append(traces, cost.TraceRef{ID: id, Name: fmt.Sprintf("%d %s", id, name)})
	}
	prog := newProgress(e.stderr, false)
	on := fmt.Sprintf("%d traces", len(traces))
	if len(traces) == 1 {
		on = fmt.Sprintf("trace %d", traces[0].ID)
	}
	report := prog.costing(fmt.Sprintf("exploring %d variants on %s", len(variants), on))
	out, err := cost.Explore(ctx, db, traces, variants, cost.Options{Root: opts.Root, ParamSet: opts.ParamSet, Secure: true, Progress: report})
	prog.end()
	if err != nil {
		return 2, err
	}
	t := &tabular.Result{Columns: []string{"trace", "variant", "cycles", "bytecodes", "CPI", "speedup %", "run"}}
	for _, r := range out {
		cycles, bytecodes, cpi, sp := any(r.Cycles), any(r.Bytecodes), any(r.CPI), any(r.Speedup)
		if format == "table" {
			cycles, bytecodes = int64(math.Round(r.Cycles)), int64(math.Round(r.Bytecodes))
			cpi, sp = math.Round(r.CPI*100)/100, math.Round(r.Speedup*10)/10+0 // no "-0"
			if sp == 0.0 {
				sp = 0.0
			}
		}
		var run any
		if r.RunID > 0 {
			run = int64(r.RunID)
		}
		t.Rows = append(t.Rows, []any{r.Trace, r.Variant, cycles, bytecodes, cpi, sp, run})
	}
	return 0, tabular.Write(e.stdout, format, t)
}
