//go:build duckdb_arrow

// The measurement behind ingest's choice of appender: duckdb-go's public Arrow interface
// (DuckDB's own Arrow scan of a registered record reader, INSERT ... SELECT) against the
// chunk appender (appender.go, through duckraw), moving the same in-memory records of a
// trace's events and vectors tables into the same tables. duckdb-go compiles its Arrow
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
	"fmt"
	"io"
	"path/filepath"
	"testing"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/duckdb/duckdb-go/v2"

	"github.com/crossprof/crossprof/duckraw"
	"github.com/crossprof/crossprof/schemas"
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
	tables := []*schemas.Table{schemas.Vectors, schemas.Events}
	recs := map[*schemas.Table][]arrow.Record{}
	var rows int64
	for _, t := range tables {
		err := trace.ReadTable(dir, t, func(r arrow.Record) error {
			r.Retain()
			recs[t] = append(recs[t], r)
			rows += r.NumRows()
			return nil
		})
		if err != nil {
			b.Fatal(err)
		}
	}
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
			for _, t := range tables {
				a, err := newChunkAppender(raw, t, 1)
				if err != nil {
					b.Fatal(err)
				}
				for _, r := range recs[t] {
					if err := a.Append(r); err != nil {
						b.Fatal(err)
					}
				}
				if err := a.Close(); err != nil {
					b.Fatal(err)
				}
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
				for _, t := range tables {
					rr, err := array.NewRecordReader(t.Schema(), recs[t])
					if err != nil {
						return err
					}
					release, err := ar.RegisterView(rr, "src_"+t.Name)
					if err != nil {
						return err
					}
					sel := "1, *"
					if hasSeq(t) {
						sel = "1, *, row_number() OVER ()" // as the appender numbers the events
					}
					_, err = ar.QueryContext(ctx, fmt.Sprintf("INSERT INTO %s SELECT %s FROM src_%s", t.Name, sel, t.Name))
					release()
					if err != nil {
						return err
					}
				}
				return nil
			})
			if err != nil {
				b.Fatal(err)
			}
			var n int64
			if err := conn.QueryRowContext(ctx, "SELECT (SELECT count(*) FROM vectors) + (SELECT count(*) FROM events)").Scan(&n); err != nil || n != rows {
				b.Fatalf("%d rows loaded (%v), want %d", n, err, rows)
			}
			conn.Close()
			db.Close()
		}
		b.ReportMetric(float64(rows)*float64(b.N)/b.Elapsed().Seconds(), "rows/s")
	})
}
