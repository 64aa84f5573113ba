// This file holds the cost command: evaluate a cost model on a trace in the database.

package main

import (
	"context"
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/spf13/pflag"

	"github.com/crossprof/crossprof/cost"
	"github.com/crossprof/crossprof/ingest"
	"github.com/crossprof/crossprof/queries"
	"github.com/crossprof/crossprof/tabular"
)

func costCommand() *command {
	return &command{
		name:    "cost",
		summary: "estimate target cycles of a trace with a cost model (JOP by default)",
		usage:   "[--db FILE] [--trace ID] [--model NAME | --model-file FILE] [--set k=v]... [--params NAME] [--root METHOD] [--format table|csv|json]",
		help: `
Evaluates a cost model on a trace in the database and stores the result
(tables cost_runs and node_cost): the cycles of every calling context, self
and inclusive, and its method cache hits and misses. Prints the total cycles,
the executed bytecodes, cycles per bytecode (CPI) and the hottest contexts.
Only the database is needed: an old trace can be re-costed under other
parameters without the program or its class files.

The built-in model 'jop' prices every executed instruction with JOP's timing
table (exact forms: aload_3 vs aload, ldc vs ldc_w, field accesses of
reference and long type, super calls), and invokes and returns by replaying
JOP's method cache over the recorded order of invokes and returns. Its
parameters (see --list-params) include r and w (memory wait states) and
cache_size, cache_blocks, cache_policy (fifo, lru, always-hit, always-miss).
A model is a SQL file (queries/costmodels/jop.sql); copy it, change it and
run it with --model-file. Model SQL runs with DuckDB's external access
disabled: it can read the database, not other files. Its statements may only
read and define the model's own temporary objects: SELECT, CREATE [OR
REPLACE] TEMP TABLE/VIEW/MACRO, SET VARIABLE, and INSERT, UPDATE, DELETE on
its temp tables; DuckDB's parser checks each statement before it runs, and
anything else (DROP, ALTER, ATTACH, COPY, INSTALL, ...) is refused with an
error naming the statement. The run is one transaction: a model that fails
or is refused leaves the database as it was.

Every parameter declares its values ("-- param r=1 [int 0..15]: ...": int,
pow2, real, bool or "one of a|b"); a value outside them is refused before
anything runs (--list-params shows them).

--root restricts the totals to the dynamic extent of a method (Class.method),
for example a benchmark's test method.

Examples:
  crossprof cost
  crossprof cost --set r=2 --set w=3
  crossprof cost --set cache_size=1024 --set cache_blocks=4 --root Main.test
  crossprof cost --model-file mymodel.sql --trace 2`,
		setup: func(fs *pflag.FlagSet) func(context.Context, *env, []string) (int, error) {
			db := fs.String("db", ingest.DefaultDB, "database `file`")
			traceSpec := fs.String("trace", "", "trace `id` or name (default: the latest loaded)")
			modelName := fs.String("model", "jop", "built-in cost model `name`")
			modelFile := fs.String("model-file", "", "cost model SQL `file` to run instead of a built-in one")
			sets := fs.StringArray("set", nil, "set a model parameter, `name=value` (repeatable)")
			paramSet := fs.String("params", "", "use the stored parameter set `NAME` (crossprof calibrate --save), under --set")
			root := fs.String("root", "", "restrict the totals to this `method`'s dynamic extent (Class.method)")
			format := fs.String("format", "table", "output: table, csv or json (the hottest contexts)")
			choices(fs, "format", "table", "csv", "json")
			listParams := fs.Bool("list-params", false, "list the model's parameters and defaults")
			top := fs.Int("top", 15, "hottest contexts to print")
			return func(ctx context.Context, e *env, args []string) (int, error) {
				if len(args) > 0 {
					return 2, usagef("cost takes no arguments (got %s)", strings.Join(args, " "))
				}
				model, err := loadModel(*modelName, *modelFile)
				if err != nil {
					return 2, err
				}
				if *listParams {
					printParams(e.stdout, model)
					return 0, nil
				}
				if !validFormat(*format) {
					return 2, usagef("--format must be table, csv or json, not %q", *format)
				}
				set, err := assignments("--set", *sets)
				if err != nil {
					return 2, err
				}
				if err := checkModelValues(model, set); err != nil {
					return 2, err
				}
				if *top < 1 {
					return 2, usagef("--top wants 1 or more contexts, not %d", *top)
				}
				return runCost(ctx, e, *db, *traceSpec, model, cost.Options{Set: set, Root: *root, Secure: true, ParamSet: *paramSet}, *format, *top)
			}
		},
	}
}

func printParams(w io.Writer, m *queries.Query) {
	fmt.Fprintf(w, "%s: %s\n", m.Name, m.Description)
	for _, p := range m.Params {
		dom := ""
		if p.Domain != "" {
			dom = " [" + p.Domain + "]"
		}
		fmt.Fprintf(w, "  --set %s=%s%s: %s\n", p.Name, p.Default, dom, p.Doc)
	}
}

func runCost(ctx context.Context, e *env, dbPath, traceSpec string, model *cost.Model, opts cost.Options, format string, top int) (int, error) {
	db, id, name, err := openTrace(ctx, dbPath, traceSpec, ingest.Update)
	if err != nil {
		return 2, err
	}
	defer db.Close()
	prog := newProgress(e.stderr, false)
	opts.Progress = prog.costing(fmt.Sprintf("costing trace %d with model %s", id, model.Name))
	res, err := cost.Run(ctx, db, id, model, opts)
	prog.end()
	if err != nil {
		return 2, err
	}
	if format == "table" {
		printCostSummary(e.stdout, id, name, res, opts.Root)
	}
	rows, err := db.QueryContext(ctx, fmt.Sprintf(`
		SELECT n.method, n.depth, n.calls, c.self_cycles AS "self cycles", c.inclusive_cycles AS "inclusive cycles",
		       round(100.0 * c.inclusive_cycles / nullif(%d, 0), 1) AS "incl %%",
		       round(c.self_cycles / nullif(c.bytecodes_self, 0), 2) AS "self CPI",
		       c.cache_misses AS "cache misses", n.node_id AS node
		FROM node_cost c JOIN cct n ON n.trace_id = %d AND n.node_id = c.node_id
		WHERE c.run_id = %d ORDER BY c.self_cycles DESC, n.node_id LIMIT %d`, res.Cycles, id, res.RunID, top))
	if err != nil {
		return 2, err
	}
	t, err := tabular.Read(rows)
	rows.Close()
	if err != nil {
		return 2, err
	}
	return 0, tabular.Write(e.stdout, format, t)
}

func printCostSummary(w io.Writer, id int32, name string, res *cost.Result, root string) {
	var ps []string
	for k, v := range res.Params {
		ps = append(ps, k+"="+v)
	}
	sort.Strings(ps)
	scope := "the whole run"
	if root != "" {
		scope = root + " and its callees"
	}
	fmt.Fprintf(w, "trace %d (%s), model %s, run %d: %s\n", id, name, res.Model, res.RunID, strings.Join(ps, " "))
	fmt.Fprintf(w, "%s: %d cycles, %d bytecodes, CPI %.2f\n", scope, res.Cycles, res.Bytecodes, res.CPI)
	if res.CacheKey != "" {
		replay := "stored replay"
		if res.ReplayTime > 0 {
			replay = fmt.Sprintf("replayed in %.2f s", res.ReplayTime.Seconds())
		}
		fmt.Fprintf(w, "method cache %s: %d lookups, %d misses (%.1f%%), %s\n", res.CacheKey, res.Lookups, res.Misses,
			100*float64(res.Misses)/float64(max(res.Lookups, 1)), replay)
	}
	fmt.Fprintf(w, "\nhottest contexts by self cycles:\n")
}

// loadModel loads the cost model named by --model, or the file given by --model-file.
func loadModel(name, file string) (*cost.Model, error) {
	if file != "" {
		return cost.LoadModelFile(file)
	}
	return cost.LoadModel(name)
}
