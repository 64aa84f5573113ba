// This file evaluates many cost model variants over many traces at once: the design-space
// exploration of the CProf paper, with its table of cycles, CPI and speedups.

package cost

import (
	"bufio"
	"context"
	"database/sql"
	"fmt"
	"io"
	"math"
	"strings"
)

// Variant is a cost model with parameter values: one design point.
type Variant struct {
	Name  string
	Model *Model
	Set   map[string]string
}

// ParseVariants reads a variants file: one variant per line, its name first, then an
// optional model=NAME or model-file=PATH (default: jop) and parameter settings name=value.
// Blank lines and lines starting with # are skipped. The first variant is the baseline.
func ParseVariants(r io.Reader, file string) ([]Variant, error) {
	var out []Variant
	sc := bufio.NewScanner(r)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		fields := strings.Fields(line)
		v := Variant{Name: fields[0], Set: map[string]string{}}
		if strings.Contains(v.Name, "=") {
			return nil, fmt.Errorf("%s:%d: a variant line starts with its name, not %q", file, n, v.Name)
		}
		model := "jop"
		modelFile := ""
		for _, f := range fields[1:] {
			k, val, ok := strings.Cut(f, "=")
			if !ok || k == "" {
				return nil, fmt.Errorf("%s:%d: %q is not name=value", file, n, f)
			}
			switch k {
			case "model":
				model = val
			case "model-file":
				modelFile = val
			default:
				v.Set[k] = val
			}
		}
		var err error
		if modelFile != "" {
			v.Model, err = LoadModelFile(modelFile)
		} else {
			v.Model, err = LoadModel(model)
		}
		if err != nil {
			return nil, fmt.Errorf("%s:%d: %w", file, n, err)
		}
		params, err := v.Model.Values(v.Set, "model")
		if err == nil {
			err = v.Model.CheckValues(params, "model")
		}
		if err != nil {
			return nil, fmt.Errorf("%s:%d: %w", file, n, err)
		}
		// A bad cache configuration is reported now, not after the variants before it ran.
		if _, ok := params["cache_policy"]; ok {
			if _, err := cacheConfig(params); err != nil {
				return nil, fmt.Errorf("%s:%d: %w", file, n, err)
			}
		}
		out = append(out, v)
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("%s: no variants", file)
	}
	return out, nil
}

// Presets are the built-in variant sets, in the variants file format.
var Presets = map[string]string{
	// The CProf paper's case study on JOP: the baseline is JOP's 4 KB method cache in 16
	// blocks; "combined" takes every enhancement and the largest cache.
	"cprof": `
baseline        cache_size=4096 cache_blocks=16
cache-1k/4      cache_size=1024 cache_blocks=4
cache-16k/64    cache_size=16384 cache_blocks=64
cache-64k/256   cache_size=65536 cache_blocks=256
fast-invoke     invoke_scale=0.5
long-pipeline   branch_extra=1
single-fetch    branch_extra=1 single_fetch=true
combined        cache_size=65536 cache_blocks=256 invoke_scale=0.5 branch_extra=1 single_fetch=true
`,
}

// Preset returns a built-in variant set.
func Preset(name string) ([]Variant, error) {
	text, ok := Presets[name]
	if !ok {
		var names []string
		for k := range Presets {
			names = append(names, k)
		}
		return nil, fmt.Errorf("no preset %q (built in: %s)", name, strings.Join(names, ", "))
	}
	return ParseVariants(strings.NewReader(text), "preset "+name)
}

// ExploreRow is one line of the exploration table: a trace (or "geomean") and a variant.
type ExploreRow struct {
	Trace     string
	Variant   string
	Cycles    float64 // integral except in the geometric mean row
	Bytecodes float64
	CPI       float64
	Speedup   float64 // percent versus the first variant: (t_base / t_variant - 1) * 100
	RunID     int32   // 0 in the geometric mean row
}

// TraceRef names a trace for Explore.
type TraceRef struct {
	ID   int32
	Name string
}

// Explore runs every variant on every trace and returns the table, with a geometric mean
// row per variant when there are several traces (the means of cycles and bytecodes; CPI and
// speedup computed from the means, as the CProf paper does). opts.Progress hears of every
// run, with its variant and position.
func Explore(ctx context.Context, db *sql.DB, traces []TraceRef, variants []Variant, opts Options) ([]ExploreRow, error) {
	var rows []ExploreRow
	logC := make([]float64, len(variants))
	logB := make([]float64, len(variants))
	run, runs := 0, len(traces)*len(variants)
	for _, tr := range traces {
		var base float64
		for i, v := range variants {
			o := opts
			o.Set = v.Set
			o.Variant = v.Name
			run++
			if opts.Progress != nil {
				name, run := v.Name, run
				o.Progress = func(p Progress) {
					p.Variant, p.Run, p.Runs = name, run, runs
					opts.Progress(p)
				}
			}
			res, err := Run(ctx, db, tr.ID, v.Model, o)
			if err != nil {
				return nil, fmt.Errorf("trace %d (%s), variant %s: %w", tr.ID, tr.Name, v.Name, err)
			}
			if i == 0 {
				base = float64(res.Cycles)
			}
			rows = append(rows, ExploreRow{Trace: tr.Name, Variant: v.Name, Cycles: float64(res.Cycles), Bytecodes: float64(res.Bytecodes),
				CPI: res.CPI, Speedup: speedup(base, float64(res.Cycles)), RunID: res.RunID})
			logC[i] += math.Log(math.Max(float64(res.Cycles), 1))
			logB[i] += math.Log(math.Max(float64(res.Bytecodes), 1))
		}
	}
	if len(traces) > 1 {
		n := float64(len(traces))
		base := math.Exp(logC[0] / n)
		for i, v := range variants {
			c, b := math.Exp(logC[i]/n), math.Exp(logB[i]/n)
			rows = append(rows, ExploreRow{Trace: "geomean", Variant: v.Name, Cycles: c, Bytecodes: b, CPI: c / b, Speedup: speedup(base, c)})
		}
	}
	return rows, nil
}

func speedup(base, t float64) float64 {
	if t == 0 {
		return 0
	}
	return (base/t - 1) * 100
}
