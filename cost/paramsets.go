// This file stores named parameter sets (crossprof calibrate --save) and reads them back
// for cost --params and explore --params.

package cost

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"sort"
	"strings"
	"time"
)

// ParamSet is a named set of a model's parameter values, with where it came from.
type ParamSet struct {
	Name   string
	Model  string
	Values map[string]string
	Source string // how it was made, e.g. "calibrate --measured board.csv --fit r,w"
	// RMSError and LeaveOneOutError are the calibration's root mean square relative errors
	// (NaN when not known).
	RMSError, LeaveOneOutError float64
	Created                    time.Time
}

// paramSetsTable is made on first save, so that databases of earlier crossprof versions
// need no new layout.
const paramSetsTable = `CREATE TABLE IF NOT EXISTS param_sets (
    name       VARCHAR NOT NULL PRIMARY KEY,
    model      VARCHAR NOT NULL, -- the cost model the values are for
    parameters VARCHAR NOT NULL, -- JSON object of parameter values
    source     VARCHAR NOT NULL, -- how the set was made
    rms_error  DOUBLE,           -- calibration: RMS relative error of the fit
    loo_error  DOUBLE,           -- calibration: RMS relative error, leave-one-out
    created    TIMESTAMP NOT NULL
)`

// SaveParamSet stores ps under its name, replacing a set of that name; it reports whether
// one was replaced.
func SaveParamSet(ctx context.Context, db *sql.DB, ps ParamSet) (replaced bool, err error) {
	if ps.Name == "" {
		return false, errors.New("a parameter set needs a name")
	}
	if _, err := db.ExecContext(ctx, paramSetsTable); err != nil {
		return false, err
	}
	vals, _ := json.Marshal(ps.Values)
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return false, err
	}
	defer tx.Rollback()
	res, err := tx.ExecContext(ctx, `DELETE FROM param_sets WHERE name = ?`, ps.Name)
	if err != nil {
		return false, err
	}
	n, _ := res.RowsAffected()
	_, err = tx.ExecContext(ctx, `INSERT INTO param_sets VALUES (?, ?, ?, ?, ?, ?, now())`,
		ps.Name, ps.Model, string(vals), ps.Source, nullable(ps.RMSError), nullable(ps.LeaveOneOutError))
	if err != nil {
		return false, err
	}
	return n > 0, tx.Commit()
}

func nullable(f float64) any {
	if math.IsNaN(f) {
		return nil
	}
	return f
}

// LoadParamSet reads the parameter set name.
func LoadParamSet(ctx context.Context, db *sql.DB, name string) (*ParamSet, error) {
	var have int
	err := db.QueryRowContext(ctx, `SELECT count(*) FROM information_schema.tables WHERE table_schema = 'main' AND table_name = 'param_sets'`).Scan(&have)
	if err != nil {
		return nil, err
	}
	notFound := fmt.Errorf("no parameter set named %q in the database (crossprof calibrate --save NAME stores one)", name)
	if have == 0 {
		return nil, notFound
	}
	ps := &ParamSet{Name: name}
	var vals string
	var rmsErr, looErr sql.NullFloat64
	err = db.QueryRowContext(ctx, `SELECT model, parameters, source, rms_error, loo_error, created FROM param_sets WHERE name = ?`, name).
		Scan(&ps.Model, &vals, &ps.Source, &rmsErr, &looErr, &ps.Created)
	if errors.Is(err, sql.ErrNoRows) {
		var names []string
		rows, qerr := db.QueryContext(ctx, `SELECT name FROM param_sets ORDER BY name`)
		if qerr == nil {
			for rows.Next() {
				var n string
				rows.Scan(&n)
				names = append(names, n)
			}
			rows.Close()
		}
		if len(names) > 0 {
			return nil, fmt.Errorf("no parameter set named %q in the database (it has: %s)", name, strings.Join(names, ", "))
		}
		return nil, notFound
	}
	if err != nil {
		return nil, err
	}
	if err := json.Unmarshal([]byte(vals), &ps.Values); err != nil {
		return nil, fmt.Errorf("parameter set %s: %w", name, err)
	}
	ps.RMSError, ps.LeaveOneOutError = nan(rmsErr), nan(looErr)
	return ps, nil
}

func nan(f sql.NullFloat64) float64 {
	if !f.Valid {
		return math.NaN()
	}
	return f.Float64
}

// Apply returns the set's values for model with over's in their place: what a cost run
// with --params NAME and --set uses. The set must be for that model.
func (ps *ParamSet) Apply(model *Model, over map[string]string) (map[string]string, error) {
	if ps.Model != model.Name {
		return nil, fmt.Errorf("parameter set %s is for model %s, not %s", ps.Name, ps.Model, model.Name)
	}
	out := make(map[string]string, len(ps.Values)+len(over))
	for k, v := range ps.Values {
		out[k] = v
	}
	for k, v := range over {
		out[k] = v
	}
	if _, err := model.Values(out, "model"); err != nil {
		return nil, fmt.Errorf("parameter set %s: %w", ps.Name, err)
	}
	return out, nil
}

// String lists the set's values, sorted: "r=3 w=4".
func (ps *ParamSet) String() string {
	var kv []string
	for k, v := range ps.Values {
		kv = append(kv, k+"="+v)
	}
	sort.Strings(kv)
	return strings.Join(kv, " ")
}
