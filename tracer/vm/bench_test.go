// Benchmarks of the interpreter on the embedded-style workloads, with tracing off, with the
// interpreter's tracing hooks only (trace-hooks: a tracer that drops everything), and with
// the trace written (LZ4 or uncompressed). ArgsEcho runs almost nothing: it shows the fixed
// cost of a trace (the static tables of every loaded class). `just bench` runs them; the
// README quotes the figures.

package vm_test

import (
	"context"
	"io"
	"os"
	"path/filepath"
	"testing"

	"github.com/crossprof/crossprof/tracer/trace"
	"github.com/crossprof/crossprof/tracer/vm"
)

var workloads = []string{"ArgsEcho", "NQueens", "MatMul", "Sieve", "BlockCipher", "FixedPointFilter", "PacketStack", "Controller", "Sorting"}

func BenchmarkWorkloads(b *testing.B) {
	for _, name := range workloads {
		dir := filepath.Join("../../testdata/programs", name)
		for _, comp := range []trace.Compression{"off", "hooks", trace.LZ4, trace.None} {
			traced := comp != "off" && comp != "hooks"
			b.Run(name+"/trace-"+string(comp), func(b *testing.B) {
				var res vm.Result
				var bytes int64
				for i := 0; i < b.N; i++ {
					cfg := vm.Config{ClassPath: dir, MainClass: name, Stdout: io.Discard, Stderr: io.Discard, Deterministic: true}
					var w *trace.Writer
					out := filepath.Join(b.TempDir(), "t.trace")
					if traced {
						var err error
						if w, err = trace.CreateWith(out, vm.BlocksDefault, comp); err != nil {
							b.Fatal(err)
						}
						cfg.Tracer = w
					}
					if comp == "hooks" {
						cfg.Tracer = discard{}
					}
					var err error
					if res, err = vm.Run(context.Background(), cfg); err != nil {
						b.Fatal(err)
					}
					if traced {
						if err := w.Close(); err != nil {
							b.Fatal(err)
						}
						bytes = dirSize(b, out)
					}
				}
				b.ReportMetric(float64(res.Instructions)*float64(b.N)/b.Elapsed().Seconds(), "bytecodes/s")
				b.ReportMetric(float64(res.Instructions), "bytecodes/op")
				if traced {
					b.ReportMetric(float64(bytes)/float64(res.Invocations), "tracebytes/call")
					b.ReportMetric(float64(bytes)/float64(res.Instructions), "tracebytes/bytecode")
				}
			})
		}
	}
}

// discard is a tracer that drops everything: trace-hooks measures what tracing costs the
// interpreter itself, without the writer.
type discard struct{}

func (discard) ClassLoaded(*vm.Class)                {}
func (discard) Call(*vm.CallRecord, []vm.BlockCount) {}

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
