package cctree_test

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/crossprof/crossprof/cctree"
	"github.com/crossprof/crossprof/ingest"
	"github.com/crossprof/crossprof/internal/testtrace"
	"github.com/crossprof/crossprof/tracer/vm"
)

// The f/g/h example: main calls f and g; f calls h 10 times from one call site, g calls h 55
// times from another. Load must give exactly that shape, with children linked to parents and
// every method named.
func TestLoadFgh(t *testing.T) {
	ctx := context.Background()
	tmp := t.TempDir()
	dir := filepath.Join(tmp, "Fgh.trace")
	if _, err := testtrace.Record(testtrace.Program("Fgh"), "Fgh", dir, vm.BlocksDefault, 0); err != nil {
		t.Fatal(err)
	}
	db, err := ingest.Open(ctx, filepath.Join(tmp, "t.duckdb"), ingest.Create)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	res, err := ingest.Ingest(ctx, db, dir, ingest.Options{})
	if err != nil {
		t.Fatal(err)
	}
	tr, err := cctree.Load(ctx, db, res.TraceID)
	if err != nil {
		t.Fatal(err)
	}
	if int64(len(tr.Nodes)) != res.Nodes || tr.Trace.MainClass != "Fgh" || len(tr.Roots) != 1 {
		t.Fatalf("%d nodes (ingest: %d), main class %q, roots %v", len(tr.Nodes), res.Nodes, tr.Trace.MainClass, tr.Roots)
	}
	hCalls := map[string]int64{} // caller: calls of h
	for i := range tr.Nodes {
		n := &tr.Nodes[i]
		if n.ID != int32(i+1) {
			t.Fatalf("node %d has id %d", i+1, n.ID)
		}
		for _, c := range n.Children {
			if tr.Node(c).Parent != n.ID {
				t.Errorf("node %d lists child %d, whose parent is %d", n.ID, c, tr.Node(c).Parent)
			}
		}
		if m := tr.Methods[n.Method]; m.Qualified() == "Fgh.h" {
			hCalls[tr.Methods[tr.Node(n.Parent).Method].Qualified()] += n.Calls
		}
	}
	if hCalls["Fgh.f"] != 10 || hCalls["Fgh.g"] != 55 || len(hCalls) != 2 {
		t.Errorf("calls of h by caller: %v, want f 10 and g 55", hCalls)
	}
	if _, err := cctree.Load(ctx, db, 99); err == nil || !strings.Contains(err.Error(), "no trace 99") {
		t.Errorf("missing trace: %v", err)
	}
}
