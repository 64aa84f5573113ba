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
// parameter with its default ("null" for SQL's NULL).
//
// A named query's SQL is one statement that defines it as a DuckDB table macro, named as the
// query with _ for - and taking the trace first (null for the latest loaded) and then the
// declared parameters with their defaults:
//
//	CREATE OR REPLACE MACRO hot_methods(trace := NULL, top := 20) AS TABLE SELECT ...
//
// Ingest stores every named query in the database this way, so any DuckDB client calls it
// by name (FROM hot_methods(trace := 1, top := 5)), and crossprof query calls the same
// macros (Call). Parameter names must not be column names that the views use unqualified
// (DuckDB 1.5 refuses such a macro with "Conflicting column names"): the trace parameter is
// trace, not trace_id. Parse checks the macro's signature against the header.
//
// Cost models keep the older form: the SQL reads parameters with getvariable('name') and
// the trace with getvariable('trace_id'), set with SET VARIABLE before the model runs.
// A parameter declares, in brackets after its default, the values it may take, which
// crossprof checks before a model runs and `crossprof calibrate` may fit it to: "int LO..HI"
// (integers), "pow2 LO..HI" (powers of two), "real LO..HI" (any number), "bool" or
// "one of A|B|..." (words, never fitted). Every parameter of a built-in model declares one:
//
//	-- param r=1 [int 0..15]: read wait states of main memory
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

// Query is a named query or a cost model.
type Query struct {
	Name        string
	Description string
	Params      []Param
	SQL         string
	// Macro is the table macro a named query's SQL defines ("" for cost models and ad-hoc
	// SQL), and TakesTrace whether its first parameter is the trace.
	Macro      string
	TakesTrace bool
}

// Param is a parameter of a query, with its default value.
type Param struct {
	Name, Default, Doc string
	// Domain is what values a fit may try ("int 0..15", "pow2 256..65536", "real 0.25..4",
	// "bool"), from a declaration "-- param name=default [domain]: meaning"; "" if none.
	Domain string
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

// BuildScript returns a build script from build/ and whether there is one of that name.
func BuildScript(name string) (string, bool) {
	data, err := files.ReadFile("build/" + name + ".sql")
	return string(data), err == nil
}

// BuildScripts returns the build scripts whose names start with prefix, by name.
func BuildScripts(prefix string) map[string]string {
	out := map[string]string{}
	entries, _ := files.ReadDir("build")
	for _, e := range entries {
		if name := strings.TrimSuffix(e.Name(), ".sql"); strings.HasPrefix(name, prefix) && name != e.Name() {
			out[name], _ = BuildScript(name)
		}
	}
	return out
}

// Named returns the named queries, sorted by name.
func Named() []*Query {
	qs := load("*.sql")
	for _, q := range qs {
		if err := q.parseMacro(); err != nil {
			panic(err) // embedded files are checked by the tests
		}
	}
	return qs
}

// Lookup returns the named query, or nil. The macro's name (hot_methods) finds it too.
func Lookup(name string) *Query {
	for _, q := range Named() {
		if q.Name == name || q.Macro == name {
			return q
		}
	}
	return nil
}

// MacroSQL is the SQL that stores every named query in a database as a table macro.
func MacroSQL() string {
	var b strings.Builder
	for _, q := range Named() {
		b.WriteString(q.SQL)
		if !strings.HasSuffix(q.SQL, "\n") {
			b.WriteString("\n")
		}
	}
	return b.String()
}

// parseMacro checks that a named query's SQL is one CREATE OR REPLACE MACRO statement whose
// signature is the trace and the declared parameters with their defaults, in that order.
func (q *Query) parseMacro() error {
	stmts := Statements(q.SQL)
	q.Macro = strings.ReplaceAll(q.Name, "-", "_")
	prefix := "CREATE OR REPLACE MACRO " + q.Macro + "("
	var first string // the first line of code, whole
	if len(stmts) == 1 {
		for _, l := range strings.Split(stmts[0], "\n") {
			if t := strings.TrimSpace(l); t != "" && !strings.HasPrefix(t, "--") {
				first = t
				break
			}
		}
	}
	if !strings.HasPrefix(first, prefix) {
		return fmt.Errorf("query %s: the SQL must be one statement, %s...) AS TABLE ...;", q.Name, prefix)
	}
	sig, _, ok := strings.Cut(strings.TrimPrefix(first, prefix), ") AS TABLE")
	if !ok {
		return fmt.Errorf("query %s: the first line of code must end its parameter list with ') AS TABLE'", q.Name)
	}
	var want []string
	q.TakesTrace = strings.HasPrefix(sig, "trace := NULL")
	if q.TakesTrace {
		want = append(want, "trace := NULL")
	}
	for _, p := range q.Params {
		want = append(want, p.Name+" := "+Literal(p.Default))
	}
	if got := strings.Join(want, ", "); got != sig {
		return fmt.Errorf("query %s: the macro's parameters are (%s), the header declares (%s)", q.Name, sig, got)
	}
	return nil
}

// Call is the SQL that runs a named query's macro with the values vals (every declared
// parameter's; see Values) on trace traceID (for queries that take the trace).
func (q *Query) Call(traceID int32, vals map[string]string) string {
	var args []string
	if q.TakesTrace {
		args = append(args, fmt.Sprintf("trace := %d", traceID))
	}
	for _, p := range q.Params {
		v, ok := vals[p.Name]
		if !ok {
			v = p.Default
		}
		args = append(args, p.Name+" := "+Literal(v))
	}
	return fmt.Sprintf("FROM %s(%s)", q.Macro, strings.Join(args, ", "))
}

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
		var domain string
		if d, dom, ok := strings.Cut(v, " ["); ok && strings.HasSuffix(dom, "]") {
			v, domain = d, strings.TrimSuffix(dom, "]")
		}
		if domain != "" {
			d, err := ParseDomain(domain)
			if err != nil {
				return nil, fmt.Errorf("query %s, parameter %s: %w", name, k, err)
			}
			if err := d.Check(v); err != nil {
				return nil, fmt.Errorf("query %s: the default %s=%s is not in its domain: %s must be %v", name, k, v, k, err)
			}
		}
		q.Params = append(q.Params, Param{Name: k, Default: v, Doc: doc, Domain: domain})
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
		// A comment line ending in ";" is prose, not the statement's end.
		if code && strings.HasSuffix(t, ";") && !strings.HasPrefix(t, "--") {
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
	return execTimed(what, n, shown, func() error {
		_, err := conn.ExecContext(ctx, st)
		return err
	})
}

// execTimed runs statement n of what with run, naming the statement in its error and
// timing it with CROSSPROF_DEBUG set.
func execTimed(what string, n int, shown string, run func() error) error {
	start := time.Now()
	if err := run(); err != nil {
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
		if !ValidName(k) {
			return fmt.Errorf("parameter name %q: use letters, digits and _", k)
		}
		if _, err := conn.ExecContext(ctx, fmt.Sprintf("SET VARIABLE %q = %s", k, Literal(vals[k]))); err != nil {
			return fmt.Errorf("parameter %s=%s: %w", k, vals[k], err)
		}
	}
	return nil
}

// ValidName reports whether s can name a parameter (a DuckDB variable): letters, digits and
// _, not starting with a digit.
func ValidName(s string) bool {
	for i, r := range s {
		if !(r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || i > 0 && r >= '0' && r <= '9') {
			return false
		}
	}
	return s != ""
}

// Literal is a parameter value as SQL: numbers and booleans as such, null as NULL, text
// quoted.
func Literal(v string) string {
	if v == "null" {
		return "NULL"
	}
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
