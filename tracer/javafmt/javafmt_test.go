// Golden tests against JDK 17's own conversions (testdata/golden.txt.gz), plus property checks.

package javafmt

// The golden file is made by the real JDK; go test needs no Java. To regenerate it (on JDK 17):
//
//	cd tracer/javafmt/testdata && javac --release 8 -d . Gen.java && java -cp . Gen | gzip -9n > golden.txt.gz
//
// Gen.java documents the record format. TestRandomHashes covers a million more random values per
// type through SHA-256 digests of blocks of toString outputs, which cost the file almost nothing.

import (
	"bufio"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"math"
	"os"
	"strconv"
	"strings"
	"sync"
	"testing"
	"unicode/utf16"
)

type formatCase struct {
	bits uint64 // float32 bits for floats
	want string
}

type parseCase struct {
	input  string
	double string // 16 hex digits, or "!" + message
	float  string // 8 hex digits, or "!" + message
}

type hashBlock struct {
	seed  int64
	block int
	size  int
	sum   string
}

type golden struct {
	doubles, floats []formatCase
	parses          []parseCase
	doubleHashes    []hashBlock
	floatHashes     []hashBlock
}

var (
	goldenOnce sync.Once
	goldenData *golden
	goldenErr  error
)

func loadGolden(t testing.TB) *golden {
	t.Helper()
	goldenOnce.Do(func() { goldenData, goldenErr = readGolden("testdata/golden.txt.gz") })
	if goldenErr != nil {
		t.Fatal(goldenErr)
	}
	return goldenData
}

// javaRandom replays java.util.Random, so the golden file can leave out the bits of its random values.
type javaRandom struct{ seed int64 }

func newJavaRandom(seed int64) *javaRandom {
	return &javaRandom{(seed ^ 0x5DEECE66D) & (1<<48 - 1)}
}

func (r *javaRandom) next(bits uint) int32 {
	r.seed = (r.seed*0x5DEECE66D + 0xB) & (1<<48 - 1)
	return int32(uint64(r.seed) >> (48 - bits))
}

func (r *javaRandom) nextInt() int32 { return r.next(32) }

func (r *javaRandom) nextLong() int64 { return int64(r.next(32))<<32 + int64(r.next(32)) }

// unescape undoes Gen.esc: \uXXXX stands for one UTF-16 unit.
func unescape(s string) (string, error) {
	if !strings.Contains(s, `\u`) {
		return s, nil
	}
	var units []uint16
	for i := 0; i < len(s); i++ {
		if s[i] == '\\' {
			if i+6 > len(s) || s[i+1] != 'u' {
				return "", fmt.Errorf("bad escape in %q", s)
			}
			v, err := strconv.ParseUint(s[i+2:i+6], 16, 16)
			if err != nil {
				return "", err
			}
			units = append(units, uint16(v))
			i += 5
			continue
		}
		units = append(units, uint16(s[i]))
	}
	return string(utf16.Decode(units)), nil
}

func readGolden(path string) (*golden, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		return nil, err
	}
	g := &golden{}
	sc := bufio.NewScanner(zr)
	sc.Buffer(make([]byte, 1<<16), 1<<20)
	var rnd *javaRandom // the random stream of the current R section
	line := 0
	for sc.Scan() {
		line++
		fields := strings.Split(sc.Text(), "\t")
		bad := func() error { return fmt.Errorf("%s:%d: malformed record %q", path, line, sc.Text()) }
		switch fields[0] {
		case "D", "F":
			if len(fields) != 3 {
				return nil, bad()
			}
			bits, err := strconv.ParseUint(fields[1], 16, 64)
			if err != nil {
				return nil, bad()
			}
			if fields[0] == "D" {
				g.doubles = append(g.doubles, formatCase{bits, fields[2]})
			} else {
				g.floats = append(g.floats, formatCase{bits, fields[2]})
			}
		case "R":
			if len(fields) != 4 {
				return nil, bad()
			}
			seed, err := strconv.ParseInt(fields[2], 10, 64)
			if err != nil {
				return nil, bad()
			}
			rnd = newJavaRandom(seed)
		case "d":
			if rnd == nil || len(fields) != 2 {
				return nil, bad()
			}
			g.doubles = append(g.doubles, formatCase{uint64(rnd.nextLong()), fields[1]})
		case "f":
			if rnd == nil || len(fields) != 2 {
				return nil, bad()
			}
			g.floats = append(g.floats, formatCase{uint64(uint32(rnd.nextInt())), fields[1]})
		case "P":
			if len(fields) != 4 {
				return nil, bad()
			}
			in, err := unescape(fields[1])
			if err != nil {
				return nil, err
			}
			d, err1 := unescape(fields[2])
			fl, err2 := unescape(fields[3])
			if err1 != nil || err2 != nil {
				return nil, bad()
			}
			g.parses = append(g.parses, parseCase{in, d, fl})
		case "H":
			if len(fields) != 6 {
				return nil, bad()
			}
			seed, err1 := strconv.ParseInt(fields[2], 10, 64)
			block, err2 := strconv.Atoi(fields[3])
			size, err3 := strconv.Atoi(fields[4])
			if err1 != nil || err2 != nil || err3 != nil {
				return nil, bad()
			}
			h := hashBlock{seed, block, size, fields[5]}
			if fields[1] == "D" {
				g.doubleHashes = append(g.doubleHashes, h)
			} else {
				g.floatHashes = append(g.floatHashes, h)
			}
		default:
			return nil, bad()
		}
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	return g, nil
}

// mismatches collects failures, printing the first few in full and counting the rest.
type mismatches struct {
	t     *testing.T
	what  string
	count int
	total int
}

func (m *mismatches) check(ok bool, format string, args ...any) {
	m.total++
	if ok {
		return
	}
	m.count++
	if m.count <= 20 {
		m.t.Errorf(m.what+": "+format, args...)
	}
}

func (m *mismatches) report() {
	m.t.Logf("%s: %d of %d mismatch the JDK", m.what, m.count, m.total)
	if m.count > 0 {
		m.t.Errorf("%s: %d of %d mismatch the JDK", m.what, m.count, m.total)
	}
}

func TestFormatDoubleGolden(t *testing.T) {
	g := loadGolden(t)
	m := &mismatches{t: t, what: "Double.toString"}
	for _, c := range g.doubles {
		got := FormatDouble(math.Float64frombits(c.bits))
		m.check(got == c.want, "bits %016x: got %s, want %s", c.bits, got, c.want)
	}
	m.report()
	if len(g.doubles) < 200000 {
		t.Errorf("only %d golden doubles", len(g.doubles))
	}
}

func TestFormatFloatGolden(t *testing.T) {
	g := loadGolden(t)
	m := &mismatches{t: t, what: "Float.toString"}
	for _, c := range g.floats {
		got := FormatFloat(math.Float32frombits(uint32(c.bits)))
		m.check(got == c.want, "bits %08x: got %s, want %s", c.bits, got, c.want)
	}
	m.report()
	if len(g.floats) < 200000 {
		t.Errorf("only %d golden floats", len(g.floats))
	}
}

// TestExactLoopGolden checks the exact big-integer loop on every golden value, with the fixed-point
// shortcut that normally stands in for it switched off.
func TestExactLoopGolden(t *testing.T) {
	g := loadGolden(t)
	approxEnabled = false
	defer func() { approxEnabled = true }()
	m := &mismatches{t: t, what: "Double.toString (exact loop)"}
	for _, c := range g.doubles {
		got := FormatDouble(math.Float64frombits(c.bits))
		m.check(got == c.want, "bits %016x: got %s, want %s", c.bits, got, c.want)
	}
	m.report()
	m = &mismatches{t: t, what: "Float.toString (exact loop)"}
	for _, c := range g.floats {
		got := FormatFloat(math.Float32frombits(uint32(c.bits)))
		m.check(got == c.want, "bits %08x: got %s, want %s", c.bits, got, c.want)
	}
	m.report()
}

// resultString renders a parse result like the golden file does.
func resultString(bits uint64, width int, err error) string {
	if err != nil {
		var nfe *NumberFormatError
		if !errors.As(err, &nfe) {
			return "!<not a NumberFormatError: " + err.Error() + ">"
		}
		return "!" + nfe.Msg
	}
	return fmt.Sprintf("%0*x", width, bits)
}

func TestParseGolden(t *testing.T) {
	g := loadGolden(t)
	md := &mismatches{t: t, what: "Double.parseDouble"}
	mf := &mismatches{t: t, what: "Float.parseFloat"}
	for _, c := range g.parses {
		d, err := ParseDouble(c.input)
		got := resultString(math.Float64bits(d), 16, err)
		md.check(got == c.double, "%q: got %s, want %s", c.input, got, c.double)
		if err != nil && err.(*NumberFormatError).Input != c.input {
			t.Errorf("%q: error Input is %q", c.input, err.(*NumberFormatError).Input)
		}
		f, err := ParseFloat(c.input)
		got = resultString(uint64(math.Float32bits(f)), 8, err)
		mf.check(got == c.float, "%q: got %s, want %s", c.input, got, c.float)
	}
	md.report()
	mf.report()
}

// TestParsePrinted parses every golden toString output back: the JDK's output always round-trips,
// so this checks the parser on a few hundred thousand more inputs.
func TestParsePrinted(t *testing.T) {
	g := loadGolden(t)
	md := &mismatches{t: t, what: "parseDouble(Double.toString)"}
	for _, c := range g.doubles {
		v := math.Float64frombits(c.bits)
		if v != v {
			continue
		}
		d, err := ParseDouble(c.want)
		md.check(err == nil && math.Float64bits(d) == c.bits, "%s: got %016x %v, want %016x", c.want, math.Float64bits(d), err, c.bits)
	}
	md.report()
	mf := &mismatches{t: t, what: "parseFloat(Float.toString)"}
	for _, c := range g.floats {
		v := math.Float32frombits(uint32(c.bits))
		if v != v {
			continue
		}
		f, err := ParseFloat(c.want)
		mf.check(err == nil && uint64(math.Float32bits(f)) == c.bits, "%s: got %08x %v, want %08x", c.want, math.Float32bits(f), err, c.bits)
	}
	mf.report()
}

// TestRandomHashes checks a million more random doubles and floats against the JDK, block by block,
// through digests (the golden file cannot hold their text).
func TestRandomHashes(t *testing.T) {
	if testing.Short() {
		t.Skip("slow")
	}
	g := loadGolden(t)
	run := func(what string, blocks []hashBlock, next func(r *javaRandom) string) {
		if len(blocks) == 0 {
			t.Errorf("%s: no digest blocks in the golden file", what)
			return
		}
		var r *javaRandom
		bad := 0
		for i, b := range blocks {
			if i == 0 || b.seed != blocks[i-1].seed {
				r = newJavaRandom(b.seed)
			}
			h := sha256.New()
			for j := 0; j < b.size; j++ {
				h.Write([]byte(next(r) + "\n"))
			}
			if got := hex.EncodeToString(h.Sum(nil)); got != b.sum {
				bad++
				t.Errorf("%s: block %d (seed %d, values %d..%d) differs from the JDK; run Gen's hashes() loop to list it",
					what, b.block, b.seed, b.block*b.size, (b.block+1)*b.size-1)
			}
		}
		t.Logf("%s: %d of %d blocks of %d values match", what, len(blocks)-bad, len(blocks), blocks[0].size)
	}
	run("Double.toString", g.doubleHashes, func(r *javaRandom) string {
		return FormatDouble(math.Float64frombits(uint64(r.nextLong())))
	})
	run("Float.toString", g.floatHashes, func(r *javaRandom) string {
		return FormatFloat(math.Float32frombits(uint32(r.nextInt())))
	})
}

func TestErrors(t *testing.T) {
	_, err := ParseDouble("  abc ")
	var nfe *NumberFormatError
	if !errors.As(err, &nfe) || nfe.Msg != `For input string: "abc"` || nfe.Input != "  abc " || err.Error() != nfe.Msg {
		t.Errorf("ParseDouble(\"  abc \") error = %#v", err)
	}
	if _, err := ParseFloat("\t \n"); err == nil || err.Error() != "empty String" {
		t.Errorf("ParseFloat(blank) error = %v", err)
	}
	if _, err := ParseDouble("1.2.3"); err == nil || err.Error() != "multiple points" {
		t.Errorf("ParseDouble(1.2.3) error = %v", err)
	}
}

func TestKnownQuirks(t *testing.T) {
	// Values where JDK 17 differs from the shortest representation (JDK 19+ prints the latter).
	for _, c := range []struct {
		d    float64
		want string
	}{
		{2.0e-3, "0.002"},
		{1.0e23, "9.999999999999999E22"},
		{2.0e23, "1.9999999999999998E23"},
		{8.41e21, "8.409999999999999E21"},
		{2.82879384806159e17, "2.82879384806159008E17"},
		{math.SmallestNonzeroFloat64, "4.9E-324"},
		{36028797018963968, "3.6028797018963968E16"},
		{100, "100.0"},
		{1e7, "1.0E7"},
		{0.001, "0.001"},
		{math.Copysign(0, -1), "-0.0"},
		{math.Inf(-1), "-Infinity"},
		{math.NaN(), "NaN"},
	} {
		if got := FormatDouble(c.d); got != c.want {
			t.Errorf("FormatDouble(%v) = %s, want %s", c.d, got, c.want)
		}
	}
	if got := FormatFloat(math.SmallestNonzeroFloat32); got != "1.4E-45" {
		t.Errorf("FormatFloat(MIN_VALUE) = %s", got)
	}
	if got := string(AppendDouble([]byte("x="), 1.5)); got != "x=1.5" {
		t.Errorf("AppendDouble = %s", got)
	}
	if got := string(AppendFloat(nil, 1.5)); got != "1.5" {
		t.Errorf("AppendFloat = %s", got)
	}
}

// TestNegation checks the sign handling on every golden value at no file cost: the JDK prints
// -x as "-" followed by x.
func TestNegation(t *testing.T) {
	g := loadGolden(t)
	for _, c := range g.doubles[:min(len(g.doubles), 50000)] {
		v := math.Float64frombits(c.bits)
		if v != v || math.Signbit(v) {
			continue
		}
		if got := FormatDouble(-v); got != "-"+c.want {
			t.Fatalf("FormatDouble(-%s) = %s", c.want, got)
		}
	}
}
