// This file loads a whole trace into Go values: for tests, and for tools that want a small
// trace in memory rather than in DuckDB.

package trace

import (
	"fmt"
	"path/filepath"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"

	"github.com/crossprof/crossprof/schemas"
	"github.com/crossprof/crossprof/tracer/vm"
)

// MethodRow is a row of the methods table.
type MethodRow struct {
	ID, ClassID             int32
	Class, Name, Descriptor string
	Access, CodeLength      int32
	Blocks                  int32
	Native                  bool
}

// BlockRow is a row of the blocks table.
type BlockRow struct {
	Method, Block, FirstPC, LastPC, FirstIndex, Instructions int32
}

// InstrRow is a row of the instructions table (the columns the tools use).
type InstrRow struct {
	Method, PC, Index, Block int32
	Opcode                   int16
	Mnemonic                 string
}

// CountRow is a row of the block_counts table ingest derives: one block count of one call.
type CountRow struct {
	Call int64
	vm.BlockCount
}

// Trace is a whole trace in memory.
type Trace struct {
	Manifest     *Manifest
	Methods      []MethodRow
	Blocks       []BlockRow
	Instructions []InstrRow
	// The invocations, in the order they ended, and their block counts, as ingest derives
	// them (calls and block_counts); replay.go rebuilds them from the event log in Go.
	Calls  []vm.CallRecord
	Counts []CountRow
}

// Load reads a trace directory completely. Memory grows with the trace: use it for small ones.
func Load(dir string) (*Trace, error) {
	m, err := ReadManifest(dir)
	if err != nil {
		return nil, err
	}
	tr := &Trace{Manifest: m}
	mode, err := m.Blocks()
	if err != nil {
		return nil, fmt.Errorf("%s: %w", filepath.Join(dir, ManifestFile), err)
	}
	code := NewCode(mode)
	err = ReadTable(dir, schemas.Classes, func(r arrow.Record) error {
		if err := code.AddClasses(r); err != nil {
			return fmt.Errorf("%s: %w", filepath.Join(dir, schemas.Classes.File()), err)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	for _, r := range code.Records(schemas.Methods) {
		c := cols(schemas.Methods, r)
		for i := 0; i < int(r.NumRows()); i++ {
			tr.Methods = append(tr.Methods, MethodRow{ID: c.i32("method_id", i), ClassID: c.i32("class_id", i),
				Class: c.str("class_name", i), Name: c.str("name", i), Descriptor: c.str("descriptor", i),
				Access: c.i32("access_flags", i), CodeLength: c.i32("code_length", i), Blocks: c.i32("blocks", i),
				Native: c.bool("is_native", i)})
		}
		r.Release()
	}
	for _, r := range code.Records(schemas.Blocks) {
		c := cols(schemas.Blocks, r)
		for i := 0; i < int(r.NumRows()); i++ {
			tr.Blocks = append(tr.Blocks, BlockRow{Method: c.i32("method_id", i), Block: c.i32("block_id", i),
				FirstPC: c.i32("first_pc", i), LastPC: c.i32("last_pc", i), FirstIndex: c.i32("first_index", i),
				Instructions: c.i32("instructions", i)})
		}
		r.Release()
	}
	for _, r := range code.Records(schemas.Instructions) {
		c := cols(schemas.Instructions, r)
		for i := 0; i < int(r.NumRows()); i++ {
			tr.Instructions = append(tr.Instructions, InstrRow{Method: c.i32("method_id", i), PC: c.i32("pc", i),
				Index: c.i32("index", i), Block: c.i32("block_id", i), Opcode: c.i16("opcode", i, -1),
				Mnemonic: c.str("mnemonic", i)})
		}
		r.Release()
	}
	vectors := map[vectorKey][]vm.BlockCount{}
	err = ReadTable(dir, schemas.Vectors, func(r arrow.Record) error {
		c := cols(schemas.Vectors, r)
		for i := 0; i < int(r.NumRows()); i++ {
			k := vectorKey{c.i32("method_id", i), c.i32("vector_id", i)}
			vectors[k] = append(vectors[k], vm.BlockCount{Block: c.i32("block_id", i), Count: c.i64("count", i, 0),
				EndPC: c.i32or("end_pc", i, -1)})
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	if err := tr.replayEvents(dir, vectors); err != nil {
		return nil, err
	}
	return tr, nil
}

// recordCols reads typed values from a record by column name.
type recordCols struct {
	t *schemas.Table
	r arrow.Record
}

func cols(t *schemas.Table, r arrow.Record) recordCols { return recordCols{t, r} }

func (c recordCols) col(name string) arrow.Array { return c.r.Column(c.t.Index(name)) }

func (c recordCols) i32(name string, i int) int32 { return c.col(name).(*array.Int32).Value(i) }

func (c recordCols) i32or(name string, i int, null int32) int32 {
	a := c.col(name).(*array.Int32)
	if a.IsNull(i) {
		return null
	}
	return a.Value(i)
}

func (c recordCols) i64(name string, i int, null int64) int64 {
	a := c.col(name).(*array.Int64)
	if a.IsNull(i) {
		return null
	}
	return a.Value(i)
}

func (c recordCols) i8(name string, i int) int8 { return c.col(name).(*array.Int8).Value(i) }

func (c recordCols) u16or(name string, i int, null int32) int32 {
	a := c.col(name).(*array.Uint16)
	if a.IsNull(i) {
		return null
	}
	return int32(a.Value(i))
}

func (c recordCols) i16(name string, i int, null int16) int16 {
	a := c.col(name).(*array.Int16)
	if a.IsNull(i) {
		return null
	}
	return a.Value(i)
}

func (c recordCols) str(name string, i int) string { return c.col(name).(*array.String).Value(i) }

func (c recordCols) bool(name string, i int) bool { return c.col(name).(*array.Boolean).Value(i) }

// ExecutedInstructions computes the executed bytecodes from the block counts: whole
// executions times block length, plus the instructions of partial executions up to end_pc.
func (tr *Trace) ExecutedInstructions() uint64 {
	blen, index := tr.blockShapes()
	method := make(map[int64]int32, len(tr.Calls))
	for _, c := range tr.Calls {
		method[c.Call] = c.Method
	}
	var n uint64
	for _, c := range tr.Counts {
		n += uint64(executed(blen, index, method[c.Call], c.BlockCount))
	}
	return n
}

// executed is the number of instructions one block_counts row stands for.
func executed(blen map[blockKey]int32, index map[pcKey]int32, m int32, c vm.BlockCount) int64 {
	if c.EndPC < 0 {
		return c.Count * int64(blen[blockKey{m, c.Block}])
	}
	return int64(index[pcKey{m, c.EndPC}] - index[pcKey{m, -1 - c.Block}] + 1)
}
