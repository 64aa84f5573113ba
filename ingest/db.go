// Package ingest loads crossprof traces into a DuckDB database file and rebuilds their
// calling context trees there, with the SQL in queries/build. One database holds many
// traces: every table has a trace_id column, and the traces table lists them.
package ingest

import (
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"regexp"
	"strings"

	_ "github.com/duckdb/duckdb-go/v2" // the "duckdb" database/sql driver

	"github.com/crossprof/crossprof/duckraw"
	"github.com/crossprof/crossprof/queries"
	"github.com/crossprof/crossprof/schemas"
)

// DefaultDB is the database file the commands use when none is given.
const DefaultDB = "crossprof.duckdb"

// Access says how a command uses the database.
type Access int

const (
	// ReadOnly needs an existing database, which other readers may have open at the same time.
	ReadOnly Access = iota
	// Update needs an existing database and may write to it (costing adds rows, for example).
	Update
	// Create makes the database file and crossprof's tables if they are missing (ingest).
	Create
)

func (a Access) String() string {
	switch a {
	case ReadOnly:
		return "read-only"
	case Update:
		return "update"
	case Create:
		return "create"
	}
	return fmt.Sprintf("Access(%d)", int(a))
}

// Open opens the database file. A command that only reads or adds to a database refuses a
// missing file rather than leave an empty one behind.
func Open(ctx context.Context, path string, access Access) (*sql.DB, error) {
	if path == "" {
		return nil, errors.New("no database file given")
	}
	readOnly := access == ReadOnly
	if access != Create {
		if _, err := os.Stat(path); err != nil {
			if os.IsNotExist(err) {
				return nil, fmt.Errorf("database %s does not exist: load a trace first (crossprof ingest --db %s TRACEDIR)", path, path)
			}
			return nil, fmt.Errorf("database %s: %v", path, err)
		}
	}
	dsn := path
	if readOnly {
		dsn += "?access_mode=read_only"
	}
	db, err := sql.Open("duckdb", dsn)
	if err != nil {
		return nil, dbError(path, err)
	}
	if err := db.PingContext(ctx); err != nil {
		db.Close()
		return nil, dbError(path, err)
	}
	if err := checkLayout(ctx, db); err != nil {
		db.Close()
		return nil, fmt.Errorf("database %s: %w", path, err)
	}
	if !readOnly {
		if err := ensureSchema(ctx, db); err != nil {
			db.Close()
			return nil, dbError(path, err)
		}
		if err := removeStale(ctx, db); err != nil {
			db.Close()
			return nil, dbError(path, err)
		}
	} else if err := checkSchema(ctx, db); err != nil {
		db.Close()
		return nil, fmt.Errorf("database %s: %w", path, err)
	}
	return db, nil
}

// schemaSQL creates the trace tables (from schemas/, with a trace_id first column) and the
// derived tables and views (from queries/build/schema.sql).
func schemaSQL() string {
	var b strings.Builder
	for _, t := range schemas.All {
		if t == schemas.Events {
			continue // not stored: ingest derives table calls from it
		}
		fmt.Fprintf(&b, "CREATE TABLE IF NOT EXISTS %s (\n    trace_id INTEGER NOT NULL", t.Name)
		for _, c := range t.Stored() {
			_, typ := duckType(c.Type)
			fmt.Fprintf(&b, ",\n    %q %s", c.Name, typ)
			if !c.Nullable {
				b.WriteString(" NOT NULL")
			}
		}
		b.WriteString("\n);\n")
	}
	b.WriteString(queries.Build("schema"))
	b.WriteString(queries.MacroSQL())
	fmt.Fprintf(&b, `
CREATE TABLE IF NOT EXISTS crossprof_layout (version INTEGER NOT NULL);
INSERT INTO crossprof_layout SELECT %d WHERE NOT EXISTS (SELECT 1 FROM crossprof_layout);
`, Layout)
	return b.String()
}

// ensureSchema creates crossprof's tables, and its views and macros as this crossprof defines
// them, unless the database has them already: the hash of the schema's SQL is the comment on
// table crossprof_layout. (Replacing the views and macros at every open took a writing
// command about 35 ms, and its close as much again to write the catalog.)
func ensureSchema(ctx context.Context, db *sql.DB) error {
	ddl := schemaSQL()
	sum := sha256.Sum256([]byte(ddl))
	hash := hex.EncodeToString(sum[:])
	var have sql.NullString
	err := db.QueryRowContext(ctx, `SELECT max(comment) FROM duckdb_tables()
		WHERE database_name = current_database() AND schema_name = 'main' AND table_name = 'crossprof_layout'`).Scan(&have)
	if err != nil || have.String == hash {
		return err
	}
	_, err = db.ExecContext(ctx, ddl+fmt.Sprintf("\nCOMMENT ON TABLE crossprof_layout IS '%s';\n", hash))
	return err
}

// removeStale deletes traces that an ingest left half-loaded when it was killed. DuckDB lets
// one process at a time open the file for writing, so no other ingest can be running.
func removeStale(ctx context.Context, db *sql.DB) error {
	rows, err := db.QueryContext(ctx, `SELECT trace_id FROM traces WHERE status = 'loading'`)
	if err != nil {
		return err
	}
	var stale []int32
	for rows.Next() {
		var id int32
		if err := rows.Scan(&id); err != nil {
			rows.Close()
			return err
		}
		stale = append(stale, id)
	}
	rows.Close()
	if len(stale) == 0 {
		return rows.Err()
	}
	conn, err := db.Conn(ctx)
	if err != nil {
		return err
	}
	defer conn.Close()
	return duckraw.InTx(ctx, conn, func() error {
		for _, id := range stale {
			if err := deleteTrace(ctx, conn, id); err != nil {
				return err
			}
		}
		return nil
	})
}

// Layout is the version of the database's tables, views and macros. A database made by a
// crossprof with another layout is refused with a clear message rather than half-used.
// Layout 4 added the named queries as table macros, cost_runs.variant and instructions.line;
// a change of a named query's parameters needs a new layout too, since read-only commands
// call the macros the database holds. Layout 5 is trace format 5's: block-count vectors,
// calls.vector_id and node_id, block_counts and call_nodes views.
const Layout = 5

// checkLayout refuses a database whose crossprof tables have another layout. A database
// without any of them (a new file) passes; schemaSQL records the layout.
func checkLayout(ctx context.Context, db *sql.DB) error {
	var tables, marked int
	err := db.QueryRowContext(ctx, `
		SELECT count(*) FILTER (WHERE table_name = 'traces'), count(*) FILTER (WHERE table_name = 'crossprof_layout')
		FROM information_schema.tables WHERE table_schema = 'main'`).Scan(&tables, &marked)
	if err != nil || tables == 0 {
		return err
	}
	version := 2 // the layout before it was recorded
	if marked > 0 {
		if err := db.QueryRowContext(ctx, `SELECT max(version) FROM crossprof_layout`).Scan(&version); err != nil {
			return err
		}
	}
	if version != Layout {
		return fmt.Errorf("made by another version of crossprof (database layout %d, this crossprof uses %d); load the traces into a new database file", version, Layout)
	}
	return nil
}

// checkSchema makes sure a database opened read-only was made by crossprof.
func checkSchema(ctx context.Context, db *sql.DB) error {
	var n int
	err := db.QueryRowContext(ctx, `SELECT count(*) FROM information_schema.tables WHERE table_name = 'traces' AND table_schema = 'main'`).Scan(&n)
	if err != nil {
		return err
	}
	if n == 0 {
		return errors.New("not a crossprof database (it has no traces table)")
	}
	return nil
}

var lockHolder = regexp.MustCompile(`Conflicting lock is held in (.*?) \(PID (\d+)\)`)

// dbError rewords DuckDB's errors about the database file itself.
func dbError(path string, err error) error {
	msg := err.Error()
	if strings.Contains(msg, "Could not set lock on file") {
		if m := lockHolder.FindStringSubmatch(msg); m != nil {
			return fmt.Errorf("database %s is in use by another process (%s, PID %s); DuckDB allows one writer or many readers at a time", path, m[1], m[2])
		}
		return fmt.Errorf("database %s is in use by another process; DuckDB allows one writer or many readers at a time", path)
	}
	if strings.Contains(msg, "not a valid DuckDB database file") || strings.Contains(msg, "is not a valid DuckDB") {
		return fmt.Errorf("%s is not a DuckDB database file", path)
	}
	return fmt.Errorf("database %s: %s", path, strings.TrimPrefix(msg, "IO Error: "))
}
