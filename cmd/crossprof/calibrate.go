// This file holds the calibrate command: fit a cost model's parameters to measured cycles.

package main

import (
	"context"
	"database/sql"
	"fmt"
	"io"
	"math"
	"os"
	"sort"
	"strings"

	"github.com/spf13/pflag"

	"github.com/crossprof/crossprof/calibrate"
	"github.com/crossprof/crossprof/cost"
	"github.com/crossprof/crossprof/ingest"
	"github.com/crossprof/crossprof/tabular"
)

func calibrateCommand() *command {
	return &command{
		name:    "calibrate",
		summary: "fit a cost model's parameters (wait states, ...) to cycles measured on a board",
		usage:   "--measured FILE.csv --fit NAME,... [--db FILE] [--model NAME | --model-file FILE] [--set k=v]... [--params NAME] [--save NAME] [--format table|csv|json]",
		help: `
Fits the named parameters of a cost model to cycle counts measured on real
hardware, using re-costs of the traces in the database only (the programs are
not run again). The fit minimizes the sum of squared relative errors,
((estimate - measured) / measured)^2, over the measurements, within each
parameter's domain as the model declares it (--list-params of cost shows the
parameters; in the model's SQL, "-- param r=1 [int 0..15]: ..."): integers
(int), powers of two (pow2), true/false (bool) or numbers in a range (real).
Integer parameters are searched by coordinate descent with a pattern search
over steps of several parameters at once; real ones by golden section.

The measurements file is CSV: one row per measurement, with the trace (an id
or a name, as 'crossprof query traces' lists them), the root method whose
inclusive cycles were measured (Class.method or method; empty: the whole
run) and the measured cycles. A first row starting with "trace" is a header;
lines starting with # are comments.

Prints the fitted values, every measurement's estimate and relative error
before (with the model's defaults, or --set and --params values) and after the
fit, and its leave-one-out error: the error of its estimate when the
parameters are fitted on the other measurements only, the honest figure for a
program that was not measured. --set fixes a parameter that is not fitted, or
gives a fitted one its starting value. --save stores the fitted set in the
database under a name for 'cost --params NAME' and 'explore --params NAME'.

Examples:
  cat board.csv
    trace,root,cycles
    Sieve,Sieve.main,1843217
    3,Main.main,912004
  crossprof calibrate --measured board.csv --fit r,w
  crossprof calibrate --measured board.csv --fit r,w,cache_size --save board
  crossprof cost --trace Sieve --params board`,
		setup: func(fs *pflag.FlagSet) func(context.Context, *env, []string) (int, error) {
			db := fs.String("db", ingest.DefaultDB, "database `file`")
			measured := fs.String("measured", "", "measurements `file` (CSV: trace, root method, cycles)")
			fit := fs.String("fit", "", "parameters to fit, comma-separated `names` (e.g. r,w)")
			modelName := fs.String("model", "jop", "built-in cost model `name`")
			modelFile := fs.String("model-file", "", "cost model SQL `file` to run instead of a built-in one")
			sets := fs.StringArray("set", nil, "fix a parameter, or start a fitted one, at `name=value` (repeatable)")
			params := fs.String("params", "", "start from the stored parameter set `NAME`")
			save := fs.String("save", "", "store the fitted parameter set under `NAME`")
			format := fs.String("format", "table", "output: table, csv or json (the measurements' errors)")
			choices(fs, "format", "table", "csv", "json")
			return func(ctx context.Context, e *env, args []string) (int, error) {
				if len(args) > 0 {
					return 2, usagef("calibrate takes no arguments (got %s)", strings.Join(args, " "))
				}
				if *measured == "" || *fit == "" {
					return 2, usagef("give --measured FILE.csv and --fit NAME,...")
				}
				if !validFormat(*format) {
					return 2, usagef("--format must be table, csv or json, not %q", *format)
				}
				var names []string
				for _, n := range strings.Split(*fit, ",") {
					if n = strings.TrimSpace(n); n != "" {
						names = append(names, n)
					}
				}
				model, err := loadModel(*modelName, *modelFile)
				if err != nil {
					return 2, err
				}
				set, err := assignments("--set", *sets)
				if err != nil {
					return 2, err
				}
				if err := checkModelValues(model, set); err != nil {
					return 2, err
				}
				f, err := os.Open(*measured)
				if err != nil {
					return 2, err
				}
				ms, err := calibrate.ReadMeasurements(f, *measured)
				f.Close()
				if err != nil {
					return 2, err
				}
				s := calibrate.Setup{Model: model, Fit: names, Set: set, File: *measured, Measurements: ms, Secure: true}
				return runCalibrate(ctx, e, *db, s, *params, *save, *format)
			}
		},
	}
}

func runCalibrate(ctx context.Context, e *env, dbPath string, s calibrate.Setup, params, save, format string) (int, error) {
	db, err := ingest.Open(ctx, dbPath, ingest.Update)
	if err != nil {
		return 2, err
	}
	defer db.Close()
	if s.Set, err = withParamSet(ctx, db, params, s.Model, s.Set); err != nil {
		return 2, err
	}
	s.Resolve = func(ctx context.Context, spec string) (int32, string, error) { return resolveTrace(ctx, db, spec) }
	res, err := calibrate.Run(ctx, db, s)
	if err != nil {
		return 2, err
	}
	if format == "table" {
		printCalibration(e.stdout, s, res)
	}
	t := &tabular.Result{Columns: []string{"trace", "root", "measured", "before", "error before %", "after", "error after %", "leave-one-out", "error leave-one-out %"}}
	for _, r := range res.Rows {
		root := any(r.Root)
		if r.Root == "" {
			root = "(whole run)"
		}
		t.Rows = append(t.Rows, []any{fmt.Sprintf("%d %s", r.TraceID, r.TraceName), root, measuredValue(r.Cycles),
			int64(r.Before), pct(r.Before, r.Cycles, format), int64(r.After), pct(r.After, r.Cycles, format),
			orNil(r.LeaveOneOut), pct(r.LeaveOneOut, r.Cycles, format)})
	}
	if err := tabular.Write(e.stdout, format, t); err != nil {
		return 2, err
	}
	if format == "table" {
		fmt.Fprintf(e.stdout, "\nRMS relative error: %s before, %s after, %s leave-one-out\n",
			pctText(res.RMSBefore), pctText(res.RMSAfter), pctText(res.RMSLeaveOneOut))
		fmt.Fprintf(e.stdout, "%d estimates, %d re-costs of a trace (%.1f s), in %.1f s\n",
			res.Evaluations, res.Runs, res.ModelTime.Seconds(), res.Elapsed.Seconds())
	}
	if save != "" {
		src := fmt.Sprintf("calibrate --measured %s --fit %s", s.File, strings.Join(s.Fit, ","))
		replaced, err := cost.SaveParamSet(ctx, db, cost.ParamSet{Name: save, Model: s.Model.Name, Values: res.Set, Source: src,
			RMSError: res.RMSAfter, LeaveOneOutError: res.RMSLeaveOneOut})
		if err != nil {
			return 2, err
		}
		verb := "saved"
		if replaced {
			verb = "replaced"
		}
		// The note goes to stderr so that --format csv and json stay machine-readable.
		w := e.stderr
		if format == "table" {
			w = e.stdout
		}
		fmt.Fprintf(w, "%s parameter set %q: use it with crossprof cost --params %s\n", verb, save, save)
	}
	return 0, nil
}

// printCalibration prints the fitted values and what the fit could not determine.
func printCalibration(w io.Writer, s calibrate.Setup, res *calibrate.Result) {
	fmt.Fprintf(w, "model %s, %d measurements (%s), fitting %s\n", s.Model.Name, len(res.Rows), s.File, strings.Join(s.Fit, ", "))
	var fixed []string
	for k, v := range s.Set {
		if !contains(s.Fit, k) {
			fixed = append(fixed, k+"="+v)
		}
	}
	if len(fixed) > 0 {
		sort.Strings(fixed)
		fmt.Fprintf(w, "fixed: %s\n", strings.Join(fixed, " "))
	}
	fmt.Fprintf(w, "fitted:")
	for _, p := range res.Params {
		fmt.Fprintf(w, " %s=%s (from %s, %s)", p.Name, p.Domain.Format(p.Value), p.Domain.Format(p.Start), p.Domain)
	}
	fmt.Fprintln(w)
	if len(res.Undetermined) > 0 {
		fmt.Fprintf(w, "note: no estimate depends on %s near the fitted values: kept at the start, not determined by these measurements\n", strings.Join(res.Undetermined, ", "))
	}
	if len(res.Rows) <= len(res.Params) {
		fmt.Fprintf(w, "note: %d measurements for %d parameters: measure more programs for a fit that means something\n", len(res.Rows), len(res.Params))
	}
	fmt.Fprintln(w)
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// pct is a relative error in percent: rounded to 0.01 in a table, full precision otherwise.
func pct(pred, measured float64, format string) any {
	if math.IsNaN(pred) {
		return nil
	}
	v := 100 * calibrate.RelErr(pred, measured)
	if format == "table" {
		return math.Round(v*100)/100 + 0
	}
	return v
}

func pctText(f float64) string {
	if math.IsNaN(f) {
		return "-"
	}
	return fmt.Sprintf("%.2f%%", 100*f)
}

// measuredValue shows whole measured cycles as an integer.
func measuredValue(c float64) any {
	if c == math.Trunc(c) && c < 1<<62 {
		return int64(c)
	}
	return c
}

func orNil(f float64) any {
	if math.IsNaN(f) {
		return nil
	}
	return int64(f)
}

// withParamSet returns set on top of the stored parameter set name ("": set alone).
func withParamSet(ctx context.Context, db *sql.DB, name string, model *cost.Model, set map[string]string) (map[string]string, error) {
	if name == "" {
		return set, nil
	}
	ps, err := cost.LoadParamSet(ctx, db, name)
	if err != nil {
		return nil, err
	}
	return ps.Apply(model, set)
}
