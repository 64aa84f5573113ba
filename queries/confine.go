// This file confines a cost model's SQL: before a statement runs, DuckDB's own parser and
// binder say what kind of statement it is, and only statements that read the database or
// define the model's own temporary objects run. The callers run a model in one transaction
// that they roll back when anything fails, and compare the database's catalog before and
// after (Fingerprint), so that a model that fails leaves the database as it was.

package queries

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"errors"
	"fmt"
	"regexp"
	"strings"

	duckdb "github.com/duckdb/duckdb-go/v2"
	"github.com/duckdb/duckdb-go/v2/mapping"

	"github.com/crossprof/crossprof/duckraw"
)

// Guard runs a cost model's statements on one connection, refusing every statement that
// could change the database: only SELECT, CREATE [OR REPLACE] TEMP TABLE/VIEW/MACRO of a name
// the database does not use, SET VARIABLE, and INSERT, UPDATE and DELETE on the model's own
// temporary tables run. DuckDB's external access must be off on the connection (file
// access is refused there, not here).
type Guard struct {
	conn *sql.Conn
	// persistent holds the lower-case names of the database's tables, views and macros, which a
	// model's temporary objects must not shadow (the statements that store a run name them).
	persistent map[string]bool
}

// Allowed is what a model's statements may be, for messages.
const Allowed = "a cost model only reads the database: its statements may be SELECT, CREATE [OR REPLACE] TEMP TABLE/VIEW/MACRO, SET VARIABLE, or INSERT, UPDATE, DELETE on its own temp tables"

// NewGuard returns a guard of conn, reading the names the database uses.
func NewGuard(ctx context.Context, conn *sql.Conn) (*Guard, error) {
	g := &Guard{conn: conn, persistent: map[string]bool{}}
	// The macros crossprof stores, from its own SQL: listing the database's macros through
	// duckdb_functions() takes longer than most model statements.
	for _, m := range macroRE.FindAllStringSubmatch(Build("schema")+MacroSQL(), -1) {
		g.persistent[strings.ToLower(m[1])] = true
	}
	rows, err := conn.QueryContext(ctx, `
		SELECT table_name FROM duckdb_tables() WHERE NOT temporary
		UNION SELECT view_name FROM duckdb_views() WHERE NOT temporary AND NOT internal`)
	if err != nil {
		return nil, fmt.Errorf("reading the database's catalog: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var name string
		if err := rows.Scan(&name); err != nil {
			return nil, err
		}
		g.persistent[strings.ToLower(name)] = true
	}
	return g, rows.Err()
}

// Persistent reports whether name (any case) is one of the database's tables, views or
// macros.
func (g *Guard) Persistent(name string) bool { return g.persistent[strings.ToLower(name)] }

// CacheSchema is the schema where cost runs keep the results of model statements that the
// trace alone fixes (package cost). Fingerprint leaves it out: a cost run adds to it.
const CacheSchema = "cost_cache"

// Exec checks statement n of what and runs it; shown is the statement as its author wrote
// it, which messages name (see ExecOne).
func (g *Guard) Exec(ctx context.Context, what string, n int, st, shown string) error {
	fail := func(err error) error { return fmt.Errorf("%s, statement %d (%s): %w", what, n, Summary(shown), err) }
	count, err := CountStatements(g.conn, st)
	if err != nil {
		return fail(err)
	}
	if count != 1 {
		return fail(fmt.Errorf("holds %d statements: end each statement with ; at the end of a line", count))
	}
	// Whether an INSERT, UPDATE or DELETE writes a temp table is looked up now: the
	// connection is busy while the statement is prepared.
	temp, err := g.tempTarget(ctx, st)
	if err != nil {
		return fail(err)
	}
	return execTimed(what, n, shown, func() error {
		return ExecChecked(ctx, g.conn, st, func(typ duckdb.StmtType) error { return g.check(typ, st, temp) })
	})
}

var (
	macroRE      = regexp.MustCompile(`(?im)^CREATE\s+(?:OR\s+REPLACE\s+)?MACRO\s+([A-Za-z_][A-Za-z0-9_]*)`)
	tempCreateRE = regexp.MustCompile(`(?is)^CREATE\s+(?:OR\s+REPLACE\s+)?TEMP(?:ORARY)?\s+(?:TABLE|VIEW|MACRO|FUNCTION)\s+(?:IF\s+NOT\s+EXISTS\s+)?(` + identRE + `)(?:\s|\(|$)`)
	setVarRE     = regexp.MustCompile(`(?is)^(?:SET|RESET)\s+VARIABLE\s`)
	insertRE     = regexp.MustCompile(`(?is)^INSERT\s+(?:OR\s+(?:REPLACE|IGNORE)\s+)?INTO\s+(` + identRE + `)(?:\s|\(|$)`)
	updateRE     = regexp.MustCompile(`(?is)^UPDATE\s+(` + identRE + `)(?:\s|$)`)
	deleteRE     = regexp.MustCompile(`(?is)^DELETE\s+FROM\s+(` + identRE + `)(?:\s|;|$)`)
)

// identRE is one unqualified name: a qualified one could name another catalog's object.
const identRE = `[A-Za-z_][A-Za-z0-9_]*|"(?:[^"]|"")+"`

// tempTarget reports whether st is an INSERT, UPDATE or DELETE of one of the connection's
// temp tables that does not share its name with a table of the database.
func (g *Guard) tempTarget(ctx context.Context, st string) (bool, error) {
	code := strings.TrimSpace(Code(st))
	for _, re := range []*regexp.Regexp{insertRE, updateRE, deleteRE} {
		if m := re.FindStringSubmatch(code); m != nil {
			name := unquote(m[1])
			if g.persistent[strings.ToLower(name)] {
				return false, nil
			}
			var temp bool
			err := g.conn.QueryRowContext(ctx, `SELECT count(*) > 0 FROM duckdb_tables() WHERE temporary AND lower(table_name) = lower(?)`, name).Scan(&temp)
			return temp, err
		}
	}
	return false, nil
}

// check says why a statement of type typ must not run, or returns nil; temp is what
// tempTarget said of it.
func (g *Guard) check(typ duckdb.StmtType, st string, temp bool) error {
	code := strings.TrimSpace(Code(st))
	switch typ {
	case duckdb.STATEMENT_TYPE_SELECT:
		return nil
	case duckdb.STATEMENT_TYPE_CREATE:
		m := tempCreateRE.FindStringSubmatch(code)
		if m == nil {
			return fmt.Errorf("refused: it creates a persistent object (%s)", Allowed)
		}
		if name := unquote(m[1]); g.persistent[strings.ToLower(name)] {
			return fmt.Errorf("refused: the temporary object %s would hide the database's %s (choose another name)", name, name)
		}
		return nil
	case duckdb.STATEMENT_TYPE_SET:
		if setVarRE.MatchString(code) {
			return nil
		}
		return fmt.Errorf("refused: it changes a setting (%s)", Allowed)
	case duckdb.STATEMENT_TYPE_INSERT, duckdb.STATEMENT_TYPE_UPDATE, duckdb.STATEMENT_TYPE_DELETE:
		if temp {
			return nil
		}
		return fmt.Errorf("refused: %s changes a table of the database (%s)", typeName(typ), Allowed)
	}
	return fmt.Errorf("refused: %s statements change the database or the session (%s)", typeName(typ), Allowed)
}

func unquote(name string) string {
	if strings.HasPrefix(name, `"`) {
		return strings.ReplaceAll(name[1:len(name)-1], `""`, `"`)
	}
	return name
}

// typeName names a statement type for messages.
func typeName(t duckdb.StmtType) string {
	names := map[duckdb.StmtType]string{
		duckdb.STATEMENT_TYPE_INSERT: "INSERT", duckdb.STATEMENT_TYPE_UPDATE: "UPDATE", duckdb.STATEMENT_TYPE_DELETE: "DELETE",
		duckdb.STATEMENT_TYPE_EXPLAIN: "EXPLAIN", duckdb.STATEMENT_TYPE_PREPARE: "PREPARE", duckdb.STATEMENT_TYPE_EXECUTE: "EXECUTE",
		duckdb.STATEMENT_TYPE_ALTER: "ALTER", duckdb.STATEMENT_TYPE_TRANSACTION: "transaction", duckdb.STATEMENT_TYPE_COPY: "COPY",
		duckdb.STATEMENT_TYPE_ANALYZE: "ANALYZE", duckdb.STATEMENT_TYPE_DROP: "DROP", duckdb.STATEMENT_TYPE_EXPORT: "EXPORT",
		duckdb.STATEMENT_TYPE_PRAGMA: "PRAGMA", duckdb.STATEMENT_TYPE_VACUUM: "VACUUM", duckdb.STATEMENT_TYPE_CALL: "CALL and CHECKPOINT",
		duckdb.STATEMENT_TYPE_LOAD: "INSTALL and LOAD", duckdb.STATEMENT_TYPE_ATTACH: "ATTACH", duckdb.STATEMENT_TYPE_DETACH: "DETACH",
		duckdb.STATEMENT_TYPE_EXTENSION: "extension", duckdb.STATEMENT_TYPE_CREATE_FUNC: "CREATE FUNCTION", duckdb.STATEMENT_TYPE_SET: "SET",
	}
	if n, ok := names[t]; ok {
		return n
	}
	return fmt.Sprintf("statement type %d", int(t))
}

// ExecChecked prepares st, lets check refuse it by its type as DuckDB's binder sees it, and
// runs it. st must be one statement (see CountStatements): the driver runs all but the last
// of several while preparing them.
func ExecChecked(ctx context.Context, conn *sql.Conn, st string, check func(duckdb.StmtType) error) error {
	return prepared(ctx, conn, st, func(s *duckdb.Stmt, typ duckdb.StmtType) error {
		if err := check(typ); err != nil {
			return err
		}
		_, err := s.ExecContext(ctx, nil)
		return err
	})
}

// StatementType prepares st, one statement, and returns its type without running it.
func StatementType(ctx context.Context, conn *sql.Conn, st string) (typ duckdb.StmtType, err error) {
	err = prepared(ctx, conn, st, func(_ *duckdb.Stmt, t duckdb.StmtType) error {
		typ = t
		return nil
	})
	return typ, err
}

func prepared(ctx context.Context, conn *sql.Conn, st string, fn func(*duckdb.Stmt, duckdb.StmtType) error) error {
	return conn.Raw(func(dc any) error {
		pc, ok := dc.(driver.ConnPrepareContext)
		if !ok {
			return fmt.Errorf("driver connection %T cannot prepare", dc)
		}
		ds, err := pc.PrepareContext(ctx, st)
		if err != nil {
			return err
		}
		defer ds.Close()
		s, ok := ds.(*duckdb.Stmt)
		if !ok {
			return fmt.Errorf("driver statement %T is not DuckDB's", ds)
		}
		typ, err := s.StatementType()
		if err != nil {
			return err
		}
		return fn(s, typ)
	})
}

// CountStatements parses text with DuckDB's parser and returns how many statements it holds.
func CountStatements(conn *sql.Conn, text string) (int, error) {
	raw, err := duckraw.Connection(conn)
	if err != nil {
		return 0, err
	}
	var stmts mapping.ExtractedStatements
	count := mapping.ExtractStatements(raw, text, &stmts)
	defer mapping.DestroyExtracted(&stmts)
	if count == 0 {
		if msg := mapping.ExtractStatementsError(stmts); msg != "" {
			return 0, errors.New(msg)
		}
	}
	return int(count), nil
}

// Fingerprint summarizes the database's catalog outside the temporary one: every attached
// database, persistent table, view, sequence, index and type with its definition. A
// model's run must leave it unchanged. (Macros are left out: listing them takes DuckDB
// longer than a model's statements, and only a CREATE MACRO or DROP MACRO, which the Guard
// refuses, changes them.)
func Fingerprint(ctx context.Context, conn *sql.Conn) (string, error) {
	// One scalar subquery per catalog function in a single query: DuckDB plans a union of
	// them many times slower, and six queries took half as long again.
	var parts []string
	for _, q := range []string{
		`SELECT database_name || ' ' || coalesce(path, '') || ' ' || readonly FROM duckdb_databases() WHERE NOT internal`,
		`SELECT database_name || '.' || schema_name || '.' || table_name || ' ' || coalesce(sql, '') FROM duckdb_tables() WHERE NOT temporary AND schema_name <> '` + CacheSchema + `'`,
		`SELECT database_name || '.' || schema_name || '.' || view_name || ' ' || coalesce(sql, '') FROM duckdb_views() WHERE NOT temporary AND NOT internal`,
		`SELECT database_name || '.' || schema_name || '.' || sequence_name FROM duckdb_sequences() WHERE NOT temporary`,
		`SELECT database_name || '.' || schema_name || '.' || index_name || ' ' || coalesce(sql, '') FROM duckdb_indexes() WHERE database_name <> 'temp'`,
		`SELECT database_name || '.' || schema_name || '.' || type_name FROM duckdb_types() WHERE NOT internal AND database_name NOT IN ('system', 'temp')`,
	} {
		parts = append(parts, `coalesce((SELECT md5(string_agg(x, chr(10) ORDER BY x)) FROM (`+q+`) AS t(x)), '')`)
	}
	var fp string
	if err := conn.QueryRowContext(ctx, `SELECT concat_ws(' ', `+strings.Join(parts, ", ")+`)`).Scan(&fp); err != nil {
		return "", fmt.Errorf("reading the database's catalog: %w", err)
	}
	return fp, nil
}

// Split cuts a script into its statements at semicolons outside quotes and comments, for
// running them one at a time; each piece keeps its text as written. Callers check each
// piece with CountStatements, which catches what this simple lexer gets wrong.
func Split(script string) []string {
	var out []string
	start := 0
	lex(script, func(i int) {
		if t := strings.TrimSpace(script[start : i+1]); strings.TrimSpace(strings.TrimSuffix(Code(t), ";")) != "" {
			out = append(out, t)
		}
		start = i + 1
	}, nil)
	if t := strings.TrimSpace(script[start:]); strings.TrimSpace(Code(t)) != "" {
		out = append(out, t)
	}
	return out
}

// Code is a statement without its comments (each replaced by a space).
func Code(st string) string {
	var b strings.Builder
	last := 0
	lex(st, nil, func(from, to int) {
		b.WriteString(st[last:from])
		b.WriteString(" ")
		last = to
	})
	b.WriteString(st[last:])
	return b.String()
}

// lex walks SQL text, calling semi at each semicolon outside quotes and comments and
// comment with the span [from, to) of each comment.
func lex(s string, semi func(i int), comment func(from, to int)) {
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '\'' || c == '"':
			j := i + 1
			for j < len(s) {
				if s[j] == c {
					if j+1 < len(s) && s[j+1] == c {
						j += 2
						continue
					}
					break
				}
				j++
			}
			i = j
		case c == '-' && i+1 < len(s) && s[i+1] == '-':
			j := strings.IndexByte(s[i:], '\n')
			if j < 0 {
				j = len(s) - i
			}
			if comment != nil {
				comment(i, i+j)
			}
			i += j - 1
		case c == '/' && i+1 < len(s) && s[i+1] == '*':
			j := strings.Index(s[i+2:], "*/")
			end := len(s)
			if j >= 0 {
				end = i + 2 + j + 2
			}
			if comment != nil {
				comment(i, end)
			}
			i = end - 1
		case c == '$':
			// A dollar-quoted string: $$...$$ or $tag$...$tag$.
			if m := dollarTagRE.FindString(s[i:]); m != "" {
				if j := strings.Index(s[i+len(m):], m); j >= 0 {
					i += len(m) + j + len(m) - 1
				}
			}
		case c == ';':
			if semi != nil {
				semi(i)
			}
		}
	}
}

var dollarTagRE = regexp.MustCompile(`^\$[A-Za-z_]*\$`)
