// Benchmarks for formatting and parsing, and the FuzzParseDouble target.

package javafmt

import (
	"errors"
	"math"
	"strconv"
	"testing"
)

// Results go to these sinks so the compiler cannot drop the calls being measured.
var (
	sinkString string
	sinkDouble float64
)

var formatBenchCases = []struct {
	name string
	v    float64
}{
	{"Integer", 12345},
	{"OneDigit", 0.1},
	{"Pi", math.Pi},
	{"Avogadro", 6.02214076e23},
	{"Tiny", 1.602176634e-19},
	{"Subnormal", 5e-320},
	{"Max", math.MaxFloat64},
}

// randomDoubles are uniformly random bit patterns, mostly with extreme exponents (the slow path).
func randomDoubles() []float64 {
	r := newJavaRandom(42)
	out := make([]float64, 1024)
	for i := range out {
		for {
			out[i] = math.Float64frombits(uint64(r.nextLong()))
			if !math.IsNaN(out[i]) && !math.IsInf(out[i], 0) {
				break
			}
		}
	}
	return out
}

func BenchmarkFormatDouble(b *testing.B) {
	for _, c := range formatBenchCases {
		b.Run(c.name, func(b *testing.B) {
			for b.Loop() {
				sinkString = FormatDouble(c.v)
			}
		})
	}
	b.Run("RandomBits", func(b *testing.B) {
		vs := randomDoubles()
		i := 0
		for b.Loop() {
			sinkString = FormatDouble(vs[i&1023])
			i++
		}
	})
	// A reference point: Go's shortest formatting of the same values.
	b.Run("StrconvRandomBits", func(b *testing.B) {
		vs := randomDoubles()
		i := 0
		for b.Loop() {
			sinkString = strconv.FormatFloat(vs[i&1023], 'e', -1, 64)
			i++
		}
	})
}

func BenchmarkFormatFloat(b *testing.B) {
	r := newJavaRandom(43)
	vs := make([]float32, 1024)
	for i := range vs {
		vs[i] = math.Float32frombits(uint32(r.nextInt()) &^ (1 << 30)) // keep it finite
	}
	i := 0
	for b.Loop() {
		sinkString = FormatFloat(vs[i&1023])
		i++
	}
}

func BenchmarkParseDouble(b *testing.B) {
	digits := make([]byte, 800) // a long mantissa: strconv's slow big-decimal path
	for i := range digits {
		digits[i] = byte('0' + i%10)
	}
	long := "0." + string(digits)
	for _, c := range []struct{ name, s string }{
		{"Integer", "12345"},
		{"Pi", "3.141592653589793"},
		{"Exponent", "6.02214076E23"},
		{"Whitespace", "  -2.2250738585072014E-308d "},
		{"Hex", "0x1.921fb54442d18p1"},
		{"Long", long},
		{"Invalid", "12abc"},
	} {
		b.Run(c.name, func(b *testing.B) {
			for b.Loop() {
				sinkDouble, _ = ParseDouble(c.s)
			}
		})
	}
}

// FuzzParseDouble checks that no input panics, that errors are NumberFormatErrors, and that every
// parsed value survives FormatDouble then ParseDouble (and the same for floats).
func FuzzParseDouble(f *testing.F) {
	for _, s := range []string{
		"0", "-0.0", "1.5", " 1e10 ", "1e-400", "1e400", "NaN", "-Infinity", "0x1.8p3", "0X.8P-1074d",
		".5f", "1.", "1.2.3", "", "  ", "+", "1e", "4.9E-324", "1.7976931348623157E308", "9.999999999999999E22",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		d, err := ParseDouble(s)
		if err != nil {
			var nfe *NumberFormatError
			if !errors.As(err, &nfe) || nfe.Input != s {
				t.Fatalf("ParseDouble(%q): unexpected error %#v", s, err)
			}
		} else if !math.IsNaN(d) {
			text := FormatDouble(d)
			back, err := ParseDouble(text)
			if err != nil || math.Float64bits(back) != math.Float64bits(d) {
				t.Fatalf("ParseDouble(%q) = %v printed as %s, parsed back as %v, %v", s, d, text, back, err)
			}
		}
		fl, ferr := ParseFloat(s)
		if (ferr == nil) != (err == nil) {
			t.Fatalf("ParseFloat(%q) error %v, ParseDouble error %v", s, ferr, err)
		}
		if ferr == nil && !math.IsNaN(float64(fl)) {
			text := FormatFloat(fl)
			back, err := ParseFloat(text)
			if err != nil || math.Float32bits(back) != math.Float32bits(fl) {
				t.Fatalf("ParseFloat(%q) = %v printed as %s, parsed back as %v, %v", s, fl, text, back, err)
			}
		}
	})
}
