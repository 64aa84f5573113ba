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
type col[T int8 | int16 | int32 | int64 | bool] struct {
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
	validity, nulls := validityOf(c.valid)
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
	default:
		panic(fmt.Sprintf("trace: unsupported column type %T", c.vals))
	}
	data := array.NewData(dt, n, []*memory.Buffer{validity, memory.NewBufferBytes(values)}, nil, nulls, 0)
	defer data.Release()
	c.vals = make([]T, 0, cap(c.vals))
	c.valid = c.valid[:0]
	return array.MakeFromData(data)
}

// validityOf turns the valid flags of a nullable column into an Arrow validity bitmap, nil
// when nothing is null (and for a column that is not nullable, which keeps no flags).
func validityOf(valid []bool) (*memory.Buffer, int) {
	bits := make([]byte, bitutil.BytesForBits(int64(len(valid))))
	nulls := 0
	for i, ok := range valid {
		if ok {
			bitutil.SetBit(bits, i)
		} else {
			nulls++
		}
	}
	if nulls == 0 {
		return nil, 0
	}
	return memory.NewBufferBytes(bits), nulls
}

// newCol makes the buffer for column name of table t, checking the Go type against the schema
// so that a mismatch fails at start-up, not in a written file.
func newCol[T int8 | int16 | int32 | int64 | bool](t *schemas.Table, cols []column, name string) *col[T] {
	i := t.Index(name)
	c := &col[T]{nullable: t.Columns[i].Nullable}
	want := map[arrow.Type]string{arrow.INT8: "[]int8", arrow.INT16: "[]int16", arrow.INT32: "[]int32",
		arrow.INT64: "[]int64", arrow.BOOL: "[]bool"}[t.Columns[i].Type.ID()]
	if got := fmt.Sprintf("%T", c.vals); got != want {
		panic(fmt.Sprintf("trace: column %s.%s is %s in the schema but buffered as %s", t.Name, name, t.Columns[i].Type, got))
	}
	if cols[i] != nil {
		panic("trace: column " + t.Name + "." + name + " buffered twice")
	}
	cols[i] = c
	return c
}

// strs buffers a string column as Arrow lays it out (offsets into one byte slice), so that
// rows cost no allocation and the collector has no pointers to scan.
type strs struct {
	offsets  []int32
	data     []byte
	valid    []bool
	nullable bool
}

func (c *strs) add(v string) {
	c.data = append(c.data, v...)
	c.end(true)
}

// addDots adds a class name with its slashes turned into dots.
func (c *strs) addDots(v string) {
	for i := 0; i < len(v); i++ {
		if b := v[i]; b == '/' {
			c.data = append(c.data, '.')
		} else {
			c.data = append(c.data, b)
		}
	}
	c.end(true)
}

func (c *strs) null() { c.end(false) }

func (c *strs) maybe(v string, ok bool) {
	if ok {
		c.add(v)
	} else {
		c.null()
	}
}

func (c *strs) end(ok bool) {
	if len(c.offsets) == 0 {
		c.offsets = append(c.offsets, 0)
	}
	c.offsets = append(c.offsets, int32(len(c.data)))
	if c.nullable {
		c.valid = append(c.valid, ok)
	}
}

func (c *strs) reset() {
	c.offsets, c.data, c.valid = c.offsets[:0], c.data[:0], c.valid[:0]
}

// build hands the buffers to an Arrow string array and starts new ones.
func (c *strs) build(memory.Allocator) arrow.Array {
	if len(c.offsets) == 0 {
		c.offsets = append(c.offsets, 0)
	}
	n := len(c.offsets) - 1
	validity, nulls := validityOf(c.valid)
	data := array.NewData(arrow.BinaryTypes.String, n, []*memory.Buffer{validity,
		memory.NewBufferBytes(arrow.Int32Traits.CastToBytes(c.offsets)), memory.NewBufferBytes(c.data)}, nil, nulls, 0)
	defer data.Release()
	c.offsets = make([]int32, 0, cap(c.offsets))
	c.data = make([]byte, 0, cap(c.data))
	c.valid = c.valid[:0]
	return array.MakeFromData(data)
}

// newStrs makes the buffer for string column name of table t.
func newStrs(t *schemas.Table, cols []column, name string) *strs {
	i := t.Index(name)
	if t.Columns[i].Type.ID() != arrow.STRING {
		panic(fmt.Sprintf("trace: column %s.%s is %s in the schema but buffered as strings", t.Name, name, t.Columns[i].Type))
	}
	if cols[i] != nil {
		panic("trace: column " + t.Name + "." + name + " buffered twice")
	}
	c := &strs{nullable: t.Columns[i].Nullable}
	cols[i] = c
	return c
}
