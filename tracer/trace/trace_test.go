// Tests of the trace files against independent truth: the VM's own call counter, the JP2 and
// CProf papers' examples, and the executed-bytecode counter.

package trace_test

import (
	"context"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/crossprof/crossprof/internal/testtrace"
	"github.com/crossprof/crossprof/tracer/trace"
	"github.com/crossprof/crossprof/tracer/vm"
)

const programs = "../../testdata/programs"

// runTraced traces a test program into a temporary directory and loads the trace.
func runTraced(t *testing.T, name string, mode vm.BlockMode) (*trace.Trace, vm.Result) {
	return runTracedLimit(t, name, mode, 0)
}

// runTracedLimit is runTraced with an instruction limit (0 for none).
func runTracedLimit(t *testing.T, name string, mode vm.BlockMode, limit uint64) (*trace.Trace, vm.Result) {
	t.Helper()
	dir := testtrace.Program(name) // the JDK 17 compilation for jdk17-only programs
	out := filepath.Join(t.TempDir(), name+".trace")
	w, err := trace.Create(out)
	if err != nil {
		t.Fatal(err)
	}
	var args []string
	if data, err := os.ReadFile(filepath.Join(dir, "args")); err == nil {
		args = strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
	}
	res, err := vm.Run(context.Background(), vm.Config{ClassPath: dir, MainClass: name, Args: args,
		Stdout: io.Discard, Stderr: io.Discard, Tracer: w, Blocks: mode, CountCalls: true, Deterministic: true,
		MaxInstructions: limit})
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	if err := trace.WriteManifest(out, &trace.Manifest{Bytecodes: res.Instructions, Ended: string(res.End), BlockAnalysis: trace.BlockAnalysis(mode)}); err != nil {
		t.Fatal(err)
	}
	tr, err := trace.Load(out)
	if err != nil {
		t.Fatal(err)
	}
	return tr, res
}

func programNames(t *testing.T) []string {
	names := testtrace.Programs()
	if len(names) == 0 {
		t.Fatal("no test programs")
	}
	return names
}

// TestTraceMatchesCounters checks, for every program and both block analyses, that the
// calls table agrees with the VM's separate per-method counter and that the block counts
// add up to exactly the executed-bytecode counter.
func TestTraceMatchesCounters(t *testing.T) {
	for _, name := range programNames(t) {
		for _, mode := range []vm.BlockMode{vm.BlocksDefault, vm.BlocksPrecise} {
			name, mode := name, mode
			t.Run(name+map[vm.BlockMode]string{vm.BlocksDefault: "/default", vm.BlocksPrecise: "/precise"}[mode], func(t *testing.T) {
				t.Parallel()
				// The precise analysis runs the long workloads only in part, which also checks
				// the counts of runs stopped by the instruction limit; the default one runs all
				// but the longest library workloads to the end.
				limit := uint64(60_000_000)
				if mode == vm.BlocksPrecise {
					limit = 3_000_000
				}
				tr, res := runTracedLimit(t, name, mode, limit)
				if got := tr.ExecutedInstructions(); got != res.Instructions {
					t.Errorf("block counts give %d executed bytecodes, the interpreter counted %d", got, res.Instructions)
				}
				if uint64(len(tr.Calls)) != res.Invocations {
					t.Errorf("%d call rows, the interpreter counted %d invocations", len(tr.Calls), res.Invocations)
				}
				names := map[int32]string{}
				for _, m := range tr.Methods {
					names[m.ID] = strings.ReplaceAll(m.Class, "/", ".") + "." + m.Name + m.Descriptor
				}
				got := map[string]uint64{}
				for _, c := range tr.Calls {
					got[names[c.Method]]++
				}
				for m, n := range res.CallsPerMethod {
					if got[m] != n {
						t.Errorf("%s: %d call rows, counted %d invocations", m, got[m], n)
					}
				}
				if len(got) != len(res.CallsPerMethod) {
					t.Errorf("%d methods in the calls table, %d counted", len(got), len(res.CallsPerMethod))
				}
				checkTree(t, tr)
			})
		}
	}
}

// checkTree checks the structure of the calls table: unique ids, existing parents, depths,
// and well-nested sequence numbers per thread.
func checkTree(t *testing.T, tr *trace.Trace) {
	byID := map[int64]vm.CallRecord{}
	for _, c := range tr.Calls {
		if _, dup := byID[c.Call]; dup {
			t.Fatalf("call id %d appears twice", c.Call)
		}
		byID[c.Call] = c
	}
	for _, c := range tr.Calls {
		if c.Parent == 0 {
			if c.Depth != 0 || c.CallsitePC != -1 {
				t.Errorf("root call %d has depth %d, call site %d", c.Call, c.Depth, c.CallsitePC)
			}
			continue
		}
		p, ok := byID[c.Parent]
		if !ok {
			t.Fatalf("call %d has parent %d, which is not in the table", c.Call, c.Parent)
		}
		if c.Depth != p.Depth+1 {
			t.Errorf("call %d depth %d, parent depth %d", c.Call, c.Depth, p.Depth)
		}
		if c.SeqEnter <= p.SeqEnter || (p.SeqExit >= 0 && c.SeqExit > p.SeqExit) {
			t.Errorf("call %d [%d,%d] not nested in its parent %d [%d,%d]", c.Call, c.SeqEnter, c.SeqExit, p.Call, p.SeqEnter, p.SeqExit)
		}
	}
}

// blocksOf returns the block counts of every call of a method, summed per block.
func blocksOf(tr *trace.Trace, class, name string) (calls []vm.CallRecord, counts map[int32]int64) {
	ids := map[int32]bool{}
	for _, m := range tr.Methods {
		if m.Class == class && m.Name == name {
			ids[m.ID] = true
		}
	}
	inCall := map[int64]bool{}
	for _, c := range tr.Calls {
		if ids[c.Method] {
			calls = append(calls, c)
			inCall[c.Call] = true
		}
	}
	counts = map[int32]int64{}
	for _, c := range tr.Counts {
		if inCall[c.Call] {
			counts[c.Block] += c.Count
		}
	}
	return calls, counts
}

// TestJP2Demo checks the JP2 paper's example: sumAreas's blocks run 1, 4, 1 and 3 times
// (in some order) and its one call site calls Square.area() twice.
func TestJP2Demo(t *testing.T) {
	tr, _ := runTraced(t, "Demo", vm.BlocksDefault)
	calls, counts := blocksOf(tr, "Demo", "sumAreas")
	if len(calls) != 1 {
		t.Fatalf("sumAreas called %d times, want 1", len(calls))
	}
	var got []int
	for _, n := range counts {
		got = append(got, int(n))
	}
	sort.Ints(got)
	if want := []int{1, 1, 3, 4}; !equalInts(got, want) {
		t.Errorf("sumAreas block counts %v, want %v", got, want)
	}
	areas, _ := blocksOf(tr, "Square", "area")
	sites := map[int32]int{}
	for _, c := range areas {
		if c.Parent == calls[0].Call {
			sites[c.CallsiteIndex]++
		}
	}
	if len(sites) != 1 {
		t.Fatalf("Square.area called from sumAreas at call sites %v, want one", sites)
	}
	for _, n := range sites {
		if n != 2 {
			t.Errorf("Square.area called %d times from sumAreas's call site, want 2", n)
		}
	}
	comp, _ := blocksOf(tr, "Composite", "area")
	if len(comp) != 1 || comp[0].Parent != calls[0].Call {
		t.Errorf("Composite.area calls %+v, want one from sumAreas", comp)
	}
}

// TestCProfFgh checks the CProf paper's example: h is called 10 times from f, 55 from g.
func TestCProfFgh(t *testing.T) {
	tr, _ := runTraced(t, "Fgh", vm.BlocksDefault)
	fCalls, _ := blocksOf(tr, "Fgh", "f")
	gCalls, _ := blocksOf(tr, "Fgh", "g")
	hCalls, _ := blocksOf(tr, "Fgh", "h")
	if len(fCalls) != 1 || len(gCalls) != 1 {
		t.Fatalf("f called %d times, g %d, want 1 each", len(fCalls), len(gCalls))
	}
	from := map[int64]int{}
	for _, c := range hCalls {
		from[c.Parent]++
	}
	if from[fCalls[0].Call] != 10 || from[gCalls[0].Call] != 55 {
		t.Errorf("h called %d times from f and %d from g, want 10 and 55", from[fCalls[0].Call], from[gCalls[0].Call])
	}
}

func equalInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
