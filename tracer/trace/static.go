// This file writes the static tables (classes, methods, instructions, blocks) as classes are
// loaded, so that a trace cut short by a crash still describes every method it ran. It runs
// on the writer's statics goroutine: decoding every method of every loaded class is work the
// interpreter need not wait for.

package trace

import (
	"slices"
	"strings"

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

// writeClass writes a class with its methods, instructions and blocks.
func (w *Writer) writeClass(c *vm.Class) {
	k := &w.classes
	k.id.add(c.ID)
	k.name.add(c.JavaName())
	k.super.maybe(superName(c), c.Super != nil)
	names := make([]string, len(c.Interfaces))
	for i, in := range c.Interfaces {
		names[i] = in.JavaName()
	}
	k.ifaces.add(strings.Join(names, ","))
	k.src.maybe(c.SourceFile, c.SourceFile != "")
	k.origin.add(c.Origin)
	k.iface.add(c.IsInterface())
	k.lib.add(c.Boot)
	w.row(w.tables[0])
	for _, m := range c.Methods {
		w.method(c, m)
	}
}

func superName(c *vm.Class) string {
	if c.Super == nil {
		return ""
	}
	return c.Super.JavaName()
}

func (w *Writer) method(c *vm.Class, m *vm.Method) {
	d, err := w.analyzer.Analyze(m)
	if err != nil {
		// The interpreter reports malformed code when the method first runs; the static
		// tables describe the method without instructions.
		d = nil
	}
	k := &w.methods
	k.id.add(m.ID)
	k.class.add(c.ID)
	k.className.add(c.JavaName())
	k.name.add(m.Name)
	k.desc.add(m.Desc)
	k.access.add(int32(m.Access))
	code := m.Code()
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
	k.native.add(m.IsNative())
	w.row(w.tables[1])
	if d == nil {
		return
	}
	pool := c.File.Pool
	in := &w.instrs
	var lines []classfile.LineNumber
	if code != nil && len(code.Lines) > 0 {
		lines = slices.Clone(code.Lines)
		slices.SortStableFunc(lines, func(a, b classfile.LineNumber) int { return int(a.StartPC) - int(b.StartPC) })
	}
	next, line := 0, 0 // the instructions come in pc order
	for i, ins := range d.Instrs {
		in.method.add(m.ID)
		in.pc.add(int32(ins.PC))
		in.index.add(int32(i + 1))
		in.opcode.add(int16(ins.Op))
		in.mnemonic.add(bytecode.Names[ins.Op])
		in.wide.add(ins.Wide)
		in.length.add(int8(ins.Len))
		in.block.add(int32(d.Block[i]))
		w.operands(c, pool, ins)
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
		w.row(w.tables[2])
	}
	b := &w.blocks
	for i := 0; i < len(d.Instrs); {
		j := i
		for j+1 < len(d.Instrs) && d.Block[j+1] == d.Block[i] {
			j++
		}
		b.method.add(m.ID)
		b.block.add(int32(d.Block[i]))
		b.first.add(int32(d.Instrs[i].PC))
		b.last.add(int32(d.Instrs[j].PC))
		b.firstIndex.add(int32(i + 1))
		b.n.add(int32(j - i + 1))
		w.row(w.tables[3])
		i = j + 1
	}
}

// operands adds the reference columns of one instruction.
func (w *Writer) operands(c *vm.Class, pool classfile.Pool, ins bytecode.Instr) {
	in := &w.instrs
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
				super = n != "<init>" && cl != c.Name
			}
		}
	case bytecode.INVOKEDYNAMIC:
		// ref_class is the bootstrap method's class (java.lang.invoke.LambdaMetafactory, ...):
		// cost models price a linked site by what it became.
		if int(idx) < len(pool) && pool[idx].Tag == classfile.TagInvokeDynamic {
			if n, ds, err := pool.NameAndType(pool[idx].B); err == nil {
				refName, refDesc = n, ds
			}
			if bi := int(pool[idx].A); bi < len(c.File.BootstrapMethods) {
				if h := c.File.BootstrapMethods[bi].Ref; int(h) < len(pool) && pool[h].Tag == classfile.TagMethodHandle {
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
