// This file holds the run command, the main job: trace a program, load the trace, cost it
// with the JOP model and show where the cycles go. The demo command runs it on a bundled
// example.

package main

import (
	"context"
	"fmt"
	"strings"

	"github.com/spf13/pflag"

	"github.com/crossprof/crossprof/cost"
	"github.com/crossprof/crossprof/ingest"
	"github.com/crossprof/crossprof/queries"
	"github.com/crossprof/crossprof/tabular"
)

func runCommand() *command {
	return &command{
		name:    "run",
		summary: "trace a program, load the trace and estimate its JOP cycles per calling context",
		usage:   "[trace flags] [--db FILE] [--set k=v]... [--depth N] [--min-share P] MAINCLASS [ARGS...]",
		help: `
The whole job in one command: 'crossprof trace' (the same flags), then
'crossprof ingest' into the database (default crossprof.duckdb), then
'crossprof cost' with the jop model (--set changes its parameters), and
prints the total cycles, the bytecodes, the cycles per bytecode (CPI) and the
calling context tree by cycles. Everything stays in the trace directory and
the database for further questions (crossprof query, export, cost, explore).

The exit status is the program's own, as with 'crossprof trace'; a run that
was stopped (timeout, instruction limit) is still loaded and costed, marked
incomplete.

Examples:
  crossprof run --cp build com.example.Main
  crossprof run --cp app.jar --set cache_size=1024 --set cache_blocks=4 Main
  crossprof run --max-instructions 100000000 --depth 4 --cp build Main`,
		setup: func(fs *pflag.FlagSet) func(context.Context, *env, []string) (int, error) {
			opts := &traceOptions{}
			opts.AddFlags(fs)
			p := &pipelineOptions{}
			p.AddFlags(fs)
			fs.SetInterspersed(false)
			return func(ctx context.Context, e *env, args []string) (int, error) {
				return runPipeline(ctx, e, opts, p, args)
			}
		},
	}
}

// pipelineOptions are the flags run and demo add to the trace flags.
type pipelineOptions struct {
	DB       string
	Set      []string
	Depth    int
	MinShare float64
}

func (p *pipelineOptions) AddFlags(fs *pflag.FlagSet) {
	fs.StringVar(&p.DB, "db", ingest.DefaultDB, "database `file` to load the trace into")
	fs.StringArrayVar(&p.Set, "set", nil, "set a jop model parameter, `name=value` (repeatable; crossprof cost --list-params)")
	fs.IntVar(&p.Depth, "depth", 6, "deepest level of the calling context tree to print")
	fs.Float64Var(&p.MinShare, "min-share", 1, "hide contexts below this `percent` of all cycles")
}

func runPipeline(ctx context.Context, e *env, opts *traceOptions, p *pipelineOptions, args []string) (int, error) {
	set, err := assignments("--set", p.Set)
	if err != nil {
		return 2, err
	}
	model, err := cost.LoadModel("jop")
	if err != nil {
		return 2, err
	}
	for k := range set {
		if !model.HasParam(k) {
			return 2, usagef("the jop model has no parameter %q (crossprof cost --list-params lists them)", k)
		}
	}
	if err := checkModelValues(model, set); err != nil {
		return 2, err
	}
	if p.Depth < 1 || p.Depth > maxTreeDepth {
		return 2, usagef("--depth wants 1 to %d levels, not %d", maxTreeDepth, p.Depth)
	}
	if !(p.MinShare >= 0 && p.MinShare <= 100) {
		return 2, usagef("--min-share wants a percent from 0 to 100, not %g", p.MinShare)
	}
	status, dir, err := runTrace(ctx, e, opts, args)
	if err != nil {
		return status, err
	}
	db, err := ingest.Open(ctx, p.DB, ingest.Create)
	if err != nil {
		return 2, err
	}
	defer db.Close()
	prog := newProgress(e.stderr, opts.Quiet)
	defer prog.end()
	step, count := prog.stepping()
	res, err := ingest.Ingest(ctx, db, dir, ingest.Options{AllowIncomplete: true, Progress: step, Count: count})
	prog.end()
	if err != nil {
		return 2, err
	}
	note := ""
	if !res.Complete {
		note = " (incomplete)"
	}
	fmt.Fprintf(e.stdout, "\n== trace %s%s: %s bytecodes, %s invocations; loaded into %s as trace %d (%s)\n",
		dir, note, human(uint64(res.Bytecodes)), human(uint64(res.Calls)), p.DB, res.TraceID, res.Name)
	report := prog.costing(fmt.Sprintf("costing trace %d with model %s", res.TraceID, model.Name))
	run, err := cost.Run(ctx, db, res.TraceID, model, cost.Options{Set: set, Secure: true, Progress: report})
	prog.end()
	if err != nil {
		return 2, err
	}
	fmt.Fprintf(e.stdout, "== JOP (model jop, %s): %d cycles for %d bytecodes, CPI %.2f\n", paramSummary(run.Params), run.Cycles, run.Bytecodes, run.CPI)
	if run.CacheKey != "" {
		fmt.Fprintf(e.stdout, "== method cache %s: %d lookups, %d misses (%.1f%%)\n", run.CacheKey, run.Lookups, run.Misses,
			100*float64(run.Misses)/float64(max(run.Lookups, 1)))
	}
	fmt.Fprintf(e.stdout, "\nCalling contexts by cycles (depth <= %d, >= %g%% of all cycles; site = call site position in the caller):\n\n", p.Depth, p.MinShare)
	conn, err := db.Conn(ctx)
	if err != nil {
		return 2, err
	}
	defer conn.Close()
	vars := map[string]string{"trace_id": fmt.Sprint(res.TraceID), "run": fmt.Sprint(run.RunID),
		"depth": fmt.Sprint(p.Depth), "min_share": fmt.Sprint(p.MinShare)}
	t, err := evalQuery(ctx, conn, queries.Lookup("cycles"), vars)
	if err != nil {
		return 2, err
	}
	if err := tabular.Write(e.stdout, "table", tableView(t)); err != nil {
		return 2, err
	}
	dbFlag := ""
	if p.DB != ingest.DefaultDB {
		dbFlag = " --db " + p.DB
	}
	fmt.Fprintf(e.stdout, "\nNext:\n")
	for _, c := range []string{"query" + dbFlag + " --list", "cost" + dbFlag + " --set r=2 --set w=3", "explore" + dbFlag + " --preset cprof",
		"export" + dbFlag + " --format pprof -o " + res.Name + ".pb.gz"} {
		fmt.Fprintf(e.stdout, "  crossprof %s\n", c)
	}
	return status, nil
}

// maxTreeDepth bounds --depth: deeper than any tree worth printing.
const maxTreeDepth = 100_000

// checkModelValues checks --set values against the model's parameter domains before any
// work, as a usage error (see queries.Query.CheckValues).
func checkModelValues(model *cost.Model, set map[string]string) error {
	vals, err := model.Values(set, "model")
	if err == nil {
		err = model.CheckValues(vals, "model")
	}
	if err != nil {
		return usagef("%v", err)
	}
	return nil
}

// paramSummary lists the parameters that matter most, in a fixed order.
func paramSummary(params map[string]string) string {
	var parts []string
	for _, k := range []string{"r", "w", "cache_size", "cache_blocks", "cache_policy"} {
		if v, ok := params[k]; ok {
			parts = append(parts, k+"="+v)
		}
	}
	return strings.Join(parts, " ")
}
