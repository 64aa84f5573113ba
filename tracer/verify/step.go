// The type rule of every instruction except references to the constant pool (refs.go).

package verify

import (
	"encoding/binary"

	bc "github.com/crossprof/crossprof/tracer/bytecode"
)

// step applies the type rule of the instruction at pc to the current frame. It returns
// true if control cannot fall through to the next instruction.
func (c *checker) step(pc int, op byte, wide bool) bool {
	v, f := c.v, c.cur
	code := v.code.Code
	switch {
	case op == bc.NOP:
	case op == bc.ACONST_NULL:
		f.push(tNull)
	case op >= bc.ICONST_M1 && op <= bc.ICONST_5, op == bc.BIPUSH, op == bc.SIPUSH:
		f.push(tInt)
	case op == bc.LCONST_0 || op == bc.LCONST_1:
		f.push2(tLong)
	case op >= bc.FCONST_0 && op <= bc.FCONST_2:
		f.push(tFloat)
	case op == bc.DCONST_0 || op == bc.DCONST_1:
		f.push2(tDouble)
	case op == bc.LDC:
		c.ldc(pc, op, int(code[pc+1]))
	case op == bc.LDC_W || op == bc.LDC2_W:
		c.ldc(pc, op, u2at(code, pc+1))
	case op >= bc.ILOAD && op <= bc.ALOAD:
		c.load(op-bc.ILOAD, localIndex(code, pc, wide))
	case op >= bc.ILOAD_0 && op <= bc.ALOAD_3:
		k := (op - bc.ILOAD_0) / 4
		c.load(k, int(op-bc.ILOAD_0)%4)
	case op >= bc.ISTORE && op <= bc.ASTORE:
		c.store(op-bc.ISTORE, localIndex(code, pc, wide))
	case op >= bc.ISTORE_0 && op <= bc.ASTORE_3:
		c.store((op-bc.ISTORE_0)/4, int(op-bc.ISTORE_0)%4)
	case op == bc.AALOAD:
		f.pop(tInt)
		a := f.pop(tRefQ)
		if !a.isRefArray() {
			c.badOperand(pc, &tRefQ, "aaload")
		}
		if a.k == kNull {
			f.push(tNull)
		} else {
			f.push(a.component())
		}
	case op == bc.BALOAD:
		f.pop(tInt)
		a := f.pop(tRefQ)
		if !a.isArrayOf('Z') && !a.isArrayOf('B') {
			c.badOperand(pc, nil, "baload")
		}
		f.push(tInt)
	case op >= bc.IALOAD && op <= bc.SALOAD:
		e := arrayElems[op]
		f.pop(tInt)
		a := f.pop(tRefQ)
		if !a.isArrayOf(e.c) {
			want := ref("[" + string(e.c))
			c.badOperand(pc, &want, e.name)
		}
		f.pushValue(e.t)
	case op == bc.AASTORE:
		f.pop(tObject)
		f.pop(tInt)
		a := f.pop(tRefQ)
		if !a.isRefArray() {
			c.badOperand(pc, &tRefQ, "aastore")
		}
	case op == bc.BASTORE:
		f.pop(tInt)
		f.pop(tInt)
		a := f.pop(tRefQ)
		if !a.isArrayOf('Z') && !a.isArrayOf('B') {
			c.badOperand(pc, nil, "bastore")
		}
	case op >= bc.IASTORE && op <= bc.SASTORE:
		e := arrayElems[op]
		f.popValue(e.t)
		f.pop(tInt)
		a := f.pop(tRefQ)
		if !a.isArrayOf(e.c) {
			want := ref("[" + string(e.c))
			c.badOperand(pc, &want, e.name)
		}
	case op == bc.POP:
		f.pop(tCat1Q)
	case op == bc.POP2:
		t := f.popAny()
		c.popSecond(pc, t, "pop2")
	case op == bc.DUP:
		t := f.pop(tCat1Q)
		f.push(t)
		f.push(t)
	case op == bc.DUP_X1:
		t1 := f.pop(tCat1Q)
		t2 := f.pop(tCat1Q)
		f.push(t1)
		f.push(t2)
		f.push(t1)
	case op == bc.DUP_X2:
		t1 := f.pop(tCat1Q)
		t2 := f.popAny()
		t3 := c.popSecond(pc, t2, "dup_x2")
		f.push(t1)
		f.push(t3)
		f.push(t2)
		f.push(t1)
	case op == bc.DUP2:
		t1 := f.popAny()
		t2 := c.popSecond(pc, t1, "dup2")
		f.push(t2)
		f.push(t1)
		f.push(t2)
		f.push(t1)
	case op == bc.DUP2_X1:
		t1 := f.popAny()
		t2 := c.popSecond(pc, t1, "dup2_x1")
		t3 := f.pop(tCat1Q)
		f.push(t2)
		f.push(t1)
		f.push(t3)
		f.push(t2)
		f.push(t1)
	case op == bc.DUP2_X2:
		t1 := f.popAny()
		t2 := c.popSecond(pc, t1, "dup2_x2")
		t3 := f.popAny()
		t4 := c.popSecond(pc, t3, "dup2_x2")
		f.push(t2)
		f.push(t1)
		f.push(t4)
		f.push(t3)
		f.push(t2)
		f.push(t1)
	case op == bc.SWAP:
		t1 := f.pop(tCat1Q)
		t2 := f.pop(tCat1Q)
		f.push(t1)
		f.push(t2)
	case op >= bc.IADD && op <= bc.DNEG || op >= bc.ISHL && op <= bc.LXOR:
		c.arith(op)
	case op == bc.IINC:
		idx := localIndex(code, pc, wide)
		t := f.getLocal(idx, tInt)
		f.setLocal(idx, t)
	case op >= bc.I2L && op <= bc.I2S:
		c.convert(op)
	case op == bc.LCMP:
		f.pop2(tLong)
		f.pop2(tLong)
		f.push(tInt)
	case op == bc.FCMPL || op == bc.FCMPG:
		f.pop(tFloat)
		f.pop(tFloat)
		f.push(tInt)
	case op == bc.DCMPL || op == bc.DCMPG:
		f.pop2(tDouble)
		f.pop2(tDouble)
		f.push(tInt)
	case op >= bc.IF_ICMPEQ && op <= bc.IF_ICMPLE:
		f.pop(tInt)
		f.pop(tInt)
		c.checkTarget(pc, pc+int(int16(u2at(code, pc+1))))
	case op >= bc.IFEQ && op <= bc.IFLE:
		f.pop(tInt)
		c.checkTarget(pc, pc+int(int16(u2at(code, pc+1))))
	case op == bc.IF_ACMPEQ || op == bc.IF_ACMPNE:
		f.pop(tRefQ)
		f.pop(tRefQ)
		c.checkTarget(pc, pc+int(int16(u2at(code, pc+1))))
	case op == bc.IFNULL || op == bc.IFNONNULL:
		f.pop(tRefQ)
		c.checkTarget(pc, pc+int(int16(u2at(code, pc+1))))
	case op == bc.GOTO:
		c.checkTarget(pc, pc+int(int16(u2at(code, pc+1))))
		return true
	case op == bc.GOTO_W:
		c.checkTarget(pc, pc+int(int32(binary.BigEndian.Uint32(code[pc+1:]))))
		return true
	case op == bc.TABLESWITCH || op == bc.LOOKUPSWITCH:
		c.switchInsn(pc, op)
		return true
	case op == bc.IRETURN:
		c.returnValue(pc, f.pop(tInt))
		return true
	case op == bc.LRETURN:
		f.pop(tLong2)
		c.returnValue(pc, f.pop(tLong))
		return true
	case op == bc.FRETURN:
		c.returnValue(pc, f.pop(tFloat))
		return true
	case op == bc.DRETURN:
		f.pop(tDouble2)
		c.returnValue(pc, f.pop(tDouble))
		return true
	case op == bc.ARETURN:
		c.returnValue(pc, f.pop(tRefQ))
		return true
	case op == bc.RETURN:
		if c.ret.k != kTop {
			v.fail(errCtx{bci: pc, fault: fBadCode}, "Method expects a return value")
		}
		if v.m.Name == "<init>" && f.uninit {
			v.fail(errCtx{bci: pc, fault: fBadCode}, "Constructor must call super() or this() before return")
		}
		return true
	case op >= bc.GETSTATIC && op <= bc.PUTFIELD:
		c.field(pc, op)
	case op >= bc.INVOKEVIRTUAL && op <= bc.INVOKEDYNAMIC:
		c.invoke(pc, op)
	case op == bc.NEW, op == bc.NEWARRAY, op == bc.ANEWARRAY, op == bc.MULTIANEWARRAY,
		op == bc.CHECKCAST, op == bc.INSTANCEOF:
		c.object(pc, op)
	case op == bc.ARRAYLENGTH:
		t := f.pop(tRefQ)
		if t.k != kNull && !t.isArray() {
			c.badOperand(pc, nil, "arraylength")
		}
		f.push(tInt)
	case op == bc.MONITORENTER || op == bc.MONITOREXIT:
		f.pop(tRefQ)
	case op == bc.ATHROW:
		f.pop(tThrow)
		return true
	default:
		// jsr, jsr_w and ret have no place in a class file checked with stack maps.
		v.fail(errCtx{bci: pc, fault: fBadCode}, "Bad instruction: %02x", op)
	}
	return false
}

// popSecond pops what lies under t for the two-slot stack instructions: another category
// 1 value if t is one, else the first half of the long or double.
func (c *checker) popSecond(pc int, t vtype, insn string) vtype {
	switch {
	case t.isCat1():
		return c.cur.pop(tCat1Q)
	case t.isCat2nd():
		return c.cur.pop(tCat2Q)
	}
	c.badOperand(pc, nil, insn)
	return tTop
}

var loadTypes = [5]vtype{tInt, tLong, tFloat, tDouble, tRefQ}

func (c *checker) load(k byte, idx int) {
	f := c.cur
	switch k {
	case 1, 3:
		f.getLocal2(idx, loadTypes[k])
		f.push2(loadTypes[k])
	case 4:
		f.push(f.getLocal(idx, tRefQ))
	default:
		f.getLocal(idx, loadTypes[k])
		f.push(loadTypes[k])
	}
}

func (c *checker) store(k byte, idx int) {
	f := c.cur
	switch k {
	case 1, 3:
		f.pop2(loadTypes[k])
		f.setLocal2(idx, loadTypes[k])
	case 4:
		f.setLocal(idx, f.pop(tRefQ))
	default:
		f.pop(loadTypes[k])
		f.setLocal(idx, loadTypes[k])
	}
}

// arith handles the arithmetic, shift and logical instructions.
func (c *checker) arith(op byte) {
	f := c.cur
	var t vtype
	switch {
	case op == bc.ISHL || op == bc.ISHR || op == bc.IUSHR || op == bc.IAND || op == bc.IOR || op == bc.IXOR:
		t = tInt
	case op == bc.LSHL || op == bc.LSHR || op == bc.LUSHR:
		f.pop(tInt)
		f.pop2(tLong)
		f.push2(tLong)
		return
	case op == bc.LAND || op == bc.LOR || op == bc.LXOR:
		t = tLong
	case op >= bc.INEG:
		t = [4]vtype{tInt, tLong, tFloat, tDouble}[op-bc.INEG]
		f.popValue(t)
		f.pushValue(t)
		return
	default:
		t = [4]vtype{tInt, tLong, tFloat, tDouble}[(op-bc.IADD)%4]
	}
	f.popValue(t)
	f.popValue(t)
	f.pushValue(t)
}

// convert handles i2l through i2s.
func (c *checker) convert(op byte) {
	f := c.cur
	from := [...]vtype{tInt, tInt, tInt, tLong, tLong, tLong, tFloat, tFloat, tFloat, tDouble, tDouble, tDouble, tInt, tInt, tInt}
	to := [...]vtype{tLong, tFloat, tDouble, tInt, tFloat, tDouble, tInt, tLong, tDouble, tInt, tLong, tFloat, tInt, tInt, tInt}
	i := op - bc.I2L
	f.popValue(from[i])
	f.pushValue(to[i])
}

func (c *checker) returnValue(pc int, t vtype) {
	v := c.v
	if c.ret.k == kTop {
		v.fail(errCtx{bci: pc, fault: fWrongType, typ: c.cur.topCtx(), exp: origin{kind: oSig, t: c.ret}},
			"Method does not expect a return value")
	}
	if !v.assignable(c.ret, t) {
		v.fail(errCtx{bci: pc, fault: fWrongType, typ: c.cur.topCtx(), exp: origin{kind: oSig, t: c.ret}}, "Bad return type")
	}
}

// switchInsn checks tableswitch and lookupswitch.
func (c *checker) switchInsn(pc int, op byte) {
	v := c.v
	code := v.code.Code
	a := (pc + 4) &^ 3
	if v.cf.Major < 51 {
		for i := pc + 1; i < a; i++ {
			if code[i] != 0 {
				v.fail(errCtx{bci: pc, fault: fBadCode}, "Nonzero padding byte in lookupswitch or tableswitch")
			}
		}
	}
	s4 := func(i int) int { return int(int32(binary.BigEndian.Uint32(code[i:]))) }
	c.cur.pop(tInt)
	var keys, delta int
	if op == bc.TABLESWITCH {
		lo, hi := s4(a+4), s4(a+8)
		if lo > hi {
			v.fail(errCtx{bci: pc, fault: fBadCode}, "low must be less than or equal to high in tableswitch")
		}
		keys, delta = hi-lo+1, 1
	} else {
		keys, delta = s4(a+4), 2
		if keys < 0 {
			v.fail(errCtx{bci: pc, fault: fBadCode}, "number of keys in lookupswitch less than 0")
		}
		for i := 0; i < keys-1; i++ {
			if s4(a+(2+2*i)*4) >= s4(a+(4+2*i)*4) {
				v.fail(errCtx{bci: pc, fault: fBadCode}, "Bad lookupswitch instruction")
			}
		}
	}
	c.checkTarget(pc, pc+s4(a))
	for i := 0; i < keys; i++ {
		c.checkTarget(pc, pc+s4(a+(3+i*delta)*4))
	}
}
