package fdlibm

import (
	"bufio"
	"fmt"
	"math"
	"os"
	"os/exec"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// The golden files are written by testdata/fdlibm/GenGolden.java on HotSpot 17 (`just fdlibm`).
const (
	strictGolden = "../../testdata/fdlibm/strictmath.golden"
	mathGolden   = "../../testdata/fdlibm/math.golden"
)

var unary = map[string]func(float64) float64{
	"sin": Sin, "cos": Cos, "tan": Tan, "asin": Asin, "acos": Acos, "atan": Atan, "exp": Exp,
	"log": Log, "log10": Log10, "sqrt": Sqrt, "cbrt": Cbrt, "sinh": Sinh, "cosh": Cosh,
	"tanh": Tanh, "expm1": Expm1, "log1p": Log1p,
}

var binary = map[string]func(float64, float64) float64{
	"atan2": Atan2, "pow": Pow, "hypot": Hypot, "IEEEremainder": IEEEremainder,
}

// goldenCase is one line of a golden file: fn(args...) = want.
type goldenCase struct {
	line int
	fn   string
	args []float64
	want float64
}

func readGolden(t *testing.T, path string) []goldenCase {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var cases []goldenCase
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if line == "" || line[0] == '#' {
			continue
		}
		fields := strings.Fields(line)
		if len(fields) < 3 {
			t.Fatalf("%s:%d: malformed line %q", path, n, line)
		}
		var vals []float64
		for _, h := range fields[1:] {
			b, err := strconv.ParseUint(h, 16, 64)
			if err != nil {
				t.Fatalf("%s:%d: %v", path, n, err)
			}
			vals = append(vals, math.Float64frombits(b))
		}
		c := goldenCase{line: n, fn: fields[0], args: vals[:len(vals)-1], want: vals[len(vals)-1]}
		if (len(c.args) == 1 && unary[c.fn] == nil) || (len(c.args) == 2 && binary[c.fn] == nil) || len(c.args) > 2 {
			t.Fatalf("%s:%d: unknown function %q with %d arguments", path, n, c.fn, len(c.args))
		}
		cases = append(cases, c)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if len(cases) == 0 {
		t.Fatalf("%s: no cases", path)
	}
	return cases
}

func (c goldenCase) eval() float64 {
	if len(c.args) == 1 {
		return unary[c.fn](c.args[0])
	}
	return binary[c.fn](c.args[0], c.args[1])
}

// same reports whether got and want have the same bits; any NaN matches any NaN.
func same(got, want float64) bool {
	if got != got || want != want {
		return got != got && want != want
	}
	return math.Float64bits(got) == math.Float64bits(want)
}

func (c goldenCase) String() string {
	var args []string
	for _, a := range c.args {
		args = append(args, fmt.Sprintf("%v (%#016x)", a, math.Float64bits(a)))
	}
	return fmt.Sprintf("%s(%s)", c.fn, strings.Join(args, ", "))
}

// TestStrictMathGolden checks every function against StrictMath on HotSpot, bit for bit.
func TestStrictMathGolden(t *testing.T) {
	cases := readGolden(t, strictGolden)
	bad := 0
	for _, c := range cases {
		if got := c.eval(); !same(got, c.want) {
			bad++
			if bad <= 30 {
				t.Errorf("line %d: %v = %v (%#016x), StrictMath gives %v (%#016x)", c.line, c, got,
					math.Float64bits(got), c.want, math.Float64bits(c.want))
			}
		}
	}
	t.Logf("StrictMath golden: %d/%d exact", len(cases)-bad, len(cases))
	if bad > 0 {
		t.Errorf("%d of %d cases differ from StrictMath", bad, len(cases))
	}
}

// TestMathGolden reports how often java.lang.Math on HotSpot (whose intrinsics for some
// functions are not fdlibm) agrees with fdlibm. It is a report, not a check.
func TestMathGolden(t *testing.T) {
	cases := readGolden(t, mathGolden)
	total, match := map[string]int{}, map[string]int{}
	var names []string
	for _, c := range cases {
		if total[c.fn] == 0 {
			names = append(names, c.fn)
		}
		total[c.fn]++
		if same(c.eval(), c.want) {
			match[c.fn]++
		}
	}
	sum := 0
	var lines []string
	for _, fn := range names {
		sum += match[fn]
		lines = append(lines, fmt.Sprintf("%s %d/%d (%.1f%%)", fn, match[fn], total[fn], 100*float64(match[fn])/float64(total[fn])))
	}
	t.Logf("Math golden: %d/%d match fdlibm; %s", sum, len(cases), strings.Join(lines, ", "))
}

// TestJavaExamples checks the values quoted in the issue that motivated the package.
func TestJavaExamples(t *testing.T) {
	rate := 0.05 // a variable, so that 1+rate/12 is rounded step by step as in Java
	for _, c := range []struct {
		name      string
		got, want float64
	}{
		{"log(MIN_VALUE)", Log(math.SmallestNonzeroFloat64), -744.4400719213812},
		{"log10(0.1)", Log10(0.1), -1.0},
		{"pow(10, 308)", Pow(10, 308), 1.0e308},
		{"pow(1+0.05/12, 360)", Pow(1+rate/12, 360), 4.467744314006109},
		{"pow(-0, 0.5)", Pow(math.Copysign(0, -1), 0.5), 0},
		{"pow(1, NaN)", Pow(1, math.NaN()), math.NaN()},
		{"pow(-1, Inf)", Pow(-1, math.Inf(1)), math.NaN()},
		{"pow(-8, 1/3)", Pow(-8, 1.0/3), math.NaN()},
		{"pow(-2, 3)", Pow(-2, 3), -8},
		{"sin(pi)", Sin(math.Pi), 1.2246467991473532e-16},
	} {
		if !same(c.got, c.want) {
			t.Errorf("%s = %v, want %v", c.name, c.got, c.want)
		}
	}
}

// fusedOps matches the fused multiply-add instructions of the architectures whose Go
// compiler fuses x*y+z on its own (amd64 and 386 never do).
var fusedOps = regexp.MustCompile(`\t(FN?M(ADD|SUB)D?|WFM[AS]DB|WFNM[AS]DB|F(N)?MADDS?|FMSUBS?)\t`)

// TestNoFusedMultiplyAdd compiles the package for the architectures where Go fuses
// multiply-adds and checks that no fused instruction remains: fdlibm's results depend on
// every product being rounded, which the explicit float64 conversions guarantee.
func TestNoFusedMultiplyAdd(t *testing.T) {
	if testing.Short() {
		t.Skip("cross-compiles the package")
	}
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("go tool not found")
	}
	for _, arch := range []string{"arm64", "ppc64le", "s390x", "riscv64", "loong64"} {
		cmd := exec.Command(goTool, "build", "-gcflags=-S", "-o", os.DevNull, ".")
		cmd.Env = append(os.Environ(), "GOOS=linux", "GOARCH="+arch, "CGO_ENABLED=0")
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("GOARCH=%s: %v\n%s", arch, err, out)
		}
		var hits []string
		for _, line := range strings.Split(string(out), "\n") {
			if fusedOps.MatchString(line) {
				hits = append(hits, strings.TrimSpace(line))
			}
		}
		sort.Strings(hits)
		if len(hits) > 0 {
			t.Errorf("GOARCH=%s: %d fused multiply-adds, e.g.\n%s", arch, len(hits), strings.Join(hits[:min(len(hits), 20)], "\n"))
		}
	}
}
