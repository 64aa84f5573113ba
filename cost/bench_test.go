// Benchmark of re-costing against re-tracing: the reason to keep traces in a database.
// `just bench` runs it; the README quotes the figures.

package cost_test

import (
	"context"
	"fmt"
	"io"
	"path/filepath"
	"testing"
	"time"

	"github.com/crossprof/crossprof/cost"
	"github.com/crossprof/crossprof/ingest"
	"github.com/crossprof/crossprof/tracer/trace"
	"github.com/crossprof/crossprof/tracer/vm"
)

// BenchmarkRecost traces CallMix (10^7 invocations), loads it, costs it once (which replays
// the method cache) and then re-costs it with other memory timings, which reuses the replay.
func BenchmarkRecost(b *testing.B) {
	tmp := b.TempDir()
	dir := filepath.Join(tmp, "CallMix.trace")
	cfg := vm.Config{ClassPath: "../testdata/bench/CallMix", MainClass: "CallMix", Args: []string{"1200"},
		Stdout: io.Discard, Stderr: io.Discard, Deterministic: true}
	start := time.Now()
	res, err := trace.Record(context.Background(), dir, cfg, trace.LZ4, &trace.Manifest{})
	if err != nil {
		b.Fatal(err)
	}
	traceTime := time.Since(start)
	db, err := ingest.Open(context.Background(), filepath.Join(tmp, "b.duckdb"), ingest.Create)
	if err != nil {
		b.Fatal(err)
	}
	defer db.Close()
	if _, err := ingest.Ingest(context.Background(), db, dir, ingest.Options{}); err != nil {
		b.Fatal(err)
	}
	model, _ := cost.LoadModel("jop")
	first, err := cost.Run(context.Background(), db, 1, model, cost.Options{})
	if err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := cost.Run(context.Background(), db, 1, model, cost.Options{Set: map[string]string{"r": fmt.Sprint(2 + i%3)}}); err != nil {
			b.Fatal(err)
		}
	}
	recost := b.Elapsed().Seconds() / float64(b.N)
	b.ReportMetric(float64(res.Invocations), "calls")
	b.ReportMetric(traceTime.Seconds(), "trace-s")
	b.ReportMetric(first.ReplayTime.Seconds(), "replay-s")
	b.ReportMetric(float64(first.Lookups)/first.ReplayTime.Seconds(), "lookups/s")
	b.ReportMetric(recost, "recost-s")
	b.ReportMetric(traceTime.Seconds()/recost, "trace/recost")
}
