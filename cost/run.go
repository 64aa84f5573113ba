// This file runs a cost model on a trace and stores the run.

package cost

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/crossprof/crossprof/duckraw"
	"github.com/crossprof/crossprof/methodcache"
	"github.com/crossprof/crossprof/queries"
)

// Model is a cost model: SQL whose last statement returns node_id, self_cycles, cache_hits
// and cache_misses per calling context, with declared parameters.
type Model = queries.Query

// LoadModel returns a built-in model by name.
func LoadModel(name string) (*Model, error) {
	if m := queries.CostModel(name); m != nil {
		return m, nil
	}
	var names []string
	for _, m := range queries.CostModels() {
		names = append(names, m.Name)
	}
	return nil, fmt.Errorf("no cost model named %q (built in: %s; --model-file runs your own)", name, strings.Join(names, ", "))
}

// LoadModelFile reads a model from a file. Its first line must be "-- NAME: description"
// with NAME the file's base name without .sql.
func LoadModelFile(path string) (*Model, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	base := strings.TrimSuffix(path[strings.LastIndexAny(path, `/\`)+1:], ".sql")
	m, err := queries.Parse(base, string(data))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return m, nil
}

// Options are a cost run's inputs besides the model.
type Options struct {
	Set  map[string]string // parameter values that replace the model's defaults
	Root string            // restrict the totals to this method's dynamic extent: Class.method or method
	// ParamSet names a stored parameter set (crossprof calibrate --save) whose values apply
	// under Set's.
	ParamSet string
	// Secure disables DuckDB's external access before the model runs, so that a model file
	// cannot read or write other files. It cannot be undone in the process.
	Secure bool
	// Variant is explore's name of the design point, stored with the run; "" for a run of
	// crossprof cost. Consumers take only runs without a variant by default.
	Variant string
	// Progress, if set, is told what the run is doing as it goes on (for a progress line);
	// it is called from the run's goroutine.
	Progress func(Progress)
}

// Result is a stored cost run.
type Result struct {
	RunID      int32
	Model      string
	Params     map[string]string
	Cycles     int64
	Bytecodes  int64
	CPI        float64
	CacheKey   string
	Lookups    int64
	Misses     int64
	ReplayTime time.Duration // zero when the replay was already stored
	ModelTime  time.Duration
}

// Run evaluates model on trace id and stores cost_runs and node_cost rows.
func Run(ctx context.Context, db *sql.DB, traceID int32, model *Model, opts Options) (*Result, error) {
	if opts.ParamSet != "" {
		ps, err := LoadParamSet(ctx, db, opts.ParamSet)
		if err != nil {
			return nil, err
		}
		if opts.Set, err = ps.Apply(model, opts.Set); err != nil {
			return nil, err
		}
	}
	params, err := model.Values(opts.Set, "model")
	if err != nil {
		return nil, err
	}
	if err := model.CheckValues(params, "model"); err != nil {
		return nil, err
	}
	conn, err := db.Conn(ctx)
	if err != nil {
		return nil, err
	}
	defer conn.Close()
	res := &Result{Model: model.Name, Params: params}
	rep := newReporter(opts.Progress, Progress{Trace: traceID})
	tick := debugTimer("cost run")
	vars := map[string]string{"trace_id": strconv.Itoa(int(traceID))}
	for k, v := range params {
		vars[k] = v
	}
	if err := queries.SetVariables(ctx, conn, vars); err != nil {
		return nil, err
	}
	plan, err := planModel(model)
	if err != nil {
		return nil, err
	}
	caching, err := ensureCacheSchema(ctx, conn)
	if err != nil {
		return nil, err
	}
	tick("setting the parameters")
	// One transaction from the replay to the stored run: a model that fails, or is refused
	// midway, leaves the database as it was.
	err = duckraw.InTx(ctx, conn, func() error {
		var cache *stmtCache
		if caching {
			var err error
			if cache, err = openCache(ctx, conn, traceID, params); err != nil {
				return err
			}
		}
		tick("opening the cost cache")
		start := time.Now()
		key, ran, err := replayForModel(ctx, conn, traceID, params, cache, rep)
		if err != nil {
			return err
		}
		if key != "" {
			res.CacheKey = key
			if ran {
				res.ReplayTime = time.Since(start)
			}
			err = conn.QueryRowContext(ctx, `SELECT lookups, misses FROM cache_replays WHERE trace_id = ? AND cache_key = ?`, traceID, key).Scan(&res.Lookups, &res.Misses)
			if err != nil {
				return err
			}
		}
		if opts.Secure {
			if _, err := conn.ExecContext(ctx, `SET enable_external_access = false`); err != nil {
				return err
			}
		}
		tick("the method cache replay and code layout")
		start = time.Now()
		if err := runModel(ctx, conn, model.Name, plan, nil, cache, &confinement{}, rep); err != nil {
			return err
		}
		res.ModelTime = time.Since(start)
		tick("the model")
		rep.step("storing the run", 0, 0, "")
		err = store(ctx, conn, traceID, model, params, opts, res)
		tick("storing the run")
		return err
	})
	if err != nil {
		return nil, err
	}
	tick("committing")
	return res, nil
}

// replayForModel makes what a model with the method cache parameters reads (a model without
// cache_policy has none): the replay of its cache over the trace (see Replay), with the code
// layout, and the temp view node_cache of the replay's counts per context. It returns the
// replay's key and whether the replay ran, "" when the model has no cache.
func replayForModel(ctx context.Context, conn *sql.Conn, traceID int32, params map[string]string, cache *stmtCache, rep *reporter) (key string, ran bool, err error) {
	if _, ok := params["cache_policy"]; !ok {
		return "", false, nil
	}
	cfg, err := cacheConfig(params)
	if err != nil {
		return "", false, err
	}
	if key, ran, err = Replay(ctx, conn, traceID, cfg, params["code_layout"], cache, rep); err != nil {
		return "", false, fmt.Errorf("replaying the method cache: %w", err)
	}
	_, err = conn.ExecContext(ctx, fmt.Sprintf(`CREATE OR REPLACE TEMP VIEW node_cache AS
		SELECT node_id, invoke_hits, invoke_misses, return_hits, return_misses FROM cache_stats
		WHERE trace_id = %d AND cache_key = '%s'`, traceID, key))
	return key, ran, err
}

// confinement is what runModel keeps of a connection between runs: the Guard, and the
// database's catalog (queries.Fingerprint) before the first run.
type confinement struct {
	guard   *queries.Guard
	catalog string
	// present says which statements' objects the connection holds as the last run left
	// them (a cached table that no statement of the run read was not copied).
	present []bool
}

// runModel runs a model's statements on conn through a Guard, the last one into the temp
// table cost_model_result, and checks that the database's catalog is as it was. skip says
// which statements before the last need not run again (nil: none). Tables the trace alone
// fixes come from cache when it has them, and are kept there otherwise (cache nil: none).
// The caller runs it in a transaction that it rolls back on error. rep (nil for none)
// hears of each statement.
func runModel(ctx context.Context, conn *sql.Conn, name string, plan *modelPlan, skip []bool, cache *stmtCache, c *confinement, rep *reporter) error {
	var err error
	tick := debugTimer("model " + name)
	if c.guard == nil {
		if c.guard, err = queries.NewGuard(ctx, conn); err != nil {
			return err
		}
	}
	if c.catalog == "" && !plan.builtin {
		if c.catalog, err = queries.Fingerprint(ctx, conn); err != nil {
			return err
		}
	}
	guard, before := c.guard, c.catalog
	tick("guard and catalog")
	keys := cache.keys(plan, guard.Persistent)
	what, n := "model "+name, len(plan.stmts)
	present := c.present
	c.present = nil // until the run is complete
	if len(present) != n {
		present = make([]bool, n)
	}
	// What each statement does, decided from the last: one that is not skipped runs,
	// unless the cache has its table, which is then used only if a statement that runs
	// reads it; one that is skipped but not present runs (or is taken from the cache) if a
	// statement that runs reads it.
	const (
		none = iota
		run
		cached
	)
	action := make([]int, n)
	needed := make([]bool, n)
	needed[n-1] = true
	for i := n - 1; i >= 0; i-- {
		skipped := skip != nil && skip[i]
		switch {
		case i == n-1:
			action[i] = run
		case skipped && present[i]:
			action[i] = none
		case needed[i] && cache.has(keys[i]):
			action[i] = cached
		case cache.has(keys[i]) || skipped && !needed[i]:
			action[i] = none
		default:
			action[i] = run
		}
		if action[i] == run {
			for _, k := range plan.stmts[i].reads {
				needed[k] = true
			}
		}
	}
	for i, s := range plan.stmts[:n-1] {
		rep.step("running the model", int64(i+1), int64(n), "statements")
		switch action[i] {
		case cached:
			if err := cache.use(ctx, conn, keys[i], s.defines); err != nil {
				return err
			}
		case run:
			if err := cache.exec(ctx, conn, keys[i], s.defines, func() error { return guard.Exec(ctx, what, i+1, s.text, s.text) }); err != nil {
				return err
			}
		}
		present[i] = action[i] != none || present[i] && skip != nil && skip[i]
	}
	tick("statements before the last")
	last := plan.stmts[n-1].text
	rep.step("running the model", int64(n), int64(n), "statements")
	if err := guard.Exec(ctx, what, n, "CREATE OR REPLACE TEMP TABLE cost_model_result AS "+strings.TrimSuffix(strings.TrimSpace(last), ";"), last); err != nil {
		return err
	}
	tick("the last statement")
	if err := checkResult(ctx, conn, name); err != nil {
		return err
	}
	tick("checking its result")
	if plan.builtin {
		c.present = present
		return nil
	}
	after, err := queries.Fingerprint(ctx, conn)
	tick("the catalog after")
	if err != nil {
		return err
	}
	if after != before {
		return fmt.Errorf("model %s changed the database's tables, views or macros (%s); nothing was kept", name, queries.Allowed)
	}
	c.present = present
	return nil
}

// store adds the run in cost_model_result to cost_runs and node_cost.
func store(ctx context.Context, conn *sql.Conn, traceID int32, model *Model, params map[string]string, opts Options, res *Result) error {
	paramJSON, _ := json.Marshal(params)
	if err := conn.QueryRowContext(ctx, `SELECT coalesce(max(run_id), 0) + 1 FROM cost_runs`).Scan(&res.RunID); err != nil {
		return err
	}
	if _, err := conn.ExecContext(ctx, fmt.Sprintf(`SET VARIABLE run_id = %d`, res.RunID)); err != nil {
		return err
	}
	if err := queries.Exec(ctx, conn, "storing the cost run: queries/build/cost.sql", queries.Statements(queries.Build("cost"))); err != nil {
		return err
	}
	if err := totals(ctx, conn, traceID, res, opts.Root); err != nil {
		return err
	}
	var root any
	if opts.Root != "" {
		root = opts.Root
	}
	var variant any
	if opts.Variant != "" {
		variant = opts.Variant
	}
	_, err := conn.ExecContext(ctx, `INSERT INTO cost_runs (run_id, trace_id, model, variant, parameters, root, cycles, bytecodes, cpi, created)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, now())`,
		res.RunID, traceID, model.Name, variant, string(paramJSON), root, res.Cycles, res.Bytecodes, nullableCPI(res))
	return err
}

func nullableCPI(r *Result) any {
	if r.Bytecodes == 0 {
		return nil
	}
	return r.CPI
}

// totals sums the run over the whole tree, or over the outermost contexts of the root
// method (recursive calls of it are inside those already).
func totals(ctx context.Context, conn *sql.Conn, traceID int32, res *Result, root string) error {
	if root == "" {
		err := conn.QueryRowContext(ctx, `SELECT coalesce(sum(c.inclusive_cycles), 0)::BIGINT, coalesce(sum(c.bytecodes_inclusive), 0)::BIGINT
			FROM node_cost c JOIN cct_nodes n ON n.trace_id = ? AND n.node_id = c.node_id
			WHERE c.run_id = ? AND n.parent_id IS NULL`, traceID, res.RunID).Scan(&res.Cycles, &res.Bytecodes)
		if err != nil {
			return err
		}
	} else {
		var matched int
		err := conn.QueryRowContext(ctx, `SELECT count(*) FROM cct n JOIN node_cost c ON c.node_id = n.node_id AND c.run_id = $2
			WHERE n.trace_id = $1 AND (n.method = $3 OR n.method_name = $3)`, traceID, res.RunID, root).Scan(&matched)
		if err != nil {
			return err
		}
		if matched == 0 {
			return fmt.Errorf("--root %s: no calling context of such a method in the trace (give Class.method, e.g. Main.main)", root)
		}
		err = conn.QueryRowContext(ctx, `
			WITH RECURSIVE marked(node_id, inside) AS (
			    SELECT n.node_id, (n.method = $3 OR n.method_name = $3) FROM cct n WHERE n.trace_id = $1 AND n.parent_id IS NULL
			    UNION ALL
			    SELECT n.node_id, m.inside OR n.method = $3 OR n.method_name = $3
			    FROM cct n JOIN marked m ON n.trace_id = $1 AND n.parent_id = m.node_id
			), tops AS (
			    SELECT n.node_id FROM cct n LEFT JOIN marked p ON p.node_id = n.parent_id
			    WHERE n.trace_id = $1 AND (n.method = $3 OR n.method_name = $3) AND NOT coalesce(p.inside, false)
			)
			SELECT coalesce(sum(c.inclusive_cycles), 0)::BIGINT, coalesce(sum(c.bytecodes_inclusive), 0)::BIGINT
			FROM node_cost c JOIN tops USING (node_id) WHERE c.run_id = $2`, traceID, res.RunID, root).Scan(&res.Cycles, &res.Bytecodes)
		if err != nil {
			return err
		}
	}
	if res.Bytecodes > 0 {
		res.CPI = float64(res.Cycles) / float64(res.Bytecodes)
	}
	return nil
}

// checkResult makes sure the model's last statement returned what a cost run stores.
func checkResult(ctx context.Context, conn *sql.Conn, model string) error {
	rows, err := conn.QueryContext(ctx, `SELECT column_name FROM (DESCRIBE cost_model_result)`)
	if err != nil {
		return err
	}
	defer rows.Close()
	have := map[string]bool{}
	for rows.Next() {
		var c string
		rows.Scan(&c)
		have[c] = true
	}
	for _, c := range []string{"node_id", "self_cycles", "cache_hits", "cache_misses"} {
		if !have[c] {
			return fmt.Errorf("model %s: its last statement must return the columns node_id, self_cycles, cache_hits, cache_misses (no %s)", model, c)
		}
	}
	var dup int64
	if err := conn.QueryRowContext(ctx, `SELECT count(*) - count(DISTINCT node_id) FROM cost_model_result`).Scan(&dup); err != nil {
		return err
	}
	if dup > 0 {
		return fmt.Errorf("model %s: its result has %d duplicate node_id rows", model, dup)
	}
	return nil
}

func cacheConfig(params map[string]string) (methodcache.Config, error) {
	var cfg methodcache.Config
	var err error
	if cfg.Size, err = strconv.Atoi(params["cache_size"]); err != nil {
		return cfg, fmt.Errorf("cache_size=%s: not a number of bytes", params["cache_size"])
	}
	if cfg.Blocks, err = strconv.Atoi(params["cache_blocks"]); err != nil {
		return cfg, fmt.Errorf("cache_blocks=%s: not a number", params["cache_blocks"])
	}
	if cfg.Policy, err = methodcache.ParsePolicy(params["cache_policy"]); err != nil {
		return cfg, err
	}
	return cfg, cfg.Validate()
}

// RunInfo describes a stored cost run, for the consumers that show its cycles.
type RunInfo struct {
	RunID   int64
	TraceID int32
	Model   string
	Variant string // explore's variant; "" for a run of crossprof cost
	Root    string
	Params  map[string]string
}

// Describe says which run this is and with which parameters, in one line: "cost run 3
// (model jop, variant fast-invoke; cache_blocks=16 ...)".
func (r *RunInfo) Describe() string {
	what := "model " + r.Model
	if r.Variant != "" {
		what += ", explore variant " + r.Variant
	}
	if r.Root != "" {
		what += ", totals of " + r.Root
	}
	names := make([]string, 0, len(r.Params))
	for k := range r.Params {
		names = append(names, k)
	}
	sort.Strings(names)
	for i, k := range names {
		names[i] = k + "=" + r.Params[k]
	}
	if len(names) > 0 {
		what += "; " + strings.Join(names, " ")
	}
	return fmt.Sprintf("cost run %d (%s)", r.RunID, what)
}

// FindRun returns cost run runID, which must be a run of trace traceID, or when runID is 0
// the trace's latest run of crossprof cost: explore's variants are taken only when chosen,
// never by default. It returns nil and no error when runID is 0 and the trace has no such
// run, and then note says what there is instead ("" when the trace has no run at all).
func FindRun(ctx context.Context, db *sql.DB, traceID int32, runID int64) (info *RunInfo, note string, err error) {
	var q string
	var args []any
	if runID == 0 {
		q, args = `WHERE trace_id = ? AND variant IS NULL ORDER BY run_id DESC LIMIT 1`, []any{traceID}
	} else {
		q, args = `WHERE run_id = ?`, []any{runID}
	}
	info = &RunInfo{}
	var variant, root sql.NullString
	var params string
	err = db.QueryRowContext(ctx, `SELECT run_id, trace_id, model, variant, root, parameters FROM cost_runs `+q, args...).
		Scan(&info.RunID, &info.TraceID, &info.Model, &variant, &root, &params)
	if errors.Is(err, sql.ErrNoRows) {
		if runID != 0 {
			return nil, "", fmt.Errorf("trace %d has no cost run %d (crossprof query --sql 'FROM cost_runs' lists the runs)", traceID, runID)
		}
		var n int
		var first, last sql.NullInt64
		if err := db.QueryRowContext(ctx, `SELECT count(*), min(run_id), max(run_id) FROM cost_runs WHERE trace_id = ?`, traceID).Scan(&n, &first, &last); err != nil {
			return nil, "", fmt.Errorf("reading the cost runs of trace %d: %w", traceID, err)
		}
		if n > 0 {
			note = fmt.Sprintf("trace %d has no run of crossprof cost, only %d runs of explore's variants (runs %d to %d), which are used only when chosen", traceID, n, first.Int64, last.Int64)
		}
		return nil, note, nil
	}
	if err != nil {
		return nil, "", fmt.Errorf("reading the cost runs of trace %d: %w", traceID, err)
	}
	if info.TraceID != traceID {
		return nil, "", fmt.Errorf("trace %d has no cost run %d: it is a run of trace %d", traceID, runID, info.TraceID)
	}
	info.Variant, info.Root = variant.String, root.String
	if err := json.Unmarshal([]byte(params), &info.Params); err != nil {
		return nil, "", fmt.Errorf("cost run %d: its parameters %q: %w", info.RunID, params, err)
	}
	return info, "", nil
}

// SelfCycles reads the self cycles per calling context of a cost run (see FindRun). It
// returns nil and no cycles when runID is 0 and the trace has no run of crossprof cost; note
// then says why.
func SelfCycles(ctx context.Context, db *sql.DB, traceID int32, runID int64) (info *RunInfo, note string, cycles map[int32]int64, err error) {
	info, note, err = FindRun(ctx, db, traceID, runID)
	if info == nil || err != nil {
		return nil, note, nil, err
	}
	rows, err := db.QueryContext(ctx, `SELECT node_id, self_cycles FROM node_cost WHERE run_id = ?`, info.RunID)
	if err != nil {
		return nil, "", nil, fmt.Errorf("reading cost run %d: %w", info.RunID, err)
	}
	defer rows.Close()
	cycles = map[int32]int64{}
	for rows.Next() {
		var id int32
		var c int64
		if err := rows.Scan(&id, &c); err != nil {
			return nil, "", nil, fmt.Errorf("reading cost run %d: %w", info.RunID, err)
		}
		cycles[id] = c
	}
	return info, "", cycles, rows.Err()
}
