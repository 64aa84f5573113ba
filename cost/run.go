// This file runs a cost model on a trace and stores the run.

package cost

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"os"
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
	// Secure disables DuckDB's external access before the model runs, so that a model file
	// cannot read or write other files. It cannot be undone in the process.
	Secure bool
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
	params, err := model.Values(opts.Set, "model")
	if err != nil {
		return nil, err
	}
	conn, err := db.Conn(ctx)
	if err != nil {
		return nil, err
	}
	defer conn.Close()
	res := &Result{Model: model.Name, Params: params}
	vars := map[string]string{"trace_id": strconv.Itoa(int(traceID))}
	for k, v := range params {
		vars[k] = v
	}
	if err := queries.SetVariables(ctx, conn, vars); err != nil {
		return nil, err
	}
	if _, ok := params["cache_policy"]; ok {
		cfg, err := cacheConfig(params)
		if err != nil {
			return nil, err
		}
		start := time.Now()
		var ran bool
		if res.CacheKey, ran, err = Replay(ctx, conn, traceID, cfg); err != nil {
			return nil, fmt.Errorf("replaying the method cache: %w", err)
		}
		if ran {
			res.ReplayTime = time.Since(start)
		}
		err = conn.QueryRowContext(ctx, `SELECT lookups, misses FROM cache_replays WHERE trace_id = ? AND cache_key = ?`, traceID, res.CacheKey).Scan(&res.Lookups, &res.Misses)
		if err != nil {
			return nil, err
		}
		_, err = conn.ExecContext(ctx, fmt.Sprintf(`CREATE OR REPLACE TEMP VIEW node_cache AS
			SELECT node_id, invoke_hits, invoke_misses, return_hits, return_misses FROM cache_stats
			WHERE trace_id = %d AND cache_key = '%s'`, traceID, res.CacheKey))
		if err != nil {
			return nil, err
		}
	}
	if opts.Secure {
		if _, err := conn.ExecContext(ctx, `SET enable_external_access = false`); err != nil {
			return nil, err
		}
	}
	start := time.Now()
	stmts := queries.Statements(model.SQL)
	if len(stmts) == 0 {
		return nil, fmt.Errorf("model %s has no statements", model.Name)
	}
	what, n := "model "+model.Name, len(stmts)
	if err := queries.Exec(ctx, conn, what, stmts[:n-1]); err != nil {
		return nil, err
	}
	last := stmts[n-1] // the result, kept for the steps below
	if err := queries.ExecOne(ctx, conn, what, n, "CREATE OR REPLACE TEMP TABLE cost_model_result AS "+strings.TrimSuffix(strings.TrimSpace(last), ";"), last); err != nil {
		return nil, err
	}
	if err := checkResult(ctx, conn, model.Name); err != nil {
		return nil, err
	}
	res.ModelTime = time.Since(start)
	paramJSON, _ := json.Marshal(params)
	err = duckraw.InTx(ctx, conn, func() error {
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
		_, err := conn.ExecContext(ctx, `INSERT INTO cost_runs VALUES (?, ?, ?, ?, ?, ?, ?, ?, now())`,
			res.RunID, traceID, model.Name, string(paramJSON), root, res.Cycles, res.Bytecodes, nullableCPI(res))
		return err
	})
	if err != nil {
		return nil, err
	}
	return res, nil
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

// SelfCycles reads the self cycles per calling context of cost run runID of trace traceID,
// or of the trace's latest run when runID is 0. It returns run 0 and no cycles when runID is
// 0 and the trace has not been costed.
func SelfCycles(ctx context.Context, db *sql.DB, traceID int32, runID int64) (run int64, model string, cycles map[int32]int64, err error) {
	if runID == 0 {
		err = db.QueryRowContext(ctx, `SELECT run_id, model FROM cost_runs WHERE trace_id = ? ORDER BY run_id DESC LIMIT 1`, traceID).
			Scan(&run, &model)
		if errors.Is(err, sql.ErrNoRows) {
			return 0, "", nil, nil
		}
	} else {
		var trace int32
		err = db.QueryRowContext(ctx, `SELECT run_id, model, trace_id FROM cost_runs WHERE run_id = ?`, runID).
			Scan(&run, &model, &trace)
		if errors.Is(err, sql.ErrNoRows) {
			return 0, "", nil, fmt.Errorf("no cost run %d in the database (crossprof query --sql 'FROM cost_runs' lists them)", runID)
		}
		if err == nil && trace != traceID {
			return 0, "", nil, fmt.Errorf("cost run %d is a run of trace %d, not of trace %d", runID, trace, traceID)
		}
	}
	if err != nil {
		return 0, "", nil, fmt.Errorf("reading the cost runs of trace %d: %w", traceID, err)
	}
	rows, err := db.QueryContext(ctx, `SELECT node_id, self_cycles FROM node_cost WHERE run_id = ?`, run)
	if err != nil {
		return 0, "", nil, fmt.Errorf("reading cost run %d: %w", run, err)
	}
	defer rows.Close()
	cycles = map[int32]int64{}
	for rows.Next() {
		var id int32
		var c int64
		if err := rows.Scan(&id, &c); err != nil {
			return 0, "", nil, fmt.Errorf("reading cost run %d: %w", run, err)
		}
		cycles[id] = c
	}
	return run, model, cycles, rows.Err()
}
