// This file writes folded stacks.

package export

import (
	"bufio"
	"context"
	"database/sql"
	"fmt"
	"io"
	"sort"
	"strconv"
)

// WriteCollapsed writes trace id's calling context tree as folded stacks, the input of
// Brendan Gregg's flamegraph.pl, Speedscope and inferno: one line per stack,
//
//	Demo.main;Demo.sumAreas;Square.area 12
//
// frames from the root to the leaf as class.method (java.lang.String.length), then the
// bytecodes executed in the leaf's own code. Contexts that executed no bytecodes of their
// own (natives, or callers whose work is all in callees) have no line: their callees' lines
// carry them. Per-thread trees start every stack with a "thread N" frame.
//
// Folded stacks have no call sites, so contexts that differ only in call sites (Square.<init>
// called from two places in main) fold to the same stack; they are written as one line with
// their bytecodes added up, since several of the tools expect each stack once.
//
// Lines are sorted frame by frame from the root (a stack's line comes before its callees'),
// so two exports of the same trace are identical and diff well. That is the order of sort(1)
// except where a frame name is a prefix of a sibling's followed by a character before ';'
// (Main.test1 and Main.test10), which the tools do not mind. The stacks are written as the
// tree is walked rather than collected and sorted, so memory stays proportional to the
// number of contexts even when deep recursion makes the output huge.
func WriteCollapsed(ctx context.Context, db *sql.DB, id int32, w io.Writer) error {
	t, err := loadTree(ctx, db, id)
	if err != nil {
		return err
	}
	// The contexts merged by name: frames[0] is a virtual root, above the roots (and above
	// the "thread N" frames of per-thread trees).
	type frame struct {
		name     string
		self     int64
		children []int32
	}
	frames := []frame{{}}
	type key struct {
		parent int32
		name   string
	}
	index := map[key]int32{}
	child := func(parent int32, name string) int32 {
		k := key{parent, name}
		f, ok := index[k]
		if !ok {
			f = int32(len(frames))
			frames = append(frames, frame{name: name})
			frames[parent].children = append(frames[parent].children, f)
			index[k] = f
		}
		return f
	}
	of := make([]int32, len(t.Nodes)) // the frame of each context
	for i := range t.Nodes {
		n := &t.Nodes[i]
		var parent int32
		switch {
		case n.Parent != 0:
			parent = of[n.Parent-1]
		case n.Thread.Valid:
			parent = child(0, fmt.Sprintf("thread %d", n.Thread.Int32))
		}
		of[i] = child(parent, t.Methods[n.Method].Qualified())
		frames[of[i]].self += n.Self
	}
	index = nil

	bw := bufio.NewWriterSize(w, 1<<16)
	var stack []byte
	var walk func(f int32)
	walk = func(f int32) {
		if err == nil {
			err = ctx.Err()
		}
		if err != nil {
			return
		}
		fr := &frames[f]
		mark := len(stack)
		if f != 0 {
			if mark > 0 {
				stack = append(stack, ';')
			}
			stack = append(stack, fr.name...)
			if fr.self > 0 {
				bw.Write(stack)
				bw.WriteByte(' ')
				bw.WriteString(strconv.FormatInt(fr.self, 10))
				bw.WriteByte('\n')
			}
		}
		sort.Slice(fr.children, func(i, j int) bool { return frames[fr.children[i]].name < frames[fr.children[j]].name })
		for _, c := range fr.children {
			walk(c)
		}
		stack = stack[:mark]
	}
	walk(0)
	if err != nil {
		return err
	}
	return bw.Flush()
}
