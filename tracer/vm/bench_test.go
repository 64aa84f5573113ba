// Benchmarks of the interpreter on the embedded-style workloads, with tracing off, with the
// interpreter's tracing hooks only (trace-hooks: a tracer that drops everything), and with
// the trace written (LZ4 or uncompressed). ArgsEcho runs almost nothing: it shows the fixed
// cost of a trace (its files, the class files of every loaded class). `just bench` runs them; the
// README quotes the figures.

package vm_test

import (
	"context"
	"io"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/crossprof/crossprof/tracer/trace"
	"github.com/crossprof/crossprof/tracer/vm"
)

var workloads = []string{"ArgsEcho", "NQueens", "MatMul", "Sieve", "BlockCipher", "FixedPointFilter", "PacketStack", "Controller", "Sorting"}

// TestMain runs the benchmarks (and tests) with the collector set as crossprof sets it when
// it traces (trace.Record), for untraced runs too, so that both sides of the comparison run
// on the same runtime.
func TestMain(m *testing.M) {
	vm.TuneGC(0)
	os.Exit(m.Run())
}

func BenchmarkWorkloads(b *testing.B) {
	for _, name := range workloads {
		for _, mode := range []string{"off", "hooks", string(trace.LZ4), string(trace.None)} {
			b.Run(name+"/trace-"+mode, func(b *testing.B) {
				var res vm.Result
				var bytes int64
				var off time.Duration // untraced runs, interleaved with the measured ones
				for i := 0; i < b.N; i++ {
					if mode != "off" {
						b.StopTimer()
						start := time.Now()
						runWorkload(b, name, "off")
						off += time.Since(start)
						b.StartTimer()
					}
					res, bytes = runWorkload(b, name, mode)
				}
				b.ReportMetric(float64(res.Instructions)*float64(b.N)/b.Elapsed().Seconds(), "bytecodes/s")
				b.ReportMetric(float64(res.Instructions), "bytecodes/op")
				if mode != "off" {
					b.ReportMetric(100*(b.Elapsed().Seconds()/off.Seconds()-1), "overhead-%")
				}
				if bytes > 0 {
					b.ReportMetric(float64(bytes)/float64(res.Invocations), "tracebytes/call")
					b.ReportMetric(float64(bytes)/float64(res.Instructions), "tracebytes/bytecode")
				}
			})
		}
	}
}

// runWorkload runs a workload once: untraced (off), with the tracing hooks only (hooks), or
// writing a trace with a compression; it returns the result and the trace's size.
func runWorkload(b *testing.B, name, mode string) (vm.Result, int64) {
	cfg := vm.Config{ClassPath: filepath.Join("../../testdata/programs", name), MainClass: name,
		Stdout: io.Discard, Stderr: io.Discard, Deterministic: true}
	var out string
	var w *trace.Writer
	switch mode {
	case "off":
	case "hooks":
		cfg.Tracer = discard{}
	default:
		b.StopTimer() // a scratch directory to write into is not the trace's cost
		out = filepath.Join(b.TempDir(), "t.trace")
		b.StartTimer()
		var err error
		if w, err = trace.CreateWith(out, trace.Compression(mode)); err != nil {
			b.Fatal(err)
		}
		cfg.Tracer = w
	}
	res, err := vm.Run(context.Background(), cfg)
	if err != nil {
		b.Fatal(err)
	}
	if w == nil {
		return res, 0
	}
	if err := w.Close(); err != nil {
		b.Fatal(err)
	}
	b.StopTimer()
	defer b.StartTimer()
	return res, dirSize(b, out)
}

// discard is a tracer that drops everything: trace-hooks measures what tracing costs the
// interpreter itself, without the writer.
type discard struct{}

func (discard) ClassLoaded(*vm.Class)              {}
func (discard) Enter(thread, method, sitePC int32) {}
func (discard) Exit(thread, method int32, kind vm.ExitKind, exitPC int32, counts []int64, partial []vm.BlockCount) {
}

func dirSize(b *testing.B, dir string) int64 {
	entries, err := os.ReadDir(dir)
	if err != nil {
		b.Fatal(err)
	}
	var n int64
	for _, e := range entries {
		fi, err := e.Info()
		if err != nil {
			b.Fatal(err)
		}
		n += fi.Size()
	}
	return n
}

// BenchmarkIndy measures linked invokedynamic sites (testdata/bench/IndyCost): a call through
// a lambda against the same call through a named class implementing the interface, and string
// concatenation compiled by javac 17 (invokedynamic) against javac 8's StringBuilder chain.
func BenchmarkIndy(b *testing.B) {
	cases := []struct{ name, compilation, arg string }{
		{"lambda-call", "jdk17", "lambda"},
		{"interface-call", "jdk17", "iface"},
		{"concat-indy", "jdk17", "concat"},
		{"concat-stringbuilder", "release8", "concat"},
	}
	for _, c := range cases {
		b.Run(c.name, func(b *testing.B) {
			var res vm.Result
			for i := 0; i < b.N; i++ {
				var err error
				res, err = vm.Run(context.Background(), vm.Config{ClassPath: filepath.Join("../../testdata/bench/IndyCost", c.compilation),
					MainClass: "IndyCost", Args: []string{c.arg}, Stdout: io.Discard, Stderr: io.Discard, Deterministic: true})
				if err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(res.Instructions), "bytecodes/op")
			b.ReportMetric(float64(res.Invocations), "calls/op")
		})
	}
}

// BenchmarkLibrary runs library-heavy workloads (testdata/bench/LibraryBench) untraced:
// 1,000-digit BigInteger multiplication and division, and a ConcurrentHashMap shared by four
// pool threads. testdata/bench-library.sh sets them beside HotSpot's interpreter.
func BenchmarkLibrary(b *testing.B) {
	for _, mode := range []string{"bigmul", "bigdiv", "chm"} {
		b.Run(mode, func(b *testing.B) {
			var res vm.Result
			for i := 0; i < b.N; i++ {
				var err error
				res, err = vm.Run(context.Background(), vm.Config{ClassPath: "../../testdata/bench/LibraryBench",
					MainClass: "LibraryBench", Args: []string{mode}, Stdout: io.Discard, Stderr: io.Discard, Deterministic: true})
				if err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(res.Instructions), "bytecodes/op")
		})
	}
}
