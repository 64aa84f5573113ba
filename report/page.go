// This file builds the page: the data as JSON, filled into the embedded template with the
// style sheet and the script.

package report

import (
	"context"
	"database/sql"
	_ "embed"
	"encoding/json"
	"fmt"
	"html"
	"io"
	"strings"
	"text/template"

	"github.com/crossprof/crossprof/queries"
	"github.com/crossprof/crossprof/tabular"
)

//go:embed page.html
var pageHTML string

//go:embed style.css
var styleCSS string

//go:embed app.js
var appJS string

var page = template.Must(template.New("page").Delims("{{", "}}").Parse(pageHTML))

// DefaultDepth is the depth limit the page starts with.
const DefaultDepth = 8

// Options select what a report shows.
type Options struct {
	TraceID int32
	RunID   int64 // cost run; 0 for the trace's latest of crossprof cost, if any
	// Threshold is the bottlenecks query's threshold parameter (percent); 0 means 10.
	Threshold float64
}

// Write loads the tree of opts.TraceID and writes the report page to w.
func Write(ctx context.Context, db *sql.DB, opts Options, w io.Writer) (*Tree, error) {
	t, err := Load(ctx, db, opts.TraceID, opts.RunID)
	if err != nil {
		return nil, err
	}
	bn, err := RunBottlenecks(ctx, db, t, opts.Threshold)
	if err != nil {
		return nil, err
	}
	return t, WritePage(w, t, bn)
}

// Bottlenecks is the output of the bottlenecks query for one metric: its columns and rows,
// or the error it failed with.
type Bottlenecks struct {
	Columns []string `json:"columns"`
	Rows    [][]any  `json:"rows"`
	Error   string   `json:"error,omitempty"`
}

// RunBottlenecks runs the named query "bottlenecks" (threshold in percent, 0 for 10) for
// every metric of the tree but equal weight, or returns nil when there is no such query. A
// failing query is reported in the page, not as an error: the chart is useful without it.
func RunBottlenecks(ctx context.Context, db *sql.DB, t *Tree, threshold float64) (map[Metric]*Bottlenecks, error) {
	if threshold == 0 {
		threshold = 10
	}
	q := queries.Lookup("bottlenecks")
	if q == nil {
		return nil, nil
	}
	conn, err := db.Conn(ctx)
	if err != nil {
		return nil, err
	}
	defer conn.Close()
	out := map[Metric]*Bottlenecks{}
	for _, m := range t.Metrics() {
		if m == Equal {
			continue
		}
		b := &Bottlenecks{}
		out[m] = b
		if err := runBottlenecks(ctx, conn, q, t, m, threshold, b); err != nil {
			b.Columns, b.Rows = nil, nil
			b.Error = strings.TrimSpace(strings.SplitN(err.Error(), "\n", 2)[0])
		}
	}
	return out, nil
}

func runBottlenecks(ctx context.Context, conn *sql.Conn, q *queries.Query, t *Tree, m Metric, threshold float64, b *Bottlenecks) error {
	vals := map[string]string{"threshold": fmt.Sprint(threshold), "metric": string(m), "run": "null"}
	if m == Cycles {
		vals["run"] = fmt.Sprint(t.RunID)
	}
	rows, err := conn.QueryContext(ctx, q.Call(t.TraceID, vals))
	if err != nil {
		return err
	}
	res, err := tabular.Read(rows)
	rows.Close()
	if err != nil {
		return err
	}
	// JSON carries numbers, strings and booleans as they are; anything else as its text.
	for _, vals := range res.Rows {
		for i, v := range vals {
			switch x := v.(type) {
			case []byte:
				vals[i] = string(x)
			case nil, string, bool, int8, int16, int32, int64, uint8, uint16, uint32, uint64, float32, float64, int, uint:
			default:
				vals[i] = fmt.Sprint(x)
			}
		}
	}
	b.Columns, b.Rows = res.Columns, res.Rows
	return nil
}

// pageData is the JSON the page reads. Per-node arrays are indexed by node id, 0 being the
// virtual root.
type pageData struct {
	Trace       map[string]any          `json:"trace"`
	Run         map[string]any          `json:"run,omitempty"`
	RunNote     string                  `json:"runNote,omitempty"`
	Metrics     []Metric                `json:"metrics"`
	Centre      int32                   `json:"centre"`
	Depth       int                     `json:"depth"`
	MinAngle    float64                 `json:"minAngle"`
	Methods     [][3]string             `json:"methods"`
	Parent      []int32                 `json:"parent"`
	Method      []int32                 `json:"method"`
	Site        []int32                 `json:"site"`
	PC          []int32                 `json:"pc"`
	Calls       []int64                 `json:"calls"`
	Self        map[Metric][]int64      `json:"self"`
	Incl        map[Metric][]int64      `json:"incl"`
	Bottlenecks map[Metric]*Bottlenecks `json:"bottlenecks"`
	Check       map[Metric][][]float64  `json:"check"` // Go's layout of the first view
}

// WritePage writes the report page of tree t with the bottleneck lists bn (nil: none).
func WritePage(w io.Writer, t *Tree, bn map[Metric]*Bottlenecks) error {
	d := pageData{
		Trace:   map[string]any{"id": t.TraceID, "name": t.TraceName, "main": t.MainClass, "contexts": t.Len()},
		Metrics: t.Metrics(), Centre: t.Centre(), Depth: DefaultDepth, MinAngle: MinAngle,
		Parent: t.Parent, Method: t.Method, Site: t.Site, PC: t.PC, Calls: t.Calls,
		Self: map[Metric][]int64{}, Incl: map[Metric][]int64{}, Bottlenecks: bn, Check: map[Metric][][]float64{},
	}
	d.RunNote = t.RunNote
	if t.RunID != 0 {
		d.Run = map[string]any{"id": t.RunID, "model": t.Model}
		if t.Run != nil {
			d.Run["variant"], d.Run["params"], d.Run["describe"] = t.Run.Variant, t.Run.Params, t.Run.Describe()
		}
	}
	for _, m := range t.Methods {
		d.Methods = append(d.Methods, [3]string{m.Class, m.Name, m.Descriptor})
	}
	for _, m := range t.Metrics() {
		if m == Cycles || m == Bytecodes {
			self := make([]int64, len(t.Parent))
			for id := range self {
				self[id] = t.Self(m, int32(id))
			}
			d.Self[m] = self
		}
		d.Incl[m] = t.Inclusive(m)
		var segs [][]float64
		for _, s := range t.Layout(m, d.Centre, DefaultDepth, MinAngle) {
			other := 0.0
			if s.Other {
				other = 1
			}
			segs = append(segs, []float64{float64(s.Node), other, float64(s.Depth), s.Start, s.End})
		}
		d.Check[m] = segs
	}
	data, err := json.Marshal(d) // escapes <, > and &: safe inside a script element
	if err != nil {
		return err
	}
	return page.Execute(w, map[string]any{
		"Title": html.EscapeString(fmt.Sprintf("crossprof report: trace %d (%s)", t.TraceID, t.TraceName)),
		"CSS":   styleCSS, "JS": appJS, "Data": string(data),
	})
}
