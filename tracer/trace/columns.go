// This file holds the column buffers that collect rows in plain Go slices, and turns them
// into Arrow record batches when a batch is full.

package trace

import (
	"fmt"
	"unsafe"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/bitutil"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/crossprof/crossprof/schemas"
)

// column is one column's pending values.
type column interface {
	build() arrow.Array
}

// rowBuffer collects the rows of one table in column buffers (indexed like the schema).
type rowBuffer struct {
	t    *schemas.Table
	cols []column
	rows int
	done []arrow.Record // batches cut and not yet taken (Code)
}

// record builds the pending rows into a record batch; the buffers start anew.
func (b *rowBuffer) record() arrow.Record {
	arrs := make([]arrow.Array, len(b.cols))
	for i, c := range b.cols {
		arrs[i] = c.build()
	}
	rec := array.NewRecord(b.t.Schema(), arrs, int64(b.rows))
	for _, a := range arrs {
		a.Release()
	}
	b.rows = 0
	return rec
}

// cut keeps the pending rows as a batch in done.
func (b *rowBuffer) cut() { b.done = append(b.done, b.record()) }

// fixedWidth is the Go types fixed-width columns are buffered as.
type fixedWidth interface {
	int8 | int16 | int32 | int64 | uint16 | bool
}

// arrowType is the Arrow type of a column buffered as T.
func arrowType[T fixedWidth]() arrow.DataType {
	var zero T
	switch any(zero).(type) {
	case int8:
		return arrow.PrimitiveTypes.Int8
	case int16:
		return arrow.PrimitiveTypes.Int16
	case int32:
		return arrow.PrimitiveTypes.Int32
	case int64:
		return arrow.PrimitiveTypes.Int64
	case uint16:
		return arrow.PrimitiveTypes.Uint16
	}
	return arrow.FixedWidthTypes.Boolean
}

// viewBytes is v's memory as bytes, without copying: Arrow's layout of integers.
func viewBytes[T any](v []T) []byte {
	if len(v) == 0 {
		return nil
	}
	return unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(v))), len(v)*int(unsafe.Sizeof(v[0])))
}

// bind puts the buffer c of column name of table t into cols (indexed like the schema),
// checking that the schema's type is the one c writes. A mismatch, a column bound twice and
// (requireAll) a column left out are programming errors that must fail at start-up, not in a
// written file.
func bind[C any](t *schemas.Table, cols []C, name string, writes arrow.DataType, c C) int {
	i := t.Index(name)
	if got := t.Columns[i].Type; !arrow.TypeEqual(got, writes) {
		panic(fmt.Sprintf("trace: column %s.%s is %s in the schema but written as %s", t.Name, name, got, writes))
	}
	if any(cols[i]) != nil {
		panic("trace: column " + t.Name + "." + name + " is written twice")
	}
	cols[i] = c
	return i
}

// requireAll panics unless every column of t has a buffer in cols.
func requireAll[C any](t *schemas.Table, cols []C) {
	for i, c := range cols {
		if any(c) == nil {
			panic("trace: column " + t.Name + "." + t.Columns[i].Name + " is not written")
		}
	}
}

// col buffers values of one Go type; valid is kept only for nullable columns.
type col[T fixedWidth] struct {
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

// build turns the buffered values into an Arrow array. Fixed-width values are handed over
// without copying: the column starts a new slice, and the record owns the old one.
func (c *col[T]) build() arrow.Array {
	n := len(c.vals)
	validity, nulls := validityOf(c.valid)
	values := viewBytes(c.vals)
	if v, ok := any(c.vals).([]bool); ok { // Arrow packs booleans into bits
		values = make([]byte, bitutil.BytesForBits(int64(n)))
		for i, b := range v {
			if b {
				bitutil.SetBit(values, i)
			}
		}
	}
	data := array.NewData(arrowType[T](), n, []*memory.Buffer{validity, memory.NewBufferBytes(values)}, nil, nulls, 0)
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

// newCol makes the buffer for column name of table t.
func newCol[T fixedWidth](t *schemas.Table, cols []column, name string) *col[T] {
	c := &col[T]{nullable: t.Columns[t.Index(name)].Nullable}
	bind[column](t, cols, name, arrowType[T](), c)
	return c
}

// strs buffers a string (or binary) column as Arrow lays it out (offsets into one byte
// slice), so that rows cost no allocation and the collector has no pointers to scan.
type strs struct {
	typ      arrow.DataType // String or Binary
	offsets  []int32
	data     []byte
	valid    []bool
	nullable bool
}

// addBytes adds a value of a binary column, or null for nil.
func (c *strs) addBytes(v []byte) {
	c.data = append(c.data, v...)
	c.end(v != nil)
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

// build hands the buffers to an Arrow string array and starts new ones.
func (c *strs) build() arrow.Array {
	if len(c.offsets) == 0 {
		c.offsets = append(c.offsets, 0)
	}
	n := len(c.offsets) - 1
	validity, nulls := validityOf(c.valid)
	data := array.NewData(c.typ, n, []*memory.Buffer{validity,
		memory.NewBufferBytes(viewBytes(c.offsets)), memory.NewBufferBytes(c.data)}, nil, nulls, 0)
	defer data.Release()
	c.offsets = make([]int32, 0, cap(c.offsets))
	c.data = make([]byte, 0, cap(c.data))
	c.valid = c.valid[:0]
	return array.MakeFromData(data)
}

// newStrs makes the buffer for string column name of table t.
func newStrs(t *schemas.Table, cols []column, name string) *strs {
	return newVarWidth(t, cols, name, arrow.BinaryTypes.String)
}

// newBinary makes the buffer for binary column name of table t.
func newBinary(t *schemas.Table, cols []column, name string) *strs {
	return newVarWidth(t, cols, name, arrow.BinaryTypes.Binary)
}

func newVarWidth(t *schemas.Table, cols []column, name string, typ arrow.DataType) *strs {
	c := &strs{typ: typ, nullable: t.Columns[t.Index(name)].Nullable}
	bind[column](t, cols, name, typ, c)
	return c
}
