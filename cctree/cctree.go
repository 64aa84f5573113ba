// Package cctree loads a trace's calling context tree from a crossprof database into
// memory: the trace's row, its contexts in node order with their children, and the methods
// they run. The exporters and the report read the tree through it.
package cctree

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"
)

// Trace is a trace's row in the traces table.
type Trace struct {
	ID            int32
	Name          string
	MainClass     string
	BlockAnalysis string
	Threads       string // merged or per-thread
	Complete      bool
	Bytecodes     int64
	Invocations   int64
	Started       sql.NullTime
	WallSeconds   sql.NullFloat64
}

// Node is a calling context, a row of cct_nodes.
type Node struct {
	ID, Parent  int32 // parent 0 for a root
	Thread      sql.NullInt32
	Method      int32
	Site        int32 // callsite_index: JP2's 1-based instruction position in the caller, -1 for a root
	PC          int32 // callsite_pc: the call site's pc in the caller, -1 for a root
	Calls       int64
	Exceptional int64
	Self        int64 // bytecodes executed in the context's own code
	Inclusive   int64 // self plus every descendant context's
	Children    []int32
}

// Method is a row of methods with its class's source file.
type Method struct {
	Class, Name, Descriptor string
	SourceFile              sql.NullString
}

// Qualified is the method's name as Java tools print it: java.lang.String.length.
func (m *Method) Qualified() string { return m.Class + "." + m.Name }

// Tree is a trace's calling context tree held in memory. Node ids are dense from 1 with
// parents before children (queries/build/cct.sql numbers them so), so Nodes[id-1] is node
// id and a parent always precedes its children.
type Tree struct {
	Trace   Trace
	Nodes   []Node
	Roots   []int32
	Methods map[int32]*Method
}

// Node returns context id (1..len(Nodes)).
func (t *Tree) Node(id int32) *Node { return &t.Nodes[id-1] }

// Load reads trace id's contexts and their methods. Children lists are in node id order;
// each reader sorts them as it needs.
func Load(ctx context.Context, db *sql.DB, id int32) (*Tree, error) {
	t := &Tree{Methods: map[int32]*Method{}}
	ti := &t.Trace
	err := db.QueryRowContext(ctx, `
		SELECT trace_id, name, main_class, block_analysis, cct_threads, complete, bytecodes, invocations,
		       started, wall_seconds
		FROM traces WHERE trace_id = ? AND status = 'ready'`, id).Scan(
		&ti.ID, &ti.Name, &ti.MainClass, &ti.BlockAnalysis, &ti.Threads, &ti.Complete, &ti.Bytecodes,
		&ti.Invocations, &ti.Started, &ti.WallSeconds)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, fmt.Errorf("no trace %d in the database", id)
	}
	if err != nil {
		return nil, fmt.Errorf("reading trace %d: %w", id, err)
	}
	rows, err := db.QueryContext(ctx, `
		SELECT node_id, coalesce(parent_id, 0), thread_id, method_id, callsite_index, callsite_pc, calls,
		       exceptional_exits, bytecodes_self, bytecodes_inclusive
		FROM cct_nodes WHERE trace_id = ? ORDER BY node_id`, id)
	if err != nil {
		return nil, fmt.Errorf("reading the calling contexts of trace %d: %w", id, err)
	}
	defer rows.Close()
	for rows.Next() {
		var n Node
		if err := rows.Scan(&n.ID, &n.Parent, &n.Thread, &n.Method, &n.Site, &n.PC, &n.Calls, &n.Exceptional,
			&n.Self, &n.Inclusive); err != nil {
			return nil, fmt.Errorf("reading the calling contexts of trace %d: %w", id, err)
		}
		// Checked rather than assumed: readers index nodes by id and walk up to roots.
		if int(n.ID) != len(t.Nodes)+1 || n.Parent < 0 || n.Parent >= n.ID {
			return nil, fmt.Errorf("trace %d: cct_nodes is not numbered densely with parents first (node %d, parent %d after %d nodes): rebuild it with crossprof ingest --replace",
				id, n.ID, n.Parent, len(t.Nodes))
		}
		t.Nodes = append(t.Nodes, n)
		if n.Parent == 0 {
			t.Roots = append(t.Roots, n.ID)
		} else {
			p := t.Node(n.Parent)
			p.Children = append(p.Children, n.ID)
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
func (t *Tree) loadMethods(ctx context.Context, db *sql.DB) error {
	rows, err := db.QueryContext(ctx, `
		SELECT m.method_id, m.class_name, m.name, m.descriptor, c.source_file
		FROM methods m LEFT JOIN classes c ON c.trace_id = m.trace_id AND c.class_id = m.class_id
		WHERE m.trace_id = $1 AND m.method_id IN (SELECT method_id FROM cct_nodes WHERE trace_id = $1)`, t.Trace.ID)
	if err != nil {
		return fmt.Errorf("reading the methods of trace %d: %w", t.Trace.ID, err)
	}
	defer rows.Close()
	for rows.Next() {
		var id int32
		m := &Method{}
		if err := rows.Scan(&id, &m.Class, &m.Name, &m.Descriptor, &m.SourceFile); err != nil {
			return fmt.Errorf("reading the methods of trace %d: %w", t.Trace.ID, err)
		}
		t.Methods[id] = m
	}
	if err := rows.Err(); err != nil {
		return fmt.Errorf("reading the methods of trace %d: %w", t.Trace.ID, err)
	}
	for i := range t.Nodes {
		if t.Methods[t.Nodes[i].Method] == nil {
			return fmt.Errorf("trace %d: context %d runs method %d, which is not in the methods table", t.Trace.ID, t.Nodes[i].ID, t.Nodes[i].Method)
		}
	}
	return nil
}

// StartTime is when the traced run started, or the zero time if the trace does not say.
func (ti *Trace) StartTime() time.Time {
	if ti.Started.Valid {
		return ti.Started.Time
	}
	return time.Time{}
}
