// This file keeps, in the database's schema cost_cache, the tables a model's statements make
// from the trace alone (and from the method cache replay and code layout the run uses): a
// re-cost under other timing parameters, in a new process too, reads them through temp views
// instead of running the statements again. Which statements qualify, and under which key, is
// plan.go's.

package cost

import (
	"context"
	"database/sql"
	"fmt"
	"time"

	"github.com/crossprof/crossprof/queries"
)

// stmtCache is a run's view of the cache: what its keys are made of, the cached tables there
// are, and the connection's temp views of them.
type stmtCache struct {
	// basis identifies the trace (its row of table traces: the ids of removed half-loaded
	// traces are used again) and the definitions of the database's views and macros, which
	// cached statements read (their hash, which ingest keeps as the comment on
	// crossprof_layout).
	basis  string
	params map[string]string
	have   map[string]bool // table names in the cache schema
	// A statement's object is a temp view of its cached table, or the temp table it made
	// when it ran: on a connection kept between runs (an evaluator's) one may have to make
	// way for the other.
	views, tables map[string]bool
}

// ensureCacheSchema creates the cache's schema if the database has none. It runs outside the
// run's transaction, so that concurrent runs on several connections (an evaluator's traces)
// do not both create it. It reports false for a read-only database, which keeps no cache.
func ensureCacheSchema(ctx context.Context, db interface {
	QueryRowContext(context.Context, string, ...any) *sql.Row
	ExecContext(context.Context, string, ...any) (sql.Result, error)
}) (bool, error) {
	var readOnly, exists bool
	err := db.QueryRowContext(ctx, `SELECT d.readonly, EXISTS (SELECT 1 FROM duckdb_schemas() s
		WHERE s.database_name = d.database_name AND s.schema_name = ?)
		FROM duckdb_databases() d WHERE d.database_name = current_database()`, queries.CacheSchema).Scan(&readOnly, &exists)
	if err == nil && !readOnly && !exists {
		_, err = db.ExecContext(ctx, `CREATE SCHEMA IF NOT EXISTS `+queries.CacheSchema)
	}
	if err != nil {
		return false, fmt.Errorf("preparing the cost cache: %w", err)
	}
	return !readOnly, nil
}

// openCache reads which tables the cache holds, on the run's connection and inside its
// transaction (tables a rolled back run made are not there).
func openCache(ctx context.Context, conn *sql.Conn, traceID int32, params map[string]string) (*stmtCache, error) {
	c := &stmtCache{params: map[string]string{"trace_id": fmt.Sprint(traceID)}, have: map[string]bool{},
		views: map[string]bool{}, tables: map[string]bool{}}
	for k, v := range params {
		c.params[k] = v
	}
	err := conn.QueryRowContext(ctx, `SELECT CAST(t AS VARCHAR) || chr(0) || coalesce((SELECT max(comment) FROM duckdb_tables()
		WHERE database_name = current_database() AND schema_name = 'main' AND table_name = 'crossprof_layout'), '')
		FROM traces t WHERE trace_id = ?`, traceID).Scan(&c.basis)
	if err != nil {
		return nil, fmt.Errorf("reading trace %d: %w", traceID, err)
	}
	rows, err := conn.QueryContext(ctx, `
		SELECT 'c', table_name FROM duckdb_tables() WHERE database_name = current_database() AND schema_name = ?
		UNION ALL SELECT 't', lower(table_name) FROM duckdb_tables() WHERE temporary
		UNION ALL SELECT 'v', lower(view_name) FROM duckdb_views() WHERE temporary`, queries.CacheSchema)
	if err != nil {
		return nil, fmt.Errorf("reading the cost cache: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var kind, name string
		if err := rows.Scan(&kind, &name); err != nil {
			return nil, err
		}
		map[string]map[string]bool{"c": c.have, "t": c.tables, "v": c.views}[kind][name] = true
	}
	return c, rows.Err()
}

// keys returns the cache keys of plan's statements (see cacheKeys), all "" without a cache
// (c nil). persistent says which names are the database's own objects.
func (c *stmtCache) keys(plan *modelPlan, persistent func(string) bool) []string {
	if c == nil {
		return make([]string, len(plan.stmts))
	}
	return plan.cacheKeys(c.basis, c.params, persistent)
}

// has reports whether the cache holds the table of key (false for "" and a nil cache).
func (c *stmtCache) has(key string) bool {
	return c != nil && key != "" && c.have["t_"+key]
}

// use makes name a temp view of the cache's table of key: reading it in place is cheaper
// than copying it.
func (c *stmtCache) use(ctx context.Context, conn *sql.Conn, key, name string) error {
	start := time.Now()
	if c.tables[name] {
		if _, err := conn.ExecContext(ctx, `DROP TABLE temp.main."`+name+`"`); err != nil {
			return fmt.Errorf("replacing %s by the cost cache's: %w", name, err)
		}
		delete(c.tables, name)
	}
	if _, err := conn.ExecContext(ctx, `CREATE OR REPLACE TEMP VIEW "`+name+`" AS FROM `+c.table(key)); err != nil {
		return fmt.Errorf("reading %s from the cost cache: %w", name, err)
	}
	c.views[name] = true
	debugf("%s from the cost cache: %.3f s", name, time.Since(start).Seconds())
	return nil
}

// clear makes way for a statement that makes the temp table name. (c may be nil.)
func (c *stmtCache) clear(ctx context.Context, conn *sql.Conn, name string) error {
	if c == nil || !c.views[name] {
		return nil
	}
	if _, err := conn.ExecContext(ctx, `DROP VIEW temp.main."`+name+`"`); err != nil {
		return fmt.Errorf("replacing the cost cache's %s: %w", name, err)
	}
	delete(c.views, name)
	return nil
}

// keep copies the temp table name, which a statement made, into the cache as the table of
// key (c nil or key "": it does not).
func (c *stmtCache) keep(ctx context.Context, conn *sql.Conn, key, name string) error {
	if c == nil {
		return nil
	}
	c.tables[name] = true
	if key == "" {
		return nil
	}
	if _, err := conn.ExecContext(ctx, `CREATE TABLE `+c.table(key)+` AS FROM temp.main."`+name+`"`); err != nil {
		return fmt.Errorf("keeping %s in the cost cache: %w", name, err)
	}
	c.have["t_"+key] = true
	return nil
}

func (c *stmtCache) table(key string) string { return queries.CacheSchema + `."t_` + key + `"` }

// exec makes the temp table name, the result of the statement that run runs, from the cache
// if it has it, and otherwise runs it and keeps a copy under key (nil cache or "" key: it
// just runs it).
func (c *stmtCache) exec(ctx context.Context, conn *sql.Conn, key, name string, run func() error) error {
	if c.has(key) {
		return c.use(ctx, conn, key, name)
	}
	if err := c.clear(ctx, conn, name); err != nil {
		return err
	}
	if err := run(); err != nil {
		return err
	}
	return c.keep(ctx, conn, key, name)
}
