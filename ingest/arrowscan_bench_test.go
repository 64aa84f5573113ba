//go:build duckdb_arrow

// The measurement behind ingest's choice of appender: duckdb-go's public Arrow interface
// (DuckDB's own Arrow scan of a registered record reader, INSERT ... SELECT) against the
// chunk appender (derive.go, through duckraw), moving the same invocations of a trace (the
// bulk of what ingest stores) into table invocations. duckdb-go compiles its Arrow
// interface only with the duckdb_arrow build tag, so this file does too:
//
//	go test -tags duckdb_arrow ./ingest -run '^$' -bench ArrowScan
//
// The README quotes the figures.

package ingest

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"io"
	"path/filepath"
	"testing"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/memory"
	"github.com/duckdb/duckdb-go/v2"

	"github.com/crossprof/crossprof/duckraw"
	"github.com/crossprof/crossprof/tracer/trace"
	"github.com/crossprof/crossprof/tracer/vm"
)

func BenchmarkArrowScan(b *testing.B) {
	dir := filepath.Join(b.TempDir(), "CallMix.trace")
	cfg := vm.Config{ClassPath: "../testdata/bench/CallMix", MainClass: "CallMix", Args: []string{"300"},
		Stdout: io.Discard, Stderr: io.Discard, Deterministic: true}
	if _, err := trace.Record(context.Background(), dir, cfg, trace.LZ4, &trace.Manifest{}); err != nil {
		b.Fatal(err)
	}
	// The invocations ingest derives from the trace, as the appender gets them and as Arrow
	// records (built before timing, which favours the Arrow scan).
	man, err := trace.ReadManifest(dir)
	if err != nil {
		b.Fatal(err)
	}
	mode, err := man.Blocks()
	if err != nil {
		b.Fatal(err)
	}
	val := newValidator(dir, false, int64(man.Invocations), false)
	stop := make(chan struct{})
	var derived []*callRows
	var rows int64
	for bt := range readAhead(dir, mode, stop, val) {
		if bt.err != nil {
			b.Fatal(bt.err)
		}
		if bt.calls != nil {
			derived = append(derived, bt.calls)
			rows += int64(bt.calls.len())
		}
		if bt.rec != nil {
			bt.rec.Release()
		}
	}
	recs := invocationRecords(derived)
	ctx := context.Background()
	open := func(b *testing.B) (*sql.DB, *sql.Conn) {
		db, err := Open(ctx, filepath.Join(b.TempDir(), "b.duckdb"), Create)
		if err != nil {
			b.Fatal(err)
		}
		conn, err := db.Conn(ctx)
		if err != nil {
			b.Fatal(err)
		}
		return db, conn
	}
	b.Run("chunk-appender", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			db, conn := open(b)
			raw, err := duckraw.Connection(conn)
			if err != nil {
				b.Fatal(err)
			}
			a, err := newRowAppender(raw, "invocations", 1, invocationColumns)
			if err != nil {
				b.Fatal(err)
			}
			for _, r := range derived {
				if err := a.appendInvocations(r); err != nil {
					b.Fatal(err)
				}
			}
			if err := a.Close(); err != nil {
				b.Fatal(err)
			}
			conn.Close()
			db.Close()
		}
		b.ReportMetric(float64(rows)*float64(b.N)/b.Elapsed().Seconds(), "rows/s")
	})
	b.Run("arrow-scan", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			db, conn := open(b)
			err := conn.Raw(func(dc any) error {
				ar, err := duckdb.NewArrowFromConn(dc.(driver.Conn))
				if err != nil {
					return err
				}
				rr, err := array.NewRecordReader(recs[0].Schema(), recs)
				if err != nil {
					return err
				}
				release, err := ar.RegisterView(rr, "src_invocations")
				if err != nil {
					return err
				}
				_, err = ar.QueryContext(ctx, "INSERT INTO invocations SELECT 1, * FROM src_invocations")
				release()
				return err
			})
			if err != nil {
				b.Fatal(err)
			}
			var n int64
			if err := conn.QueryRowContext(ctx, "SELECT count(*) FROM invocations").Scan(&n); err != nil || n != rows {
				b.Fatalf("%d rows loaded (%v), want %d", n, err, rows)
			}
			conn.Close()
			db.Close()
		}
		b.ReportMetric(float64(rows)*float64(b.N)/b.Elapsed().Seconds(), "rows/s")
	})
}

// invocationRecords builds Arrow records of the invocations, with the columns of table
// invocations after trace_id.
func invocationRecords(all []*callRows) []arrow.Record {
	schema := arrow.NewSchema([]arrow.Field{
		{Name: "thread_id", Type: arrow.PrimitiveTypes.Int32}, {Name: "call_id", Type: arrow.PrimitiveTypes.Int64},
		{Name: "parent_id", Type: arrow.PrimitiveTypes.Int64, Nullable: true}, {Name: "node_id", Type: arrow.PrimitiveTypes.Int32},
		{Name: "seq_enter", Type: arrow.PrimitiveTypes.Int64}, {Name: "seq_exit", Type: arrow.PrimitiveTypes.Int64, Nullable: true},
		{Name: "exceptional", Type: arrow.FixedWidthTypes.Boolean}, {Name: "exit_pc", Type: arrow.PrimitiveTypes.Int32, Nullable: true},
		{Name: "bytecodes", Type: arrow.PrimitiveTypes.Int64}, {Name: "vector_id", Type: arrow.PrimitiveTypes.Int32, Nullable: true},
	}, nil)
	var out []arrow.Record
	for _, r := range all {
		bl := array.NewRecordBuilder(memory.DefaultAllocator, schema)
		for i := 0; i < r.len(); i++ {
			bl.Field(0).(*array.Int32Builder).Append(r.thread[i])
			bl.Field(1).(*array.Int64Builder).Append(r.call[i])
			appendOrNull(bl.Field(2).(*array.Int64Builder), r.parent[i], 0)
			bl.Field(3).(*array.Int32Builder).Append(r.node[i])
			bl.Field(4).(*array.Int64Builder).Append(r.seqEnter[i])
			appendOrNull(bl.Field(5).(*array.Int64Builder), r.seqExit[i], -1)
			bl.Field(6).(*array.BooleanBuilder).Append(r.exceptional[i])
			appendOrNull(bl.Field(7).(*array.Int32Builder), r.exitPC[i], -1)
			bl.Field(8).(*array.Int64Builder).Append(r.bytecodes[i])
			appendOrNull(bl.Field(9).(*array.Int32Builder), r.vector[i], -1)
		}
		out = append(out, bl.NewRecord())
		bl.Release()
	}
	return out
}

func appendOrNull[T int32 | int64](b interface {
	Append(T)
	AppendNull()
}, v, null T) {
	if v == null {
		b.AppendNull()
	} else {
		b.Append(v)
	}
}
