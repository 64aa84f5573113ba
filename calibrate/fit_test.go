package calibrate

import (
	"context"
	"math"
	"strings"
	"testing"
)

func TestParseDomain(t *testing.T) {
	for _, c := range []struct {
		in, want string
		values   int
	}{
		{"int 0..15", "int 0..15", 16},
		{"pow2 256..65536", "pow2 256..65536", 9},
		{"real 0.25..2", "real 0.25..2", 0},
		{"bool", "bool", 2},
	} {
		d, err := ParseDomain(c.in)
		if err != nil || d.String() != c.want || len(d.Values()) != c.values {
			t.Errorf("ParseDomain(%q) = %v (%d values), %v; want %s, %d values", c.in, d, len(d.Values()), err, c.want, c.values)
		}
	}
	for _, c := range []struct{ in, want string }{
		{"float 0..1", "int, pow2, real or bool"},
		{"int 3..1", "LO <= HI"},
		{"int 0.5..2", "must be integers"},
		{"pow2 3..64", "powers of two"},
		{"int 0-15", "LO..HI"},
		{"bool 0..1", "no range"},
	} {
		if _, err := ParseDomain(c.in); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("ParseDomain(%q): %v, want an error with %q", c.in, err, c.want)
		}
	}
	d, _ := ParseDomain("pow2 256..65536")
	if d.Snap(2800) != 2048 || d.Snap(3000) != 4096 || d.Snap(1) != 256 || d.Format(4096) != "4096" {
		t.Errorf("pow2 snapping: %v %v %v", d.Snap(2800), d.Snap(3000), d.Snap(1))
	}
	b, _ := ParseDomain("bool")
	if v, err := b.Value("true"); v != 1 || err != nil || b.Format(0) != "false" {
		t.Errorf("bool: %v %v %s", v, err, b.Format(0))
	}
}

// TestMinimize checks the search on functions with known minima: a tilted valley of two
// integers that trade off (coordinate descent alone stalls there), a power of two, a real
// and a bool at once, and a region where the model cannot run.
func TestMinimize(t *testing.T) {
	ints, _ := ParseDomain("int 0..15")
	wide, _ := ParseDomain("int 0..1000")
	p2, _ := ParseDomain("pow2 256..65536")
	re, _ := ParseDomain("real 0.25..2")
	bo, _ := ParseDomain("bool")
	cases := []struct {
		name  string
		doms  []Domain
		start []float64
		f     func(x []float64) float64
		want  []float64
		tol   float64
	}{
		{"valley", []Domain{ints, ints}, []float64{1, 2},
			func(x []float64) float64 { a, b := x[0]+x[1]-7, x[0]-x[1]+1; return 100*a*a + b*b }, []float64{3, 4}, 0},
		{"wide", []Domain{wide}, []float64{85},
			func(x []float64) float64 { return math.Abs(x[0] - 613) }, []float64{613}, 0},
		{"mixed", []Domain{p2, re, bo}, []float64{4096, 1, 0},
			func(x []float64) float64 {
				a := math.Log2(x[0]) - 10
				b := x[1] - 0.7
				c := 1 - x[2]
				return a*a + b*b + c
			}, []float64{1024, 0.7, 1}, 2e-3},
		{"infeasible", []Domain{ints, ints}, []float64{1, 1},
			func(x []float64) float64 {
				if x[0] > x[1] {
					return math.Inf(1)
				}
				return (x[0]-5)*(x[0]-5) + (x[1]-5)*(x[1]-5)
			}, []float64{5, 5}, 0},
	}
	for _, c := range cases {
		n := 0
		x, _, err := minimize(context.Background(), c.doms, c.start, func(x []float64) (float64, error) { n++; return c.f(x), nil })
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("%s: %v after %d evaluations", c.name, x, n)
		for i := range x {
			if math.Abs(x[i]-c.want[i]) > c.tol {
				t.Errorf("%s: found %v, want %v (%d evaluations)", c.name, x, c.want, n)
				break
			}
		}
	}
}
