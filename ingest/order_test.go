package ingest

import (
	"reflect"
	"testing"
)

// A tree numbered by hand:
//
//	1 ─┬─ 2 ─┬─ 4
//	   │     └─ 5 ── 7
//	   └─ 3 ── 6
//	8 (a second root)
//
// Pre-order, children in node order: 1, 2, 4, 5, 7, 3, 6, 8.
func TestPreorder(t *testing.T) {
	pre, below, err := preorder([]int64{0, 1, 1, 2, 2, 3, 5, 0})
	if err != nil {
		t.Fatal(err)
	}
	if want := []int64{1, 2, 6, 3, 4, 7, 5, 8}; !reflect.DeepEqual(pre, want) {
		t.Errorf("pre_order %v, want %v", pre, want)
	}
	if want := []int64{6, 3, 1, 0, 1, 0, 0, 0}; !reflect.DeepEqual(below, want) {
		t.Errorf("descendants %v, want %v", below, want)
	}
	if _, _, err := preorder([]int64{0, 3, 1}); err == nil {
		t.Error("a parent numbered after its child was accepted")
	}
}
