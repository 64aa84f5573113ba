// This file holds the search: a bounded minimization over mixed integer and continuous
// parameters of an objective that is expensive to evaluate (each point re-costs traces).

package calibrate

import (
	"context"
	"math"
)

// Objective is the function a fit minimizes; +Inf marks a point the model cannot run with.
type Objective func(x []float64) (float64, error)

// minimize searches the box of domains from start (snapped into it) and returns the best
// point found and its value. It is a coordinate descent: a discrete coordinate of at most
// eight values, or of powers of two, is searched exhaustively, a longer one by a walk
// downhill with doubling steps (across a plateau too) and a golden-section bracket; a continuous one by golden section over its whole range.
// When no coordinate moves, every move of one step in two discrete coordinates at once is
// tried (a pattern search), which follows the diagonal valleys of parameters that trade off
// against each other (r against w). Ties keep the current point.
func minimize(ctx context.Context, doms []Domain, start []float64, f Objective) ([]float64, float64, error) {
	s := &search{ctx: ctx, doms: doms, f: f}
	x := make([]float64, len(doms))
	for i, d := range doms {
		x[i] = d.Snap(start[i])
	}
	fx, err := s.eval(x)
	if err != nil {
		return nil, 0, err
	}
	for round := 0; round < 100; round++ {
		moved := false
		for i := range doms {
			nx, nf, err := s.line(x, fx, i)
			if err != nil {
				return nil, 0, err
			}
			if better(nf, fx) {
				x, fx, moved = nx, nf, true
			}
		}
		if moved {
			continue
		}
		nx, nf, err := s.pattern(x, fx)
		if err != nil {
			return nil, 0, err
		}
		if !better(nf, fx) {
			break
		}
		x, fx = nx, nf
	}
	return x, fx, nil
}

// better reports whether a is smaller than b by more than rounding noise.
func better(a, b float64) bool {
	return a < b-1e-12*math.Max(1, math.Abs(b))
}

type search struct {
	ctx  context.Context
	doms []Domain
	f    Objective
}

func (s *search) eval(x []float64) (float64, error) {
	if err := s.ctx.Err(); err != nil {
		return 0, err
	}
	return s.f(x)
}

// with returns a copy of x with coordinate i set to v.
func with(x []float64, i int, v float64) []float64 {
	y := append([]float64(nil), x...)
	y[i] = v
	return y
}

// line minimizes along coordinate i from x (where f is fx).
func (s *search) line(x []float64, fx float64, i int) ([]float64, float64, error) {
	d := s.doms[i]
	if !d.Discrete() {
		return s.golden(x, fx, i)
	}
	vals := d.Values()
	at := 0
	for k, v := range vals {
		if v == x[i] {
			at = k
		}
	}
	cache := map[int]float64{at: fx}
	g := func(k int) (float64, error) {
		if v, ok := cache[k]; ok {
			return v, nil
		}
		v, err := s.eval(with(x, i, vals[k]))
		cache[k] = v
		return v, err
	}
	best, fbest := at, fx
	consider := func(k int) error {
		v, err := g(k)
		if err == nil && better(v, fbest) {
			best, fbest = k, v
		}
		return err
	}
	if len(vals) <= 8 || d.Kind == "pow2" && len(vals) <= 24 {
		for k := range vals {
			if err := consider(k); err != nil {
				return nil, 0, err
			}
		}
		return with(x, i, vals[best]), fbest, nil
	}
	// Which way is down?
	dir := 0
	for _, k := range []int{at - 1, at + 1} {
		if k < 0 || k >= len(vals) {
			continue
		}
		v, err := g(k)
		if err != nil {
			return nil, 0, err
		}
		if better(v, fbest) {
			best, fbest, dir = k, v, k-at
		}
	}
	if dir == 0 {
		// On a plateau (a neighbour as good as here, as for a cache size that every
		// method fits in), look farther each way, with doubling steps while it stays flat.
	probe:
		for _, d := range []int{-1, 1} {
			for step := 2; ; step *= 2 {
				k := min(max(at+d*step, 0), len(vals)-1)
				if k == min(max(at+d*step/2, 0), len(vals)-1) {
					break
				}
				v, err := g(k)
				if err != nil {
					return nil, 0, err
				}
				if better(v, fbest) {
					best, fbest, dir = k, v, d
					break probe
				}
				if v != fx {
					break
				}
			}
		}
		if dir == 0 {
			return x, fx, nil
		}
	}
	// Walk with doubling steps while it goes down: the minimum is then between the point
	// before the last one that went down and the first one that did not.
	prev, step := best-dir, 1
	lo, hi := at, best
	for {
		next := min(max(best+dir*step, 0), len(vals)-1)
		if next == best {
			lo, hi = prev, best
			break
		}
		v, err := g(next)
		if err != nil {
			return nil, 0, err
		}
		if !better(v, fbest) {
			lo, hi = prev, next
			break
		}
		prev, best, fbest, step = best, next, v, step*2
	}
	if lo > hi {
		lo, hi = hi, lo
	}
	// Golden section on the integers of the bracket, then every point left in it.
	a, b := lo, hi
	for b-a > 4 {
		m1 := a + int(math.Round(float64(b-a)*0.382))
		m2 := b - int(math.Round(float64(b-a)*0.382))
		if m1 >= m2 {
			m2 = m1 + 1
		}
		f1, err := g(m1)
		if err != nil {
			return nil, 0, err
		}
		f2, err := g(m2)
		if err != nil {
			return nil, 0, err
		}
		if f1 <= f2 {
			b = m2
		} else {
			a = m1
		}
	}
	for k := a; k <= b; k++ {
		if err := consider(k); err != nil {
			return nil, 0, err
		}
	}
	for k, v := range cache { // any point evaluated on the way may be the best
		if better(v, fbest) || v == fbest && k < best {
			best, fbest = k, v
		}
	}
	return with(x, i, vals[best]), fbest, nil
}

// golden minimizes along continuous coordinate i by golden-section search over its range,
// to a thousandth of the range.
func (s *search) golden(x []float64, fx float64, i int) ([]float64, float64, error) {
	d := s.doms[i]
	const phi = 0.6180339887498949
	a, b := d.Lo, d.Hi
	c, e := b-phi*(b-a), a+phi*(b-a)
	fc, err := s.eval(with(x, i, c))
	if err != nil {
		return nil, 0, err
	}
	fe, err := s.eval(with(x, i, e))
	if err != nil {
		return nil, 0, err
	}
	for b-a > 1e-3*(d.Hi-d.Lo) {
		if fc <= fe {
			b, e, fe = e, c, fc
			c = b - phi*(b-a)
			if fc, err = s.eval(with(x, i, c)); err != nil {
				return nil, 0, err
			}
		} else {
			a, c, fc = c, e, fe
			e = a + phi*(b-a)
			if fe, err = s.eval(with(x, i, e)); err != nil {
				return nil, 0, err
			}
		}
	}
	bx, bf := x, fx
	for _, p := range []struct{ v, f float64 }{{c, fc}, {e, fe}} {
		if better(p.f, bf) {
			bx, bf = with(x, i, p.v), p.f
		}
	}
	return bx, bf, nil
}

// pattern tries the moves of one step in two discrete coordinates at once (single steps
// were tried by the line searches): four per pair.
func (s *search) pattern(x []float64, fx float64) ([]float64, float64, error) {
	var disc []int
	for i, d := range s.doms {
		if d.Discrete() {
			disc = append(disc, i)
		}
	}
	step := func(i, dir int) (float64, bool) {
		vals := s.doms[i].Values()
		for k, v := range vals {
			if v == x[i] && k+dir >= 0 && k+dir < len(vals) {
				return vals[k+dir], true
			}
		}
		return 0, false
	}
	bx, bf := x, fx
	for a := range disc {
		for b := a + 1; b < len(disc); b++ {
			for _, da := range []int{-1, 1} {
				for _, db := range []int{-1, 1} {
					va, okA := step(disc[a], da)
					vb, okB := step(disc[b], db)
					if !okA || !okB {
						continue
					}
					y := with(with(x, disc[a], va), disc[b], vb)
					v, err := s.eval(y)
					if err != nil {
						return nil, 0, err
					}
					if better(v, bf) {
						bx, bf = y, v
					}
				}
			}
		}
	}
	return bx, bf, nil
}
