// This file reads the measurements: a CSV file of trace, root method and measured cycles.

package calibrate

import (
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
)

// Measurement is one row of the measurements file.
type Measurement struct {
	Trace  string  // as written: a trace id or name
	Root   string  // the method whose inclusive cycles were measured; "" for the whole run
	Cycles float64 // measured cycles
	Line   int     // the row's line in the file, for messages
	// TraceID and TraceName are the trace the row names, once resolved.
	TraceID   int32
	TraceName string
}

// columns names the file's columns in messages.
var columns = [3]string{"trace", "root method", "cycles"}

// RowError is a mistake in one field of the measurements file.
type RowError struct {
	File   string
	Line   int
	Column int // 1-based; 0 when the row as a whole is wrong
	Msg    string
}

func (e *RowError) Error() string {
	if e.Column == 0 {
		return fmt.Sprintf("%s, row %d: %s", e.File, e.Line, e.Msg)
	}
	return fmt.Sprintf("%s, row %d, column %d (%s): %s", e.File, e.Line, e.Column, columns[e.Column-1], e.Msg)
}

// ReadMeasurements reads the measurements file: CSV rows of trace (id or name), root method
// (Class.method or method, as the queries show it; empty for the whole run) and measured
// cycles. A first row whose first field is "trace" is a header; lines starting with # are
// comments. Rows are numbered by their line in the file.
func ReadMeasurements(r io.Reader, file string) ([]Measurement, error) {
	cr := csv.NewReader(r)
	cr.Comment = '#'
	cr.FieldsPerRecord = -1
	cr.TrimLeadingSpace = true
	var out []Measurement
	seen := map[[2]string]int{}
	for first := true; ; first = false {
		rec, err := cr.Read()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			var pe *csv.ParseError
			if errors.As(err, &pe) {
				// pe.Column counts characters, not fields: the row is named as a whole.
				return nil, &RowError{File: file, Line: pe.Line, Msg: fmt.Sprintf("%v (at character %d)", pe.Err, pe.Column)}
			}
			return nil, fmt.Errorf("%s: %w", file, err)
		}
		line, _ := cr.FieldPos(0)
		if first && strings.EqualFold(strings.TrimSpace(rec[0]), "trace") {
			continue
		}
		if len(rec) != 3 {
			return nil, &RowError{File: file, Line: line, Msg: fmt.Sprintf("%d fields, want 3: trace, root method, cycles", len(rec))}
		}
		m := Measurement{Trace: strings.TrimSpace(rec[0]), Root: strings.TrimSpace(rec[1]), Line: line}
		if m.Trace == "" {
			return nil, &RowError{File: file, Line: line, Column: 1, Msg: "empty: give a trace id or name"}
		}
		c := strings.TrimSpace(rec[2])
		m.Cycles, err = strconv.ParseFloat(c, 64)
		if err != nil || math.IsNaN(m.Cycles) || math.IsInf(m.Cycles, 0) {
			return nil, &RowError{File: file, Line: line, Column: 3, Msg: fmt.Sprintf("%q is not a number of cycles", c)}
		}
		if m.Cycles <= 0 {
			return nil, &RowError{File: file, Line: line, Column: 3, Msg: fmt.Sprintf("%s: measured cycles must be positive", c)}
		}
		k := [2]string{m.Trace, m.Root}
		if prev, ok := seen[k]; ok {
			return nil, &RowError{File: file, Line: line, Msg: fmt.Sprintf("the same trace and root method as row %d", prev)}
		}
		seen[k] = line
		out = append(out, m)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("%s: no measurements (want rows of trace, root method, cycles)", file)
	}
	return out, nil
}
