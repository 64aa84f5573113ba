// Tests of ingest against independent truth: the calling context tree built in Go from the
// same Arrow files (tracer/trace.CCT), the JP2 paper's figure, and traces broken on purpose.

package ingest_test

import (
	"context"
	"database/sql"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/crossprof/crossprof/ingest"
	"github.com/crossprof/crossprof/tracer/trace"
	"github.com/crossprof/crossprof/tracer/vm"
)

const programs = "../testdata/programs"

// record traces a test program into dir (limit 0: no instruction limit).
func record(t testing.TB, name, dir string, mode vm.BlockMode, limit uint64) *trace.Manifest {
	t.Helper()
	src := filepath.Join(programs, name)
	var args []string
	if data, err := os.ReadFile(filepath.Join(src, "args")); err == nil {
		args = strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
	}
	man := &trace.Manifest{CrossprofVersion: "test"}
	cfg := vm.Config{ClassPath: src, MainClass: name, Args: args, Stdout: io.Discard, Stderr: io.Discard,
		Blocks: mode, Deterministic: true, MaxInstructions: limit}
	if _, err := trace.Record(context.Background(), dir, cfg, trace.LZ4, man); err != nil {
		t.Fatalf("tracing %s: %v", name, err)
	}
	return man
}

func openDB(t testing.TB, path string) *sql.DB {
	t.Helper()
	db, err := ingest.Open(context.Background(), path, false)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return db
}

func programNames(t *testing.T) []string {
	files, err := filepath.Glob(filepath.Join(programs, "*", "expected.status"))
	if err != nil || len(files) == 0 {
		t.Fatal("no test programs")
	}
	var names []string
	for _, f := range files {
		names = append(names, filepath.Base(filepath.Dir(f)))
	}
	return names
}

// sqlNode is a context read back from the database.
type sqlNode struct {
	method, site                        int32
	calls, exceptional, self, inclusive int64
	blocks                              map[int32]int64
	children                            map[[2]int32]*sqlNode
}

// sqlTree reads a trace's tree from the database under a virtual root, as trace.CCT builds it.
func sqlTree(t *testing.T, db *sql.DB, id int32) (*sqlNode, int) {
	t.Helper()
	nodes := map[int32]*sqlNode{}
	parents := map[int32]int32{}
	rows, err := db.Query(`SELECT node_id, coalesce(parent_id, 0), method_id, callsite_index, calls, exceptional_exits,
		bytecodes_self, bytecodes_inclusive FROM cct_nodes WHERE trace_id = ?`, id)
	if err != nil {
		t.Fatal(err)
	}
	for rows.Next() {
		var id, parent int32
		n := &sqlNode{blocks: map[int32]int64{}}
		if err := rows.Scan(&id, &parent, &n.method, &n.site, &n.calls, &n.exceptional, &n.self, &n.inclusive); err != nil {
			t.Fatal(err)
		}
		nodes[id], parents[id] = n, parent
	}
	rows.Close()
	rows, err = db.Query(`SELECT node_id, block_id, count FROM cct_blocks WHERE trace_id = ? AND end_pc IS NULL`, id)
	if err != nil {
		t.Fatal(err)
	}
	for rows.Next() {
		var n, b int32
		var c int64
		if err := rows.Scan(&n, &b, &c); err != nil {
			t.Fatal(err)
		}
		nodes[n].blocks[b] += c
	}
	rows.Close()
	root := &sqlNode{method: -1, site: -1}
	nodes[0] = root
	for id, n := range nodes {
		if id == 0 {
			continue
		}
		p := nodes[parents[id]]
		if p == nil {
			t.Fatalf("node %d has parent %d, which does not exist", id, parents[id])
		}
		if p.children == nil {
			p.children = map[[2]int32]*sqlNode{}
		}
		k := [2]int32{n.method, n.site}
		if p.children[k] != nil {
			t.Fatalf("node %d duplicates a sibling context (method %d, site %d)", id, n.method, n.site)
		}
		p.children[k] = n
	}
	return root, len(nodes) - 1
}

// compareTrees reports every difference between the Go tree and the SQL tree.
func compareTrees(t *testing.T, name string, g *trace.Node, s *sqlNode, path string) {
	if g.Method >= 0 {
		got := [4]int64{s.calls, s.exceptional, s.self, s.inclusive}
		want := [4]int64{g.Calls, g.Exceptional, g.Self, g.Inclusive}
		if got != want {
			t.Errorf("%s: context %s: SQL calls, exceptional, self, inclusive = %v, Go %v", name, path, got, want)
		}
		if len(g.Blocks) != len(s.blocks) {
			t.Errorf("%s: context %s: SQL blocks %v, Go %v", name, path, s.blocks, g.Blocks)
		}
		for b, c := range g.Blocks {
			if s.blocks[b] != c {
				t.Errorf("%s: context %s: block %d: SQL %d, Go %d", name, path, b, s.blocks[b], c)
			}
		}
	}
	if len(g.Children) != len(s.children) {
		t.Errorf("%s: context %s: %d children in SQL, %d in Go", name, path, len(s.children), len(g.Children))
	}
	for _, gc := range g.Children {
		sc := s.children[[2]int32{gc.Method, gc.CallsiteIndex}]
		p := fmt.Sprintf("%s/%d@%d", path, gc.Method, gc.CallsiteIndex)
		if sc == nil {
			t.Errorf("%s: context %s missing in SQL", name, p)
			continue
		}
		if t.Failed() {
			return
		}
		compareTrees(t, name, gc, sc, p)
	}
}

// TestCCTMatchesGo checks, for every test program and both block analyses, that the tree
// rebuilt in SQL has exactly the contexts, calls, exceptional exits, bytecodes and block
// counts of the tree built in Go from the same Arrow files.
func TestCCTMatchesGo(t *testing.T) {
	for _, mode := range []vm.BlockMode{vm.BlocksDefault, vm.BlocksPrecise} {
		modeName := map[vm.BlockMode]string{vm.BlocksDefault: "default", vm.BlocksPrecise: "precise"}[mode]
		t.Run(modeName, func(t *testing.T) {
			t.Parallel()
			tmp := t.TempDir()
			db := openDB(t, filepath.Join(tmp, "t.duckdb"))
			for _, name := range programNames(t) {
				// The precise analysis runs the long workloads only in part, which also
				// checks traces of runs stopped by the instruction limit.
				var limit uint64
				if mode == vm.BlocksPrecise {
					limit = 3_000_000
				}
				dir := filepath.Join(tmp, name+".trace")
				man := record(t, name, dir, mode, limit)
				res, err := ingest.Ingest(context.Background(), db, dir, ingest.Options{AllowIncomplete: true})
				if err != nil {
					t.Fatalf("%s: %v", name, err)
				}
				if res.Complete != man.Complete {
					t.Errorf("%s: ingest says complete=%v, the manifest %v", name, res.Complete, man.Complete)
				}
				tr, err := trace.Load(dir)
				if err != nil {
					t.Fatal(err)
				}
				root, n := sqlTree(t, db, res.TraceID)
				if int64(n) != res.Nodes {
					t.Errorf("%s: read %d nodes, ingest reported %d", name, n, res.Nodes)
				}
				compareTrees(t, name, tr.CCT(), root, "")
			}
		})
	}
}
