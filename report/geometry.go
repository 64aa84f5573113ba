// This file holds the ring geometry: which segments the chart draws and their angles. The
// page's JavaScript (layout in app.js) implements the same algorithm step by step, with the
// same float64 operations, so that both produce the same numbers.

package report

import (
	"fmt"
	"sort"
)

// Metric is what a segment's angle is proportional to.
type Metric string

// The metrics of the chart.
const (
	Cycles    Metric = "cycles"    // inclusive cycles of the cost run
	Bytecodes Metric = "bytecodes" // inclusive executed bytecodes
	Calls     Metric = "calls"     // calls of the context and of every context below it
	Equal     Metric = "equal"     // every context weighs 1: the subtree's size
)

// ParseMetric checks a metric name.
func ParseMetric(s string) (Metric, error) {
	switch m := Metric(s); m {
	case Cycles, Bytecodes, Calls, Equal:
		return m, nil
	}
	return "", fmt.Errorf("unknown metric %q (cycles, bytecodes, calls, equal)", s)
}

// MinAngle is the smallest segment the chart draws, in degrees; smaller callees of a context
// are drawn as one "other" segment.
const MinAngle = 0.2

// Segment is a ring segment of the chart.
type Segment struct {
	Node  int32 // the context; for an "other" segment, the context whose small callees it holds
	Other bool  // the aggregated small callees of Node
	Count int   // the contexts an "other" segment holds; 1 otherwise
	Depth int   // ring: 0 for the centre, 1 for its callees, ...
	// Start and End are angles in degrees, clockwise from 12 o'clock; the centre spans 0-360.
	Start, End float64
	Value      int64 // the inclusive value (for "other", the sum over its contexts)
}

// Layout computes the segments of the chart centred on context centre (0: the virtual root)
// for metric m, down to maxDepth rings around the centre, aggregating callees whose angle
// would be less than minAngle degrees into one "other" segment per caller, placed after the
// drawn callees. Callees are ordered by inclusive value, largest first, then by node id, and
// start at their caller's start angle; the part of a caller's angle that its callees leave
// free is its own share. Segments are in depth-first order, the centre first. A centre
// whose value is 0 gets no rings.
func (t *Tree) Layout(m Metric, centre int32, maxDepth int, minAngle float64) []Segment {
	incl := t.incl[m]
	if incl == nil || centre < 0 || int(centre) >= len(incl) {
		return nil
	}
	segs := []Segment{{Node: centre, Count: 1, Start: 0, End: 360, Value: incl[centre]}}
	if incl[centre] <= 0 {
		return segs
	}
	scale := 360 / float64(incl[centre])
	var walk func(s Segment)
	kids := make([]int32, 0, 16)
	walk = func(s Segment) {
		if s.Depth >= maxDepth {
			return
		}
		kids = append(kids[:0], t.children[s.Node]...)
		sort.Slice(kids, func(i, j int) bool {
			a, b := incl[kids[i]], incl[kids[j]]
			return a > b || a == b && kids[i] < kids[j]
		})
		var cum, small int64
		nsmall := 0
		var drawn []Segment
		for _, k := range kids {
			v := incl[k]
			if float64(v)*scale < minAngle {
				small += v
				nsmall++
				continue
			}
			drawn = append(drawn, Segment{Node: k, Count: 1, Depth: s.Depth + 1,
				Start: s.Start + float64(cum)*scale, End: s.Start + float64(cum+v)*scale, Value: v})
			cum += v
		}
		for _, c := range drawn {
			segs = append(segs, c)
			walk(c)
		}
		if small > 0 {
			segs = append(segs, Segment{Node: s.Node, Other: true, Count: nsmall, Depth: s.Depth + 1,
				Start: s.Start + float64(cum)*scale, End: s.Start + float64(cum+small)*scale, Value: small})
		}
	}
	walk(segs[0])
	return segs
}
