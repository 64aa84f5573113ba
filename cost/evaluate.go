// This file re-costs traces under many parameter sets without storing cost runs: what a
// fit of a model's parameters to measured cycles needs (crossprof calibrate).

package cost

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/crossprof/crossprof/duckraw"
	"github.com/crossprof/crossprof/queries"
)

// ErrInvalidParams marks a parameter set the model cannot run with (a cache size that its
// blocks do not divide, ...): a fit skips such a point instead of failing.
var ErrInvalidParams = errors.New("invalid parameter set")

// Evaluator computes a model's total cycles of a trace, or of a root method's dynamic
// extent, for given parameter values, without storing cost runs. It is built for a search
// that asks for many nearby parameter sets:
//   - every result is remembered by trace, root and the full set of values;
//   - each trace has its own connection, whose temporary tables keep the model's last run
//     on that trace, and a new run re-executes only the statements whose result can
//     differ: those that read a parameter whose value changed (getvariable('name'); the
//     method cache's view for the cache parameters), or an object that such a statement
//     defines. This applies to models whose statements before the last are all
//     CREATE OR REPLACE TEMP TABLE/VIEW/MACRO definitions (jop.sql is); another model
//     runs whole every time.
//
// Cycles may be called concurrently: different traces evaluate in parallel.
type Evaluator struct {
	mu      sync.Mutex // guards the fields below but db, model, plan and caching
	db      *sql.DB
	model   *Model
	plan    *modelPlan
	caching bool // the database keeps a cost cache (see stmtcache.go)
	secure  bool
	secured bool
	traces  map[int32]*traceConn
	memo    map[string]int64
	// Runs and Hits count model evaluations and remembered answers, Statements the
	// statements executed; Time is spent in runs.
	Runs, Hits, Statements int
	Time                   time.Duration
}

type traceConn struct {
	mu       sync.Mutex // held while the connection is in use
	conn     *sql.Conn
	last     map[string]string // the values of the model's last complete run; nil: none
	extents  map[string]string // root -> temp table of its extent's contexts ("" for the whole run)
	confined confinement       // see runModel
}

// NewEvaluator returns an evaluator of model on db's traces. With secure, DuckDB's external
// access is disabled before the model's SQL first runs (see Options.Secure). Close releases
// its connections.
func NewEvaluator(ctx context.Context, db *sql.DB, model *Model, secure bool) (*Evaluator, error) {
	plan, err := planModel(model)
	if err != nil {
		return nil, err
	}
	caching, err := ensureCacheSchema(ctx, db)
	if err != nil {
		return nil, err
	}
	return &Evaluator{db: db, model: model, plan: plan, caching: caching, secure: secure,
		traces: map[int32]*traceConn{}, memo: map[string]int64{}}, nil
}

// Close releases the evaluator's connections. No call may be running.
func (e *Evaluator) Close() error {
	var first error
	for _, t := range e.traces {
		if err := t.conn.Close(); err != nil && first == nil {
			first = err
		}
	}
	return first
}

// CheckParams reports whether a complete parameter set is one the model can run with,
// wrapping ErrInvalidParams when it is not.
func CheckParams(params map[string]string) error {
	if _, ok := params["cache_policy"]; ok {
		if _, err := cacheConfig(params); err != nil {
			return fmt.Errorf("%w: %v", ErrInvalidParams, err)
		}
	}
	return nil
}

// CheckRoot makes sure the trace has a calling context of root (Class.method or method);
// "" is the whole run.
func (e *Evaluator) CheckRoot(ctx context.Context, traceID int32, root string) error {
	tc, err := e.trace(ctx, traceID)
	if err != nil {
		return err
	}
	tc.mu.Lock()
	defer tc.mu.Unlock()
	_, err = tc.extent(ctx, traceID, root)
	return err
}

// Cycles returns the model's cycles of trace traceID (of root's dynamic extent unless root
// is "") with set in place of the model's defaults.
func (e *Evaluator) Cycles(ctx context.Context, traceID int32, root string, set map[string]string) (int64, error) {
	params, err := e.model.Values(set, "model")
	if err != nil {
		return 0, err
	}
	if err := CheckParams(params); err != nil {
		return 0, err
	}
	key := memoKey(traceID, root, params)
	e.mu.Lock()
	c, ok := e.memo[key]
	if ok {
		e.Hits++
	}
	e.mu.Unlock()
	if ok {
		return c, nil
	}
	tc, err := e.trace(ctx, traceID)
	if err != nil {
		return 0, err
	}
	tc.mu.Lock()
	defer tc.mu.Unlock()
	e.mu.Lock()
	c, ok = e.memo[key] // another call may have run it meanwhile
	e.mu.Unlock()
	if ok {
		return c, nil
	}
	if _, err := tc.extent(ctx, traceID, root); err != nil {
		return 0, err
	}
	start := time.Now()
	if err := e.run(ctx, tc, traceID, params); err != nil {
		return 0, err
	}
	sums := map[string]int64{}
	// The run answers for every root of the trace asked for so far: remember them all.
	for r, table := range tc.extents {
		q := `SELECT coalesce(sum(self_cycles), 0)::BIGINT FROM cost_model_result`
		if table != "" {
			q += ` JOIN ` + table + ` USING (node_id)`
		}
		var c int64
		if err := tc.conn.QueryRowContext(ctx, q).Scan(&c); err != nil {
			return 0, fmt.Errorf("model %s: summing its result: %w", e.model.Name, err)
		}
		sums[memoKey(traceID, r, params)] = c
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	for k, c := range sums {
		e.memo[k] = c
	}
	e.Runs++
	e.Time += time.Since(start)
	return sums[key], nil
}

func (e *Evaluator) trace(ctx context.Context, traceID int32) (*traceConn, error) {
	e.mu.Lock()
	defer e.mu.Unlock()
	if tc, ok := e.traces[traceID]; ok {
		return tc, nil
	}
	conn, err := e.db.Conn(ctx)
	if err != nil {
		return nil, err
	}
	tc := &traceConn{conn: conn, extents: map[string]string{}}
	e.traces[traceID] = tc
	return tc, nil
}

// run evaluates the model on the trace's connection, leaving its result in
// cost_model_result.
func (e *Evaluator) run(ctx context.Context, tc *traceConn, traceID int32, params map[string]string) error {
	last := tc.last
	tc.last = nil // until this run is complete
	vars := map[string]string{"trace_id": strconv.Itoa(int(traceID))}
	for k, v := range params {
		vars[k] = v
	}
	if err := queries.SetVariables(ctx, tc.conn, vars); err != nil {
		return err
	}
	e.mu.Lock()
	if e.secure && !e.secured {
		if _, err := tc.conn.ExecContext(ctx, `SET enable_external_access = false`); err != nil {
			e.mu.Unlock()
			return err
		}
		e.secured = true
	}
	e.mu.Unlock()
	stmts := e.plan.stmts
	n := len(stmts)
	dirty := make([]bool, n)
	skip := make([]bool, n)
	ran := 1 // the last statement always runs
	for i, s := range stmts[:n-1] {
		dirty[i] = !e.plan.incr || last == nil
		for _, v := range s.vars {
			dirty[i] = dirty[i] || last[v] != params[v]
		}
		for _, k := range s.reads {
			dirty[i] = dirty[i] || dirty[k]
		}
		skip[i] = !dirty[i]
		if dirty[i] {
			ran++
		}
	}
	// The connection keeps the last run's replay view and code layout.
	sameReplay := last != nil
	for _, v := range []string{"cache_size", "cache_blocks", "cache_policy", "code_layout"} {
		sameReplay = sameReplay && last[v] == params[v]
	}
	// A transaction per run, as in Run: a failed run leaves neither the database nor the
	// connection's temp tables half changed (tc.last is nil until it completes, so the next
	// run executes every statement).
	err := duckraw.InTx(ctx, tc.conn, func() error {
		var cache *stmtCache
		if e.caching && ran > 1 {
			var err error
			if cache, err = openCache(ctx, tc.conn, traceID, params); err != nil {
				return err
			}
		}
		if !sameReplay {
			if _, _, err := replayForModel(ctx, tc.conn, traceID, params, cache, nil); err != nil {
				return err
			}
		}
		return runModel(ctx, tc.conn, e.model.Name, e.plan, skip, cache, &tc.confined, nil)
	})
	if err != nil {
		return err
	}
	e.count(ran)
	tc.last = params
	return nil
}

func (e *Evaluator) count(statements int) {
	e.mu.Lock()
	e.Statements += statements
	e.mu.Unlock()
}

// extent returns the temp table that lists the contexts of root's dynamic extent in the
// trace (made on first use), or "" for the whole run.
func (tc *traceConn) extent(ctx context.Context, traceID int32, root string) (string, error) {
	if t, ok := tc.extents[root]; ok {
		return t, nil
	}
	if root == "" {
		tc.extents[root] = ""
		return "", nil
	}
	var matched int
	err := tc.conn.QueryRowContext(ctx, `SELECT count(*) FROM cct WHERE trace_id = $1 AND (method = $2 OR method_name = $2)`, traceID, root).Scan(&matched)
	if err != nil {
		return "", err
	}
	if matched == 0 {
		return "", fmt.Errorf("no calling context of a method %s in trace %d (give Class.method, e.g. Main.main)", root, traceID)
	}
	t := fmt.Sprintf("calibrate_extent_%d", len(tc.extents))
	// CREATE TABLE AS takes no prepared parameters: the root goes in as a quoted literal.
	_, err = tc.conn.ExecContext(ctx, fmt.Sprintf(`CREATE OR REPLACE TEMP TABLE `+t+` AS
		WITH RECURSIVE marked(node_id, inside) AS (
		    SELECT n.node_id, (n.method = %[2]s OR n.method_name = %[2]s) FROM cct n WHERE n.trace_id = %[1]d AND n.parent_id IS NULL
		    UNION ALL
		    SELECT n.node_id, m.inside OR n.method = %[2]s OR n.method_name = %[2]s
		    FROM cct n JOIN marked m ON n.trace_id = %[1]d AND n.parent_id = m.node_id
		)
		SELECT node_id FROM marked WHERE inside`, traceID, "'"+strings.ReplaceAll(root, "'", "''")+"'"))
	if err != nil {
		return "", fmt.Errorf("finding the extent of %s in trace %d: %w", root, traceID, err)
	}
	tc.extents[root] = t
	return t, nil
}

func memoKey(traceID int32, root string, params map[string]string) string {
	names := make([]string, 0, len(params))
	for k := range params {
		names = append(names, k)
	}
	sort.Strings(names)
	var b strings.Builder
	fmt.Fprintf(&b, "%d\x00%s", traceID, root)
	for _, k := range names {
		b.WriteString("\x00" + k + "=" + params[k])
	}
	return b.String()
}
