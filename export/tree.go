// This file gives the export formats the calling context tree (package cctree) under short
// names, and the order in which they list a context's callees.

package export

import (
	"sort"
	"strings"

	"github.com/crossprof/crossprof/cctree"
)

type (
	tree      = cctree.Tree
	node      = cctree.Node
	method    = cctree.Method
	traceInfo = cctree.Trace
)

var loadTree = cctree.Load

// sortNodes orders node ids by thread (per-thread trees), call site, class, method name and
// descriptor, then id: an order that depends on the program, not on how ids were assigned,
// so that the text formats of two runs of the same program compare line by line.
func sortNodes(t *tree, ids []int32) {
	sort.Slice(ids, func(i, j int) bool {
		a, b := t.Node(ids[i]), t.Node(ids[j])
		if a.Thread.Int32 != b.Thread.Int32 {
			return a.Thread.Int32 < b.Thread.Int32
		}
		if a.Site != b.Site {
			return a.Site < b.Site
		}
		ma, mb := t.Methods[a.Method], t.Methods[b.Method]
		if c := strings.Compare(ma.Class, mb.Class); c != 0 {
			return c < 0
		}
		if c := strings.Compare(ma.Name, mb.Name); c != 0 {
			return c < 0
		}
		if c := strings.Compare(ma.Descriptor, mb.Descriptor); c != 0 {
			return c < 0
		}
		return a.ID < b.ID
	})
}

// StartTime is when the traced run started, or the zero time if the manifest did not say.
