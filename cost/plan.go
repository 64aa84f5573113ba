// This file reads a model's statements for what each one depends on: the parameters it
// reads, the earlier statements whose objects it names, and whether its result is fixed by
// the trace alone. The evaluator re-runs only the statements a changed parameter reaches,
// and every cost run keeps the results fixed by the trace in the database (stmtcache.go).

package cost

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"regexp"
	"sort"
	"strings"

	"github.com/crossprof/crossprof/queries"
	"github.com/crossprof/crossprof/schemas"
)

// modelStmt is a statement of a model (or of a code layout script) with what it reads.
type modelStmt struct {
	text    string
	defines string          // the object a definition creates, lower case; "" for another statement
	table   bool            // it defines a TEMP TABLE
	vars    []string        // the parameters it reads, directly
	reads   []int           // the earlier statements whose objects it names
	words   map[string]bool // the names in its code, lower case (qualified or not, columns too)
	calls   map[string]bool // the names it calls: followed by "("
	tvars   map[string]bool // the parameters it reads, directly or through reads
}

// modelPlan is a model's statements, analysed.
type modelPlan struct {
	stmts []modelStmt
	// incr: every statement before the last is a CREATE OR REPLACE TEMP TABLE/VIEW/MACRO
	// and names the parameters it reads literally, so that what a statement depends on is
	// known and statements may be skipped or cached.
	incr bool
	// builtin: the model is one of crossprof's own (queries/costmodels), whose tests show
	// that it leaves the database's catalog alone; runModel does not compare the catalog
	// before and after it, which took a sixth of a re-cost.
	builtin bool
}

// planModel analyses a model's statements.
func planModel(model *Model) (*modelPlan, error) {
	texts := queries.Statements(model.SQL)
	if len(texts) == 0 {
		return nil, fmt.Errorf("model %s has no statements", model.Name)
	}
	p := analyze(texts)
	own := queries.CostModel(model.Name)
	p.builtin = own != nil && own.SQL == model.SQL
	return p, nil
}

var (
	definitionRE = regexp.MustCompile(`(?is)^CREATE\s+OR\s+REPLACE\s+TEMP(?:ORARY)?\s+(TABLE|VIEW|MACRO)\s+([A-Za-z_][A-Za-z0-9_]*)`)
)

// cacheParams are the parameters a cached statement may read (trace_id is set by crossprof):
// they choose what is derived from the trace, the method cache replay (node_cache) and the
// code layout, not how it is priced. Each of their values has its own cache entries.
var cacheParams = map[string]bool{"trace_id": true, "code_layout": true, "cache_size": true, "cache_blocks": true, "cache_policy": true}

// analyze reads statements texts. Names of the code layouts' objects (layoutNames) count
// as reading code_layout, and node_cache as reading the cache parameters.
func analyze(texts []string) *modelPlan {
	p := &modelPlan{incr: true}
	layout := layoutNames
	for i, t := range texts {
		s := modelStmt{text: t, tvars: map[string]bool{}}
		code := queries.Code(t)
		if m := definitionRE.FindStringSubmatch(strings.TrimSpace(code)); m != nil {
			s.defines, s.table = strings.ToLower(m[2]), strings.EqualFold(m[1], "table")
		} else if i < len(texts)-1 {
			p.incr = false
		}
		vars, literal := getvariables(code)
		if !literal {
			p.incr = false // a variable named by an expression: any may be read
		}
		s.vars = append(s.vars, vars...)
		s.words, s.calls = names(code)
		if s.words["node_cache"] {
			s.vars = append(s.vars, "cache_size", "cache_blocks", "cache_policy")
		}
		for name := range s.words {
			if layout[name] && name != s.defines {
				s.vars = append(s.vars, "code_layout")
				break
			}
		}
		for _, v := range s.vars {
			s.tvars[v] = true
		}
		for k := 0; k < i; k++ {
			if d := p.stmts[k].defines; d != "" && s.words[d] {
				s.reads = append(s.reads, k)
				for v := range p.stmts[k].tvars {
					s.tvars[v] = true
				}
			}
		}
		p.stmts = append(p.stmts, s)
	}
	return p
}

// names returns the names in code, lower case, and those it calls (followed by "(").
func names(code string) (words, calls map[string]bool) {
	words, calls = map[string]bool{}, map[string]bool{}
	isStart := func(c byte) bool { return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }
	isPart := func(c byte) bool { return isStart(c) || c >= '0' && c <= '9' }
	space := func(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }
	for i := 0; i < len(code); {
		switch c := code[i]; {
		case isStart(c):
			j := i
			for j < len(code) && isPart(code[j]) {
				j++
			}
			name := strings.ToLower(code[i:j])
			words[name] = true
			k := j
			for k < len(code) && space(code[k]) {
				k++
			}
			if k < len(code) && code[k] == '(' {
				calls[name] = true
			}
			i = j
		case c >= '0' && c <= '9':
			for i < len(code) && isPart(code[i]) { // a number, 1e5 included
				i++
			}
		default:
			i++
		}
	}
	return words, calls
}

// getvariables returns the variables code reads with getvariable('name'), and whether every
// call of getvariable names its variable so.
func getvariables(code string) (vars []string, literal bool) {
	lower := strings.ToLower(code)
	skip := func(i int) int {
		for i < len(lower) && strings.IndexByte(" \t\r\n", lower[i]) >= 0 {
			i++
		}
		return i
	}
	for at := 0; ; {
		i := strings.Index(lower[at:], "getvariable")
		if i < 0 {
			return vars, true
		}
		i = skip(at + i + len("getvariable"))
		at = i
		if i >= len(lower) || lower[i] != '(' {
			continue // a name that merely starts so
		}
		i = skip(i + 1)
		if i >= len(lower) || lower[i] != '\'' {
			return vars, false
		}
		end := strings.IndexByte(lower[i+1:], '\'')
		if end < 0 {
			return vars, false
		}
		name := code[i+1 : i+1+end]
		j := skip(i + 2 + end)
		if !queries.ValidName(name) || j >= len(lower) || lower[j] != ')' {
			return vars, false
		}
		vars, at = append(vars, name), j
	}
}

// cacheKeys names the result of each statement whose result the trace and the cache
// parameters fix, and that defines a table (other statements are cheap to run again): a
// hash of basis (what identifies the trace and the database's views, see openCache), of the
// statement's text, of the cache parameters it reads, of the code layout's script if it
// reads the layout, and of the keys of the statements it reads. persistent says which names are the database's own
// tables, views and macros: a statement that names one whose contents can change after the
// trace is loaded (see traceFixed), such as a table of the user's, is not cached, nor is one
// that reads it. Every statement of a model that is not incr has "".
func (p *modelPlan) cacheKeys(basis string, params map[string]string, persistent func(string) bool) []string {
	keys := make([]string, len(p.stmts))
	if !p.incr {
		return keys
	}
	full := make([]string, len(p.stmts)) // also for views and macros, which others read
statements:
	for i, s := range p.stmts {
		for w := range s.words {
			// A macro's name is often a column's too (cycles): it counts when called.
			known := persistentNames[w] && (!persistentMacros[w] || s.calls[w])
			if (persistent(w) && !persistentMacros[w] || known) && !traceFixed[w] || w == queries.CacheSchema {
				continue statements
			}
		}
		for _, k := range s.reads {
			if full[k] == "" {
				continue statements
			}
		}
		names := make([]string, 0, len(s.tvars))
		cacheable := true
		for v := range s.tvars {
			cacheable = cacheable && cacheParams[v]
			names = append(names, v)
		}
		if !cacheable {
			continue
		}
		sort.Strings(names)
		h := sha256.New()
		h.Write([]byte("crossprof cost cache 1\x00" + basis + "\x00" + s.text))
		for _, v := range names {
			h.Write([]byte("\x00" + v + "=" + params[v]))
			if v == "code_layout" {
				script, _ := queries.BuildScript("layout-" + params[v])
				h.Write([]byte("\x00" + script))
			}
		}
		for _, k := range s.reads {
			h.Write([]byte("\x00" + full[k]))
		}
		full[i] = hex.EncodeToString(h.Sum(nil))[:32]
		if s.table {
			keys[i] = full[i]
		}
	}
	return keys
}

// layoutNames are the names of the objects the code layout scripts define, and the
// code_layout table every layout leaves (see Replay).
var layoutNames = layoutObjects()

func layoutObjects() map[string]bool {
	names := map[string]bool{"code_layout": true}
	for _, script := range queries.BuildScripts("layout-") {
		for _, st := range queries.Statements(script) {
			if m := definitionRE.FindStringSubmatch(strings.TrimSpace(queries.Code(st))); m != nil {
				names[strings.ToLower(m[2])] = true
			}
		}
	}
	return names
}

// costWritten are the tables that change after a trace is loaded: cost runs, replays and
// parameter sets write them.
var costWritten = []string{"cache_replays", "cache_stats", "cost_runs", "node_cost", "param_sets", "crossprof_layout"}

// persistentNames are the names crossprof gives the database's tables, views and macros
// (persistentMacros); traceFixed those of them whose contents a loaded trace fixes: the
// trace tables and every view or macro that reads only such objects.
var persistentNames, persistentMacros, traceFixed = fixedObjects()

func fixedObjects() (all, macros, fixed map[string]bool) {
	all, macros, fixed = map[string]bool{}, map[string]bool{}, map[string]bool{}
	for _, t := range schemas.All {
		all[t.Name], fixed[t.Name] = true, true
	}
	for _, n := range costWritten {
		all[n] = true
	}
	createRE := regexp.MustCompile(`(?is)^CREATE\s+(?:OR\s+REPLACE\s+)?(TABLE|VIEW|MACRO)\s+(?:IF\s+NOT\s+EXISTS\s+)?([A-Za-z_][A-Za-z0-9_]*)`)
	for _, st := range queries.Statements(queries.Build("schema") + queries.MacroSQL()) {
		code := strings.TrimSpace(queries.Code(st))
		m := createRE.FindStringSubmatch(code)
		if m == nil {
			continue
		}
		name := strings.ToLower(m[2])
		all[name] = true
		macros[name] = strings.EqualFold(m[1], "macro")
		ok := true
		if strings.EqualFold(m[1], "table") {
			for _, n := range costWritten {
				ok = ok && n != name
			}
		} else {
			// Statements come in order, so what a view reads is known by now.
			words, _ := names(code[len(m[0]):])
			for w := range words {
				ok = ok && (!all[w] || fixed[w] || w == name)
			}
		}
		fixed[name] = ok
	}
	return all, macros, fixed
}
