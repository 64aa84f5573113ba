// Package queries holds crossprof's SQL: the scripts that build the calling context tree in
// DuckDB (build/), the named queries users run with `crossprof query NAME` (*.sql here), and
// the cost models (costmodels/). The files are embedded in the binary and are plain DuckDB
// SQL, so they can also be run by hand from the DuckDB shell or a notebook.
//
// A named query starts with comment lines that describe it:
//
//	-- hot-methods: methods by executed bytecodes, self and inclusive
//	-- param limit=20: rows to show
//
// The first line gives the name and a one-line description; each param line declares a
// parameter with its default. The SQL reads parameters with getvariable('name'), and the
// trace with getvariable('trace_id'): crossprof sets them with SET VARIABLE before running
// the query, and so can a user in the DuckDB shell.
package queries

import (
	"context"
	"database/sql"
	"embed"
	"fmt"
	"io/fs"
	"math"
	"os"
	"path"
	"sort"
	"strconv"
	"strings"
	"time"
)

//go:embed *.sql build/*.sql costmodels/*.sql
var files embed.FS

// Query is a named query.
type Query struct {
	Name        string
	Description string
	Params      []Param
	SQL         string
}

// Param is a parameter of a query, with its default value.
type Param struct {
	Name, Default, Doc string
}

// HasParam reports whether the query declares the parameter.
func (q *Query) HasParam(name string) bool {
	for _, p := range q.Params {
		if p.Name == name {
			return true
		}
	}
	return false
}

// Values returns the query's parameter defaults with set's values in their place. A name
// the query does not declare is an error that names the query as kind ("query", "model")
// and lists the parameters it has.
func (q *Query) Values(set map[string]string, kind string) (map[string]string, error) {
	vals := make(map[string]string, len(q.Params))
	var names []string
	for _, p := range q.Params {
		vals[p.Name] = p.Default
		names = append(names, p.Name)
	}
	keys := make([]string, 0, len(set))
	for k := range set {
		keys = append(keys, k)
	}
	sort.Strings(keys) // the first unknown name in a stable order
	for _, k := range keys {
		if _, ok := vals[k]; !ok {
			if len(names) == 0 {
				return nil, fmt.Errorf("%s %s has no parameters", kind, q.Name)
			}
			return nil, fmt.Errorf("%s %s has no parameter %q (it has: %s)", kind, q.Name, k, strings.Join(names, ", "))
		}
		vals[k] = set[k]
	}
	return vals, nil
}

// Build returns a build script from build/.
func Build(name string) string {
	data, err := files.ReadFile("build/" + name + ".sql")
	if err != nil {
		panic("queries: no build script " + name)
	}
	return string(data)
}

// Named returns the named queries, sorted by name.
func Named() []*Query { return load("*.sql") }

// CostModels returns the cost models of costmodels/, sorted by name.
func CostModels() []*Query { return load("costmodels/*.sql") }

// CostModel returns the named cost model, or nil.
func CostModel(name string) *Query { return find(CostModels(), name) }

// load parses the embedded query files matching pattern.
func load(pattern string) []*Query {
	entries, err := fs.Glob(files, pattern)
	if err != nil {
		panic(err)
	}
	var qs []*Query
	for _, e := range entries {
		data, _ := files.ReadFile(e)
		q, err := Parse(strings.TrimSuffix(path.Base(e), ".sql"), string(data))
		if err != nil {
			panic(err) // embedded files are checked by the tests
		}
		qs = append(qs, q)
	}
	sort.Slice(qs, func(i, j int) bool { return qs[i].Name < qs[j].Name })
	return qs
}

func find(qs []*Query, name string) *Query {
	for _, q := range qs {
		if q.Name == name {
			return q
		}
	}
	return nil
}

// Lookup returns the named query, or nil.
func Lookup(name string) *Query { return find(Named(), name) }

// Parse reads a query file's header. name is the file name without .sql; the header must
// name the same query.
func Parse(name, sql string) (*Query, error) {
	q := &Query{Name: name, SQL: sql}
	lines := strings.Split(sql, "\n")
	if len(lines) == 0 || !strings.HasPrefix(lines[0], "-- ") {
		return nil, fmt.Errorf("query %s: the first line must be '-- %s: description'", name, name)
	}
	head, desc, ok := strings.Cut(strings.TrimPrefix(lines[0], "-- "), ": ")
	if !ok || head != name || desc == "" {
		return nil, fmt.Errorf("query %s: the first line must be '-- %s: description'", name, name)
	}
	q.Description = desc
	for _, l := range lines[1:] {
		rest, ok := strings.CutPrefix(l, "-- param ")
		if !ok {
			if strings.HasPrefix(l, "--") {
				continue
			}
			break
		}
		decl, doc, _ := strings.Cut(rest, ": ")
		k, v, ok := strings.Cut(decl, "=")
		if !ok || k == "" {
			return nil, fmt.Errorf("query %s: malformed parameter line %q (want '-- param name=default: meaning')", name, l)
		}
		q.Params = append(q.Params, Param{Name: k, Default: v, Doc: doc})
	}
	return q, nil
}

// Statements splits a script into its statements: a statement ends with a semicolon at the
// end of a line. Comment lines before a statement are kept with it.
func Statements(script string) []string {
	var out []string
	var cur strings.Builder
	code := false
	for _, l := range strings.SplitAfter(script, "\n") {
		cur.WriteString(l)
		t := strings.TrimSpace(l)
		if t != "" && !strings.HasPrefix(t, "--") {
			code = true
		}
		if code && strings.HasSuffix(t, ";") {
			out = append(out, cur.String())
			cur.Reset()
			code = false
		}
	}
	if code {
		out = append(out, cur.String())
	}
	return out
}

// Summary is a statement's first line of code, for messages.
func Summary(st string) string {
	for _, l := range strings.Split(st, "\n") {
		if t := strings.TrimSpace(l); t != "" && !strings.HasPrefix(t, "--") {
			if len(t) > 80 {
				t = t[:77] + "..."
			}
			return t
		}
	}
	return ""
}

// Exec runs statements one by one on conn, so that an error names the statement: "what,
// statement N (its first line): error". With CROSSPROF_DEBUG set it prints each statement's
// time on stderr.
func Exec(ctx context.Context, conn *sql.Conn, what string, stmts []string) error {
	for i, st := range stmts {
		if err := ExecOne(ctx, conn, what, i+1, st, st); err != nil {
			return err
		}
	}
	return nil
}

// ExecOne runs statement n of what; shown is the text its messages name (the statement as
// its author wrote it, when the caller has wrapped it).
func ExecOne(ctx context.Context, conn *sql.Conn, what string, n int, st, shown string) error {
	start := time.Now()
	if _, err := conn.ExecContext(ctx, st); err != nil {
		return fmt.Errorf("%s, statement %d (%s): %w", what, n, Summary(shown), err)
	}
	if os.Getenv("CROSSPROF_DEBUG") != "" {
		fmt.Fprintf(os.Stderr, "crossprof: %s, statement %d: %.3f s: %s\n", what, n, time.Since(start).Seconds(), Summary(shown))
	}
	return nil
}

// SetVariables sets DuckDB variables on conn, for getvariable() in queries and models:
// numbers and true/false as such, anything else as text.
func SetVariables(ctx context.Context, conn *sql.Conn, vals map[string]string) error {
	names := make([]string, 0, len(vals))
	for k := range vals {
		names = append(names, k)
	}
	sort.Strings(names)
	for _, k := range names {
		if !validName(k) {
			return fmt.Errorf("parameter name %q: use letters, digits and _", k)
		}
		if _, err := conn.ExecContext(ctx, fmt.Sprintf("SET VARIABLE %q = %s", k, literal(vals[k]))); err != nil {
			return fmt.Errorf("parameter %s=%s: %w", k, vals[k], err)
		}
	}
	return nil
}

func validName(s string) bool {
	for i, r := range s {
		if !(r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || i > 0 && r >= '0' && r <= '9') {
			return false
		}
	}
	return s != ""
}

// literal is a parameter value as SQL: numbers and booleans as such, text quoted.
func literal(v string) string {
	if _, err := strconv.ParseInt(v, 10, 64); err == nil {
		return v
	}
	if f, err := strconv.ParseFloat(v, 64); err == nil && !math.IsInf(f, 0) && !math.IsNaN(f) {
		return strconv.FormatFloat(f, 'g', -1, 64) + "::DOUBLE"
	}
	if v == "true" || v == "false" {
		return v
	}
	return "'" + strings.ReplaceAll(v, "'", "''") + "'"
}
