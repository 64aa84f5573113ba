// Benchmarks of ingest: load rate (rows per second into a database file) and the time to
// rebuild the calling context tree, on a trace of about 10^7 invocations. `just bench` runs
// them; the README quotes the figures.

package ingest_test

import (
	"context"
	"io"
	"path/filepath"
	"testing"

	"github.com/crossprof/crossprof/ingest"
	"github.com/crossprof/crossprof/tracer/trace"
	"github.com/crossprof/crossprof/tracer/vm"
)

func BenchmarkIngest(b *testing.B) {
	for _, c := range []struct {
		name, rounds string
	}{{"CallMix-2.5M-calls", "300"}, {"CallMix-10M-calls", "1200"}} {
		b.Run(c.name, func(b *testing.B) {
			dir := filepath.Join(b.TempDir(), "CallMix.trace")
			cfg := vm.Config{ClassPath: "../testdata/bench/CallMix", MainClass: "CallMix", Args: []string{c.rounds},
				Stdout: io.Discard, Stderr: io.Discard, Deterministic: true}
			if _, err := trace.Record(context.Background(), dir, cfg, trace.LZ4, &trace.Manifest{}); err != nil {
				b.Fatal(err)
			}
			var load, cct float64
			var rows, calls int64
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				db, err := ingest.Open(context.Background(), filepath.Join(b.TempDir(), "b.duckdb"), ingest.Create)
				if err != nil {
					b.Fatal(err)
				}
				res, err := ingest.Ingest(context.Background(), db, dir, ingest.Options{})
				if err != nil {
					b.Fatal(err)
				}
				db.Close()
				load += res.Load.Seconds()
				cct += res.CCT.Seconds()
				rows, calls = res.TotalRows(), res.Calls
			}
			n := float64(b.N)
			b.ReportMetric(float64(rows)*n/load, "rows/s")
			b.ReportMetric(load/n, "load-s")
			b.ReportMetric(cct/n, "cct-s")
			b.ReportMetric(float64(calls), "calls")
		})
	}
}
