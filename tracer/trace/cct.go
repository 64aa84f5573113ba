// This file builds the calling context tree of a loaded trace in Go: the reference against
// which the SQL reconstruction is tested, and what `crossprof demo` prints before ingest.

package trace

import (
	"sort"
)

// Node is a calling context: a method reached through a particular chain of call sites.
type Node struct {
	Method        int32
	CallsiteIndex int32 // in the parent's method, -1 for a root
	CallsitePC    int32
	Calls         int64 // invocations in this context
	Exceptional   int64 // of which ended by an exception
	Self          int64 // bytecodes executed in this context's own code
	Inclusive     int64 // Self plus the callees'
	Blocks        map[int32]int64
	Children      []*Node
	Parent        *Node
	childIndex    map[nodeKey]*Node
}

type nodeKey struct {
	method, site int32
}

// CCT builds the calling context tree of tr with all threads merged under one virtual root
// (whose Method is -1), as JP2 does. Contexts are keyed by (parent context, method, call
// site index).
func (tr *Trace) CCT() *Node {
	root := &Node{Method: -1, CallsiteIndex: -1, CallsitePC: -1}
	calls := make([]int, len(tr.Calls))
	for i := range calls {
		calls[i] = i
	}
	// Parents enter before their children: process calls in entry order.
	sort.Slice(calls, func(a, b int) bool { return tr.Calls[calls[a]].SeqEnter < tr.Calls[calls[b]].SeqEnter })
	nodeOf := make(map[int64]*Node, len(tr.Calls))
	for _, i := range calls {
		c := &tr.Calls[i]
		parent := root
		if c.Parent != 0 {
			parent = nodeOf[c.Parent]
		}
		n := parent.child(c.Method, c.CallsiteIndex, c.CallsitePC)
		n.Calls++
		if c.Exceptional {
			n.Exceptional++
		}
		nodeOf[c.Call] = n
	}
	blen, index := tr.blockShapes()
	method := make(map[int64]int32, len(tr.Calls))
	for _, c := range tr.Calls {
		method[c.Call] = c.Method
	}
	for _, c := range tr.Counts {
		n := nodeOf[c.Call]
		if n.Blocks == nil {
			n.Blocks = map[int32]int64{}
		}
		if c.EndPC < 0 {
			n.Blocks[c.Block] += c.Count
		}
		n.Self += executed(blen, index, method[c.Call], c.BlockCount)
	}
	root.sum()
	return root
}

type blockKey struct{ m, b int32 }
type pcKey struct{ m, pc int32 }

// blockShapes returns block lengths and instruction positions (pcKey{m, -1-block} maps to a
// block's first index).
func (tr *Trace) blockShapes() (map[blockKey]int32, map[pcKey]int32) {
	blen := map[blockKey]int32{}
	index := map[pcKey]int32{}
	for _, b := range tr.Blocks {
		blen[blockKey{b.Method, b.Block}] = b.Instructions
		index[pcKey{b.Method, -1 - b.Block}] = b.FirstIndex
	}
	for _, in := range tr.Instructions {
		index[pcKey{in.Method, in.PC}] = in.Index
	}
	return blen, index
}

func (n *Node) child(method, site, pc int32) *Node {
	k := nodeKey{method, site}
	if c := n.childIndex[k]; c != nil {
		return c
	}
	if n.childIndex == nil {
		n.childIndex = map[nodeKey]*Node{}
	}
	c := &Node{Method: method, CallsiteIndex: site, CallsitePC: pc, Parent: n}
	n.childIndex[k] = c
	n.Children = append(n.Children, c)
	return c
}

func (n *Node) sum() int64 {
	n.Inclusive = n.Self
	for _, c := range n.Children {
		n.Inclusive += c.sum()
	}
	return n.Inclusive
}
