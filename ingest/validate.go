// This file checks, batch by batch as they are read, what the tracer promises about a
// trace's tables: ids in range and referring to rows that exist, instructions tiling their
// methods, blocks tiling the instructions, block-count vectors within their method, and
// events that nest (every exit ends an open invocation of its thread), with call sites at
// instructions of the caller's method and vectors of the invoked method. A violation names
// the file, table, batch, row and column. The checks run on the reading goroutine, beside
// DuckDB's appending, and keep little memory: a stack of open invocations per thread.

package ingest

import (
	"fmt"
	"path/filepath"
	"slices"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"

	"github.com/crossprof/crossprof/schemas"
	"github.com/crossprof/crossprof/tracer/bytecode"
	"github.com/crossprof/crossprof/tracer/trace"
)

// Violation is a row that breaks what the trace format promises.
type Violation struct {
	File, Table, Column string
	Batch, Row          int
	What                string
}

func (v *Violation) Error() string {
	return fmt.Sprintf("%s: table %s, batch %d, row %d, column %s: %s", v.File, v.Table, v.Batch, v.Row, v.Column, v.What)
}

// methodInfo is what the checks of later tables need of a method.
type methodInfo struct {
	codeLen, blocks int32
	native          bool
	pcs             []int32 // instruction starts, in order
	pos             []int32 // by pc: the position of the instruction starting there, or -1
	ops             []int16
	blockOf         []int32
	blockFirst      []int32 // by block: 1-based index of its first instruction
	blockLen        []int32 // by block: its instructions
	vectorCodes     []int64 // by vector: the bytecodes it stands for
	seen, blocksRow bool    // instructions, blocks seen
}

// at returns the position of the instruction starting at pc, or -1.
func (m *methodInfo) at(pc int32) int {
	if n := len(m.pcs); n > 0 && (len(m.pos) <= int(m.pcs[n-1]) || m.pos[m.pcs[n-1]] != int32(n-1)) {
		// Instructions were added since the table was made.
		m.pos = slices.Repeat([]int32{-1}, int(m.pcs[n-1])+1)
		for i, p := range m.pcs {
			m.pos[p] = int32(i)
		}
	}
	if pc < 0 || int(pc) >= len(m.pos) {
		return -1
	}
	return int(m.pos[pc])
}

// validator checks the tables of one trace, in the order of schemas.All.
type validator struct {
	dir         string
	died        bool  // the tracer died: references into the missing end are allowed
	invocations int64 // the manifest's, a bound for call ids unless died
	classes     map[int32]string
	methods     []*methodInfo // by method id

	// the current table and batch, for messages
	table *schemas.Table
	batch int

	// instructions and blocks: the method whose rows are being read
	cur        *methodInfo
	curID      int32
	prevPC     int32 // the previous instruction of cur, which the next one must follow
	pendingOp  int16
	pendingLen int8       // wrapped for a switch longer than 127 bytes
	targets    [][3]int32 // branch targets of cur: target, batch, row
	targetRow  []int
	blockNext  int32 // the next block id of cur
	blockFirst int32 // first_index the next block must have

	// vectors: the vector being read (each method's vectors are in methodInfo.vectorCodes)
	vecMethod, vecID int32
	// events, and the invocations derived from them (derive.go)
	thread     int32
	seq        int64 // the events read so far
	enters     int64
	unfinished bool                  // an unfinished exit was seen: only unfinished exits and switches follow
	stacks     map[int32]*[]openCall // each thread's open invocations
	stack      *[]openCall           // the current thread's
	contexts   map[contextKey]int32  // the calling contexts met so far, numbered from 1
	lastChild  []childContext        // by context number: the child last entered from it
	perThread  bool                  // a context's root is per thread
	ctxRows    contextRows           // the contexts, in number order, for table cct_contexts
	out        *callRows             // the invocations ended in the current batch
}

func newValidator(dir string, died bool, invocations int64, perThread bool) *validator {
	v := &validator{dir: dir, died: died, invocations: invocations, classes: map[int32]string{},
		stacks: map[int32]*[]openCall{}, contexts: map[contextKey]int32{}, perThread: perThread, vecMethod: -1,
		lastChild: make([]childContext, 1)} // context numbers start at 1
	v.switchTo(0)
	return v
}

func (v *validator) fail(row int, column, format string, args ...any) error {
	return v.failAt(v.batch, row, column, format, args...)
}

// failAt is fail for a row of another batch of the current table.
func (v *validator) failAt(batch, row int, column, format string, args ...any) error {
	file, what := v.table.File(), fmt.Sprintf(format, args...)
	if v.table.Derived {
		// Derived from the class files: the trace's file is the classes table.
		file, what = schemas.Classes.File(), what+" (derived from the class files)"
	}
	return &Violation{File: filepath.Join(v.dir, file), Table: v.table.Name, Column: column, Batch: batch, Row: row, What: what}
}

// method returns the method with id m, or nil.
func (v *validator) method(m int32) *methodInfo {
	if m < 0 || int(m) >= len(v.methods) {
		return nil
	}
	return v.methods[m]
}

// check checks one batch of table t.
func (v *validator) check(t *schemas.Table, batch int, r arrow.Record) error {
	v.table, v.batch = t, batch
	for i, c := range t.Columns {
		if !c.Nullable && r.Column(i).NullN() > 0 {
			col := r.Column(i)
			row := 0
			for col.IsValid(row) {
				row++
			}
			return v.fail(row, c.Name, "null in a column that is never null")
		}
	}
	switch t {
	case schemas.Classes:
		return v.classRows(r)
	case schemas.Methods:
		return v.methodRows(r)
	case schemas.Instructions:
		return v.instructionRows(r)
	case schemas.Blocks:
		return v.blockRows(r)
	case schemas.Vectors:
		return v.vectorRows(r)
	case schemas.Events:
		return v.eventRows(r)
	}
	return nil
}

// end checks what a table's last row completes. complete is false when the table was cut
// short (the tracer died).
func (v *validator) end(t *schemas.Table, complete bool) error {
	v.table = t
	switch t {
	case schemas.Instructions:
		if err := v.endMethod(-1, complete); err != nil {
			return err
		}
		if complete && !v.died {
			for id, m := range v.methods {
				if m != nil && m.blocks > 0 && !m.seen {
					return v.fail(-1, "method_id", "method %d has %d blocks but no instructions", id, m.blocks)
				}
			}
		}
	case schemas.Blocks:
		if v.cur != nil && complete && v.blockNext != v.cur.blocks {
			return v.fail(-1, "block_id", "method %d has %d blocks, the methods table says %d", v.curID, v.blockNext, v.cur.blocks)
		}
		v.cur = nil
		if complete && !v.died {
			for id, m := range v.methods {
				if m != nil && m.blocks > 0 && !m.blocksRow {
					return v.fail(-1, "method_id", "method %d has %d blocks but no rows in table blocks", id, m.blocks)
				}
			}
		}
	case schemas.Events:
		if v.died || !complete {
			return nil // invocations still running when the tracer was killed have no exit
		}
		for th, st := range v.stacks {
			if len(*st) > 0 {
				return v.fail(-1, "kind", "thread %d has %d invocations that never ended (the events end without their exits)", th, len(*st))
			}
		}
		if v.enters != v.invocations {
			return v.fail(-1, "kind", "%d invocations entered, the manifest says the run made %d", v.enters, v.invocations)
		}
	}
	return nil
}

func int32s(r arrow.Record, t *schemas.Table, name string) []int32 {
	return r.Column(t.Index(name)).(*array.Int32).Int32Values()
}

func int64s(r arrow.Record, t *schemas.Table, name string) []int64 {
	return r.Column(t.Index(name)).(*array.Int64).Int64Values()
}

func int16s(r arrow.Record, t *schemas.Table, name string) []int16 {
	return r.Column(t.Index(name)).(*array.Int16).Int16Values()
}

func classOK(c int32) bool { return c >= 0 && c < 1<<24 }

func (v *validator) classRows(r arrow.Record) error {
	t := schemas.Classes
	ids := int32s(r, t, "class_id")
	names := r.Column(t.Index("name")).(*array.String)
	for i, id := range ids {
		if !classOK(id) {
			return v.fail(i, "class_id", "class id %d is out of range", id)
		}
		if _, dup := v.classes[id]; dup {
			return v.fail(i, "class_id", "class id %d appears twice", id)
		}
		if names.Value(i) == "" {
			return v.fail(i, "name", "empty class name")
		}
		v.classes[id] = names.Value(i)
	}
	return nil
}

func (v *validator) methodRows(r arrow.Record) error {
	t := schemas.Methods
	ids, cls := int32s(r, t, "method_id"), int32s(r, t, "class_id")
	clsName := r.Column(t.Index("class_name")).(*array.String)
	access, codeLen := int32s(r, t, "access_flags"), int32s(r, t, "code_length")
	stack, locals, blocks := int32s(r, t, "max_stack"), int32s(r, t, "max_locals"), int32s(r, t, "blocks")
	native := r.Column(t.Index("is_native")).(*array.Boolean)
	for i, id := range ids {
		switch {
		case !classOK(id):
			return v.fail(i, "method_id", "method id %d is out of range", id)
		case v.method(id) != nil:
			return v.fail(i, "method_id", "method id %d appears twice", id)
		}
		name, ok := v.classes[cls[i]]
		switch {
		case !ok:
			return v.fail(i, "class_id", "class %d is not in table classes", cls[i])
		case clsName.Value(i) != name:
			return v.fail(i, "class_name", "%q, but class %d is %q", clsName.Value(i), cls[i], name)
		case access[i] < 0 || access[i] > 0xffff:
			return v.fail(i, "access_flags", "%#x is not a set of access flags", access[i])
		case codeLen[i] < 0 || codeLen[i] > 65535:
			return v.fail(i, "code_length", "%d is not a code length", codeLen[i])
		case stack[i] < 0 || stack[i] > 65535:
			return v.fail(i, "max_stack", "%d is out of range", stack[i])
		case locals[i] < 0 || locals[i] > 65535:
			return v.fail(i, "max_locals", "%d is out of range", locals[i])
		case blocks[i] < 0 || blocks[i] > codeLen[i]:
			return v.fail(i, "blocks", "%d blocks in %d bytes of code", blocks[i], codeLen[i])
		case native.Value(i) != (access[i]&0x0100 != 0):
			return v.fail(i, "is_native", "%v, but access_flags are %#x", native.Value(i), access[i])
		case native.Value(i) && codeLen[i] != 0:
			return v.fail(i, "code_length", "a native method with %d bytes of code", codeLen[i])
		}
		for int(id) >= len(v.methods) {
			v.methods = append(v.methods, nil)
		}
		v.methods[id] = &methodInfo{codeLen: codeLen[i], blocks: blocks[i], native: native.Value(i)}
	}
	return nil
}

// endMethod checks that the instructions of the current method end where its code does;
// next is the method whose rows start (-1 at the end of the table).
func (v *validator) endMethod(row int, complete bool) error {
	m := v.cur
	v.cur = nil
	if m == nil || !complete {
		return nil
	}
	if err := v.instrEnd(row, m.codeLen); err != nil {
		return err
	}
	if last := m.blockOf[len(m.blockOf)-1]; last != m.blocks-1 {
		return v.fail(row, "block_id", "method %d ends in block %d, the methods table says it has %d blocks", v.curID, last, m.blocks)
	}
	for i, tg := range v.targets {
		if m.at(tg[0]) < 0 {
			return v.failAt(v.targetRow[i], int(tg[1]), "branch_target", "pc %d is not an instruction of method %d", tg[0], v.curID)
		}
	}
	v.targets, v.targetRow = v.targets[:0], v.targetRow[:0]
	return nil
}

// instrEnd checks that the previous instruction ends at pc. The length column is a byte:
// a switch longer than 127 bytes wraps, so only its length modulo 256 can be checked.
func (v *validator) instrEnd(row int, pc int32) error {
	n := pc - v.prevPC
	op := byte(v.pendingOp)
	if op == bytecode.TABLESWITCH || op == bytecode.LOOKUPSWITCH {
		if n <= 0 || uint8(n) != uint8(v.pendingLen) {
			return v.fail(row, "pc", "pc %d does not follow the %s at pc %d (length %d)", pc, bytecode.Names[op], v.prevPC, v.pendingLen)
		}
	} else if n != int32(v.pendingLen) {
		return v.fail(row, "pc", "pc %d, but the instruction before it ends at %d", pc, v.prevPC+int32(v.pendingLen))
	}
	return nil
}

func (v *validator) instructionRows(r arrow.Record) error {
	t := schemas.Instructions
	mids, pcs, index, block := int32s(r, t, "method_id"), int32s(r, t, "pc"), int32s(r, t, "index"), int32s(r, t, "block_id")
	ops := int16s(r, t, "opcode")
	lens := r.Column(t.Index("length")).(*array.Int8).Int8Values()
	mnem := r.Column(t.Index("mnemonic")).(*array.String)
	target := r.Column(t.Index("branch_target")).(*array.Int32)
	line := r.Column(t.Index("line")).(*array.Int32)
	local := r.Column(t.Index("local_index")).(*array.Int32)
	operand := r.Column(t.Index("operand")).(*array.Int32)
	cp := r.Column(t.Index("cp_index")).(*array.Int32)
	for i, mid := range mids {
		if v.cur == nil || mid != v.curID {
			if err := v.endMethod(i, true); err != nil {
				return err
			}
			m := v.method(mid)
			switch {
			case m == nil && v.died:
				continue // its methods row was never written
			case m == nil:
				return v.fail(i, "method_id", "method %d is not in table methods", mid)
			case m.seen:
				return v.fail(i, "method_id", "the instructions of method %d are not in one run of rows", mid)
			case m.blocks == 0:
				return v.fail(i, "method_id", "method %d has no blocks, so no instructions", mid)
			}
			v.cur, v.curID = m, mid
			m.seen = true
		}
		m := v.cur
		pc, op := pcs[i], ops[i]
		switch {
		case pc < 0 || pc >= m.codeLen:
			return v.fail(i, "pc", "pc %d is outside method %d's %d bytes of code", pc, mid, m.codeLen)
		case int(index[i]) != len(m.pcs)+1:
			return v.fail(i, "index", "index %d, want %d", index[i], len(m.pcs)+1)
		case op < 0 || op > 255 || !bytecode.Valid(byte(op)) || op == bytecode.WIDE:
			return v.fail(i, "opcode", "%d is not an opcode", op)
		case mnem.Value(i) != bytecode.Names[op]:
			return v.fail(i, "mnemonic", "%q, but opcode %d is %s", mnem.Value(i), op, bytecode.Names[op])
		case lens[i] == 0 || lens[i] < 0 && op != bytecode.TABLESWITCH && op != bytecode.LOOKUPSWITCH:
			return v.fail(i, "length", "%d is not an instruction length", lens[i])
		case block[i] < 0 || block[i] >= m.blocks:
			return v.fail(i, "block_id", "block %d, method %d has %d", block[i], mid, m.blocks)
		case len(m.pcs) == 0 && block[i] != 0, len(m.pcs) > 0 && block[i] != m.blockOf[len(m.blockOf)-1] && block[i] != m.blockOf[len(m.blockOf)-1]+1:
			return v.fail(i, "block_id", "block %d does not follow the previous instruction's", block[i])
		case target.IsValid(i) != bytecode.IsBranch(byte(op)):
			return v.fail(i, "branch_target", "set for %s", bytecode.Names[op])
		case line.IsValid(i) && (line.Value(i) < 1 || line.Value(i) > 65535):
			return v.fail(i, "line", "%d is not a line number", line.Value(i))
		}
		if len(m.pcs) > 0 {
			if err := v.instrEnd(i, pc); err != nil {
				return err
			}
		} else if pc != 0 {
			return v.fail(i, "pc", "method %d's first instruction is at pc %d", mid, pc)
		}
		wantLocal, wantValue, wantCP := trace.OperandKinds(byte(op))
		switch {
		case local.IsValid(i) != wantLocal || wantLocal && (local.Value(i) < 0 || local.Value(i) > 65535):
			return v.fail(i, "local_index", "wrong for %s", bytecode.Names[op])
		case operand.IsValid(i) != wantValue || wantValue && !operandOK(byte(op), operand.Value(i)):
			return v.fail(i, "operand", "wrong for %s", bytecode.Names[op])
		case cp.IsValid(i) != wantCP || wantCP && (cp.Value(i) < 1 || cp.Value(i) > 65535):
			return v.fail(i, "cp_index", "wrong for %s", bytecode.Names[op])
		}
		if target.IsValid(i) {
			if tg := target.Value(i); tg < 0 || tg >= m.codeLen {
				return v.fail(i, "branch_target", "pc %d is outside method %d's code", tg, mid)
			}
			v.targets = append(v.targets, [3]int32{target.Value(i), int32(i)})
			v.targetRow = append(v.targetRow, v.batch)
		}
		m.pcs, m.ops, m.blockOf = append(m.pcs, pc), append(m.ops, op), append(m.blockOf, block[i])
		v.prevPC, v.pendingOp, v.pendingLen = pc, op, lens[i]
	}
	return nil
}

// operandOK checks the operand column's value for op.
func operandOK(op byte, x int32) bool {
	switch op {
	case bytecode.BIPUSH:
		return x >= -128 && x <= 127
	case bytecode.SIPUSH, bytecode.IINC:
		return x >= -32768 && x <= 32767
	case bytecode.NEWARRAY:
		return x >= 4 && x <= 11
	case bytecode.MULTIANEWARRAY:
		return x >= 1 && x <= 255
	}
	return true
}

func (v *validator) blockRows(r arrow.Record) error {
	t := schemas.Blocks
	mids, bids := int32s(r, t, "method_id"), int32s(r, t, "block_id")
	first, last, firstIndex, n := int32s(r, t, "first_pc"), int32s(r, t, "last_pc"), int32s(r, t, "first_index"), int32s(r, t, "instructions")
	for i, mid := range mids {
		if v.cur == nil || mid != v.curID {
			if v.cur != nil && v.blockNext != v.cur.blocks {
				return v.fail(i, "method_id", "method %d has %d blocks, the methods table says %d", v.curID, v.blockNext, v.cur.blocks)
			}
			m := v.method(mid)
			switch {
			case m == nil && v.died:
				continue
			case m == nil:
				return v.fail(i, "method_id", "method %d is not in table methods", mid)
			case m.blocksRow:
				return v.fail(i, "method_id", "the blocks of method %d are not in one run of rows", mid)
			case !m.seen && !v.died:
				return v.fail(i, "method_id", "method %d has no instructions", mid)
			}
			v.cur, v.curID, v.blockNext, v.blockFirst = m, mid, 0, 1
			m.blocksRow = true
		}
		m := v.cur
		if bids[i] != v.blockNext {
			return v.fail(i, "block_id", "block %d, want %d", bids[i], v.blockNext)
		}
		if bids[i] >= m.blocks {
			return v.fail(i, "block_id", "block %d, method %d has %d", bids[i], mid, m.blocks)
		}
		m.blockFirst = append(m.blockFirst, firstIndex[i])
		m.blockLen = append(m.blockLen, n[i])
		if len(m.pcs) == 0 { // the instructions were cut off (the tracer died)
			v.blockNext++
			continue
		}
		end := int(firstIndex[i]) + int(n[i]) - 1 // 1-based index of the last instruction
		switch {
		case firstIndex[i] != v.blockFirst:
			return v.fail(i, "first_index", "%d, want %d", firstIndex[i], v.blockFirst)
		case n[i] < 1 || end > len(m.pcs):
			return v.fail(i, "instructions", "%d instructions from index %d, method %d has %d", n[i], firstIndex[i], mid, len(m.pcs))
		case m.pcs[firstIndex[i]-1] != first[i]:
			return v.fail(i, "first_pc", "pc %d, but instruction %d is at pc %d", first[i], firstIndex[i], m.pcs[firstIndex[i]-1])
		case m.pcs[end-1] != last[i]:
			return v.fail(i, "last_pc", "pc %d, but instruction %d is at pc %d", last[i], end, m.pcs[end-1])
		case m.blockOf[firstIndex[i]-1] != bids[i] || m.blockOf[end-1] != bids[i] || end < len(m.pcs) && m.blockOf[end] == bids[i]:
			return v.fail(i, "instructions", "the instructions table puts other instructions in block %d", bids[i])
		}
		v.blockNext++
		v.blockFirst = int32(end) + 1
	}
	return nil
}
