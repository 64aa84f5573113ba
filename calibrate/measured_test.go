package calibrate

import (
	"strings"
	"testing"
)

func TestReadMeasurements(t *testing.T) {
	ms, err := ReadMeasurements(strings.NewReader("trace,root,cycles\n# a comment\nSieve, Sieve.main, 1843217\n3,,9.5e5\n"), "m.csv")
	if err != nil || len(ms) != 2 {
		t.Fatalf("%v %v", ms, err)
	}
	if m := ms[0]; m.Trace != "Sieve" || m.Root != "Sieve.main" || m.Cycles != 1843217 || m.Line != 3 {
		t.Errorf("row 1: %+v", m)
	}
	if m := ms[1]; m.Trace != "3" || m.Root != "" || m.Cycles != 950000 || m.Line != 4 {
		t.Errorf("row 2: %+v", m)
	}
	for _, c := range []struct{ in, want string }{
		{"", "m.csv: no measurements"},
		{"trace,root,cycles\n", "m.csv: no measurements"},
		{"Sieve,main\n", "m.csv, row 1: 2 fields, want 3"},
		{"Sieve,main,100\nSieve,main,12x\n", `m.csv, row 2, column 3 (cycles): "12x" is not a number of cycles`},
		{"Sieve,main,100\n\nFgh,main,-5\n", "m.csv, row 3, column 3 (cycles): -5: measured cycles must be positive"},
		{",main,100\n", "m.csv, row 1, column 1 (trace): empty"},
		{"Sieve,main,100\nSieve,main,200\n", "m.csv, row 2: the same trace and root method as row 1"},
		{"Sieve,\"main,100\n", "m.csv, row 1: "},
	} {
		if _, err := ReadMeasurements(strings.NewReader(c.in), "m.csv"); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: %v, want %q", c.in, err, c.want)
		}
	}
}
