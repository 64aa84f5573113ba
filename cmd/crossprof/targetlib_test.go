// Tests of --target-lib and the jop target on the stand-in target library in
// testdata/targetlib (our own minimal java.lang, com.jopdesign.sys.Native and JVM; rebuild
// with testdata/targetlib/build.sh), and, when CROSSPROF_JOP_LIB names a compiled JOP
// library, on JOP's own.

package main

import (
	"context"
	"database/sql"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/crossprof/crossprof/cost"
	"github.com/crossprof/crossprof/ingest"
	"github.com/crossprof/crossprof/internal/testtrace"
	"github.com/crossprof/crossprof/tracer/trace"
)

var targetLib = testtrace.Testdata("targetlib")

// traceTarget traces a program of testdata/targetlib/prog on lib and loads it into a new
// database; it returns the database, the trace id, the status and the program's output.
func traceTarget(t *testing.T, lib, main string) (*sql.DB, int32, int, string, string) {
	t.Helper()
	dir := filepath.Join(t.TempDir(), main+".trace")
	status, out, errs := run(t, "trace", "--quiet", "--deterministic", "--out", dir, "--target-lib", lib,
		"--cp", filepath.Join(targetLib, "prog"), main)
	ctx := context.Background()
	db, err := ingest.Open(ctx, filepath.Join(t.TempDir(), "t.duckdb"), ingest.Create)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	res, err := ingest.Ingest(ctx, db, dir, ingest.Options{AllowIncomplete: true})
	if err != nil {
		t.Fatalf("ingest: %v (trace stderr: %s)", err, errs)
	}
	return db, res.TraceID, status, out, errs
}

// TestTargetLibRuns: output through JOP's UART address reaches stdout, software bytecodes run
// the library's routines, Native's conversions and the cycle counter work, and the
// manifest and the classes table say where the classes came from.
func TestTargetLibRuns(t *testing.T) {
	lib := filepath.Join(targetLib, "classes")
	db, id, status, out, errs := traceTarget(t, lib, "Main")
	want := "Hi\nstand-in library\n-14\n-8\nnegative product\n30\n1065353216\nclock runs\nhandles round-trip\n1\n/ by zero\n"
	if status != 0 || out != want || errs != "" {
		t.Fatalf("status %d, stderr %q, stdout:\n%s", status, errs, testtrace.LineDiff(want, out))
	}
	var man, origin string
	var lib1, libCount int
	if err := db.QueryRow(`SELECT manifest FROM traces WHERE trace_id = ?`, id).Scan(&man); err != nil {
		t.Fatal(err)
	}
	for _, s := range []string{`"target": "jop"`, `"target_lib"`, `"sha256"`} {
		if !strings.Contains(man, s) {
			t.Errorf("manifest lacks %s:\n%s", s, man)
		}
	}
	err := db.QueryRow(`SELECT origin, is_library::INT FROM classes WHERE trace_id = ? AND name = 'java.lang.String'`, id).Scan(&origin, &lib1)
	if err != nil || !strings.HasPrefix(origin, lib) || lib1 != 1 {
		t.Errorf("java.lang.String: origin %q, is_library %d, %v; want from %s, a library class", origin, lib1, err, lib)
	}
	if err := db.QueryRow(`SELECT count(*) FROM classes WHERE trace_id = ? AND origin LIKE 'crossprof-rt!%'`, id).Scan(&libCount); err != nil || libCount != 0 {
		t.Errorf("%d classes from crossprof's runtime library (%v), want none", libCount, err)
	}

	// The idiv in Main.quotient: JVM.f_idiv is a callee of quotient's context at the idiv's
	// pc, with its blocks counted (quotient's first call site: one call).
	var sitePC, calls, blocks int64
	err = db.QueryRow(`
		SELECT c.callsite_pc, c.calls, (SELECT count(*) FROM cct_blocks b WHERE b.trace_id = c.trace_id AND b.node_id = c.node_id)
		FROM cct_nodes c
		JOIN methods m ON m.trace_id = c.trace_id AND m.method_id = c.method_id
		JOIN cct_nodes p ON p.trace_id = c.trace_id AND p.node_id = c.parent_id
		JOIN methods pm ON pm.trace_id = p.trace_id AND pm.method_id = p.method_id
		WHERE c.trace_id = ? AND m.name = 'f_idiv' AND pm.name = 'quotient' AND c.exceptional_exits = 0`, id).Scan(&sitePC, &calls, &blocks)
	if err != nil {
		t.Fatalf("no f_idiv context below Main.quotient: %v", err)
	}
	var op string
	err = db.QueryRow(`SELECT i.mnemonic FROM instructions i JOIN methods m USING (trace_id, method_id)
		WHERE i.trace_id = ? AND m.name = 'quotient' AND i.pc = ?`, id, sitePC).Scan(&op)
	if err != nil || op != "idiv" || calls != 1 || blocks < 3 {
		t.Errorf("f_idiv below quotient: site %d is %q (%v), %d calls, %d blocks; want the idiv, 1 call, the routine's blocks", sitePC, op, err, calls, blocks)
	}
	// fconst_0's routine is a stub (microcoded on JOP): it is never called.
	var stubs int
	if err := db.QueryRow(`SELECT count(*) FROM cct_nodes c JOIN methods m USING (trace_id, method_id) WHERE c.trace_id = ? AND m.name = 'f_fconst_0'`, id).Scan(&stubs); err != nil || stubs != 0 {
		t.Errorf("the stub f_fconst_0 ran in %d contexts (%v)", stubs, err)
	}
}

// TestTargetLibMismatch: a routine whose result differs from the bytecode's stops the run,
// naming both values.
func TestTargetLibMismatch(t *testing.T) {
	lib := filepath.Join(targetLib, "broken", "classes") + ":" + filepath.Join(targetLib, "classes")
	status, _, errs := run(t, "trace", "--quiet", "--out", filepath.Join(t.TempDir(), "m.trace"), "--target-lib", lib,
		"--cp", filepath.Join(targetLib, "prog"), "Main")
	want := "com.jopdesign.sys.JVM.f_irem(-14, 10) returned -24, the interpreter's irem gives -4"
	if status != 2 || !strings.Contains(errs, want) {
		t.Errorf("status %d, stderr %q; want 2 and %q", status, errs, want)
	}
}

// TestTargetLibMissingNative: a native method crossprof does not implement stops the run
// with one line naming it.
func TestTargetLibMissingNative(t *testing.T) {
	status, _, errs := run(t, "trace", "--quiet", "--out", filepath.Join(t.TempDir(), "n.trace"),
		"--target-lib", filepath.Join(targetLib, "classes"), "--cp", filepath.Join(targetLib, "prog"), "NativeMissing")
	if status != 2 || !strings.Contains(errs, "NativeMissing.absent()V") || strings.Count(strings.TrimSpace(errs), "\n") != 0 {
		t.Errorf("status %d, stderr %q; want 2 and one line naming NativeMissing.absent()V", status, errs)
	}
}

// TestTargetLibCyclesByHand costs prog/Cycles.java with the jop model (r=1, w=2) and
// compares with the sum worked out from JopSim/WCETInstruction d826db9e:
//
//	main: sipush 300 (3) istore_1 (1) iload_1 (1)
//	      i2b: the software call (JopSim's flat 80; it charges no load of JVM.f_i2b)
//	      istore_2 (1) iload_2 (1) bipush -111 (2)
//	      Native.wr: jopsys_wr (5 + w = 7), not an invoke
//	      return (21; a root returns to no method)          = 117
//	f_i2b: iload_0 (1) bipush 24 (2) ishl (1) bipush 24 (2) ishr (1)
//	       ireturn (23 + [b-10], main still cached: b = 4)     =  30
//
// 147 cycles in all.
func TestTargetLibCyclesByHand(t *testing.T) {
	db, id, status, out, _ := traceTarget(t, filepath.Join(targetLib, "classes"), "Cycles")
	if status != 0 || out != "," {
		t.Fatalf("status %d, output %q", status, out)
	}
	model, err := cost.LoadModel("jop")
	if err != nil {
		t.Fatal(err)
	}
	res, err := cost.Run(context.Background(), db, id, model, cost.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if res.Cycles != 147 {
		rows, _ := db.Query(`SELECT m.name, n.self_cycles FROM node_cost n JOIN cct_nodes c ON c.trace_id = ? AND c.node_id = n.node_id JOIN methods m ON m.trace_id = c.trace_id AND m.method_id = c.method_id WHERE n.run_id = ?`, id, res.RunID)
		var detail []string
		for rows != nil && rows.Next() {
			var name string
			var cyc int64
			rows.Scan(&name, &cyc)
			detail = append(detail, fmt.Sprintf("%s=%d", name, cyc))
		}
		t.Errorf("jop model: %d cycles, worked out by hand: 147 (per context: %s)", res.Cycles, strings.Join(detail, " "))
	}
}

// TestJOPLibrary runs JOP-style programs on JOP's own library, compiled by the user, when
// CROSSPROF_JOP_LIB names it (its classes directory or jar), and compares their output with
// HotSpot's on the standard library.
func TestJOPLibrary(t *testing.T) {
	lib := os.Getenv("CROSSPROF_JOP_LIB")
	if lib == "" {
		t.Skip("CROSSPROF_JOP_LIB is not set (point it at a compiled JOP library to run this test)")
	}
	java, err := exec.LookPath("java")
	if err != nil {
		t.Skip("no java for the reference output")
	}
	progs := filepath.Join(targetLib, "jop")
	entries, err := os.ReadDir(progs)
	if err != nil {
		t.Fatal(err)
	}
	classes := t.TempDir()
	var srcs []string
	for _, e := range entries {
		if strings.HasSuffix(e.Name(), ".java") {
			srcs = append(srcs, filepath.Join(progs, e.Name()))
		}
	}
	// Compiled against the JDK: the programs use only what both libraries have.
	if msg, err := exec.Command("javac", append([]string{"--release", "8", "-nowarn", "-d", classes}, srcs...)...).CombinedOutput(); err != nil {
		t.Fatalf("javac: %v\n%s", err, msg)
	}
	for _, src := range srcs {
		name := strings.TrimSuffix(filepath.Base(src), ".java")
		t.Run(name, func(t *testing.T) {
			want, err := exec.Command(java, "-cp", classes, name).Output()
			if err != nil {
				t.Fatalf("HotSpot: %v", err)
			}
			dir := filepath.Join(t.TempDir(), name+".trace")
			status, out, errs := run(t, "trace", "--quiet", "--deterministic", "--out", dir, "--target-lib", lib, "--cp", classes, name)
			// JOP's PrintStream ends a line with "\r\n", for a serial terminal: the one place
			// where the two libraries disagree on these programs' output.
			out = strings.ReplaceAll(out, "\r\n", "\n")
			if status != 0 || out != string(want) {
				t.Errorf("status %d, stderr %q, stdout:\n%s", status, errs, testtrace.LineDiff(string(want), out))
			}
			if m, err := trace.ReadManifest(dir); err != nil || m.Target != "jop" {
				t.Errorf("manifest target %v (%v), want jop", m, err)
			}
		})
	}
}

// TestTargetLibMemory: library code that copies arrays through JOP's handles and word
// memory (Native.rdMem/wrMem, as JOP's System.arraycopy does) sees each array's type, length
// and elements, and its writes are what the program reads back.
func TestTargetLibMemory(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "m.trace")
	status, out, errs := run(t, "trace", "--quiet", "--out", dir, "--target-lib", filepath.Join(targetLib, "classes"), "--cp", filepath.Join(targetLib, "prog"), "Memory")
	want := "345\n112345\ndle\nlongs copied\nreferences copied\nint[] to char[] refused\npast the end refused\n"
	if status != 0 || out != want || errs != "" {
		t.Fatalf("status %d, stderr %q, stdout:\n%s", status, errs, testtrace.LineDiff(want, out))
	}
}
