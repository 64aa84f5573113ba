package duckraw_test

import (
	"context"
	"database/sql"
	"strings"
	"testing"

	_ "github.com/duckdb/duckdb-go/v2"

	"github.com/crossprof/crossprof/duckraw"
)

// TestReadInts also checks that the raw connection can still be found in this duckdb-go.
func TestReadInts(t *testing.T) {
	db, err := sql.Open("duckdb", "")
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	conn, err := db.Conn(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	cols, err := duckraw.ReadInts(conn, "SELECT range AS a, range * 2 AS b FROM range(5000)")
	if err != nil {
		t.Fatal(err)
	}
	if len(cols) != 2 || len(cols[0]) != 5000 || cols[1][4999] != 9998 {
		t.Fatalf("got %d columns of %d rows", len(cols), len(cols[0]))
	}
	if _, err := duckraw.ReadInts(conn, "SELECT 'x' AS s"); err == nil || !strings.Contains(err.Error(), "column s is not BIGINT") {
		t.Errorf("text column: %v", err)
	}
	if _, err := duckraw.ReadInts(conn, "SELECT CASE WHEN range = 3 THEN NULL ELSE range END AS n FROM range(10)"); err == nil || !strings.Contains(err.Error(), "has nulls") {
		t.Errorf("null: %v", err)
	}
	if _, err := duckraw.ReadInts(conn, "SELECT nosuch FROM range(1)"); err == nil {
		t.Error("bad SQL accepted")
	}
}
