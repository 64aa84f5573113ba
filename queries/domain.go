// This file holds the domains of cost model parameters: the values a parameter may take,
// declared in its header line ("-- param r=1 [int 0..15]: ..."), which crossprof checks
// before a model runs and crossprof calibrate searches.

package queries

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
)

// Domain is the set of values a parameter may take, and a fit may give it.
type Domain struct {
	Kind   string // int, pow2, real, bool, or "one of" (Choices)
	Lo, Hi float64
	// Choices are the words a parameter of kind "one of" may be.
	Choices []string
}

// ParseDomain reads a domain declaration: "int LO..HI", "pow2 LO..HI", "real LO..HI",
// "bool" or "one of A|B|...".
func ParseDomain(s string) (Domain, error) {
	kind, rng, _ := strings.Cut(strings.TrimSpace(s), " ")
	d := Domain{Kind: kind}
	if rest, ok := strings.CutPrefix(strings.TrimSpace(s), "one of "); ok {
		d.Kind = "one of"
		for _, c := range strings.Split(rest, "|") {
			if c = strings.TrimSpace(c); c == "" {
				return d, fmt.Errorf("domain %q: want one of A|B|... with no empty choice", s)
			}
			d.Choices = append(d.Choices, c)
		}
		return d, nil
	}
	switch kind {
	case "bool":
		if rng != "" {
			return d, fmt.Errorf("domain %q: bool takes no range", s)
		}
		d.Lo, d.Hi = 0, 1
		return d, nil
	case "int", "pow2", "real":
	default:
		return d, fmt.Errorf("domain %q: the kind must be int, pow2, real or bool, or 'one of A|B|...'", s)
	}
	lo, hi, ok := strings.Cut(strings.TrimSpace(rng), "..")
	var err1, err2 error
	d.Lo, err1 = strconv.ParseFloat(lo, 64)
	d.Hi, err2 = strconv.ParseFloat(hi, 64)
	if !ok || err1 != nil || err2 != nil || !(d.Lo <= d.Hi) || math.IsInf(d.Lo, 0) || math.IsInf(d.Hi, 0) {
		return d, fmt.Errorf("domain %q: want %s LO..HI with LO <= HI", s, kind)
	}
	if kind != "real" && (d.Lo != math.Trunc(d.Lo) || d.Hi != math.Trunc(d.Hi)) {
		return d, fmt.Errorf("domain %q: the bounds of %s must be integers", s, kind)
	}
	if kind == "pow2" && (!isPow2(d.Lo) || !isPow2(d.Hi)) {
		return d, fmt.Errorf("domain %q: the bounds of pow2 must be powers of two", s)
	}
	return d, nil
}

func isPow2(v float64) bool {
	return v >= 1 && v == math.Trunc(v) && uint64(v)&(uint64(v)-1) == 0
}

func (d Domain) String() string {
	switch d.Kind {
	case "bool":
		return "bool"
	case "one of":
		return "one of " + strings.Join(d.Choices, "|")
	}
	return fmt.Sprintf("%s %s..%s", d.Kind, d.Format(d.Lo), d.Format(d.Hi))
}

// Discrete reports whether the domain is a finite list of values (every kind but real).
func (d Domain) Discrete() bool { return d.Kind != "real" }

// Numeric reports whether a fit can search the domain (every kind but "one of").
func (d Domain) Numeric() bool { return d.Kind != "one of" }

// Check returns nil if v is a value of the domain, or else an error that says what a value
// must be ("an integer in 0..15").
func (d Domain) Check(v string) error {
	if d.Kind == "one of" {
		for _, c := range d.Choices {
			if v == c {
				return nil
			}
		}
		return fmt.Errorf("one of %s", strings.Join(d.Choices, ", "))
	}
	want := map[string]string{"int": "an integer", "pow2": "a power of two", "real": "a number", "bool": "true or false"}[d.Kind]
	if d.Kind != "bool" {
		want += fmt.Sprintf(" in %s..%s", d.Format(d.Lo), d.Format(d.Hi))
	}
	x, err := d.Value(v)
	if err != nil || x < d.Lo || x > d.Hi || d.Kind != "real" && x != math.Trunc(x) || d.Kind == "pow2" && !isPow2(x) {
		return errors.New(want)
	}
	if d.Kind != "real" && d.Format(x) != v && d.Kind != "bool" {
		// 1e3 or 16.0 would reach the model as text that its casts may read otherwise.
		return fmt.Errorf("%s, written as digits", want)
	}
	return nil
}

// Values lists a discrete domain's values in increasing order.
func (d Domain) Values() []float64 {
	var vs []float64
	switch d.Kind {
	case "int", "bool":
		for v := d.Lo; v <= d.Hi; v++ {
			vs = append(vs, v)
		}
	case "pow2":
		for v := d.Lo; v <= d.Hi; v *= 2 {
			vs = append(vs, v)
		}
	}
	return vs
}

// Value reads a parameter value of a numeric domain ("true" and "false" for bool).
func (d Domain) Value(s string) (float64, error) {
	if d.Kind == "bool" {
		switch s {
		case "true":
			return 1, nil
		case "false":
			return 0, nil
		}
		return 0, fmt.Errorf("%q is not true or false", s)
	}
	v, err := strconv.ParseFloat(s, 64)
	if err != nil || math.IsNaN(v) || math.IsInf(v, 0) {
		return 0, fmt.Errorf("%q is not a number", s)
	}
	return v, nil
}

// Snap returns the domain's value nearest v (for pow2, nearest in ratio).
func (d Domain) Snap(v float64) float64 {
	v = math.Min(math.Max(v, d.Lo), d.Hi)
	switch d.Kind {
	case "int", "bool":
		return math.Round(v)
	case "pow2":
		return math.Min(math.Max(math.Exp2(math.Round(math.Log2(v))), d.Lo), d.Hi)
	}
	return v
}

// Format writes a value as the model's parameter: integers without a point, bool as
// true/false, reals with six significant digits (so that a search's nearby points that a
// model cannot tell apart share one evaluation).
func (d Domain) Format(v float64) string {
	switch d.Kind {
	case "bool":
		if v != 0 {
			return "true"
		}
		return "false"
	case "int", "pow2":
		return strconv.FormatInt(int64(math.Round(v)), 10)
	}
	return strconv.FormatFloat(v, 'g', 6, 64)
}

// CheckValues makes sure that every value of vals (see Values) is in its parameter's
// declared domain. The error is one line that names the parameter, the value and what it
// must be; kind names the query ("model").
func (q *Query) CheckValues(vals map[string]string, kind string) error {
	for _, p := range q.Params {
		v, ok := vals[p.Name]
		if p.Domain == "" || !ok {
			continue
		}
		d, err := ParseDomain(p.Domain)
		if err != nil {
			return fmt.Errorf("%s %s, parameter %s: %w", kind, q.Name, p.Name, err)
		}
		if err := d.Check(v); err != nil {
			return fmt.Errorf("%s %s: %s=%s is not allowed: %s must be %v", kind, q.Name, p.Name, v, p.Name, err)
		}
	}
	return nil
}
