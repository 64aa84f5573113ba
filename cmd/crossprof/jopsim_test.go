// The jop model against JOP's own simulator: the programs of testdata/targetlib/jopsim run on
// a compiled JOP library (CROSSPROF_JOP_LIB) and are costed with --root PROGRAM.run; their
// cycles must be those of CROSSPROF_JOPSIM_CSV, a file of JopSim's counts of the same programs
// (testdata/targetlib/jopsim/jopsim-d826db9e.csv holds the project's measurement).

package main

import (
	"encoding/csv"
	"fmt"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// TestJopSimOracle compares each program's estimate with JopSim's cycles within 1%. JopSim's
// figure is the difference of two reads of the cycle counter around main's call of run, so
// it also holds main's invokestatic of run and the push before the second read, about 80
// cycles that --root leaves out.
func TestJopSimOracle(t *testing.T) {
	lib, figures := os.Getenv("CROSSPROF_JOP_LIB"), os.Getenv("CROSSPROF_JOPSIM_CSV")
	if lib == "" || figures == "" {
		t.Skip("CROSSPROF_JOP_LIB and CROSSPROF_JOPSIM_CSV are not both set (a compiled JOP library and JopSim's cycle counts)")
	}
	f, err := os.Open(figures)
	if err != nil {
		t.Fatal(err)
	}
	recs, err := csv.NewReader(f).ReadAll()
	f.Close()
	if err != nil || len(recs) < 2 || strings.Join(recs[0][:3], ",") != "program,root,cycles" {
		t.Fatalf("%s: %v; want a header program,root,cycles and rows", figures, err)
	}
	src := filepath.Join(targetLib, "jopsim")
	classes := t.TempDir()
	srcs, _ := filepath.Glob(filepath.Join(src, "*.java"))
	args := append([]string{"-source", "8", "-target", "8", "-nowarn", "-Xlint:none", "-bootclasspath", lib, "-d", classes}, srcs...)
	if msg, err := exec.Command("javac", args...).CombinedOutput(); err != nil {
		t.Fatalf("javac against %s: %v\n%s", lib, err, msg)
	}
	total := regexp.MustCompile(`and its callees: (\d+) cycles`)
	for _, rec := range recs[1:] {
		prog, root := rec[0], rec[1]
		want, err := strconv.ParseInt(rec[2], 10, 64)
		if err != nil {
			t.Fatalf("%s: cycles %q", prog, rec[2])
		}
		t.Run(prog, func(t *testing.T) {
			tmp := t.TempDir()
			db := filepath.Join(tmp, "t.duckdb")
			if status, _, errs := run(t, "run", "-q", "--target-lib", lib, "--cp", classes, "--out", filepath.Join(tmp, prog+".trace"), "--db", db, prog); status != 0 {
				t.Fatalf("run: status %d: %s", status, errs)
			}
			status, out, errs := run(t, "cost", "--db", db, "--model", "jop", "--root", root)
			m := total.FindStringSubmatch(out)
			if status != 0 || m == nil {
				t.Fatalf("cost: status %d, stderr %q:\n%s", status, errs, out)
			}
			got, _ := strconv.ParseInt(m[1], 10, 64)
			diff := 100 * float64(got-want) / float64(want)
			msg := fmt.Sprintf("%s: crossprof %d cycles, JopSim %d: %+.2f%%", prog, got, want, diff)
			if math.Abs(diff) > 1 {
				t.Error(msg)
			} else {
				t.Log(msg)
			}
		})
	}
}
