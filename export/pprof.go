// This file writes pprof's profile.proto.

package export

import (
	"context"
	"database/sql"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/google/pprof/profile"

	"github.com/crossprof/crossprof/cost"
)

// WritePprof writes trace id's calling context tree as a gzipped pprof profile, which
// go tool pprof, Speedscope and Pyroscope read.
//
// Each calling context is one sample whose stack is the chain of methods from the context
// up to its root. pprof has no calling contexts, only stacks of locations, so each context
// gets its own Location (ID and Address are the cct_nodes node_id): two contexts of the same
// method reached through different call sites stay apart (go tool pprof -addresses shows
// them apart; by default pprof merges locations by function). A Location's line is 0: the
// database has no line number tables.
//
// Functions are methods: Name is "java.lang.String.length", SystemName adds the JVM
// descriptor (so overloads differ), Filename is the class's package directory and
// SourceFile attribute (java/lang/String.java) when the class has one.
//
// Sample values are "bytecodes" (executed in the context's own code, the default) and
// "calls" (invocations of the context), so pprof's flat is self and cum is inclusive.
// Per-thread trees label each sample with its "thread" (go tool pprof -tagfocus='thread=^1$').
//
// profile.proto stores each sample's whole stack, so the profile's size, and the memory
// that writing it takes, grow with contexts times depth: the 58,000 contexts of
// testdata/programs/StackOverflow, nested 12,000 deep, make a 650 MB profile.
func WritePprof(ctx context.Context, db *sql.DB, id int32, w io.Writer) error {
	t, err := loadTree(ctx, db, id)
	if err != nil {
		return err
	}
	cycles, err := nodeCycles(ctx, db, id)
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
			"bytecodes: executed in the context's own code; calls: invocations; one location per calling context (address = cct_nodes.node_id)",
		},
	}
	if cycles != nil {
		p.SampleType = append(p.SampleType, &profile.ValueType{Type: "cycles", Unit: "count"})
		p.Comments = append(p.Comments, "cycles: the context's own cycles in the trace's latest cost run (crossprof cost)")
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
		File: fmt.Sprintf("crossprof trace %d (%s)", t.Trace.ID, t.Trace.Name), HasFunctions: true, HasFilenames: true}
	p.Mapping = []*profile.Mapping{mapping}
	funcs := map[int32]*profile.Function{}
	locs := make([]*profile.Location, len(t.Nodes))
	for i := range t.Nodes {
		n := &t.Nodes[i]
		f := funcs[n.Method]
		if f == nil {
			m := t.Methods[n.Method]
			f = &profile.Function{
				ID:         uint64(len(p.Function) + 1),
				Name:       m.Qualified(),
				SystemName: m.Qualified() + m.Descriptor,
				Filename:   sourcePath(m),
			}
			funcs[n.Method] = f
			p.Function = append(p.Function, f)
		}
		locs[i] = &profile.Location{ID: uint64(n.ID), Mapping: mapping, Address: uint64(n.ID), Line: []profile.Line{{Function: f}}}
	}
	p.Location = locs

	// A context's stack is a suffix of each of its descendants' stacks, so the stacks share
	// arrays: walking the contexts children first, one array is made from each context that
	// has none yet up to its root, and the ancestors without one get suffixes of it. Deep
	// recursion then needs memory in proportion to the contexts, not contexts times depth.
	stacks := make([][]*profile.Location, len(t.Nodes))
	for i := len(t.Nodes) - 1; i >= 0; i-- {
		if stacks[i] != nil {
			continue
		}
		if err := ctx.Err(); err != nil {
			return err
		}
		var stack []*profile.Location
		for id := t.Nodes[i].ID; id != 0; id = t.Node(id).Parent {
			stack = append(stack, locs[id-1])
		}
		stack = stack[:len(stack):len(stack)]
		for j, id := 0, t.Nodes[i].ID; id != 0 && stacks[id-1] == nil; j, id = j+1, t.Node(id).Parent {
			stacks[id-1] = stack[j:]
		}
	}
	p.Sample = make([]*profile.Sample, len(t.Nodes))
	for i := range t.Nodes {
		n := &t.Nodes[i]
		s := &profile.Sample{Location: stacks[i], Value: []int64{n.Self, n.Calls}}
		if cycles != nil {
			s.Value = append(s.Value, cycles[n.ID])
		}
		if n.Thread.Valid {
			// A string label: pprof drops numeric labels whose value is 0, thread 0 included.
			s.Label = map[string][]string{"thread": {strconv.Itoa(int(n.Thread.Int32))}}
		}
		p.Sample[i] = s
	}
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

// nodeCycles returns the self cycles per calling context of the trace's latest cost run
// (crossprof cost), which WritePprof adds as a third sample type, "cycles"; nil when the trace
// has not been costed, so that no profile carries cycles that were not computed.
func nodeCycles(ctx context.Context, db *sql.DB, id int32) (map[int32]int64, error) {
	_, _, cycles, err := cost.SelfCycles(ctx, db, id, 0)
	return cycles, err
}
