// This file holds the column buffers that collect rows in plain Go slices, and turns them
// into Arrow record batches when a batch is full.

package trace

import (
	"fmt"

	"github.com/apache/arrow/go/v15/arrow"
	"github.com/apache/arrow/go/v15/arrow/array"
	"github.com/apache/arrow/go/v15/arrow/bitutil"
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

// build turns the buffered values into an Arrow array. Fixed-width values are handed over
// without copying: the column starts a new slice, and the record owns the old one.
func (c *col[T]) build(mem memory.Allocator) arrow.Array {
	n := len(c.vals)
	var validity *memory.Buffer
	nulls := 0
	if c.nullable {
		bits := make([]byte, bitutil.BytesForBits(int64(n)))
		for i, ok := range c.valid {
			if ok {
				bitutil.SetBit(bits, i)
			} else {
				nulls++
			}
		}
		if nulls > 0 {
			validity = memory.NewBufferBytes(bits)
		}
	}
	var dt arrow.DataType
	var values []byte
	switch v := any(c.vals).(type) {
	case []int8:
		dt, values = arrow.PrimitiveTypes.Int8, arrow.Int8Traits.CastToBytes(v)
	case []int16:
		dt, values = arrow.PrimitiveTypes.Int16, arrow.Int16Traits.CastToBytes(v)
	case []int32:
		dt, values = arrow.PrimitiveTypes.Int32, arrow.Int32Traits.CastToBytes(v)
	case []int64:
		dt, values = arrow.PrimitiveTypes.Int64, arrow.Int64Traits.CastToBytes(v)
	case []bool:
		bits := make([]byte, bitutil.BytesForBits(int64(n)))
		for i, b := range v {
			if b {
				bitutil.SetBit(bits, i)
			}
		}
		dt, values = arrow.FixedWidthTypes.Boolean, bits
	case []string:
		b := array.NewStringBuilder(mem)
		defer b.Release()
		var valid []bool
		if c.nullable {
			valid = c.valid
		}
		b.AppendValues(v, valid)
		c.reset()
		return b.NewArray()
	default:
		panic(fmt.Sprintf("trace: unsupported column type %T", c.vals))
	}
	data := array.NewData(dt, n, []*memory.Buffer{validity, memory.NewBufferBytes(values)}, nil, nulls, 0)
	defer data.Release()
	c.vals = make([]T, 0, cap(c.vals))
	c.valid = c.valid[:0]
	return array.MakeFromData(data)
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
