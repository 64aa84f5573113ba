// This file writes pprof's profile.proto.

package export

import (
	"context"
	"database/sql"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/google/pprof/profile"

	"github.com/crossprof/crossprof/cost"
)

// WritePprof writes trace id's calling context tree as a gzipped pprof profile, which
// go tool pprof, Speedscope and Pyroscope read, with the cycles of the trace's latest run of
// crossprof cost (see WriteOptions to choose another).
//
// Each calling context is one or more samples, one per source line its own code executed,
// whose stack is the chain of methods from the context up to its root. pprof has no calling
// contexts, only stacks of locations, so each context gets its own Locations, one per line
// (Address is the cct_nodes node_id): two contexts of the same method reached through
// different call sites stay apart (go tool pprof -addresses shows them apart; by default
// pprof merges locations by function, and -lines by line). A caller's frame is at the line
// of the call site, so go tool pprof -list shows each line's own bytecodes (flat) and those
// of the calls made there (cum). Lines come from the classes' LineNumberTable attributes
// (instructions.line); code without one is at line 0.
//
// Functions are methods: Name is "java.lang.String.length", SystemName adds the JVM
// descriptor (so overloads differ), Filename is the class's package directory and
// SourceFile attribute (java/lang/String.java) when the class has one, StartLine the
// method's first line.
//
// Sample values are "bytecodes" (executed at that line in the context's own code, the
// default), "calls" (invocations of the context) and, for a costed trace, "cycles" (the
// context's own cycles). Calls and cycles are known per context, not per line: they are the
// sample at the method's entry line (the line of its first instruction), so pprof's flat and
// cum are right per function and per context, and per line only for bytecodes.
// Per-thread trees label each sample with its "thread" (go tool pprof -tagfocus='thread=^1$').
//
// profile.proto stores each sample's whole stack, so the profile's size, and the memory
// that writing it takes, grow with samples times depth: the 58,000 contexts of
// testdata/programs/StackOverflow, nested 12,000 deep, make a profile of several hundred MB.
func WritePprof(ctx context.Context, db *sql.DB, id int32, w io.Writer) error {
	return writePprof(ctx, db, id, 0, w)
}

func writePprof(ctx context.Context, db *sql.DB, id int32, runID int64, w io.Writer) error {
	t, err := loadTree(ctx, db, id)
	if err != nil {
		return err
	}
	var run *cost.RunInfo
	var cycles map[int32]int64
	if runID >= 0 {
		if run, _, cycles, err = cost.SelfCycles(ctx, db, id, runID); err != nil {
			return err
		}
	}
	ln, err := loadLines(ctx, db, t)
	if err != nil {
		return err
	}
	p := &profile.Profile{
		SampleType: []*profile.ValueType{
			{Type: "bytecodes", Unit: "count"},
			{Type: "calls", Unit: "count"},
		},
		DefaultSampleType: "bytecodes",
		PeriodType:        &profile.ValueType{Type: "bytecodes", Unit: "count"},
		Period:            1,
		Comments: []string{
			fmt.Sprintf("crossprof trace %d (%s): %s, %d bytecodes, %d invocations, %s block analysis, %s calling context tree",
				t.Trace.ID, t.Trace.Name, t.Trace.MainClass, t.Trace.Bytecodes, t.Trace.Invocations, t.Trace.BlockAnalysis, t.Trace.Threads),
			"bytecodes: executed at the line in the context's own code; calls: invocations, at the method's entry line; one location per calling context and line (address = cct_nodes.node_id)",
		},
	}
	if run != nil {
		p.SampleType = append(p.SampleType, &profile.ValueType{Type: "cycles", Unit: "count"})
		p.Comments = append(p.Comments, "cycles: the context's own cycles, at the method's entry line, of "+run.Describe())
	}
	if start := t.Trace.StartTime(); !start.IsZero() {
		p.TimeNanos = start.UnixNano()
	}
	if t.Trace.WallSeconds.Valid {
		p.DurationNanos = int64(t.Trace.WallSeconds.Float64 * 1e9)
	}

	// The one mapping says that locations are already symbolized: without it, pprof takes
	// the addresses for machine code and complains that it cannot find the binary.
	mapping := &profile.Mapping{ID: 1, Start: 0, Limit: uint64(len(t.Nodes)) + 1,
		File: fmt.Sprintf("crossprof trace %d (%s)", t.Trace.ID, t.Trace.Name), HasFunctions: true, HasFilenames: true,
		HasLineNumbers: true}
	p.Mapping = []*profile.Mapping{mapping}
	funcs := map[int32]*profile.Function{}
	type key struct{ node, line int32 }
	locs := map[key]*profile.Location{}
	loc := func(node, line int32) *profile.Location {
		k := key{node, line}
		if l := locs[k]; l != nil {
			return l
		}
		n := t.Node(node)
		f := funcs[n.Method]
		if f == nil {
			m := t.Methods[n.Method]
			f = &profile.Function{
				ID:         uint64(len(p.Function) + 1),
				Name:       m.Qualified(),
				SystemName: m.Qualified() + m.Descriptor,
				Filename:   sourcePath(m),
				StartLine:  int64(ln.start[n.Method]),
			}
			funcs[n.Method] = f
			p.Function = append(p.Function, f)
		}
		l := &profile.Location{ID: uint64(len(p.Location) + 1), Mapping: mapping, Address: uint64(node),
			Line: []profile.Line{{Function: f, Line: int64(line)}}}
		locs[k] = l
		p.Location = append(p.Location, l)
		return l
	}

	// A sample's stack is its context's location at the line, then each caller's at the line
	// of the call site. The stack of a caller at a call site is a suffix of the stacks of the
	// samples below it, so stacks share arrays: walking the contexts children first, one array
	// is made for each stack that is no suffix of one made before, and the frames above it
	// that have none yet get suffixes of it.
	stacks := map[key][]*profile.Location{}
	stackOf := func(node, line int32) []*profile.Location {
		if s, ok := stacks[key{node, line}]; ok {
			return s
		}
		var s []*profile.Location
		for id, l := node, line; id != 0; id, l = t.Node(id).Parent, ln.site[id-1] {
			s = append(s, loc(id, l))
		}
		s = s[:len(s):len(s)]
		for j, id, l := 0, node, line; id != 0; j, id, l = j+1, t.Node(id).Parent, ln.site[id-1] {
			if _, ok := stacks[key{id, l}]; ok {
				break
			}
			stacks[key{id, l}] = s[j:]
		}
		return s
	}
	for i := len(t.Nodes) - 1; i >= 0; i-- {
		if err := ctx.Err(); err != nil {
			return err
		}
		n := &t.Nodes[i]
		entry := ln.entry[n.Method]
		var label map[string][]string
		if n.Thread.Valid {
			// A string label: pprof drops numeric labels whose value is 0, thread 0 included.
			label = map[string][]string{"thread": {strconv.Itoa(int(n.Thread.Int32))}}
		}
		self := ln.self[n.ID]
		if !slices.ContainsFunc(self, func(c lineCount) bool { return c.line == entry }) {
			self = append([]lineCount{{entry, 0}}, self...)
		}
		for _, c := range self {
			s := &profile.Sample{Location: stackOf(n.ID, c.line), Value: []int64{c.count, 0}, Label: label}
			if c.line == entry {
				s.Value[1] = n.Calls
			}
			if run != nil {
				var cy int64
				if c.line == entry {
					cy = cycles[n.ID]
				}
				s.Value = append(s.Value, cy)
			}
			p.Sample = append(p.Sample, s)
		}
	}
	slices.Reverse(p.Sample) // in node order, as the contexts
	if err := p.CheckValid(); err != nil {
		return fmt.Errorf("trace %d: building the pprof profile: %w", id, err)
	}
	return p.Write(w)
}

// sourcePath is the class's source file as Java tools name it, the package directory and
// the SourceFile attribute: java/lang/String.java for java.lang.String and for its nested
// classes. It is empty when the class file has no SourceFile attribute.
func sourcePath(m *method) string {
	if !m.SourceFile.Valid || m.SourceFile.String == "" {
		return ""
	}
	if i := strings.LastIndexByte(m.Class, '.'); i >= 0 {
		return strings.ReplaceAll(m.Class[:i], ".", "/") + "/" + m.SourceFile.String
	}
	return m.SourceFile.String
}
