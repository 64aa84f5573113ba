package testtrace

import (
	"context"
	"database/sql"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/crossprof/crossprof/ingest"
)

// Main runs a test binary's tests against one database made for all of them: it opens a
// database file in a new temporary directory, sets *db, calls fill (which traces and loads
// what the tests need, with tmp for its files), runs the tests and removes everything. It
// exits the process with the tests' status, or 2 when the database cannot be made.
func Main(m *testing.M, prefix string, db **sql.DB, fill func(ctx context.Context, db *sql.DB, tmp string) error) {
	tmp, err := os.MkdirTemp("", prefix)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	status := 2
	ctx := context.Background()
	if *db, err = ingest.Open(ctx, filepath.Join(tmp, "test.duckdb"), ingest.Create); err == nil {
		err = fill(ctx, *db, tmp)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "setting up the test database:", err)
	} else {
		status = m.Run()
	}
	if *db != nil {
		(*db).Close()
	}
	os.RemoveAll(tmp)
	os.Exit(status)
}
