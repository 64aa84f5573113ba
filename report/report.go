// Package report writes a self-contained HTML report of a trace's calling context tree: a
// ring chart (sunburst) of the contexts, priced by executed bytecodes, calls, equal weight or
// the cycles of a cost run, with navigation, hover details, marking by name and, when the
// named query "bottlenecks" exists, a list of bottlenecks.
//
// The tree and its metrics are read from the database with SQL (Load); the page is one HTML
// file built from the embedded page.html, style.css and app.js with the data embedded as
// JSON, so it opens without a network. The ring geometry is Tree.Layout; the page runs the
// same algorithm in JavaScript (it must, to re-centre on any context) and embeds Go's layout
// of the initial view, which the page's self-test (#selftest) compares with its own.
package report

import (
	"context"
	"database/sql"
	"fmt"

	"github.com/crossprof/crossprof/cctree"
	"github.com/crossprof/crossprof/cost"
)

// Method is a method that runs in some context.
type Method struct {
	Class, Name, Descriptor string
}

// Tree is a trace's calling context tree with the metrics the report shows. Slices are
// indexed by node id; index 0 is a virtual root whose children are the tree's roots (one for
// an ordinary trace, several for per-thread trees or killed runs).
type Tree struct {
	TraceID   int32
	TraceName string
	MainClass string
	RunID     int64         // the cost run whose cycles are shown; 0 for none
	Model     string        // the cost run's model
	Run       *cost.RunInfo // the cost run; nil for none
	// RunNote says why a trace with cost runs shows no cycles (it has only explore's).
	RunNote   string
	Parent    []int32
	Method    []int32 // index into Methods; -1 for the virtual root
	Site      []int32 // callsite_index, -1 for a root
	PC        []int32 // callsite_pc, -1 for a root
	Calls     []int64
	Bytecodes []int64 // bytecodes executed in the context's own code
	Cycles    []int64 // self cycles of the cost run; nil without one
	Methods   []Method
	children  [][]int32
	incl      map[Metric][]int64
}

// Len is the number of contexts, without the virtual root.
func (t *Tree) Len() int { return len(t.Parent) - 1 }

// Children returns node id's callees (the roots for 0), in node id order.
func (t *Tree) Children(id int32) []int32 { return t.children[id] }

// Load reads trace traceID's calling contexts, their methods and, when the trace has been
// costed, the self cycles of cost run runID (0: the trace's latest run of crossprof cost, if
// any; explore's runs only when chosen).
func Load(ctx context.Context, db *sql.DB, traceID int32, runID int64) (*Tree, error) {
	ct, err := cctree.Load(ctx, db, traceID)
	if err != nil {
		return nil, err
	}
	n := len(ct.Nodes) + 1
	t := &Tree{TraceID: traceID, TraceName: ct.Trace.Name, MainClass: ct.Trace.MainClass,
		Parent: make([]int32, n), Method: make([]int32, n), Site: make([]int32, n), PC: make([]int32, n),
		Calls: make([]int64, n), Bytecodes: make([]int64, n)}
	t.Parent[0], t.Method[0], t.Site[0], t.PC[0] = -1, -1, -1, -1
	index := map[int32]int32{} // method id: index into Methods, in order of first appearance
	for i := range ct.Nodes {
		c := &ct.Nodes[i]
		mi, ok := index[c.Method]
		if !ok {
			mi = int32(len(t.Methods))
			index[c.Method] = mi
			m := ct.Methods[c.Method]
			t.Methods = append(t.Methods, Method{Class: m.Class, Name: m.Name, Descriptor: m.Descriptor})
		}
		t.Parent[c.ID], t.Method[c.ID], t.Site[c.ID], t.PC[c.ID] = c.Parent, mi, c.Site, c.PC
		t.Calls[c.ID], t.Bytecodes[c.ID] = c.Calls, c.Self
	}
	if err := t.loadCycles(ctx, db, runID); err != nil {
		return nil, err
	}
	t.link()
	return t, nil
}

// loadCycles picks the cost run and reads its self cycles per context.
func (t *Tree) loadCycles(ctx context.Context, db *sql.DB, runID int64) error {
	run, note, cycles, err := cost.SelfCycles(ctx, db, t.TraceID, runID)
	t.RunNote = note
	if err != nil || run == nil {
		return err
	}
	t.RunID, t.Model, t.Run = run.RunID, run.Model, run
	t.Cycles = make([]int64, len(t.Parent))
	for id, c := range cycles {
		if id < 1 || int(id) >= len(t.Cycles) {
			return fmt.Errorf("cost run %d prices context %d, which trace %d does not have", t.RunID, id, t.TraceID)
		}
		t.Cycles[id] = c
	}
	return nil
}

// link builds the children lists and the inclusive values of every metric: a context's own
// value plus its callees' inclusive values, so that callees never exceed their caller.
func (t *Tree) link() {
	t.children = make([][]int32, len(t.Parent))
	for id := int32(1); int(id) < len(t.Parent); id++ {
		p := t.Parent[id]
		t.children[p] = append(t.children[p], id)
	}
	t.incl = map[Metric][]int64{}
	for _, m := range t.Metrics() {
		incl := make([]int64, len(t.Parent))
		for id := len(t.Parent) - 1; id >= 1; id-- { // parents precede children
			incl[id] += t.Self(m, int32(id))
			incl[t.Parent[id]] += incl[id]
		}
		t.incl[m] = incl
	}
}

// Metrics returns the metrics the tree offers: cycles only with a cost run.
func (t *Tree) Metrics() []Metric {
	if t.Cycles != nil {
		return []Metric{Cycles, Bytecodes, Calls, Equal}
	}
	return []Metric{Bytecodes, Calls, Equal}
}

// Self is the metric's value of node id's own code: its self cycles or bytecodes, its calls,
// or 1 for equal weight. The virtual root has 0.
func (t *Tree) Self(m Metric, id int32) int64 {
	if id == 0 {
		return 0
	}
	switch m {
	case Cycles:
		if t.Cycles == nil {
			return 0
		}
		return t.Cycles[id]
	case Bytecodes:
		return t.Bytecodes[id]
	case Calls:
		return t.Calls[id]
	}
	return 1
}

// Inclusive returns every node's inclusive value of metric m (nil for a metric the tree
// lacks): for calls the calls of the context and all contexts below it, for equal weight the
// number of contexts in the subtree.
func (t *Tree) Inclusive(m Metric) []int64 { return t.incl[m] }

// Centre is the context the chart starts with: the root, or the virtual root when there are
// several roots.
func (t *Tree) Centre() int32 {
	if len(t.children[0]) == 1 {
		return t.children[0][0]
	}
	return 0
}
