// Tests of the ring geometry as data, on the CProf paper's f/g/h example and on synthetic
// trees, and of the metrics Load reads against the database.

package report

import (
	"context"
	"database/sql"
	"math"
	"math/rand"
	"path/filepath"
	"testing"

	"github.com/crossprof/crossprof/cost"
	"github.com/crossprof/crossprof/ingest"
	"github.com/crossprof/crossprof/internal/testtrace"
	"github.com/crossprof/crossprof/tracer/vm"
)

const fghID int32 = 1 // the trace of testdata/programs/Fgh in the test database, costed once

var testDB *sql.DB

func TestMain(m *testing.M) {
	testtrace.Main(m, "crossprof-report-test-", &testDB, setup)
}

// setup traces Fgh deterministically, loads it and costs it with the jop model.
func setup(ctx context.Context, db *sql.DB, tmp string) error {
	dir := filepath.Join(tmp, "Fgh.trace")
	if _, err := testtrace.Record(testtrace.Program("Fgh"), "Fgh", dir, vm.BlocksDefault, 0); err != nil {
		return err
	}
	if _, err := ingest.Ingest(ctx, db, dir, ingest.Options{}); err != nil {
		return err
	}
	model, err := cost.LoadModel("jop")
	if err != nil {
		return err
	}
	_, err = cost.Run(ctx, db, fghID, model, cost.Options{})
	return err
}

func loadFgh(t *testing.T) *Tree {
	t.Helper()
	tr, err := Load(context.Background(), testDB, fghID, 0)
	if err != nil {
		t.Fatal(err)
	}
	if tr.RunID == 0 || len(tr.Metrics()) != 4 {
		t.Fatalf("trace not costed: run %d, metrics %v", tr.RunID, tr.Metrics())
	}
	return tr
}

// find returns the context of method Fgh.name that is a callee of parent.
func find(t *testing.T, tr *Tree, parent int32, name string) int32 {
	t.Helper()
	for _, k := range tr.Children(parent) {
		m := tr.Methods[tr.Method[k]]
		if m.Class == "Fgh" && m.Name == name {
			return k
		}
	}
	t.Fatalf("no context of Fgh.%s under node %d", name, parent)
	return 0
}

const eps = 1e-9

// TestInclusiveMatchesDatabase checks the inclusive values Load derives against cct_nodes and
// node_cost.
func TestInclusiveMatchesDatabase(t *testing.T) {
	tr := loadFgh(t)
	rows, err := testDB.Query(`SELECT n.node_id, n.bytecodes_inclusive, c.inclusive_cycles FROM cct_nodes n
		JOIN node_cost c ON c.node_id = n.node_id AND c.run_id = ? WHERE n.trace_id = ?`, tr.RunID, fghID)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	n := 0
	for rows.Next() {
		var id int32
		var b, c int64
		if err := rows.Scan(&id, &b, &c); err != nil {
			t.Fatal(err)
		}
		if tr.Inclusive(Bytecodes)[id] != b || tr.Inclusive(Cycles)[id] != c {
			t.Errorf("node %d: inclusive bytecodes %d, cycles %d; database %d, %d", id, tr.Inclusive(Bytecodes)[id], tr.Inclusive(Cycles)[id], b, c)
		}
		n++
	}
	if n != tr.Len() {
		t.Errorf("%d rows, %d contexts", n, tr.Len())
	}
}

// TestFghAngles: f's and g's callees get angles proportional to their inclusive values; h is
// called 10 times from f and 55 times from g.
func TestFghAngles(t *testing.T) {
	tr := loadFgh(t)
	var main int32
	for _, r := range tr.Children(0) {
		if m := tr.Methods[tr.Method[r]]; m.Class == "Fgh" && m.Name == "main" {
			main = r
		}
	}
	if main == 0 {
		t.Fatal("no root context of Fgh.main")
	}
	f, g := find(t, tr, main, "f"), find(t, tr, main, "g")
	hf, hg := find(t, tr, f, "h"), find(t, tr, g, "h")
	if tr.Calls[hf] != 10 || tr.Calls[hg] != 55 || tr.Inclusive(Calls)[f] != 11 || tr.Inclusive(Calls)[g] != 56 {
		t.Errorf("calls of h: %d from f, %d from g; inclusive calls of f %d, g %d", tr.Calls[hf], tr.Calls[hg], tr.Inclusive(Calls)[f], tr.Inclusive(Calls)[g])
	}
	for _, m := range tr.Metrics() {
		segs := tr.Layout(m, main, 10, 0)
		byNode := map[int32]Segment{}
		for _, s := range segs {
			byNode[s.Node] = s
		}
		incl := tr.Inclusive(m)
		for _, caller := range []int32{f, g} {
			p := byNode[caller]
			for _, k := range tr.Children(caller) {
				s, ok := byNode[k]
				if !ok {
					t.Fatalf("%s: callee %d of %d not drawn", m, k, caller)
				}
				want := (p.End - p.Start) * float64(incl[k]) / float64(incl[caller])
				if math.Abs(s.End-s.Start-want) > eps || s.Depth != p.Depth+1 {
					t.Errorf("%s: callee %d of %d spans %g degrees at depth %d, want %g at %d", m, k, caller, s.End-s.Start, s.Depth, want, p.Depth+1)
				}
			}
		}
		// f and g split main's circle as their inclusive values do.
		want := 360 * float64(incl[g]) / float64(incl[main])
		if s := byNode[g]; math.Abs(s.End-s.Start-want) > eps {
			t.Errorf("%s: g spans %g degrees, want %g", m, s.End-s.Start, want)
		}
	}
}

// checkNested checks that every segment lies within its caller's segment and that callees
// together never exceed it.
func checkNested(t *testing.T, tr *Tree, m Metric, centre int32, segs []Segment) {
	t.Helper()
	if len(segs) == 0 || segs[0].Node != centre || segs[0].Start != 0 || segs[0].End != 360 {
		t.Fatalf("%s centre %d: first segment %+v", m, centre, segs[0])
	}
	real := map[int32]Segment{}
	used := map[int32]float64{}
	for _, s := range segs[1:] {
		parent := s.Node
		if !s.Other {
			parent = tr.Parent[s.Node]
		}
		p, ok := real[parent]
		if parent == centre {
			p, ok = segs[0], true
		}
		if !ok {
			t.Fatalf("%s centre %d: segment %+v comes before its caller's", m, centre, s)
		}
		if s.Start < p.Start-eps || s.End > p.End+eps || s.End < s.Start || s.Depth != p.Depth+1 {
			t.Errorf("%s centre %d: segment %+v outside its caller %+v", m, centre, s, p)
		}
		used[parent] += s.End - s.Start
		if used[parent] > p.End-p.Start+eps {
			t.Errorf("%s centre %d: callees of %d span %g degrees, more than its %g", m, centre, parent, used[parent], p.End-p.Start)
		}
		if !s.Other {
			real[s.Node] = s
		}
	}
}

// TestNested checks every centre and metric of Fgh, with and without aggregation.
func TestNested(t *testing.T) {
	tr := loadFgh(t)
	for _, m := range tr.Metrics() {
		for id := int32(0); int(id) < len(tr.Parent); id++ {
			for _, min := range []float64{0, MinAngle, 30} {
				checkNested(t, tr, m, id, tr.Layout(m, id, 100, min))
			}
		}
	}
}

// synthetic makes a tree from parent ids (index 0 unused) and self values, all in one method.
func synthetic(parent []int32, self []int64) *Tree {
	n := len(parent)
	t := &Tree{Parent: parent, Method: make([]int32, n), Site: make([]int32, n), PC: make([]int32, n),
		Calls: make([]int64, n), Bytecodes: self, Methods: []Method{{Class: "p.C", Name: "m", Descriptor: "()V"}}}
	t.Parent[0], t.Method[0] = -1, -1
	for i := 1; i < n; i++ {
		t.Calls[i] = 1
	}
	t.link()
	return t
}

// TestOtherKeepsSum: a caller with one large and 1000 tiny callees gets one "other" segment
// that holds exactly the tiny callees' sum, right after the large one.
func TestOtherKeepsSum(t *testing.T) {
	parent := []int32{0, 0, 1}
	self := []int64{0, 1000, 100000}
	for i := 0; i < 1000; i++ {
		parent, self = append(parent, 1), append(self, int64(1+i%3))
	}
	tr := synthetic(parent, self)
	segs := tr.Layout(Bytecodes, 1, 8, MinAngle)
	if len(segs) != 3 || !segs[2].Other || segs[2].Count != 1000 {
		t.Fatalf("segments %+v", segs)
	}
	var small int64
	for id := 3; id < len(parent); id++ {
		small += self[id]
	}
	total := float64(tr.Inclusive(Bytecodes)[1])
	if segs[2].Value != small || math.Abs(segs[2].Start-segs[1].End) > eps ||
		math.Abs(segs[2].End-segs[2].Start-360*float64(small)/total) > eps {
		t.Errorf("other %+v, want value %d spanning %g degrees after %+v", segs[2], small, 360*float64(small)/total, segs[1])
	}
	checkNested(t, tr, Bytecodes, 1, segs)
}

// TestLargeTree: 10^5 random contexts lay out in few segments, nested, and the drawn and
// "other" segments of every caller sum to its callees' share.
func TestLargeTree(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	n := 100000
	parent, self := make([]int32, n+1), make([]int64, n+1)
	for id := 2; id <= n; id++ {
		parent[id] = int32(1 + r.Intn(min(id-1, 1+id/3)))
		self[id] = int64(r.ExpFloat64() * 1000)
	}
	parent[1], self[1] = 0, 10
	tr := synthetic(parent, self)
	for _, m := range tr.Metrics() {
		segs := tr.Layout(m, 1, DefaultDepth, MinAngle)
		if len(segs) > 20000 {
			t.Errorf("%s: %d segments", m, len(segs))
		}
		checkNested(t, tr, m, 1, segs)
		sum := map[int32]float64{}
		for _, s := range segs[1:] {
			p := s.Node
			if !s.Other {
				p = tr.Parent[s.Node]
			}
			sum[p] += s.End - s.Start
		}
		incl := tr.Inclusive(m)
		scale := 360 / float64(incl[1])
		for p, got := range sum {
			want := float64(incl[p]-tr.Self(m, p)) * scale
			if math.Abs(got-want) > 1e-6 {
				t.Errorf("%s: callees of %d span %g degrees, want %g", m, p, got, want)
			}
		}
	}
}
