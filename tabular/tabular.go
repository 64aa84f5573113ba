// Package tabular writes query results for people and for programs: an aligned text table
// (numbers right-aligned, long Java names abbreviated to fit), CSV, or JSON. CSV and JSON
// carry every value exactly; only the text table shortens.
package tabular

import (
	"database/sql"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"math/big"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"
)

// Result is a query's columns and rows.
type Result struct {
	Columns []string
	Rows    [][]any
}

// Read reads all rows.
func Read(rows *sql.Rows) (*Result, error) {
	cols, err := rows.Columns()
	if err != nil {
		return nil, err
	}
	r := &Result{Columns: cols}
	for rows.Next() {
		vals := make([]any, len(cols))
		ptrs := make([]any, len(cols))
		for i := range vals {
			ptrs[i] = &vals[i]
		}
		if err := rows.Scan(ptrs...); err != nil {
			return nil, err
		}
		r.Rows = append(r.Rows, vals)
	}
	return r, rows.Err()
}

// Formats lists the output formats.
var Formats = []string{"table", "csv", "json"}

// MaxWidth is the widest a text table cell may be before it is abbreviated.
const MaxWidth = 72

// Write writes r in the format ("table", "csv" or "json").
func Write(w io.Writer, format string, r *Result) error {
	switch format {
	case "table":
		return writeTable(w, r)
	case "csv":
		return writeCSV(w, r)
	case "json":
		return writeJSON(w, r)
	}
	return fmt.Errorf("unknown format %q (want %s)", format, strings.Join(Formats, ", "))
}

func writeTable(w io.Writer, r *Result) error {
	cells := make([][]string, len(r.Rows))
	width := make([]int, len(r.Columns))
	numeric := make([]bool, len(r.Columns))
	for j, c := range r.Columns {
		width[j] = utf8.RuneCountInString(c)
		numeric[j] = true
	}
	for i, row := range r.Rows {
		cells[i] = make([]string, len(row))
		for j, v := range row {
			s := text(v, false)
			if v != nil && !isNumber(v) {
				numeric[j] = false
				s = Abbreviate(s, MaxWidth)
			}
			cells[i][j] = s
			width[j] = max(width[j], utf8.RuneCountInString(s))
		}
	}
	var b strings.Builder
	line := func(vals []string) {
		b.Reset()
		for j, s := range vals {
			pad := strings.Repeat(" ", width[j]-utf8.RuneCountInString(s))
			if j > 0 {
				b.WriteString("  ")
			}
			if numeric[j] {
				b.WriteString(pad + s)
			} else if j == len(vals)-1 {
				b.WriteString(s)
			} else {
				b.WriteString(s + pad)
			}
		}
		fmt.Fprintln(w, strings.TrimRight(b.String(), " "))
	}
	line(r.Columns)
	rule := make([]string, len(width))
	for j, n := range width {
		rule[j] = strings.Repeat("-", n)
	}
	line(rule)
	for _, row := range cells {
		line(row)
	}
	if len(r.Rows) == 0 {
		fmt.Fprintln(w, "(no rows)")
	}
	return nil
}

func writeCSV(w io.Writer, r *Result) error {
	cw := csv.NewWriter(w)
	if err := cw.Write(r.Columns); err != nil {
		return err
	}
	for _, row := range r.Rows {
		rec := make([]string, len(row))
		for j, v := range row {
			rec[j] = text(v, true)
		}
		if err := cw.Write(rec); err != nil {
			return err
		}
	}
	cw.Flush()
	return cw.Error()
}

// writeJSON writes an array of objects, one per row, keys in column order.
func writeJSON(w io.Writer, r *Result) error {
	var b strings.Builder
	b.WriteString("[")
	for i, row := range r.Rows {
		if i > 0 {
			b.WriteString(",")
		}
		b.WriteString("\n  {")
		for j, v := range row {
			if j > 0 {
				b.WriteString(", ")
			}
			k, _ := marshal(r.Columns[j])
			b.Write(k)
			b.WriteString(": ")
			val, err := jsonValue(v)
			if err != nil {
				return fmt.Errorf("column %s: %w", r.Columns[j], err)
			}
			b.Write(val)
		}
		b.WriteString("}")
	}
	if len(r.Rows) > 0 {
		b.WriteString("\n")
	}
	b.WriteString("]\n")
	_, err := io.WriteString(w, b.String())
	return err
}

// marshal is json.Marshal without HTML escaping: <init> stays readable.
func marshal(v any) ([]byte, error) {
	var buf strings.Builder
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return []byte(strings.TrimSuffix(buf.String(), "\n")), nil
}

func jsonValue(v any) ([]byte, error) {
	switch x := v.(type) {
	case float64:
		if math.IsNaN(x) || math.IsInf(x, 0) {
			return marshal(strconv.FormatFloat(x, 'g', -1, 64))
		}
	case float32:
		return jsonValue(float64(x))
	case *big.Int:
		return []byte(x.String()), nil
	case fmt.Stringer:
		if _, isTime := v.(time.Time); !isTime {
			return marshal(x.String())
		}
	}
	return marshal(v)
}

func isNumber(v any) bool {
	switch v.(type) {
	case int, int8, int16, int32, int64, uint, uint8, uint16, uint32, uint64, float32, float64, *big.Int:
		return true
	}
	return false
}

// text renders a value; exact keeps every digit of floats (CSV), otherwise floats are
// shown as a person would write them.
func text(v any, exact bool) string {
	switch x := v.(type) {
	case nil:
		return ""
	case string:
		return x
	case []byte:
		return string(x)
	case float64:
		if exact {
			return strconv.FormatFloat(x, 'g', -1, 64)
		}
		return strconv.FormatFloat(x, 'f', -1, 64)
	case float32:
		return text(float64(x), exact)
	case time.Time:
		return x.Format(time.RFC3339Nano)
	case bool:
		return strconv.FormatBool(x)
	case []any, map[string]any:
		data, err := json.Marshal(x)
		if err == nil {
			return string(data)
		}
	}
	return fmt.Sprint(v)
}

// Abbreviate shortens s to at most n characters for display: first the package parts of
// Java names (java.util.HashMap.put -> j.u.HashMap.put), then the middle of what is left.
// Leading indentation is kept.
func Abbreviate(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	body := strings.TrimLeft(s, " ")
	indent := s[:len(s)-len(body)]
	fields := strings.FieldsFunc(body, func(r rune) bool { return r == ' ' || r == '>' || r == ',' || r == '(' || r == ')' })
	for _, f := range fields {
		if short := shortPackages(f); short != f {
			body = strings.Replace(body, f, short, 1)
		}
	}
	s = indent + body
	// A call chain loses whole frames from the middle first.
	if parts := strings.Split(body, " > "); len(parts) > 2 && utf8.RuneCountInString(s) > n {
		for len(parts) > 2 {
			s = indent + strings.Join([]string{parts[0], "…", parts[len(parts)-1]}, " > ")
			if mid := parts[1 : len(parts)-1]; len(mid) > 1 {
				s = indent + parts[0] + " > … > " + strings.Join(mid[1:], " > ") + " > " + parts[len(parts)-1]
			}
			if utf8.RuneCountInString(s) <= n {
				return s
			}
			parts = append(parts[:1], parts[2:]...)
		}
	}
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	keep := n - 1
	head := keep / 2
	return string(r[:head]) + "…" + string(r[len(r)-(keep-head):])
}

// shortPackages abbreviates the lower-case package segments of a dotted Java name.
func shortPackages(name string) string {
	parts := strings.Split(name, ".")
	if len(parts) < 3 {
		return name
	}
	changed := false
	for i := 0; i < len(parts)-2; i++ {
		p := parts[i]
		if p == "" || !isLowerStart(p) || len(p) == 1 {
			break
		}
		parts[i] = p[:1]
		changed = true
	}
	if !changed {
		return name
	}
	return strings.Join(parts, ".")
}

func isLowerStart(s string) bool {
	r, _ := utf8.DecodeRuneInString(s)
	return r >= 'a' && r <= 'z'
}
