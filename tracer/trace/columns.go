// This file holds the column buffers that collect rows in plain Go slices, and turns them
// into Arrow record batches when a batch is full.

package trace

import (
	"fmt"

	"github.com/apache/arrow/go/v15/arrow"
	"github.com/apache/arrow/go/v15/arrow/array"
	"github.com/apache/arrow/go/v15/arrow/memory"

	"github.com/crossprof/crossprof/schemas"
)

// column is one column's pending values.
type column interface {
	build(mem memory.Allocator) arrow.Array
	reset()
}

// col buffers values of one Go type; valid is kept only for nullable columns.
type col[T int8 | int16 | int32 | int64 | bool | string] struct {
	vals     []T
	valid    []bool
	nullable bool
}

func (c *col[T]) add(v T) {
	c.vals = append(c.vals, v)
	if c.nullable {
		c.valid = append(c.valid, true)
	}
}

func (c *col[T]) null() {
	var zero T
	c.vals = append(c.vals, zero)
	c.valid = append(c.valid, false)
}

// maybe adds v, or null when ok is false.
func (c *col[T]) maybe(v T, ok bool) {
	if ok {
		c.add(v)
	} else {
		c.null()
	}
}

func (c *col[T]) reset() {
	c.vals = c.vals[:0]
	c.valid = c.valid[:0]
}

func (c *col[T]) build(mem memory.Allocator) arrow.Array {
	var valid []bool
	if c.nullable {
		valid = c.valid
	}
	switch v := any(c.vals).(type) {
	case []int8:
		b := array.NewInt8Builder(mem)
		defer b.Release()
		b.AppendValues(v, valid)
		return b.NewArray()
	case []int16:
		b := array.NewInt16Builder(mem)
		defer b.Release()
		b.AppendValues(v, valid)
		return b.NewArray()
	case []int32:
		b := array.NewInt32Builder(mem)
		defer b.Release()
		b.AppendValues(v, valid)
		return b.NewArray()
	case []int64:
		b := array.NewInt64Builder(mem)
		defer b.Release()
		b.AppendValues(v, valid)
		return b.NewArray()
	case []bool:
		b := array.NewBooleanBuilder(mem)
		defer b.Release()
		b.AppendValues(v, valid)
		return b.NewArray()
	case []string:
		b := array.NewStringBuilder(mem)
		defer b.Release()
		b.AppendValues(v, valid)
		return b.NewArray()
	}
	panic(fmt.Sprintf("trace: unsupported column type %T", c.vals))
}

// newCol makes the buffer for column name of table t, checking the Go type against the schema
// so that a mismatch fails at start-up, not in a written file.
func newCol[T int8 | int16 | int32 | int64 | bool | string](t *schemas.Table, cols []column, name string) *col[T] {
	i := t.Index(name)
	c := &col[T]{nullable: t.Columns[i].Nullable}
	want := map[arrow.Type]string{arrow.INT8: "[]int8", arrow.INT16: "[]int16", arrow.INT32: "[]int32",
		arrow.INT64: "[]int64", arrow.BOOL: "[]bool", arrow.STRING: "[]string"}[t.Columns[i].Type.ID()]
	if got := fmt.Sprintf("%T", c.vals); got != want {
		panic(fmt.Sprintf("trace: column %s.%s is %s in the schema but buffered as %s", t.Name, name, t.Columns[i].Type, got))
	}
	if cols[i] != nil {
		panic("trace: column " + t.Name + "." + name + " buffered twice")
	}
	cols[i] = c
	return c
}
