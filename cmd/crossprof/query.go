// This file holds the query command: named queries from queries/ and ad-hoc SQL against a
// crossprof database.

package main

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"

	duckdb "github.com/duckdb/duckdb-go/v2"
	"github.com/spf13/pflag"

	"github.com/crossprof/crossprof/cost"
	"github.com/crossprof/crossprof/ingest"
	"github.com/crossprof/crossprof/queries"
	"github.com/crossprof/crossprof/tabular"
)

func queryCommand() *command {
	return &command{
		name:    "query",
		summary: "run a named query or SQL against a crossprof database",
		usage:   "[--db FILE] [--trace ID] NAME | --sql \"SELECT ...\" [--set k=v]... [--format table|csv|json]",
		help: `
Runs a named query (a .sql file of queries/, listed by --list) or your own SQL
against the database 'crossprof ingest' wrote. The trace is --trace (an id or
a name from 'crossprof query traces'; default: the latest one loaded);
--set NAME=VALUE sets a parameter (--param is the same). The database is
opened read-only.

Ingest stores every named query in the database as a DuckDB table macro with
the query's name (- becomes _) and its parameters' defaults, so any DuckDB
client runs it: FROM hot_methods(trace := 1, top := 5). crossprof query
calls the same macros; --show-sql prints the call with every parameter set.
Queries of cycles use the trace's latest run of crossprof cost unless
--set run=ID chooses another (explore's runs only so), and say on standard
error which run and parameters they show. --sql queries read the trace and
their parameters with getvariable('trace_id') and getvariable('NAME').

--sql runs one or more statements (separated by ;) and prints the last one's
result. The crossprof database stays read-only, but for your own files --sql
behaves like the DuckDB CLI: read_csv('data.csv'), COPY (...) TO 'out.parquet',
ATTACH 'other.duckdb' work, with the rights of your user. It never installs,
downloads or loads extensions: INSTALL and LOAD are refused, extensions are not
autoloaded, and SET and PRAGMA, which could change that, are refused too (SET
VARIABLE is allowed).

The text table aligns columns and shortens long Java names (java.util.HashMap
-> j.u.HashMap), writes column names as words (self_pct as "self %") and
leaves out the parent column; csv and json print every value exactly, with
the node and parent ids of tree queries.

Examples:
  crossprof query --list
  crossprof query hot-methods
  crossprof query cct --set depth=4 --set min_share=5
  crossprof query bytecode-mix --format csv > mix.csv
  crossprof query hot-methods --set top=5 --show-sql
  crossprof query compare --trace 1 --set other=2
  crossprof query --sql "SELECT method, calls FROM cct WHERE trace_id = getvariable('trace_id') ORDER BY calls DESC LIMIT 5"`,
		setup: func(fs *pflag.FlagSet) func(context.Context, *env, []string) (int, error) {
			db := fs.String("db", ingest.DefaultDB, "database `file`")
			traceSpec := fs.String("trace", "", "trace `id` or name (default: the latest loaded)")
			sqlText := fs.String("sql", "", "run this `SQL` instead of a named query")
			params := fs.StringArray("param", nil, "set a query parameter, `name=value` (repeatable)")
			format := fs.String("format", "table", "output: table, csv or json")
			choices(fs, "format", "table", "csv", "json")
			list := fs.Bool("list", false, "list the named queries with their parameters")
			showSQL := fs.Bool("show-sql", false, "print the SQL the query runs, with its parameters set, instead of running it")
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
				return runQuery(ctx, e, *db, *traceSpec, q, vals, *format, *showSQL)
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
			dom := ""
			if p.Domain != "" {
				dom = " [" + p.Domain + "]"
			}
			fmt.Fprintf(w, "%-13s   --set %s=%s%s: %s\n", "", p.Name, p.Default, dom, p.Doc)
		}
	}
}

// queryParams merges the query's defaults with the --set values. Named queries accept
// only their declared parameters; --sql accepts any.
func queryParams(q *queries.Query, given []string) (map[string]string, error) {
	set, err := assignments("--set", given)
	if err != nil || q.Name == "--sql" {
		return set, err
	}
	// The names the parameters had before the queries became macros (limit and all are
	// SQL keywords, which a macro's caller would have to quote).
	for old, now := range map[string]string{"limit": "top", "all": "all_methods"} {
		if v, ok := set[old]; ok && q.HasParam(now) {
			delete(set, old)
			set[now] = v
		}
	}
	vals, err := q.Values(set, "query")
	if err == nil {
		err = q.CheckValues(vals, "query")
	}
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

func runQuery(ctx context.Context, e *env, dbPath, traceSpec string, q *queries.Query, params map[string]string, format string, showSQL bool) (int, error) {
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
	if err := noExtensions(ctx, conn); err != nil {
		return 2, err
	}
	id, _, err := resolveTrace(ctx, db, traceSpec)
	if err != nil && (q.Name != "--sql" && q.Name != "traces" || traceSpec != "") {
		return 2, err
	}
	if err == nil {
		params["trace_id"] = strconv.Itoa(int(id))
	}
	if q.Macro != "" && q.HasParam("run") && (!q.HasParam("metric") || params["metric"] == "cycles") {
		// The cost run is chosen here, not left to the macro, so that the user reads which
		// run and parameters the cycles are of.
		var runID int64
		if v := params["run"]; v != "null" && v != "" {
			if runID, err = strconv.ParseInt(v, 10, 64); err != nil || runID <= 0 {
				return 2, usagef("query %s: run wants a cost run id, not %q", q.Name, v)
			}
		}
		run, note, err := cost.FindRun(ctx, db, id, runID)
		if err != nil {
			return 2, err
		}
		if run == nil {
			if note == "" {
				note = fmt.Sprintf("trace %d has no cost run: run crossprof cost first", id)
				if q.HasParam("metric") {
					note += ", or use --param metric=bytecodes"
				}
			} else {
				note += "; choose one with --param run=ID"
			}
			return 2, fmt.Errorf("query %s: %s", q.Name, note)
		}
		params["run"] = strconv.FormatInt(run.RunID, 10)
		if !showSQL {
			fmt.Fprintf(e.stderr, "crossprof: cycles of %s\n", run.Describe())
		}
	}
	if showSQL {
		fmt.Fprint(e.stdout, querySQL(q, params))
		return 0, nil
	}
	res, err := evalQuery(ctx, conn, q, params)
	if err != nil {
		return 2, err
	}
	if format == "table" && q.Macro != "" {
		res = tableView(res)
	}
	return 0, tabular.Write(e.stdout, format, res)
}

// querySQL is the SQL a query runs with its parameters set, for --show-sql: the call of a
// named query's macro (which the database holds; any DuckDB client can run the call), or the
// variables and the text of --sql.
func querySQL(q *queries.Query, params map[string]string) string {
	if q.Macro != "" {
		return fmt.Sprintf("-- %s: %s\n-- the table macro %s that crossprof ingest stores in the database, defined in queries/%s.sql\n%s;\n",
			q.Name, q.Description, q.Macro, q.Name, macroCall(q, params))
	}
	var b strings.Builder
	names := make([]string, 0, len(params))
	for k := range params {
		names = append(names, k)
	}
	sort.Strings(names)
	for _, k := range names {
		fmt.Fprintf(&b, "SET VARIABLE %s = %s;\n", k, queries.Literal(params[k]))
	}
	b.WriteString(strings.TrimRight(q.SQL, "; \n"))
	b.WriteString(";\n")
	return b.String()
}

// macroCall is the call of a named query's macro with params (trace_id the trace's id).
func macroCall(q *queries.Query, params map[string]string) string {
	id, _ := strconv.Atoi(params["trace_id"])
	return q.Call(int32(id), params)
}

// tableView prepares a named query's result for the text table: headers as words (self_pct
// becomes "self %", inclusive_cycles "inclusive cycles") and no parent column, which only
// programs reading csv or json need to rebuild the tree.
func tableView(r *tabular.Result) *tabular.Result {
	out := &tabular.Result{}
	var keep []int
	for i, c := range r.Columns {
		if c == "parent" {
			continue
		}
		keep = append(keep, i)
		if strings.HasSuffix(c, "_pct") {
			c = strings.TrimSuffix(c, "_pct") + " %"
		}
		c = strings.ReplaceAll(c, "_", " ")
		out.Columns = append(out.Columns, c)
	}
	for _, row := range r.Rows {
		vals := make([]any, len(keep))
		for j, i := range keep {
			vals[j] = row[i]
		}
		out.Rows = append(out.Rows, vals)
	}
	return out
}

// evalQuery runs a query: a named query's macro with params (trace_id the trace's id), or
// --sql with the parameters set as DuckDB variables.
func evalQuery(ctx context.Context, conn *sql.Conn, q *queries.Query, params map[string]string) (res *tabular.Result, err error) {
	text := q.SQL
	if q.Macro != "" {
		text = macroCall(q, params)
	} else {
		if err := setVariables(ctx, conn, params); err != nil {
			return nil, err
		}
		if text, err = runLeading(ctx, conn, q); err != nil {
			return nil, err
		}
	}
	rows, err := conn.QueryContext(ctx, text)
	if err != nil {
		return nil, fmt.Errorf("query %s: %s", q.Name, cleanDuckError(err))
	}
	res, err = tabular.Read(rows)
	rows.Close()
	if err != nil {
		return nil, fmt.Errorf("query %s: %s", q.Name, cleanDuckError(err))
	}
	return res, nil
}

// noExtensions keeps the user's SQL from installing, downloading or loading extensions:
// DuckDB would otherwise fetch one from the network when a query names its functions. The
// statically linked ones (json, parquet, icu) stay. runLeading refuses the statements that
// would turn this back on.
func noExtensions(ctx context.Context, conn *sql.Conn) error {
	for _, st := range []string{"SET autoinstall_known_extensions = false", "SET autoload_known_extensions = false"} {
		if _, err := conn.ExecContext(ctx, st); err != nil {
			return fmt.Errorf("%s: %w", st, err)
		}
	}
	return nil
}

// runLeading runs every statement of --sql but the last, one at a time, refusing INSTALL and
// LOAD, and returns the last one, checked the same way, for the caller to query.
func runLeading(ctx context.Context, conn *sql.Conn, q *queries.Query) (string, error) {
	pieces := queries.Split(q.SQL)
	if len(pieces) == 0 {
		return "", usagef("--sql is empty")
	}
	for i, st := range pieces {
		fail := func(err error) error {
			return fmt.Errorf("query --sql, statement %d (%s): %s", i+1, queries.Summary(st), cleanDuckError(err))
		}
		n, err := queries.CountStatements(conn, st)
		if err != nil {
			return "", fail(err)
		}
		if n != 1 {
			return "", fail(fmt.Errorf("could not be split into single statements (%d here)", n))
		}
		if i == len(pieces)-1 {
			// A statement that does not prepare fails again when the caller runs it, with
			// DuckDB's message as for a single statement.
			if typ, err := queries.StatementType(ctx, conn, st); err == nil {
				if err := refuseSettings(st)(typ); err != nil {
					return "", fail(err)
				}
			}
			return st, nil
		}
		if err := queries.ExecChecked(ctx, conn, st, refuseSettings(st)); err != nil {
			return "", fail(err)
		}
	}
	return "", nil // not reached
}

// refuseSettings refuses what could install or load an extension, or turn autoloading back
// on: INSTALL, LOAD, PRAGMA and SET (but SET VARIABLE and USE).
func refuseSettings(st string) func(duckdb.StmtType) error {
	return func(typ duckdb.StmtType) error {
		code := strings.ToUpper(strings.Join(strings.Fields(queries.Code(st)), " "))
		switch {
		case typ == duckdb.STATEMENT_TYPE_LOAD || typ == duckdb.STATEMENT_TYPE_EXTENSION:
			return errors.New("crossprof query never installs or loads extensions (use the DuckDB CLI for INSTALL and LOAD)")
		case typ == duckdb.STATEMENT_TYPE_PRAGMA,
			typ == duckdb.STATEMENT_TYPE_SET && !strings.HasPrefix(code, "SET VARIABLE ") && !strings.HasPrefix(code, "RESET VARIABLE ") && !strings.HasPrefix(code, "USE "):
			return errors.New("crossprof query does not change DuckDB's settings (SET VARIABLE is allowed)")
		}
		return nil
	}
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
