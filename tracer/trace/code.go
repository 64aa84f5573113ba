// This file derives the tables of a trace's code (methods, instructions, blocks) from the
// class files its classes table holds. The tracer stores each class file as it loads it and
// nothing more: decoding every method of every loaded class is work for whoever reads the
// trace, not for the run. The derivation follows the interpreter: method ids count the
// methods of the classes in load order, each class's in class file order (vm's link), and
// the blocks are the analysis the interpreter counted with (the manifest names it).

package trace

import (
	"fmt"
	"slices"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"

	"github.com/crossprof/crossprof/schemas"
	"github.com/crossprof/crossprof/tracer/bytecode"
	"github.com/crossprof/crossprof/tracer/classfile"
	"github.com/crossprof/crossprof/tracer/vm"
)

// ldcKinds names the constant kinds ldc can load.
var ldcKinds = map[classfile.Tag]string{
	classfile.TagInteger: "int", classfile.TagFloat: "float", classfile.TagLong: "long", classfile.TagDouble: "double",
	classfile.TagString: "string", classfile.TagClass: "class", classfile.TagMethodType: "method-type",
	classfile.TagMethodHandle: "method-handle", classfile.TagDynamic: "dynamic",
}

// Code derives the methods, instructions and blocks tables from the classes table, a batch
// at a time (AddClasses), and hands them over as record batches (Records).
type Code struct {
	analyzer *vm.Analyzer
	next     int32 // the id of the next method

	tables  [3]rowBuffer // methods, instructions, blocks
	methods struct {
		id, class, codeLen, maxStack, maxLocals, blocks, access *col[int32]
		className, name, desc                                   *strs
		native                                                  *col[bool]
	}
	instrs struct {
		method, pc, index, block, target     *col[int32]
		line, local, operand, cpIndex        *col[int32]
		opcode                               *col[int16]
		length                               *col[int8]
		mnemonic, refClass, refName, refDesc *strs
		ldcKind                              *strs
		wide, super                          *col[bool]
	}
	blocks struct {
		method, block, first, last, firstIndex, n *col[int32]
	}
}

// NewCode starts the derivation for a trace whose blocks follow mode.
func NewCode(mode vm.BlockMode) *Code {
	c := &Code{analyzer: vm.NewAnalyzer(mode)}
	for i, t := range []*schemas.Table{schemas.Methods, schemas.Instructions, schemas.Blocks} {
		c.tables[i] = rowBuffer{t: t, cols: make([]column, len(t.Columns))}
	}
	tm := &c.tables[0]
	m := &c.methods
	m.id = newCol[int32](tm.t, tm.cols, "method_id")
	m.class = newCol[int32](tm.t, tm.cols, "class_id")
	m.className = newStrs(tm.t, tm.cols, "class_name")
	m.name = newStrs(tm.t, tm.cols, "name")
	m.desc = newStrs(tm.t, tm.cols, "descriptor")
	m.access = newCol[int32](tm.t, tm.cols, "access_flags")
	m.codeLen = newCol[int32](tm.t, tm.cols, "code_length")
	m.maxStack = newCol[int32](tm.t, tm.cols, "max_stack")
	m.maxLocals = newCol[int32](tm.t, tm.cols, "max_locals")
	m.blocks = newCol[int32](tm.t, tm.cols, "blocks")
	m.native = newCol[bool](tm.t, tm.cols, "is_native")

	ti := &c.tables[1]
	in := &c.instrs
	in.method = newCol[int32](ti.t, ti.cols, "method_id")
	in.pc = newCol[int32](ti.t, ti.cols, "pc")
	in.index = newCol[int32](ti.t, ti.cols, "index")
	in.opcode = newCol[int16](ti.t, ti.cols, "opcode")
	in.mnemonic = newStrs(ti.t, ti.cols, "mnemonic")
	in.wide = newCol[bool](ti.t, ti.cols, "wide")
	in.length = newCol[int8](ti.t, ti.cols, "length")
	in.block = newCol[int32](ti.t, ti.cols, "block_id")
	in.refClass = newStrs(ti.t, ti.cols, "ref_class")
	in.refName = newStrs(ti.t, ti.cols, "ref_name")
	in.refDesc = newStrs(ti.t, ti.cols, "ref_descriptor")
	in.super = newCol[bool](ti.t, ti.cols, "super_call")
	in.ldcKind = newStrs(ti.t, ti.cols, "ldc_kind")
	in.target = newCol[int32](ti.t, ti.cols, "branch_target")
	in.line = newCol[int32](ti.t, ti.cols, "line")
	in.local = newCol[int32](ti.t, ti.cols, "local_index")
	in.operand = newCol[int32](ti.t, ti.cols, "operand")
	in.cpIndex = newCol[int32](ti.t, ti.cols, "cp_index")

	tb := &c.tables[2]
	b := &c.blocks
	b.method = newCol[int32](tb.t, tb.cols, "method_id")
	b.block = newCol[int32](tb.t, tb.cols, "block_id")
	b.first = newCol[int32](tb.t, tb.cols, "first_pc")
	b.last = newCol[int32](tb.t, tb.cols, "last_pc")
	b.firstIndex = newCol[int32](tb.t, tb.cols, "first_index")
	b.n = newCol[int32](tb.t, tb.cols, "instructions")
	for i := range c.tables {
		requireAll(c.tables[i].t, c.tables[i].cols)
	}
	return c
}

// AddClasses derives the rows of the methods of the classes in r, a batch of table classes;
// the batches must come in order. The error names the class whose file cannot be read.
func (c *Code) AddClasses(r arrow.Record) error {
	t := schemas.Classes
	ids := r.Column(t.Index("class_id")).(*array.Int32)
	names := r.Column(t.Index("name")).(*array.String)
	files := r.Column(t.Index("class_file")).(*array.Binary)
	for i := 0; i < int(r.NumRows()); i++ {
		if files.IsNull(i) {
			continue // an array or primitive class: no methods
		}
		cf, err := classfile.Parse(files.Value(i))
		if err != nil {
			return fmt.Errorf("class %d (%s): %v", ids.Value(i), names.Value(i), err)
		}
		for j := range cf.Methods {
			c.method(ids.Value(i), names.Value(i), cf, &cf.Methods[j])
		}
	}
	return nil
}

// Records ends the derivation and returns the record batches of t (schemas.Methods,
// schemas.Instructions or schemas.Blocks), at most BatchRows rows each.
func (c *Code) Records(t *schemas.Table) []arrow.Record {
	for i := range c.tables {
		if b := &c.tables[i]; b.t == t {
			if b.rows > 0 {
				b.cut()
			}
			out := b.done
			b.done = nil
			return out
		}
	}
	panic("trace: " + t.Name + " is not a table of the code")
}

// Methods returns the number of methods derived so far.
func (c *Code) Methods() int32 { return c.next }

// row counts a row added to table i and cuts a batch when it is full.
func (c *Code) row(i int) {
	b := &c.tables[i]
	if b.rows++; b.rows >= BatchRows {
		b.cut()
	}
}

func (c *Code) method(classID int32, className string, cf *classfile.ClassFile, mf *classfile.Method) {
	id := c.next
	c.next++
	d, err := c.analyzer.AnalyzeCode(mf.Code)
	if err != nil {
		// The interpreter reports malformed code when the method first runs; the tables
		// describe the method without instructions.
		d = nil
	}
	k := &c.methods
	k.id.add(id)
	k.class.add(classID)
	k.className.add(className)
	k.name.add(mf.Name)
	k.desc.add(mf.Descriptor)
	k.access.add(int32(mf.Access))
	code := mf.Code
	var n, blocks int32
	var maxStack, maxLocals int32
	if code != nil {
		n, maxStack, maxLocals = int32(len(code.Code)), int32(code.MaxStack), int32(code.MaxLocals)
	}
	if d != nil {
		blocks = int32(d.Blocks)
	}
	k.codeLen.add(n)
	k.maxStack.add(maxStack)
	k.maxLocals.add(maxLocals)
	k.blocks.add(blocks)
	k.native.add(mf.Access&classfile.AccNative != 0)
	c.row(0)
	if d == nil {
		return
	}
	in := &c.instrs
	var lines []classfile.LineNumber
	if len(code.Lines) > 0 {
		lines = slices.Clone(code.Lines)
		slices.SortStableFunc(lines, func(a, b classfile.LineNumber) int { return int(a.StartPC) - int(b.StartPC) })
	}
	next, line := 0, 0 // the instructions come in pc order
	for i, ins := range d.Instrs {
		in.method.add(id)
		in.pc.add(int32(ins.PC))
		in.index.add(int32(i + 1))
		in.opcode.add(int16(ins.Op))
		in.mnemonic.add(bytecode.Names[ins.Op])
		in.wide.add(ins.Wide)
		in.length.add(int8(ins.Len))
		in.block.add(int32(d.Block[i]))
		c.operands(cf, ins)
		in.target.maybe(int32(ins.Target), bytecode.IsBranch(ins.Op))
		for next < len(lines) && int(lines[next].StartPC) <= ins.PC {
			line = int(lines[next].Line)
			next++
		}
		in.line.maybe(int32(line), line > 0)
		local, operand, cp := operandKinds(ins.Op)
		in.local.maybe(int32(ins.Index), local)
		in.operand.maybe(ins.Value, operand)
		in.cpIndex.maybe(int32(ins.Index), cp)
		c.row(1)
	}
	b := &c.blocks
	for i := 0; i < len(d.Instrs); {
		j := i
		for j+1 < len(d.Instrs) && d.Block[j+1] == d.Block[i] {
			j++
		}
		b.method.add(id)
		b.block.add(int32(d.Block[i]))
		b.first.add(int32(d.Instrs[i].PC))
		b.last.add(int32(d.Instrs[j].PC))
		b.firstIndex.add(int32(i + 1))
		b.n.add(int32(j - i + 1))
		c.row(2)
		i = j + 1
	}
}

// operands adds the reference columns of one instruction of class cf.
func (c *Code) operands(cf *classfile.ClassFile, ins bytecode.Instr) {
	in := &c.instrs
	pool := cf.Pool
	var refClass, refName, refDesc, ldc string
	var super, isSuper bool
	idx := uint16(ins.Index)
	switch ins.Op {
	case bytecode.GETFIELD, bytecode.PUTFIELD, bytecode.GETSTATIC, bytecode.PUTSTATIC,
		bytecode.INVOKEVIRTUAL, bytecode.INVOKESPECIAL, bytecode.INVOKESTATIC, bytecode.INVOKEINTERFACE:
		if cl, n, ds, err := pool.MemberRef(idx); err == nil {
			refClass, refName, refDesc = cl, n, ds
			if ins.Op == bytecode.INVOKESPECIAL {
				isSuper = true
				super = n != "<init>" && cl != cf.ThisClass
			}
		}
	case bytecode.INVOKEDYNAMIC:
		// ref_class is the bootstrap method's class (java.lang.invoke.LambdaMetafactory, ...):
		// cost models price a linked site by what it became.
		if int(idx) < len(pool) && pool[idx].Tag == classfile.TagInvokeDynamic {
			if n, ds, err := pool.NameAndType(pool[idx].B); err == nil {
				refName, refDesc = n, ds
			}
			if bi := int(pool[idx].A); bi < len(cf.BootstrapMethods) {
				if h := cf.BootstrapMethods[bi].Ref; int(h) < len(pool) && pool[h].Tag == classfile.TagMethodHandle {
					if cl, _, _, err := pool.MemberRef(pool[h].B); err == nil {
						refClass = cl
					}
				}
			}
		}
	case bytecode.NEW, bytecode.CHECKCAST, bytecode.INSTANCEOF, bytecode.ANEWARRAY, bytecode.MULTIANEWARRAY:
		if cl, err := pool.ClassName(idx); err == nil {
			refClass = cl
		}
	case bytecode.LDC, bytecode.LDC_W, bytecode.LDC2_W:
		if int(idx) < len(pool) {
			ldc = ldcKinds[pool[idx].Tag]
			if pool[idx].Tag == classfile.TagClass {
				if cl, err := pool.ClassName(idx); err == nil {
					refClass = cl
				}
			}
		}
	}
	if refClass != "" {
		in.refClass.addDots(refClass) // the pool has internal names (a/b/C)
	} else {
		in.refClass.null()
	}
	in.refName.maybe(refName, refName != "")
	in.refDesc.maybe(refDesc, refDesc != "")
	in.super.maybe(super, isSuper)
	in.ldcKind.maybe(ldc, ldc != "")
}

// operandKinds says which of an instruction's decoded operands the instructions table keeps:
// a local variable slot (Instr.Index), a value (Instr.Value), a constant pool index (Instr.Index).
func operandKinds(op byte) (local, value, cp bool) {
	switch {
	case op >= bytecode.ILOAD && op <= bytecode.ALOAD_3, op >= bytecode.ISTORE && op <= bytecode.ASTORE_3, op == bytecode.RET:
		local = true
	case op == bytecode.IINC:
		local, value = true, true
	case op == bytecode.BIPUSH, op == bytecode.SIPUSH, op == bytecode.NEWARRAY:
		value = true
	case op == bytecode.MULTIANEWARRAY:
		value, cp = true, true
	case op == bytecode.LDC, op == bytecode.LDC_W, op == bytecode.LDC2_W, op >= bytecode.GETSTATIC && op <= bytecode.INVOKEDYNAMIC,
		op == bytecode.NEW, op == bytecode.ANEWARRAY, op == bytecode.CHECKCAST, op == bytecode.INSTANCEOF:
		cp = true
	}
	return local, value, cp
}
