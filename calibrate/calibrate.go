// This file runs a calibration: the fit on every measurement, the errors before and after,
// and the leave-one-out errors.

package calibrate

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"math"
	"runtime"
	"slices"
	"sort"
	"sync"
	"time"

	"github.com/crossprof/crossprof/cost"
	"github.com/crossprof/crossprof/queries"
)

// Setup is a calibration's inputs besides the database.
type Setup struct {
	Model *cost.Model
	Fit   []string          // the parameters to fit
	Set   map[string]string // other parameters' values, and fitted ones' starting values
	// File and Measurements are the measurements file's name (for messages) and rows.
	File         string
	Measurements []Measurement
	// Resolve finds the trace a measurement names (an id or a name).
	Resolve func(ctx context.Context, spec string) (id int32, name string, err error)
	Secure  bool // see cost.Options.Secure
}

// Fitted is a fitted parameter: its domain, starting value and fitted value.
type Fitted struct {
	Name         string
	Domain       Domain
	Start, Value float64
}

// Row is a measurement with the model's predictions: with the starting values (Before), the
// fitted ones (After), and the values fitted on the other measurements (LeaveOneOut, NaN
// when there is no other measurement).
type Row struct {
	Measurement
	Before, After, LeaveOneOut float64
}

// Result is a calibration.
type Result struct {
	Params []Fitted
	Rows   []Row
	// RMS relative errors over the rows: before, after, and of the leave-one-out predictions.
	RMSBefore, RMSAfter, RMSLeaveOneOut float64
	// Undetermined lists fitted parameters on which no measured estimate depends near the
	// fitted point: their values are the starting ones, not a finding.
	Undetermined []string
	// Set is the parameter set found: the given values with the fitted ones in place.
	Set map[string]string
	// Evaluations counts the estimates asked for, Runs those that ran the model (the others
	// were remembered); Elapsed is the whole calibration's time, ModelTime the runs'.
	Evaluations, Runs  int
	Elapsed, ModelTime time.Duration
}

// RelErr is the relative error of a prediction of measured cycles.
func RelErr(predicted, measured float64) float64 { return (predicted - measured) / measured }

// Run resolves the measurements' traces and roots, fits s.Fit on all of them and on each
// leave-one-out subset, and returns the result.
func Run(ctx context.Context, db *sql.DB, s Setup) (*Result, error) {
	start := time.Now()
	params, err := parseFit(s)
	if err != nil {
		return nil, err
	}
	ev, err := cost.NewEvaluator(ctx, db, s.Model, s.Secure)
	if err != nil {
		return nil, err
	}
	defer ev.Close()
	ms := slices.Clone(s.Measurements)
	for i := range ms {
		m := &ms[i]
		if m.TraceID, m.TraceName, err = s.Resolve(ctx, m.Trace); err != nil {
			return nil, &RowError{File: s.File, Line: m.Line, Column: 1, Msg: err.Error()}
		}
		if err := ev.CheckRoot(ctx, m.TraceID, m.Root); err != nil {
			return nil, &RowError{File: s.File, Line: m.Line, Column: 2, Msg: err.Error()}
		}
	}
	res := &Result{Params: params}
	evals := 0
	// predict returns the estimates of rows idx at x, the traces' in parallel; ok is false
	// when the model cannot run with x.
	predict := func(idx []int, x []float64) (out []float64, ok bool, err error) {
		set := pointSet(s.Set, params, x)
		out = make([]float64, len(idx))
		errs := make([]error, len(idx))
		sem := make(chan struct{}, runtime.GOMAXPROCS(0))
		var wg sync.WaitGroup
		for k, i := range idx {
			evals++
			wg.Add(1)
			sem <- struct{}{}
			go func() {
				defer func() { <-sem; wg.Done() }()
				c, err := ev.Cycles(ctx, ms[i].TraceID, ms[i].Root, set)
				out[k], errs[k] = float64(c), err
			}()
		}
		wg.Wait()
		ok = true
		for k, err := range errs {
			if errors.Is(err, cost.ErrInvalidParams) {
				ok = false
			} else if err != nil {
				i := idx[k]
				return nil, false, fmt.Errorf("trace %d (%s): %w", ms[i].TraceID, ms[i].TraceName, err)
			}
		}
		if !ok {
			return nil, false, nil
		}
		return out, true, nil
	}
	fit := func(idx []int) ([]float64, error) {
		doms := make([]Domain, len(params))
		x0 := make([]float64, len(params))
		for j, p := range params {
			doms[j], x0[j] = p.Domain, p.Start
		}
		x, fx, err := minimize(ctx, doms, x0, func(x []float64) (float64, error) {
			pred, ok, err := predict(idx, x)
			if err != nil || !ok {
				return math.Inf(1), err
			}
			var sum float64
			for k, i := range idx {
				e := RelErr(pred[k], ms[i].Cycles)
				sum += e * e
			}
			return sum, nil
		})
		if err == nil && math.IsInf(fx, 1) {
			err = errors.New("the model cannot run with any parameter values tried (starting from the given ones)")
		}
		return x, err
	}
	all := make([]int, len(ms))
	for i := range all {
		all[i] = i
	}
	x0 := make([]float64, len(params))
	for j, p := range params {
		x0[j] = p.Start
	}
	before, ok, err := predict(all, x0)
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, fmt.Errorf("the model cannot run with the starting values: %w", cost.CheckParams(mustValues(s, params, x0)))
	}
	xf, err := fit(all)
	if err != nil {
		return nil, err
	}
	after, _, err := predict(all, xf)
	if err != nil {
		return nil, err
	}
	for j := range params {
		res.Params[j].Value = xf[j]
	}
	res.Set = pointSet(s.Set, params, xf)
	for i, m := range ms {
		row := Row{Measurement: m, Before: before[i], After: after[i], LeaveOneOut: math.NaN()}
		if len(ms) > 1 {
			others := slices.Delete(slices.Clone(all), i, i+1)
			xl, err := fit(others)
			if err != nil {
				return nil, err
			}
			p, _, err := predict([]int{i}, xl)
			if err != nil {
				return nil, err
			}
			row.LeaveOneOut = p[0]
		}
		res.Rows = append(res.Rows, row)
	}
	res.RMSBefore, res.RMSAfter, res.RMSLeaveOneOut = rms(res.Rows, func(r Row) float64 { return r.Before }),
		rms(res.Rows, func(r Row) float64 { return r.After }), rms(res.Rows, func(r Row) float64 { return r.LeaveOneOut })
	if res.Undetermined, err = undetermined(params, xf, after, all, predict); err != nil {
		return nil, err
	}
	res.Evaluations, res.Runs, res.ModelTime, res.Elapsed = evals, ev.Runs, ev.Time, time.Since(start)
	return res, nil
}

// parseFit checks the parameters to fit and reads their domains and starting values.
func parseFit(s Setup) ([]Fitted, error) {
	if len(s.Fit) == 0 {
		return nil, errors.New("no parameters to fit")
	}
	vals, err := s.Model.Values(s.Set, "model")
	if err != nil {
		return nil, err
	}
	if err := s.Model.CheckValues(vals, "model"); err != nil {
		return nil, err
	}
	var out []Fitted
	for _, name := range s.Fit {
		var p *queries.Param
		for k := range s.Model.Params {
			if s.Model.Params[k].Name == name {
				p = &s.Model.Params[k]
			}
		}
		if p == nil {
			return nil, fmt.Errorf("model %s has no parameter %q to fit", s.Model.Name, name)
		}
		if p.Domain == "" {
			return nil, fmt.Errorf("parameter %s of model %s declares no domain to fit it in (a model declares one as '-- param %s=%s [int LO..HI]: ...')", name, s.Model.Name, name, p.Default)
		}
		for _, f := range out {
			if f.Name == name {
				return nil, fmt.Errorf("parameter %s is named twice in --fit", name)
			}
		}
		d, err := ParseDomain(p.Domain)
		if err != nil {
			return nil, fmt.Errorf("model %s, parameter %s: %w", s.Model.Name, name, err)
		}
		if !d.Numeric() {
			return nil, fmt.Errorf("parameter %s of model %s is a choice (%s), not a number to fit: give it with --set", name, s.Model.Name, d)
		}
		v, err := d.Value(vals[name])
		if err != nil {
			return nil, fmt.Errorf("the starting value of %s: %w", name, err)
		}
		if d.Snap(v) != v {
			return nil, fmt.Errorf("the starting value %s=%s is not in its domain %s", name, vals[name], d)
		}
		out = append(out, Fitted{Name: name, Domain: d, Start: v})
	}
	return out, nil
}

// pointSet is base with the fitted parameters at x.
func pointSet(base map[string]string, params []Fitted, x []float64) map[string]string {
	set := make(map[string]string, len(base)+len(params))
	for k, v := range base {
		set[k] = v
	}
	for j, p := range params {
		set[p.Name] = p.Domain.Format(x[j])
	}
	return set
}

func mustValues(s Setup, params []Fitted, x []float64) map[string]string {
	v, _ := s.Model.Values(pointSet(s.Set, params, x), "model")
	return v
}

func rms(rows []Row, pred func(Row) float64) float64 {
	var sum float64
	n := 0
	for _, r := range rows {
		if p := pred(r); !math.IsNaN(p) {
			e := RelErr(p, r.Cycles)
			sum += e * e
			n++
		}
	}
	if n == 0 {
		return math.NaN()
	}
	return math.Sqrt(sum / float64(n))
}

// undetermined lists the fitted parameters whose neighbouring values (one step each way,
// or 1% of a continuous range) change no row's estimate.
func undetermined(params []Fitted, x, at []float64, all []int, predict func([]int, []float64) ([]float64, bool, error)) ([]string, error) {
	var out []string
	for j, p := range params {
		var near []float64
		if p.Domain.Discrete() {
			vals := p.Domain.Values()
			k := slices.Index(vals, x[j])
			if k > 0 {
				near = append(near, vals[k-1])
			}
			if k >= 0 && k+1 < len(vals) {
				near = append(near, vals[k+1])
			}
		} else {
			d := 0.01 * (p.Domain.Hi - p.Domain.Lo)
			near = append(near, math.Max(x[j]-d, p.Domain.Lo), math.Min(x[j]+d, p.Domain.Hi))
		}
		moves := false
		for _, v := range near {
			y := slices.Clone(x)
			y[j] = v
			pred, ok, err := predict(all, y)
			if err != nil {
				return nil, err
			}
			if ok && !slices.Equal(pred, at) {
				moves = true
			}
		}
		if !moves {
			out = append(out, p.Name)
		}
	}
	sort.Strings(out)
	return out, nil
}
