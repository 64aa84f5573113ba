// This file defines the bytecode interpreter loop.

package vm

import (
	"math"
	"sort"

	bc "github.com/crossprof/crossprof/tracer/bytecode"
)

const (
	npe    = "java/lang/NullPointerException"
	aioobe = "java/lang/ArrayIndexOutOfBoundsException"
)

// run executes t until it blocks, ends, or uses up its time slice. The outer loop (re)loads
// the top frame's state into locals; the inner loop executes instructions. Anything that
// changes frames (calls, returns, exceptions, initializers) saves the state, updates the
// thread and continues the outer loop.
func (t *Thread) run() {
	vm := t.vm
	tracing := vm.tracer.t != nil
	jopAlloc := tracing && vm.jop != nil && vm.jop.soft // allocations record JOP's routines (softops.go)
	t.stoppedAtLeader = false
	defer func() {
		if r := recover(); r != nil {
			if r != errOOM {
				panic(r)
			}
			t.throwNew("java/lang/OutOfMemoryError", "Java heap space")
		}
	}()
outer:
	for {
		if t.exc != nil {
			t.unwind()
		}
		if t.state != threadRunnable || t.fp < 0 || vm.halted {
			return
		}
		if t.yield {
			t.yield = false
			return
		}
		f := &t.frames[t.fp]
		if f.fresh {
			// Its initializers ran first, outside it: its bytecodes start counting now.
			f.fresh = false
			f.ran = t.executed()
		}
		if !f.announced && tracing {
			vm.tracer.announce(t, f)
		}
		code, ip, sp, lb, stack := f.code, f.ip, f.sp, f.lb, t.stack
		// A block leader that made the frame wait (a class to initialize first, a monitor
		// held by another thread) executes again here: its block was counted the first time.
		again := f.counted == ip
		for {
			in := &code[ip]
			if in.lead {
				if again {
					again = false
					goto redo
				}
				n := uint64(in.blen)
				if vm.icount+n > vm.stopAt {
					if m := vm.cfg.MaxInstructions; m > 0 && vm.icount+n > m {
						vm.limitHit = true
						f.ip, f.sp, f.counted = ip, sp, -1
						t.stoppedAtLeader = true
						return
					}
					if vm.icount != vm.resumedAt {
						f.ip, f.sp, f.counted = ip, sp, -1
						t.stoppedAtLeader = true
						return
					}
				}
				vm.icount += n
				f.counted = ip
				if tracing {
					t.counts[f.cbase+int(in.bid)]++
				}
			}
		redo:
			switch in.op {
			case bc.NOP:
			case bc.ACONST_NULL:
				stack[sp] = Value{}
				sp++
			case opIconst, opFconst:
				stack[sp] = Value{I: int64(in.a)}
				if in.op == opFconst {
					stack[sp].I = int64(uint32(in.a))
				}
				sp++
			case opLconst:
				stack[sp] = Value{I: int64(uint32(in.a)) | int64(in.b)<<32}
				sp += 2
			case opLdcQ:
				stack[sp] = Value{R: in.x.(*Object)}
				sp++
			case bc.LDC:
				f.ip, f.sp = ip, sp
				if !t.resolveLdc(f.m, in) {
					continue outer
				}
				goto redo

			case opLoad2:
				stack[sp] = stack[lb+int(in.a)]
				stack[sp+1] = stack[lb+int(in.b)]
				sp += 2
				ip += 2
				continue
			case opLoadConst:
				stack[sp] = stack[lb+int(in.a)]
				stack[sp+1] = Value{I: int64(in.b)}
				sp += 2
				ip += 2
				continue
			case opLoad2IfCmp:
				br := &code[ip+2]
				if intCond(br.op-bc.IF_ICMPEQ, int32(stack[lb+int(in.a)].I), int32(stack[lb+int(in.b)].I)) {
					ip = int(br.a)
				} else {
					ip += 3
				}
				continue
			case opLoadConstIfCmp:
				br := &code[ip+2]
				if intCond(br.op-bc.IF_ICMPEQ, int32(stack[lb+int(in.a)].I), in.b) {
					ip = int(br.a)
				} else {
					ip += 3
				}
				continue
			case opConstIntOp:
				stack[sp-1].I = int64(intOp(code[ip+1].op, int32(stack[sp-1].I), in.a))
				ip += 2
				continue
			case opLoadConstIntOp:
				stack[sp] = Value{I: int64(intOp(code[ip+2].op, int32(stack[lb+int(in.a)].I), in.b))}
				sp++
				ip += 3
				continue
			case opLoad2IntOp:
				stack[sp] = Value{I: int64(intOp(code[ip+2].op, int32(stack[lb+int(in.a)].I), int32(stack[lb+int(in.b)].I)))}
				sp++
				ip += 3
				continue
			case opIincGoto:
				l := &stack[lb+int(in.a)]
				l.I = int64(int32(l.I) + in.b)
				ip = int(code[ip+1].a)
				continue
			case opArrayLoad:
				o, i := stack[lb+int(in.a)].R, int32(stack[lb+int(in.b)].I)
				ld := &code[ip+2]
				var n int
				if o != nil {
					n = o.ArrayLength()
				}
				if o == nil || uint32(i) >= uint32(n) {
					// Let the array load itself throw, with the stack as the loads left it.
					stack[sp], stack[sp+1] = Value{R: o}, Value{I: int64(i)}
					sp += 2
					ip += 2
					in = ld
					goto redo
				}
				switch a := o.data.(type) {
				case []int32:
					stack[sp] = Value{I: int64(a[i])}
				case []int16:
					stack[sp] = Value{I: int64(a[i])}
				case []int8:
					stack[sp] = Value{I: int64(a[i])}
				case []uint16:
					stack[sp] = Value{I: int64(a[i])}
				case []*Object:
					stack[sp] = Value{R: a[i]}
				}
				sp++
				ip += 3
				continue
			case bc.ILOAD, bc.FLOAD, bc.ALOAD:
				stack[sp] = stack[lb+int(in.a)]
				sp++
			case bc.LLOAD, bc.DLOAD:
				stack[sp] = stack[lb+int(in.a)]
				sp += 2
			case bc.ISTORE, bc.FSTORE, bc.ASTORE:
				sp--
				stack[lb+int(in.a)] = stack[sp]
			case bc.LSTORE, bc.DSTORE:
				sp -= 2
				stack[lb+int(in.a)] = stack[sp]

			case bc.IALOAD:
				o := stack[sp-2].R
				if o == nil {
					t.fault(f, ip, sp, npe, "")
					continue outer
				}
				a, i := o.data.([]int32), int32(stack[sp-1].I)
				if uint32(i) >= uint32(len(a)) {
					t.fault(f, ip, sp, aioobe, outOfBounds(i, len(a)))
					continue outer
				}
				stack[sp-2] = Value{I: int64(a[i])}
				sp--
			case bc.BALOAD:
				o := stack[sp-2].R
				if o == nil {
					t.fault(f, ip, sp, npe, "")
					continue outer
				}
				a, i := o.data.([]int8), int32(stack[sp-1].I)
				if uint32(i) >= uint32(len(a)) {
					t.fault(f, ip, sp, aioobe, outOfBounds(i, len(a)))
					continue outer
				}
				stack[sp-2] = Value{I: int64(a[i])}
				sp--
			case bc.CALOAD:
				o := stack[sp-2].R
				if o == nil {
					t.fault(f, ip, sp, npe, "")
					continue outer
				}
				a, i := o.data.([]uint16), int32(stack[sp-1].I)
				if uint32(i) >= uint32(len(a)) {
					t.fault(f, ip, sp, aioobe, outOfBounds(i, len(a)))
					continue outer
				}
				stack[sp-2] = Value{I: int64(a[i])}
				sp--
			case bc.SALOAD:
				o := stack[sp-2].R
				if o == nil {
					t.fault(f, ip, sp, npe, "")
					continue outer
				}
				a, i := o.data.([]int16), int32(stack[sp-1].I)
				if uint32(i) >= uint32(len(a)) {
					t.fault(f, ip, sp, aioobe, outOfBounds(i, len(a)))
					continue outer
				}
				stack[sp-2] = Value{I: int64(a[i])}
				sp--
			case bc.AALOAD:
				o := stack[sp-2].R
				if o == nil {
					t.fault(f, ip, sp, npe, "")
					continue outer
				}
				a, i := o.data.([]*Object), int32(stack[sp-1].I)
				if uint32(i) >= uint32(len(a)) {
					t.fault(f, ip, sp, aioobe, outOfBounds(i, len(a)))
					continue outer
				}
				stack[sp-2] = Value{R: a[i]}
				sp--
			case bc.FALOAD:
				o := stack[sp-2].R
				if o == nil {
					t.fault(f, ip, sp, npe, "")
					continue outer
				}
				a, i := o.data.([]float32), int32(stack[sp-1].I)
				if uint32(i) >= uint32(len(a)) {
					t.fault(f, ip, sp, aioobe, outOfBounds(i, len(a)))
					continue outer
				}
				stack[sp-2] = Float(a[i])
				sp--
			case bc.LALOAD:
				o := stack[sp-2].R
				if o == nil {
					t.fault(f, ip, sp, npe, "")
					continue outer
				}
				a, i := o.data.([]int64), int32(stack[sp-1].I)
				if uint32(i) >= uint32(len(a)) {
					t.fault(f, ip, sp, aioobe, outOfBounds(i, len(a)))
					continue outer
				}
				stack[sp-2] = Value{I: a[i]}
				sp--
				sp++
			case bc.DALOAD:
				o := stack[sp-2].R
				if o == nil {
					t.fault(f, ip, sp, npe, "")
					continue outer
				}
				a, i := o.data.([]float64), int32(stack[sp-1].I)
				if uint32(i) >= uint32(len(a)) {
					t.fault(f, ip, sp, aioobe, outOfBounds(i, len(a)))
					continue outer
				}
				stack[sp-2] = Double(a[i])
				sp--
				sp++
			case bc.IASTORE:
				o := stack[sp-2-1].R
				if o == nil {
					t.fault(f, ip, sp, npe, "")
					continue outer
				}
				a, i, v := o.data.([]int32), int32(stack[sp-1-1].I), stack[sp-1]
				if uint32(i) >= uint32(len(a)) {
					t.fault(f, ip, sp, aioobe, outOfBounds(i, len(a)))
					continue outer
				}
				a[i] = int32(v.I)
				sp -= 3
			case bc.CASTORE:
				o := stack[sp-2-1].R
				if o == nil {
					t.fault(f, ip, sp, npe, "")
					continue outer
				}
				a, i, v := o.data.([]uint16), int32(stack[sp-1-1].I), stack[sp-1]
				if uint32(i) >= uint32(len(a)) {
					t.fault(f, ip, sp, aioobe, outOfBounds(i, len(a)))
					continue outer
				}
				a[i] = uint16(v.I)
				sp -= 3
			case bc.SASTORE:
				o := stack[sp-2-1].R
				if o == nil {
					t.fault(f, ip, sp, npe, "")
					continue outer
				}
				a, i, v := o.data.([]int16), int32(stack[sp-1-1].I), stack[sp-1]
				if uint32(i) >= uint32(len(a)) {
					t.fault(f, ip, sp, aioobe, outOfBounds(i, len(a)))
					continue outer
				}
				a[i] = int16(v.I)
				sp -= 3
			case bc.FASTORE:
				o := stack[sp-2-1].R
				if o == nil {
					t.fault(f, ip, sp, npe, "")
					continue outer
				}
				a, i, v := o.data.([]float32), int32(stack[sp-1-1].I), stack[sp-1]
				if uint32(i) >= uint32(len(a)) {
					t.fault(f, ip, sp, aioobe, outOfBounds(i, len(a)))
					continue outer
				}
				a[i] = f32(v)
				sp -= 3
			case bc.LASTORE:
				o := stack[sp-2-2].R
				if o == nil {
					t.fault(f, ip, sp, npe, "")
					continue outer
				}
				a, i, v := o.data.([]int64), int32(stack[sp-1-2].I), stack[sp-2]
				if uint32(i) >= uint32(len(a)) {
					t.fault(f, ip, sp, aioobe, outOfBounds(i, len(a)))
					continue outer
				}
				a[i] = v.I
				sp -= 4
			case bc.DASTORE:
				o := stack[sp-2-2].R
				if o == nil {
					t.fault(f, ip, sp, npe, "")
					continue outer
				}
				a, i, v := o.data.([]float64), int32(stack[sp-1-2].I), stack[sp-2]
				if uint32(i) >= uint32(len(a)) {
					t.fault(f, ip, sp, aioobe, outOfBounds(i, len(a)))
					continue outer
				}
				a[i] = f64(v)
				sp -= 4
			case bc.BASTORE:
				o := stack[sp-3].R
				if o == nil {
					t.fault(f, ip, sp, npe, "")
					continue outer
				}
				a, i, v := o.data.([]int8), int32(stack[sp-2].I), stack[sp-1]
				if uint32(i) >= uint32(len(a)) {
					t.fault(f, ip, sp, aioobe, outOfBounds(i, len(a)))
					continue outer
				}
				if o.class.elemKind == 'Z' {
					a[i] = int8(v.I & 1)
				} else {
					a[i] = int8(v.I)
				}
				sp -= 3
			case bc.AASTORE:
				o := stack[sp-3].R
				if o == nil {
					t.fault(f, ip, sp, npe, "")
					continue outer
				}
				a, i, v := o.data.([]*Object), int32(stack[sp-2].I), stack[sp-1].R
				if uint32(i) >= uint32(len(a)) {
					t.fault(f, ip, sp, aioobe, outOfBounds(i, len(a)))
					continue outer
				}
				if v != nil && v.class != o.class.elem && !v.class.AssignableTo(o.class.elem) {
					t.fault(f, ip, sp, "java/lang/ArrayStoreException", v.class.JavaName())
					continue outer
				}
				a[i] = v
				sp -= 3

			case bc.POP:
				sp--
			case bc.POP2:
				sp -= 2
			case bc.DUP:
				stack[sp] = stack[sp-1]
				sp++
			case bc.DUP_X1:
				v1, v2 := stack[sp-1], stack[sp-2]
				stack[sp-2], stack[sp-1], stack[sp] = v1, v2, v1
				sp++
			case bc.DUP_X2:
				v1, v2, v3 := stack[sp-1], stack[sp-2], stack[sp-3]
				stack[sp-3], stack[sp-2], stack[sp-1], stack[sp] = v1, v3, v2, v1
				sp++
			case bc.DUP2:
				stack[sp], stack[sp+1] = stack[sp-2], stack[sp-1]
				sp += 2
			case bc.DUP2_X1:
				v1, v2, v3 := stack[sp-1], stack[sp-2], stack[sp-3]
				stack[sp-3], stack[sp-2], stack[sp-1], stack[sp], stack[sp+1] = v2, v1, v3, v2, v1
				sp += 2
			case bc.DUP2_X2:
				v1, v2, v3, v4 := stack[sp-1], stack[sp-2], stack[sp-3], stack[sp-4]
				stack[sp-4], stack[sp-3], stack[sp-2], stack[sp-1], stack[sp], stack[sp+1] = v2, v1, v4, v3, v2, v1
				sp += 2
			case bc.SWAP:
				stack[sp-1], stack[sp-2] = stack[sp-2], stack[sp-1]

			case bc.IADD:
				sp--
				stack[sp-1].I = int64(int32(stack[sp-1].I) + int32(stack[sp].I))
			case bc.ISUB:
				sp--
				stack[sp-1].I = int64(int32(stack[sp-1].I) - int32(stack[sp].I))
			case bc.IMUL:
				sp--
				stack[sp-1].I = int64(int32(stack[sp-1].I) * int32(stack[sp].I))
			case bc.IDIV, bc.IREM:
				d := int32(stack[sp-1].I)
				if d == 0 {
					t.fault(f, ip, sp, "java/lang/ArithmeticException", "/ by zero")
					continue outer
				}
				sp--
				if in.op == bc.IDIV {
					stack[sp-1].I = int64(int32(stack[sp-1].I) / d)
				} else {
					stack[sp-1].I = int64(int32(stack[sp-1].I) % d)
				}
			case bc.INEG:
				stack[sp-1].I = int64(-int32(stack[sp-1].I))
			case bc.ISHL:
				sp--
				stack[sp-1].I = int64(int32(stack[sp-1].I) << (stack[sp].I & 31))
			case bc.ISHR:
				sp--
				stack[sp-1].I = int64(int32(stack[sp-1].I) >> (stack[sp].I & 31))
			case bc.IUSHR:
				sp--
				stack[sp-1].I = int64(int32(uint32(stack[sp-1].I) >> (stack[sp].I & 31)))
			case bc.IAND:
				sp--
				stack[sp-1].I = int64(int32(stack[sp-1].I) & int32(stack[sp].I))
			case bc.IOR:
				sp--
				stack[sp-1].I = int64(int32(stack[sp-1].I) | int32(stack[sp].I))
			case bc.IXOR:
				sp--
				stack[sp-1].I = int64(int32(stack[sp-1].I) ^ int32(stack[sp].I))
			case bc.IINC:
				l := &stack[lb+int(in.a)]
				l.I = int64(int32(l.I) + in.b)

			case bc.LADD:
				sp -= 2
				stack[sp-2].I += stack[sp].I
			case bc.LSUB:
				sp -= 2
				stack[sp-2].I -= stack[sp].I
			case bc.LMUL:
				sp -= 2
				stack[sp-2].I *= stack[sp].I
			case bc.LDIV, bc.LREM:
				d := stack[sp-2].I
				if d == 0 {
					t.fault(f, ip, sp, "java/lang/ArithmeticException", "/ by zero")
					continue outer
				}
				sp -= 2
				if in.op == bc.LDIV {
					stack[sp-2].I /= d
				} else {
					stack[sp-2].I %= d
				}
			case bc.LNEG:
				stack[sp-2].I = -stack[sp-2].I
			case bc.LSHL:
				sp--
				stack[sp-2].I <<= stack[sp].I & 63
			case bc.LSHR:
				sp--
				stack[sp-2].I >>= stack[sp].I & 63
			case bc.LUSHR:
				sp--
				stack[sp-2].I = int64(uint64(stack[sp-2].I) >> (stack[sp].I & 63))
			case bc.LAND:
				sp -= 2
				stack[sp-2].I &= stack[sp].I
			case bc.LOR:
				sp -= 2
				stack[sp-2].I |= stack[sp].I
			case bc.LXOR:
				sp -= 2
				stack[sp-2].I ^= stack[sp].I
			case bc.LCMP:
				a, b := stack[sp-4].I, stack[sp-2].I
				sp -= 3
				stack[sp-1] = Value{I: int64(cmp3(a < b, a > b))}

			case bc.FADD:
				sp--
				stack[sp-1] = Float(f32(stack[sp-1]) + f32(stack[sp]))
			case bc.FSUB:
				sp--
				stack[sp-1] = Float(f32(stack[sp-1]) - f32(stack[sp]))
			case bc.FMUL:
				sp--
				stack[sp-1] = Float(f32(stack[sp-1]) * f32(stack[sp]))
			case bc.FDIV:
				sp--
				stack[sp-1] = Float(f32(stack[sp-1]) / f32(stack[sp]))
			case bc.FREM:
				sp--
				stack[sp-1] = Float(float32(math.Mod(float64(f32(stack[sp-1])), float64(f32(stack[sp])))))
			case bc.FNEG:
				stack[sp-1] = Float(-f32(stack[sp-1]))
			case bc.DADD:
				sp -= 2
				stack[sp-2] = Double(f64(stack[sp-2]) + f64(stack[sp]))
			case bc.DSUB:
				sp -= 2
				stack[sp-2] = Double(f64(stack[sp-2]) - f64(stack[sp]))
			case bc.DMUL:
				sp -= 2
				stack[sp-2] = Double(f64(stack[sp-2]) * f64(stack[sp]))
			case bc.DDIV:
				sp -= 2
				stack[sp-2] = Double(f64(stack[sp-2]) / f64(stack[sp]))
			case bc.DREM:
				sp -= 2
				stack[sp-2] = Double(math.Mod(f64(stack[sp-2]), f64(stack[sp])))
			case bc.DNEG:
				stack[sp-2] = Double(-f64(stack[sp-2]))
			case bc.FCMPL, bc.FCMPG:
				a, b := f32(stack[sp-2]), f32(stack[sp-1])
				sp--
				stack[sp-1] = Value{I: int64(fcmp(float64(a), float64(b), in.op == bc.FCMPG))}
			case bc.DCMPL, bc.DCMPG:
				a, b := f64(stack[sp-4]), f64(stack[sp-2])
				sp -= 3
				stack[sp-1] = Value{I: int64(fcmp(a, b, in.op == bc.DCMPG))}

			case bc.I2L:
				stack[sp-1].I = int64(int32(stack[sp-1].I))
				sp++
			case bc.I2F:
				stack[sp-1] = Float(float32(int32(stack[sp-1].I)))
			case bc.I2D:
				stack[sp-1] = Double(float64(int32(stack[sp-1].I)))
				sp++
			case bc.L2I:
				sp--
				stack[sp-1].I = int64(int32(stack[sp-1].I))
			case bc.L2F:
				sp--
				stack[sp-1] = Float(float32(stack[sp-1].I))
			case bc.L2D:
				stack[sp-2] = Double(float64(stack[sp-2].I))
			case bc.F2I:
				stack[sp-1] = Value{I: int64(f2i(float64(f32(stack[sp-1]))))}
			case bc.F2L:
				stack[sp-1] = Value{I: f2l(float64(f32(stack[sp-1])))}
				sp++
			case bc.F2D:
				stack[sp-1] = Double(float64(f32(stack[sp-1])))
				sp++
			case bc.D2I:
				sp--
				stack[sp-1] = Value{I: int64(f2i(f64(stack[sp-1])))}
			case bc.D2L:
				stack[sp-2] = Value{I: f2l(f64(stack[sp-2]))}
			case bc.D2F:
				sp--
				stack[sp-1] = Float(float32(f64(stack[sp-1])))
			case bc.I2B:
				stack[sp-1].I = int64(int8(stack[sp-1].I))
			case bc.I2C:
				stack[sp-1].I = int64(uint16(stack[sp-1].I))
			case bc.I2S:
				stack[sp-1].I = int64(int16(stack[sp-1].I))

			case bc.IFEQ, bc.IFNE, bc.IFLT, bc.IFGE, bc.IFGT, bc.IFLE:
				sp--
				if intCond(in.op-bc.IFEQ, int32(stack[sp].I), 0) {
					ip = int(in.a)
					continue
				}
			case bc.IF_ICMPEQ, bc.IF_ICMPNE, bc.IF_ICMPLT, bc.IF_ICMPGE, bc.IF_ICMPGT, bc.IF_ICMPLE:
				sp -= 2
				if intCond(in.op-bc.IF_ICMPEQ, int32(stack[sp].I), int32(stack[sp+1].I)) {
					ip = int(in.a)
					continue
				}
			case bc.IF_ACMPEQ, bc.IF_ACMPNE:
				sp -= 2
				if (stack[sp].R == stack[sp+1].R) == (in.op == bc.IF_ACMPEQ) {
					ip = int(in.a)
					continue
				}
			case bc.IFNULL, bc.IFNONNULL:
				sp--
				if (stack[sp].R == nil) == (in.op == bc.IFNULL) {
					ip = int(in.a)
					continue
				}
			case bc.GOTO:
				ip = int(in.a)
				continue
			case bc.JSR:
				stack[sp] = Value{I: int64(ip + 1)}
				sp++
				ip = int(in.a)
				continue
			case bc.RET:
				ip = int(stack[lb+int(in.a)].I)
				continue
			case bc.TABLESWITCH:
				sp--
				k := int64(int32(stack[sp].I)) - int64(in.b)
				targets := in.x.([]int32)
				if k >= 0 && k < int64(len(targets)) {
					ip = int(targets[k])
				} else {
					ip = int(in.a)
				}
				continue
			case bc.LOOKUPSWITCH:
				sp--
				k := int32(stack[sp].I)
				lt := in.x.(*lookupTable)
				j := sort.Search(len(lt.keys), func(j int) bool { return lt.keys[j] >= k })
				if j < len(lt.keys) && lt.keys[j] == k {
					ip = int(lt.targets[j])
				} else {
					ip = int(in.a)
				}
				continue

			case bc.IRETURN, bc.FRETURN, bc.ARETURN:
				f.ip, f.sp = ip, sp
				t.ret(stack[sp-1], 1)
				continue outer
			case bc.LRETURN, bc.DRETURN:
				f.ip, f.sp = ip, sp
				t.ret(stack[sp-2], 2)
				continue outer
			case bc.RETURN:
				f.ip, f.sp = ip, sp
				t.ret(Value{}, 0)
				continue outer

			case opGetstaticQ:
				stack[sp] = in.x.(*Class).statics[in.a]
				sp++
			case opGetstaticQW:
				stack[sp] = in.x.(*Class).statics[in.a]
				sp += 2
			case opPutstaticQ:
				sp--
				in.x.(*Class).statics[in.a] = slotValue(stack[sp], in.b)
			case opPutstaticQW:
				sp -= 2
				in.x.(*Class).statics[in.a] = Value{I: stack[sp].I}
			case opGetfieldQ, opGetfieldQW:
				o := stack[sp-1].R
				if o == nil {
					t.fault(f, ip, sp, npe, "")
					continue outer
				}
				stack[sp-1] = o.fields[in.a]
				if in.op == opGetfieldQW {
					sp++
				}
			case opPutfieldQ:
				o := stack[sp-2].R
				if o == nil {
					t.fault(f, ip, sp, npe, "")
					continue outer
				}
				o.fields[in.a] = slotValue(stack[sp-1], in.b)
				sp -= 2
			case opPutfieldQW:
				o := stack[sp-3].R
				if o == nil {
					t.fault(f, ip, sp, npe, "")
					continue outer
				}
				o.fields[in.a] = Value{I: stack[sp-2].I}
				sp -= 3
			case bc.GETSTATIC, bc.PUTSTATIC, bc.GETFIELD, bc.PUTFIELD:
				f.ip, f.sp = ip, sp
				switch t.resolveField(f.m, in) {
				case resolveFailed:
					continue outer
				case resolveDirect: // a static of a class this thread is initializing: not quickened
					t.staticAccess(f, in.op, in.x.(*Field))
					continue outer
				}
				goto redo

			case opInvokeVirtualQ:
				r := stack[sp-int(in.b)].R
				f.ip, f.sp = ip, sp
				if r == nil {
					t.throwNPE(f)
					continue outer
				}
				t.invoke(r.class.vtable[in.a])
				continue outer
			case opInvokeSpecialQ:
				m := in.x.(*Method)
				f.ip, f.sp = ip, sp
				if stack[sp-m.argSlots].R == nil {
					t.throwNPE(f)
					continue outer
				}
				t.invoke(m)
				continue outer
			case opInvokeStaticQ:
				f.ip, f.sp = ip, sp
				t.invoke(in.x.(*Method))
				continue outer
			case opSoftCall: // a bytecode the target implements in Java (softops.go)
				f.ip, f.sp = ip, sp
				if t.softCall(in) {
					continue outer
				}
				goto redo
			case opInvokeInterfaceQ:
				r := stack[sp-int(in.b)].R
				f.ip, f.sp = ip, sp
				if r == nil {
					t.throwNPE(f)
					continue outer
				}
				t.invokeInterface(r, in.x.(*Method))
				continue outer
			case bc.INVOKEVIRTUAL, bc.INVOKESPECIAL, bc.INVOKESTATIC, bc.INVOKEINTERFACE:
				f.ip, f.sp = ip, sp
				switch t.resolveInvoke(f.m, in) {
				case resolveFailed:
					continue outer
				case resolveDirect: // a static method of a class this thread is initializing
					t.invoke(in.x.(*Method))
					continue outer
				}
				goto redo
			case bc.INVOKEDYNAMIC:
				f.ip, f.sp = ip, sp
				if !t.linkIndy(f.m, in) {
					continue outer
				}
				goto redo
			case opIndyNew:
				site := in.x.(*lambdaSite)
				f.ip, f.sp = ip, sp
				o := vm.newLambda(stack, sp, site)
				sp -= site.n
				stack[sp] = Value{R: o}
				sp++
			case opInvokeHandle:
				f.ip, f.sp = ip, sp
				t.invokeHandle(in.x.(*handleSite))
				continue outer
			case opTypeSwitch:
				sp--
				stack[sp-1] = Value{I: int64(in.x.(*switchSite).match(vm, stack[sp-1].R, int32(stack[sp].I)))}

			case opNewQ:
				f.ip, f.sp = ip, sp
				stack[sp] = Value{R: vm.alloc(in.x.(*Class))}
				sp++
				if jopAlloc {
					t.jopAllocPath(bc.NEW, 0)
				}
			case bc.NEW, bc.ANEWARRAY, bc.CHECKCAST, bc.INSTANCEOF:
				f.ip, f.sp = ip, sp
				if !t.resolveClassOp(f.m, in) {
					continue outer
				}
				goto redo
			case bc.NEWARRAY:
				n := int32(stack[sp-1].I)
				if n < 0 {
					t.fault(f, ip, sp, "java/lang/NegativeArraySizeException", itoa(int(n)))
					continue outer
				}
				f.ip, f.sp = ip, sp
				stack[sp-1] = Value{R: vm.newArray(vm.primArray(in.b), int(n))}
				if jopAlloc {
					t.jopAllocPath(bc.NEWARRAY, 0)
				}
			case opANewArrayQ:
				n := int32(stack[sp-1].I)
				if n < 0 {
					t.fault(f, ip, sp, "java/lang/NegativeArraySizeException", itoa(int(n)))
					continue outer
				}
				f.ip, f.sp = ip, sp
				stack[sp-1] = Value{R: vm.newArray(in.x.(*Class), int(n))}
				if jopAlloc {
					t.jopAllocPath(bc.ANEWARRAY, 0)
				}
			case bc.MULTIANEWARRAY:
				f.ip, f.sp = ip, sp
				if !t.multiNewArray(f, in) {
					continue outer
				}
				sp = f.sp
			case bc.ARRAYLENGTH:
				o := stack[sp-1].R
				if o == nil {
					t.fault(f, ip, sp, npe, "")
					continue outer
				}
				stack[sp-1] = Value{I: int64(o.ArrayLength())}
			case bc.ATHROW:
				o := stack[sp-1].R
				f.ip, f.sp = ip, sp
				if o == nil {
					t.throwNPE(f)
				} else {
					t.throw(o)
				}
				continue outer
			case opCheckcastQ:
				if o := stack[sp-1].R; o != nil && !o.class.AssignableTo(in.x.(*Class)) {
					t.fault(f, ip, sp, "java/lang/ClassCastException", castMessage(o.class, in.x.(*Class)))
					continue outer
				}
			case opInstanceofQ:
				o := stack[sp-1].R
				stack[sp-1] = Value{I: b2i(o != nil && o.class.AssignableTo(in.x.(*Class)))}
			case bc.MONITORENTER:
				o := stack[sp-1].R
				f.ip, f.sp = ip, sp
				if o == nil {
					t.throwNPE(f)
					continue outer
				}
				if !t.enter(o) {
					continue outer // blocked: monitorenter runs again when the monitor is free
				}
				sp--
			case bc.MONITOREXIT:
				o := stack[sp-1].R
				f.ip, f.sp = ip, sp
				if o == nil {
					t.throwNPE(f)
					continue outer
				}
				if !t.exit(o) {
					continue outer
				}
				sp--
			default:
				panic(fatalf("unsupported instruction %s (opcode 0x%02x) in %s", bc.Names[in.op], in.op, describePC(f.m, int(in.pc))))
			}
			ip++
		}
	}
}

// outOfBounds is HotSpot's ArrayIndexOutOfBoundsException message.
func outOfBounds(i int32, n int) string {
	return "Index " + itoa(int(i)) + " out of bounds for length " + itoa(n)
}

// fault saves the frame state and throws a VM exception from the current instruction.
func (t *Thread) fault(f *frame, ip, sp int, class, msg string) {
	f.ip, f.sp = ip, sp
	if class == npe {
		msg = f.npeMessage()
	}
	t.throwNew(class, msg)
}

// slotValue stores a one-slot value into a field without keeping a stale reference: b is 1
// for reference fields.
func slotValue(v Value, b int32) Value {
	if b == 1 {
		return Value{R: v.R}
	}
	return Value{I: v.I}
}

func b2i(b bool) int64 {
	if b {
		return 1
	}
	return 0
}

func cmp3(lt, gt bool) int32 {
	switch {
	case lt:
		return -1
	case gt:
		return 1
	}
	return 0
}

// fcmp implements fcmpl/fcmpg/dcmpl/dcmpg: NaN gives 1 for the g form and -1 for the l form.
func fcmp(a, b float64, g bool) int32 {
	if a != a || b != b {
		if g {
			return 1
		}
		return -1
	}
	return cmp3(a < b, a > b)
}

// intOp applies one of the int operations that cannot throw (superinstructions use it).
func intOp(op uint8, v, c int32) int32 {
	switch op {
	case bc.IADD:
		return v + c
	case bc.ISUB:
		return v - c
	case bc.IMUL:
		return v * c
	case bc.IAND:
		return v & c
	case bc.IOR:
		return v | c
	case bc.IXOR:
		return v ^ c
	case bc.ISHL:
		return v << (c & 31)
	case bc.ISHR:
		return v >> (c & 31)
	}
	return int32(uint32(v) >> (c & 31))
}

// intCond evaluates the condition of if<cond> / if_icmp<cond>: eq, ne, lt, ge, gt, le.
func intCond(c byte, a, b int32) bool {
	switch c {
	case 0:
		return a == b
	case 1:
		return a != b
	case 2:
		return a < b
	case 3:
		return a >= b
	case 4:
		return a > b
	}
	return a <= b
}

// f2i converts with Java's rules: NaN is 0, out-of-range values saturate.
func f2i(d float64) int32 {
	switch {
	case d != d:
		return 0
	case d >= math.MaxInt32:
		return math.MaxInt32
	case d <= math.MinInt32:
		return math.MinInt32
	}
	return int32(d)
}

func f2l(d float64) int64 {
	switch {
	case d != d:
		return 0
	case d >= math.MaxInt64:
		return math.MaxInt64
	case d <= math.MinInt64:
		return math.MinInt64
	}
	return int64(d)
}
