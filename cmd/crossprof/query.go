// This file holds the query command: named queries from queries/ and ad-hoc SQL against a
// crossprof database.

package main

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/spf13/pflag"

	"github.com/crossprof/crossprof/ingest"
	"github.com/crossprof/crossprof/queries"
	"github.com/crossprof/crossprof/tabular"
)

func queryCommand() *command {
	return &command{
		name:    "query",
		summary: "run a named query or SQL against a crossprof database",
		usage:   "[--db FILE] [--trace ID] NAME | --sql \"SELECT ...\" [--param k=v]... [--format table|csv|json]",
		help: `
Runs a named query (a .sql file of queries/, listed by --list) or your own SQL
against the database 'crossprof ingest' wrote. The trace is --trace (an id or
a name from 'crossprof query traces'; default: the latest one loaded). Queries
read it, and their parameters, with getvariable('trace_id') and
getvariable('NAME'); --param NAME=VALUE sets a parameter, --sql queries can
use parameters too. The database is opened read-only.

The text table aligns columns and shortens long Java names (java.util.HashMap
-> j.u.HashMap); csv and json print every value exactly.

Examples:
  crossprof query --list
  crossprof query hot-methods
  crossprof query cct --param depth=4 --param min_share=5
  crossprof query bytecode-mix --format csv > mix.csv
  crossprof query compare --trace 1 --param other=2
  crossprof query --sql "SELECT method, calls FROM cct WHERE trace_id = getvariable('trace_id') ORDER BY calls DESC LIMIT 5"`,
		setup: func(fs *pflag.FlagSet) func(context.Context, *env, []string) (int, error) {
			db := fs.String("db", ingest.DefaultDB, "database `file`")
			traceSpec := fs.String("trace", "", "trace `id` or name (default: the latest loaded)")
			sqlText := fs.String("sql", "", "run this `SQL` instead of a named query")
			params := fs.StringArray("param", nil, "set a query parameter, `name=value` (repeatable)")
			format := fs.String("format", "table", "output: table, csv or json")
			list := fs.Bool("list", false, "list the named queries with their parameters")
			return func(ctx context.Context, e *env, args []string) (int, error) {
				if *list {
					if len(args) > 0 || *sqlText != "" {
						return 2, usagef("--list takes no query")
					}
					listQueries(e.stdout)
					return 0, nil
				}
				var q *queries.Query
				switch {
				case *sqlText != "" && len(args) > 0:
					return 2, usagef("give a query NAME or --sql, not both")
				case *sqlText != "":
					q = &queries.Query{Name: "--sql", SQL: *sqlText}
				case len(args) == 1:
					if q = queries.Lookup(args[0]); q == nil {
						return 2, usagef("no query named %q (crossprof query --list shows them)", args[0])
					}
				case len(args) > 1:
					return 2, usagef("one query at a time (got %s)", strings.Join(args, " "))
				default:
					return 2, usagef("missing query NAME or --sql")
				}
				if !validFormat(*format) {
					return 2, usagef("--format must be table, csv or json, not %q", *format)
				}
				vals, err := queryParams(q, *params)
				if err != nil {
					return 2, err
				}
				return runQuery(ctx, e, *db, *traceSpec, q, vals, *format)
			}
		},
	}
}

func validFormat(f string) bool {
	for _, x := range tabular.Formats {
		if f == x {
			return true
		}
	}
	return false
}

func listQueries(w io.Writer) {
	for _, q := range queries.Named() {
		fmt.Fprintf(w, "%-13s %s\n", q.Name, q.Description)
		for _, p := range q.Params {
			fmt.Fprintf(w, "%-13s   --param %s=%s: %s\n", "", p.Name, p.Default, p.Doc)
		}
	}
}

// queryParams merges the query's defaults with the --param values. Named queries accept
// only their declared parameters; --sql accepts any.
func queryParams(q *queries.Query, given []string) (map[string]string, error) {
	set, err := assignments("--param", given)
	if err != nil || q.Name == "--sql" {
		return set, err
	}
	vals, err := q.Values(set, "query")
	if err != nil {
		return nil, usagef("%v", err)
	}
	return vals, nil
}

// assignments parses the name=value arguments of a repeatable flag.
func assignments(flag string, given []string) (map[string]string, error) {
	set := map[string]string{}
	for _, g := range given {
		k, v, ok := strings.Cut(g, "=")
		if !ok || k == "" {
			return nil, usagef("%s wants name=value, not %q", flag, g)
		}
		set[k] = v
	}
	return set, nil
}

func runQuery(ctx context.Context, e *env, dbPath, traceSpec string, q *queries.Query, params map[string]string, format string) (int, error) {
	db, err := ingest.Open(ctx, dbPath, ingest.ReadOnly)
	if err != nil {
		return 2, err
	}
	defer db.Close()
	conn, err := db.Conn(ctx)
	if err != nil {
		return 2, err
	}
	defer conn.Close()
	id, _, err := resolveTrace(ctx, db, traceSpec)
	if err != nil && (q.Name != "--sql" && q.Name != "traces" || traceSpec != "") {
		return 2, err
	}
	if err == nil {
		params["trace_id"] = strconv.Itoa(int(id))
	}
	res, err := evalQuery(ctx, conn, q, params)
	if err != nil {
		return 1, err // a bad parameter is a usage error, status 2 (see Main)
	}
	return 0, tabular.Write(e.stdout, format, res)
}

// evalQuery runs a query with its parameters set as DuckDB variables.
func evalQuery(ctx context.Context, conn *sql.Conn, q *queries.Query, params map[string]string) (*tabular.Result, error) {
	if err := setVariables(ctx, conn, params); err != nil {
		return nil, err
	}
	rows, err := conn.QueryContext(ctx, q.SQL)
	if err != nil {
		return nil, fmt.Errorf("query %s: %s", q.Name, cleanDuckError(err))
	}
	res, err := tabular.Read(rows)
	rows.Close()
	if err != nil {
		return nil, fmt.Errorf("query %s: %s", q.Name, cleanDuckError(err))
	}
	return res, nil
}

// setVariables sets query parameters as DuckDB variables (see queries.SetVariables), as a usage error.
func setVariables(ctx context.Context, conn *sql.Conn, vals map[string]string) error {
	if err := queries.SetVariables(ctx, conn, vals); err != nil {
		return usagef("%v", cleanDuckError(err))
	}
	return nil
}

// openTrace opens the database and finds the trace spec names in it (see resolveTrace).
func openTrace(ctx context.Context, dbPath, spec string, access ingest.Access) (*sql.DB, int32, string, error) {
	db, err := ingest.Open(ctx, dbPath, access)
	if err != nil {
		return nil, 0, "", err
	}
	id, name, err := resolveTrace(ctx, db, spec)
	if err != nil {
		db.Close()
		return nil, 0, "", err
	}
	return db, id, name, nil
}

// resolveTrace finds the trace spec names: "" is the latest ready trace, otherwise an id or
// a trace name (which must be unique).
func resolveTrace(ctx context.Context, db *sql.DB, spec string) (int32, string, error) {
	var id int32
	var name string
	if spec == "" {
		err := db.QueryRowContext(ctx, `SELECT trace_id, name FROM traces WHERE status = 'ready' ORDER BY trace_id DESC LIMIT 1`).Scan(&id, &name)
		if errors.Is(err, sql.ErrNoRows) {
			return 0, "", errors.New("the database holds no traces: load one with crossprof ingest")
		}
		return id, name, err
	}
	if n, err := strconv.Atoi(spec); err == nil {
		err := db.QueryRowContext(ctx, `SELECT trace_id, name FROM traces WHERE status = 'ready' AND trace_id = ?`, n).Scan(&id, &name)
		if errors.Is(err, sql.ErrNoRows) {
			return 0, "", fmt.Errorf("no trace %d in the database (crossprof query traces lists them)", n)
		}
		return id, name, err
	}
	rows, err := db.QueryContext(ctx, `SELECT trace_id FROM traces WHERE status = 'ready' AND name = ? ORDER BY trace_id`, spec)
	if err != nil {
		return 0, "", err
	}
	defer rows.Close()
	var ids []string
	for rows.Next() {
		if err := rows.Scan(&id); err != nil {
			return 0, "", err
		}
		ids = append(ids, strconv.Itoa(int(id)))
	}
	switch len(ids) {
	case 0:
		return 0, "", fmt.Errorf("no trace named %q in the database (crossprof query traces lists them)", spec)
	case 1:
		return id, spec, nil
	}
	return 0, "", fmt.Errorf("%d traces are named %q (ids %s): give --trace an id", len(ids), spec, strings.Join(ids, ", "))
}

// cleanDuckError drops the driver's prefixes and DuckDB's multi-line hints.
func cleanDuckError(err error) string {
	msg := err.Error()
	for _, p := range []string{"Binder Error: ", "Parser Error: ", "Catalog Error: ", "Invalid Input Error: ", "Conversion Error: "} {
		if i := strings.Index(msg, p); i >= 0 {
			msg = msg[:i] + strings.TrimPrefix(msg[i:], p)
		}
	}
	return strings.TrimSpace(msg)
}
