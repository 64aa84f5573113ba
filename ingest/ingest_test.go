// Tests of ingest against independent truth: the calling context tree built in Go from the
// same Arrow files (tracer/trace.CCT), the JP2 paper's figure, and traces broken on purpose.

package ingest_test

import (
	"context"
	"database/sql"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/crossprof/crossprof/ingest"
	"github.com/crossprof/crossprof/internal/testtrace"
	"github.com/crossprof/crossprof/tracer/trace"
	"github.com/crossprof/crossprof/tracer/vm"
)

// record traces a test program into dir (limit 0: no instruction limit).
func record(t testing.TB, name, dir string, mode vm.BlockMode, limit uint64) *trace.Manifest {
	t.Helper()
	run, err := testtrace.Record(testtrace.Program(name), name, dir, mode, limit)
	if err != nil {
		t.Fatal(err)
	}
	return run.Manifest
}

func openDB(t testing.TB, path string) *sql.DB {
	t.Helper()
	db, err := ingest.Open(context.Background(), path, ingest.Create)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return db
}

func programNames(t *testing.T) []string {
	names := testtrace.Programs()
	if len(names) == 0 {
		t.Fatal("no test programs")
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
	var order []preNode
	rows, err := db.Query(`SELECT node_id, coalesce(parent_id, 0), method_id, callsite_index, calls, exceptional_exits,
		bytecodes_self, bytecodes_inclusive, pre_order, descendants FROM cct_nodes WHERE trace_id = ? ORDER BY node_id`, id)
	if err != nil {
		t.Fatal(err)
	}
	for rows.Next() {
		var id, parent int32
		var o preNode
		n := &sqlNode{blocks: map[int32]int64{}}
		if err := rows.Scan(&id, &parent, &n.method, &n.site, &n.calls, &n.exceptional, &n.self, &n.inclusive, &o.pre, &o.below); err != nil {
			t.Fatal(err)
		}
		nodes[id], parents[id] = n, parent
		o.parent = parent
		order = append(order, o)
	}
	rows.Close()
	checkPreorder(t, order)
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

// preNode is a context's parent and pre-order numbering as cct_nodes holds them.
type preNode struct {
	parent, pre, below int32
}

// checkPreorder checks that pre_order and descendants number the tree in depth-first
// pre-order: the numbers are 1..n once each, a node's descendants are its children's plus
// the children themselves, and every child's number lies inside its parent's range. Together
// these make every subtree one range of numbers, which is what cost runs rely on.
func checkPreorder(t *testing.T, nodes []preNode) {
	t.Helper()
	n := int32(len(nodes))
	seen := make([]bool, n+1)
	below := make([]int32, n+1)
	for i := n; i >= 1; i-- {
		o := nodes[i-1]
		if o.pre < 1 || o.pre > n || seen[o.pre] {
			t.Fatalf("node %d: pre_order %d is out of 1..%d or taken twice", i, o.pre, n)
		}
		seen[o.pre] = true
		if below[i] != o.below {
			t.Fatalf("node %d: descendants %d, its children account for %d", i, o.below, below[i])
		}
		if o.parent > 0 {
			p := nodes[o.parent-1]
			if o.pre <= p.pre || o.pre+o.below > p.pre+p.below {
				t.Fatalf("node %d's range %d+%d is not inside its parent %d's %d+%d", i, o.pre, o.below, o.parent, p.pre, p.below)
			}
			below[o.parent] += o.below + 1
		}
	}
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
// counts of the tree built in Go from the same Arrow files, and that the calls and block
// counts derived from the event log are what the interpreter knew (derive_test.go).
func TestCCTMatchesGo(t *testing.T) {
	for _, mode := range []vm.BlockMode{vm.BlocksDefault, vm.BlocksPrecise} {
		modeName := map[vm.BlockMode]string{vm.BlocksDefault: "default", vm.BlocksPrecise: "precise"}[mode]
		t.Run(modeName, func(t *testing.T) {
			t.Parallel()
			tmp := t.TempDir()
			db := openDB(t, filepath.Join(tmp, "t.duckdb"))
			for _, name := range programNames(t) {
				// The precise analysis runs the long workloads only in part, which also
				// checks traces of runs stopped by the instruction limit; the default one
				// runs all but the longest library workloads (BigIntegerOps) to the end.
				limit := uint64(60_000_000)
				if mode == vm.BlocksPrecise {
					limit = 3_000_000
				}
				dir := filepath.Join(tmp, name+".trace")
				var known interpreterCalls
				run, err := testtrace.RecordCalls(testtrace.Program(name), name, dir, mode, limit, known.add)
				if err != nil {
					t.Fatal(err)
				}
				man := run.Manifest
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
				known.compare(t, name, db, res.TraceID)
			}
		})
	}
}

// TestJP2Demo checks the tree rebuilt in SQL against the JP2 paper's figure: main calls
// Square.<init>, Composite.<init> and sumAreas from distinct call sites; the one call site of
// sumAreas reaches Square.area() twice and Composite.area() once, in two distinct contexts;
// sumAreas's blocks ran 1, 4, 1 and 3 times (in some order).
func TestJP2Demo(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "Demo.trace")
	record(t, "Demo", dir, vm.BlocksDefault, 0)
	db := openDB(t, filepath.Join(t.TempDir(), "t.duckdb"))
	res, err := ingest.Ingest(context.Background(), db, dir, ingest.Options{})
	if err != nil {
		t.Fatal(err)
	}
	children := func(parent string) map[string][]int64 {
		rows, err := db.Query(`
			SELECT c.method, c.callsite_index, c.calls FROM cct c JOIN cct p ON p.trace_id = c.trace_id AND p.node_id = c.parent_id
			WHERE c.trace_id = ? AND p.method = ? AND c.class_name NOT LIKE 'java.%' ORDER BY c.callsite_index, c.method`, res.TraceID, parent)
		if err != nil {
			t.Fatal(err)
		}
		defer rows.Close()
		out := map[string][]int64{}
		for rows.Next() {
			var m string
			var site, calls int64
			rows.Scan(&m, &site, &calls)
			out[m] = append(out[m], site, calls)
		}
		return out
	}
	main := children("Demo.main")
	sites := map[int64]string{}
	for _, m := range []string{"Square.<init>", "Composite.<init>", "Demo.sumAreas"} {
		if len(main[m]) == 0 {
			t.Fatalf("main's children %v: no context of %s", main, m)
		}
		for i := 0; i < len(main[m]); i += 2 {
			if other, dup := sites[main[m][i]]; dup {
				t.Errorf("%s and %s share call site %d", m, other, main[m][i])
			}
			sites[main[m][i]] = m
		}
	}
	if sq := main["Square.<init>"]; sq[1] != 2 {
		t.Errorf("main's first Square.<init> call site (in the loop) made %d calls, want 2", sq[1])
	}
	sum := children("Demo.sumAreas")
	sq, comp := sum["Square.area"], sum["Composite.area"]
	if len(sq) != 2 || len(comp) != 2 || sq[0] != comp[0] || sq[1] != 2 || comp[1] != 1 {
		t.Errorf("sumAreas's children %v: want Square.area twice and Composite.area once from one call site", sum)
	}
	rows, err := db.Query(`SELECT b.count FROM cct_blocks b JOIN cct c ON c.trace_id = b.trace_id AND c.node_id = b.node_id
		WHERE b.trace_id = ? AND c.method = 'Demo.sumAreas' AND b.end_pc IS NULL ORDER BY b.block_id`, res.TraceID)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var got []int64
	for rows.Next() {
		var n int64
		rows.Scan(&n)
		got = append(got, n)
	}
	// In pc order javac lays the loop out as entry, test, body, exit; the paper's figure lists
	// the same four counts (1, 4, 1, 3) in its own block order.
	if fmt.Sprint(got) != "[1 4 3 1]" {
		t.Errorf("sumAreas's block counts %v in pc order, want [1 4 3 1]", got)
	}
}

// TestLambdaContext checks where a lambda's body sits in the tree: the stream's code calls
// Function.apply on the lambda object, and the call goes straight to the body, javac's
// lambda$main$0 (the generated class's method only forwards, see tracer/vm/lambdafwd.go). So
// the body's context is a child of the stream method's, at its apply call site.
func TestLambdaContext(t *testing.T) {
	for _, compilation := range []string{"", "jdk17"} {
		dir := filepath.Join(t.TempDir(), "LambdaStream.trace")
		if _, err := testtrace.Record(filepath.Join(testtrace.Testdata("programs", "LambdaStream"), compilation), "LambdaStream", dir, vm.BlocksDefault, 0); err != nil {
			t.Fatal(err)
		}
		db := openDB(t, filepath.Join(t.TempDir(), "t.duckdb"))
		res, err := ingest.Ingest(context.Background(), db, dir, ingest.Options{})
		if err != nil {
			t.Fatal(err)
		}
		var caller, siteClass, siteName, siteOp string
		var calls int64
		err = db.QueryRow(`
			SELECT p.method, i.ref_class, i.ref_name, i.mnemonic, b.calls
			FROM cct b
			JOIN cct p ON p.trace_id = b.trace_id AND p.node_id = b.parent_id
			JOIN instructions i ON i.trace_id = p.trace_id AND i.method_id = p.method_id AND i.pc = b.callsite_pc
			WHERE b.trace_id = ? AND b.method = 'LambdaStream.lambda$main$0'`, res.TraceID).
			Scan(&caller, &siteClass, &siteName, &siteOp, &calls)
		if err != nil {
			t.Fatalf("%s: the lambda body's context and its parent: %v", compilation, err)
		}
		if !strings.HasPrefix(caller, "java.util.stream.") || siteClass != "java.util.function.Function" || siteName != "apply" || siteOp != "invokeinterface" {
			t.Errorf("%s: the body is called by %s at %s %s.%s, want a java.util.stream method's invokeinterface Function.apply",
				compilation, caller, siteOp, siteClass, siteName)
		}
		if calls != 4 {
			t.Errorf("%s: the body ran %d times in that context, want 4", compilation, calls)
		}
		var square int64
		if err := db.QueryRow(`SELECT sum(c.calls) FROM cct c JOIN cct b ON b.trace_id = c.trace_id AND b.node_id = c.parent_id
			WHERE c.trace_id = ? AND c.method = 'LambdaStream.square' AND b.method = 'LambdaStream.lambda$main$0'`, res.TraceID).Scan(&square); err != nil || square != 4 {
			t.Errorf("%s: square under the lambda body: %d calls (%v), want 4", compilation, square, err)
		}
		// Integer::sum as a BinaryOperator<Integer> unboxes its arguments and boxes its result:
		// that adaptation runs in its generated class, whose context is the only one.
		var glue, callee string
		if err := db.QueryRow(`SELECT g.method, string_agg(c.method, ',') FROM cct g JOIN cct c ON c.trace_id = g.trace_id AND c.parent_id = g.node_id
			WHERE g.trace_id = ? AND g.class_name LIKE 'LambdaStream$$Lambda$%' GROUP BY g.method`, res.TraceID).Scan(&glue, &callee); err != nil ||
			!strings.HasSuffix(glue, ".apply") || !strings.Contains(callee, "java.lang.Integer.sum") {
			t.Errorf("%s: generated class context %s calling %s (%v), want only Integer::sum's apply", compilation, glue, callee, err)
		}
	}
}
