// This file loads what every format needs: the trace's row in traces, its calling contexts
// and the methods they run.

package export

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"sort"
	"strings"
	"time"
)

// traceInfo is a trace's row in the traces table.
type traceInfo struct {
	id            int32
	name          string
	mainClass     string
	blockAnalysis string
	threads       string // merged or per-thread
	complete      bool
	bytecodes     int64
	invocations   int64
	started       sql.NullTime
	wallSeconds   sql.NullFloat64
}

// node is a calling context, a row of cct_nodes.
type node struct {
	id, parent  int32 // parent 0 for a root
	thread      sql.NullInt32
	method      int32
	site        int32 // callsite_index: JP2's 1-based instruction position in the caller
	calls       int64
	exceptional int64
	self        int64 // bytecodes executed in the context's own code
	inclusive   int64 // self plus every descendant context's
	children    []int32
}

// method is a row of methods with its class's source file.
type method struct {
	class, name, descriptor string
	sourceFile              sql.NullString
}

// qualified is the method's name as Java tools print it: java.lang.String.length.
func (m *method) qualified() string { return m.class + "." + m.name }

// tree is a trace's calling context tree held in memory. Node ids are dense from 1 with
// parents before children (queries/build/cct.sql numbers them so), so nodes[id-1] is node
// id and a parent always precedes its children.
type tree struct {
	trace   traceInfo
	nodes   []node
	roots   []int32
	methods map[int32]*method
}

func (t *tree) node(id int32) *node { return &t.nodes[id-1] }

// loadTree reads trace id's contexts and their methods. Children lists are in node id order;
// each format sorts them as it needs.
func loadTree(ctx context.Context, db *sql.DB, id int32) (*tree, error) {
	t := &tree{methods: map[int32]*method{}}
	ti := &t.trace
	err := db.QueryRowContext(ctx, `
		SELECT trace_id, name, main_class, block_analysis, cct_threads, complete, bytecodes, invocations,
		       started, wall_seconds
		FROM traces WHERE trace_id = ? AND status = 'ready'`, id).Scan(
		&ti.id, &ti.name, &ti.mainClass, &ti.blockAnalysis, &ti.threads, &ti.complete, &ti.bytecodes,
		&ti.invocations, &ti.started, &ti.wallSeconds)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, fmt.Errorf("no trace %d in the database", id)
	}
	if err != nil {
		return nil, fmt.Errorf("reading trace %d: %w", id, err)
	}
	rows, err := db.QueryContext(ctx, `
		SELECT node_id, coalesce(parent_id, 0), thread_id, method_id, callsite_index, calls,
		       exceptional_exits, bytecodes_self, bytecodes_inclusive
		FROM cct_nodes WHERE trace_id = ? ORDER BY node_id`, id)
	if err != nil {
		return nil, fmt.Errorf("reading the calling contexts of trace %d: %w", id, err)
	}
	defer rows.Close()
	for rows.Next() {
		var n node
		if err := rows.Scan(&n.id, &n.parent, &n.thread, &n.method, &n.site, &n.calls, &n.exceptional,
			&n.self, &n.inclusive); err != nil {
			return nil, fmt.Errorf("reading the calling contexts of trace %d: %w", id, err)
		}
		// Checked rather than assumed: the formats index nodes by id and walk up to roots.
		if int(n.id) != len(t.nodes)+1 || n.parent < 0 || n.parent >= n.id {
			return nil, fmt.Errorf("trace %d: cct_nodes is not numbered densely with parents first (node %d, parent %d after %d nodes): rebuild it with crossprof ingest --replace",
				id, n.id, n.parent, len(t.nodes))
		}
		t.nodes = append(t.nodes, n)
		if n.parent == 0 {
			t.roots = append(t.roots, n.id)
		} else {
			p := t.node(n.parent)
			p.children = append(p.children, n.id)
		}
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("reading the calling contexts of trace %d: %w", id, err)
	}
	rows.Close()
	if err := t.loadMethods(ctx, db); err != nil {
		return nil, err
	}
	return t, nil
}

// loadMethods reads the methods that appear in the tree, not every method of every loaded
// class, which is most of the methods table.
func (t *tree) loadMethods(ctx context.Context, db *sql.DB) error {
	rows, err := db.QueryContext(ctx, `
		SELECT m.method_id, m.class_name, m.name, m.descriptor, c.source_file
		FROM methods m LEFT JOIN classes c ON c.trace_id = m.trace_id AND c.class_id = m.class_id
		WHERE m.trace_id = $1 AND m.method_id IN (SELECT method_id FROM cct_nodes WHERE trace_id = $1)`, t.trace.id)
	if err != nil {
		return fmt.Errorf("reading the methods of trace %d: %w", t.trace.id, err)
	}
	defer rows.Close()
	for rows.Next() {
		var id int32
		m := &method{}
		if err := rows.Scan(&id, &m.class, &m.name, &m.descriptor, &m.sourceFile); err != nil {
			return fmt.Errorf("reading the methods of trace %d: %w", t.trace.id, err)
		}
		t.methods[id] = m
	}
	if err := rows.Err(); err != nil {
		return fmt.Errorf("reading the methods of trace %d: %w", t.trace.id, err)
	}
	for i := range t.nodes {
		if t.methods[t.nodes[i].method] == nil {
			return fmt.Errorf("trace %d: context %d runs method %d, which is not in the methods table", t.trace.id, t.nodes[i].id, t.nodes[i].method)
		}
	}
	return nil
}

// sortNodes orders node ids by thread (per-thread trees), call site, class, method name and
// descriptor, then id: an order that depends on the program, not on how ids were assigned,
// so that the text formats of two runs of the same program compare line by line.
func (t *tree) sortNodes(ids []int32) {
	sort.Slice(ids, func(i, j int) bool {
		a, b := t.node(ids[i]), t.node(ids[j])
		if a.thread.Int32 != b.thread.Int32 {
			return a.thread.Int32 < b.thread.Int32
		}
		if a.site != b.site {
			return a.site < b.site
		}
		ma, mb := t.methods[a.method], t.methods[b.method]
		if c := strings.Compare(ma.class, mb.class); c != 0 {
			return c < 0
		}
		if c := strings.Compare(ma.name, mb.name); c != 0 {
			return c < 0
		}
		if c := strings.Compare(ma.descriptor, mb.descriptor); c != 0 {
			return c < 0
		}
		return a.id < b.id
	})
}

// startTime is when the traced run started, or the zero time if the manifest did not say.
func (ti *traceInfo) startTime() time.Time {
	if ti.started.Valid {
		return ti.started.Time
	}
	return time.Time{}
}
