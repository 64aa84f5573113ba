// Instructions that refer to the constant pool: ldc, fields, invokes, object creation, casts.

package verify

import (
	"strings"

	bc "github.com/crossprof/crossprof/tracer/bytecode"
	"github.com/crossprof/crossprof/tracer/classfile"
)

func (c *checker) externalName() string { return strings.ReplaceAll(c.v.cf.ThisClass, "/", ".") }

// cpIndex checks that index names a constant pool entry.
func (c *checker) cpIndex(pc, index int) {
	if index <= 0 || index >= len(c.v.cf.Pool) {
		c.v.fail(errCtx{bci: pc, fault: fBadCP, typ: origin{kind: oBadIndex, index: index}},
			"Illegal constant pool index %d in class %s", index, c.externalName())
	}
}

// cpType checks that entry index has one of the tags.
func (c *checker) cpType(pc, index int, tags ...classfile.Tag) {
	c.cpIndex(pc, index)
	t := c.v.cf.Pool[index].Tag
	for _, want := range tags {
		if t == want {
			return
		}
	}
	c.v.fail(errCtx{bci: pc, fault: fBadCP, typ: origin{kind: oBadIndex, index: index}},
		"Illegal type at constant pool entry %d in class %s", index, c.externalName())
}

// className returns the type named by Class entry index (checked first).
func (c *checker) classAt(pc, index int) vtype {
	c.cpType(pc, index, classfile.TagClass)
	name, _ := c.v.cf.Pool.ClassName(uint16(index))
	return ref(name)
}

func (c *checker) ldc(pc int, op byte, index int) {
	v, f := c.v, c.cur
	c.cpIndex(pc, index)
	tag := v.cf.Pool[index].Tag
	if op == bc.LDC2_W {
		c.cpType(pc, index, classfile.TagDouble, classfile.TagLong, classfile.TagDynamic)
	} else {
		c.cpType(pc, index, classfile.TagInteger, classfile.TagFloat, classfile.TagString, classfile.TagClass,
			classfile.TagMethodHandle, classfile.TagMethodType, classfile.TagDynamic)
	}
	switch tag {
	case classfile.TagString:
		f.push(tString)
	case classfile.TagClass:
		f.push(tClass)
	case classfile.TagInteger:
		f.push(tInt)
	case classfile.TagFloat:
		f.push(tFloat)
	case classfile.TagDouble:
		f.push2(tDouble)
	case classfile.TagLong:
		f.push2(tLong)
	case classfile.TagMethodHandle:
		f.push(ref("java/lang/invoke/MethodHandle"))
	case classfile.TagMethodType:
		f.push(ref("java/lang/invoke/MethodType"))
	case classfile.TagDynamic:
		_, desc, _ := v.cf.Pool.NameAndType(v.cf.Pool[index].B)
		ts := fieldTypes(desc)
		if (len(ts) == 2) != (op == bc.LDC2_W) {
			// The wrong kind of ldc for the constant's type.
			if op == bc.LDC2_W {
				c.cpType(pc, index, classfile.TagDouble, classfile.TagLong)
			} else {
				c.cpType(pc, index, classfile.TagInteger, classfile.TagFloat, classfile.TagString, classfile.TagClass,
					classfile.TagMethodHandle, classfile.TagMethodType)
			}
		}
		for _, t := range ts {
			f.push(t)
		}
	}
}

// memberRef returns the class type, name and descriptor of a field or method reference.
func (c *checker) memberRef(index int) (vtype, string, string) {
	p := c.v.cf.Pool
	e := p[index]
	cn, _ := p.ClassName(e.A)
	name, desc, _ := p.NameAndType(e.B)
	return ref(cn), name, desc
}

func (c *checker) field(pc int, op byte) {
	v, f := c.v, c.cur
	code := v.code.Code
	index := u2at(code, pc+1)
	c.cpType(pc, index, classfile.TagFieldref)
	cls, name, desc := c.memberRef(index)
	static := op == bc.GETSTATIC || op == bc.PUTSTATIC
	if !cls.isObject() && (!static || !cls.isArray()) {
		v.fail(errCtx{bci: pc, fault: fWrongType, typ: origin{kind: oCP, index: index, t: cls}},
			"Expecting reference to class in class %s at constant pool index %d", c.externalName(), index)
	}
	ts := fieldTypes(desc)
	switch op {
	case bc.GETSTATIC:
		for _, t := range ts {
			f.push(t)
		}
	case bc.PUTSTATIC:
		for i := len(ts) - 1; i >= 0; i-- {
			f.pop(ts[i])
		}
	case bc.GETFIELD:
		f.pop(cls)
		for _, t := range ts {
			f.push(t)
		}
	case bc.PUTFIELD:
		for i := len(ts) - 1; i >= 0; i-- {
			f.pop(ts[i])
		}
		obj := f.popAny()
		// A constructor may set its own class's fields before calling super().
		if obj.k == kUninitThis && cls == v.this && c.declaresField(name, desc) {
			obj = v.this
		}
		if !v.assignable(cls, obj) {
			v.fail(errCtx{bci: pc, fault: fWrongType, typ: f.topCtx(), exp: origin{kind: oCP, index: index, t: cls}},
				"Bad type on operand stack in putfield")
		}
	}
}

func (c *checker) declaresField(name, desc string) bool {
	for _, fd := range c.v.cf.Fields {
		if fd.Name == name && fd.Descriptor == desc {
			return true
		}
	}
	return false
}

func (c *checker) invoke(pc int, op byte) {
	v, f := c.v, c.cur
	code := v.code.Code
	index := u2at(code, pc+1)
	switch op {
	case bc.INVOKEINTERFACE:
		c.cpType(pc, index, classfile.TagInterfaceMethodref)
	case bc.INVOKEDYNAMIC:
		c.cpType(pc, index, classfile.TagInvokeDynamic)
	case bc.INVOKESPECIAL, bc.INVOKESTATIC:
		if v.cf.Major < 52 {
			c.cpType(pc, index, classfile.TagMethodref)
		} else {
			c.cpType(pc, index, classfile.TagInterfaceMethodref, classfile.TagMethodref)
		}
	default:
		c.cpType(pc, index, classfile.TagMethodref)
	}
	var cls vtype
	var name, desc string
	if op == bc.INVOKEDYNAMIC {
		if v.cf.Major < 51 {
			v.formatError("invokedynamic instructions not supported by this class file version (%d), class %s",
				v.cf.Major, c.externalName())
		}
		name, desc, _ = v.cf.Pool.NameAndType(v.cf.Pool[index].B)
	} else {
		cls, name, desc = c.memberRef(index)
	}
	s := v.sig(desc)
	if op == bc.INVOKEINTERFACE {
		if int(code[pc+3]) != len(s.args)+1 {
			v.fail(errCtx{bci: pc, fault: fBadCode}, "Inconsistent args count operand in invokeinterface")
		}
		if code[pc+4] != 0 {
			v.fail(errCtx{bci: pc, fault: fBadCode}, "Fourth operand byte of invokeinterface must be zero")
		}
	}
	if op == bc.INVOKEDYNAMIC && (code[pc+3] != 0 || code[pc+4] != 0) {
		v.fail(errCtx{bci: pc, fault: fBadCode}, "Third and fourth operand bytes of invokedynamic must be zero")
	}
	if strings.HasPrefix(name, "<") {
		if op != bc.INVOKESPECIAL || name != "<init>" {
			v.fail(errCtx{bci: pc, fault: fBadCode}, "Illegal call to internal method")
		}
	} else if op == bc.INVOKESPECIAL && !c.sameOrDirectInterface(cls) && cls != ref(v.cf.SuperClass) {
		indirect := v.cf.Pool[index].Tag == classfile.TagInterfaceMethodref
		if !v.assignable(cls, v.this) {
			v.fail(errCtx{bci: pc, fault: fBadCode}, "Bad invokespecial instruction: current class isn't assignable to reference class.")
		} else if indirect {
			v.fail(errCtx{bci: pc, fault: fBadCode}, "Bad invokespecial instruction: interface method reference is in an indirect superinterface.")
		}
	}
	for i := len(s.args) - 1; i >= 0; i-- {
		f.pop(s.args[i])
	}
	if op != bc.INVOKESTATIC && op != bc.INVOKEDYNAMIC {
		switch {
		case name == "<init>":
			c.invokeInit(pc, cls)
		case op == bc.INVOKESPECIAL:
			f.pop(v.this)
		default:
			f.pop(cls)
		}
	}
	if s.ret.k != kTop {
		if name == "<init>" {
			v.fail(errCtx{bci: pc, fault: fBadCode}, "Return type must be void in <init> method")
		}
		for _, t := range fieldTypes(desc[strings.LastIndexByte(desc, ')')+1:]) {
			f.push(t)
		}
	}
}

func (c *checker) sameOrDirectInterface(cls vtype) bool {
	if cls == c.v.this {
		return true
	}
	for _, i := range c.v.cf.Interfaces {
		if cls == ref(i) {
			return true
		}
	}
	return false
}

// invokeInit checks the receiver of invokespecial <init> and marks it initialized.
func (c *checker) invokeInit(pc int, cls vtype) {
	v, f := c.v, c.cur
	code := v.code.Code
	t := f.pop(tRefQ)
	inTry := pc >= c.exMin && pc < c.exMax
	switch {
	case t.k == kUninitThis:
		if cls.name != v.cf.ThisClass && cls.name != v.cf.SuperClass {
			v.fail(errCtx{bci: pc, fault: fWrongType, typ: implicit(cls), exp: implicit(v.this)}, "Bad <init> method call")
		}
		if inTry {
			for _, h := range v.code.Handlers {
				if pc >= int(h.StartPC) && pc < int(h.EndPC) && !v.endsInAthrow(int(h.HandlerPC)) {
					v.fail(errCtx{bci: pc, fault: fBadCode}, "Bad <init> method call from after the start of a try block")
				}
			}
			c.checkHandlers(pc, true)
		}
		f.initObject(t, v.this)
		c.thisUninit = true
	case t.k == kUninit:
		at := t.bci
		if at > len(code)-3 || code[at] != bc.NEW {
			v.fail(errCtx{bci: at, fault: fBadCode}, "Expecting new instruction")
		}
		ni := u2at(code, at+1)
		nt := c.classAt(pc, ni)
		if nt != cls {
			v.fail(errCtx{bci: pc, fault: fWrongType, typ: origin{kind: oCP, index: ni, t: nt},
				exp: origin{kind: oCP, index: u2at(code, pc+1), t: cls}}, "Call to wrong <init> method")
		}
		if inTry {
			c.checkHandlers(pc, c.thisUninit)
		}
		f.initObject(t, nt)
	default:
		v.fail(errCtx{bci: pc, fault: fWrongType, typ: f.topCtx()}, "Bad operand type when invoking <init>")
	}
}

var newarrayTypes = [...]string{4: "[Z", 5: "[C", 6: "[F", 7: "[D", 8: "[B", 9: "[S", 10: "[I", 11: "[J"}

// object handles new, newarray, anewarray, multianewarray, checkcast and instanceof.
func (c *checker) object(pc int, op byte) {
	v, f := c.v, c.cur
	code := v.code.Code
	switch op {
	case bc.NEW:
		index := u2at(code, pc+1)
		t := c.classAt(pc, index)
		if !t.isObject() {
			v.fail(errCtx{bci: pc, fault: fWrongType, typ: origin{kind: oCP, index: index, t: t}}, "Illegal new instruction")
		}
		f.push(vtype{k: kUninit, bci: pc})
	case bc.NEWARRAY:
		at := int(code[pc+1])
		if at < 4 || at > 11 {
			v.fail(errCtx{bci: pc, fault: fBadCode}, "Illegal newarray instruction")
		}
		f.pop(tInt)
		f.push(ref(newarrayTypes[at]))
	case bc.ANEWARRAY:
		index := u2at(code, pc+1)
		c.cpType(pc, index, classfile.TagClass)
		f.pop(tInt)
		t := c.classAt(pc, index)
		if t.isArray() {
			if len(t.name) > 255 && t.name[254] == '[' {
				v.fail(errCtx{bci: pc, fault: fBadCode}, "Illegal anewarray instruction, array has more than 255 dimensions")
			}
			f.push(ref("[" + t.name))
		} else {
			f.push(ref("[L" + t.name + ";"))
		}
	case bc.MULTIANEWARRAY:
		index := u2at(code, pc+1)
		dim := int(code[pc+3])
		t := c.classAt(pc, index)
		if !t.isArray() {
			v.fail(errCtx{bci: pc, fault: fWrongType, typ: origin{kind: oCP, index: index, t: t}},
				"Illegal constant pool index in multianewarray instruction")
		}
		dims := 0
		for dims < len(t.name) && t.name[dims] == '[' {
			dims++
		}
		if dim < 1 || dims < dim {
			v.fail(errCtx{bci: pc, fault: fBadCode}, "Illegal dimension in multianewarray instruction: %d", dim)
		}
		for range dim {
			f.pop(tInt)
		}
		f.push(t)
	case bc.CHECKCAST:
		index := u2at(code, pc+1)
		c.cpType(pc, index, classfile.TagClass)
		f.pop(tObject)
		f.push(c.classAt(pc, index))
	case bc.INSTANCEOF:
		index := u2at(code, pc+1)
		c.cpType(pc, index, classfile.TagClass)
		f.pop(tObject)
		f.push(tInt)
	}
}

// endsInAthrow reports whether every path from start ends in athrow (or loops), which
// makes a handler around a constructor's super() call acceptable (HotSpot's ends_in_athrow).
func (v *verifier) endsInAthrow(start int) bool {
	code := v.code.Code
	var pending, handlers []int
	seenHandler := map[int]bool{}
	visited := map[int]bool{}
	pc := start
	next := func() (int, bool) {
		if len(pending) > 0 {
			p := pending[len(pending)-1]
			pending = pending[:len(pending)-1]
			return p, true
		}
		if len(handlers) > 0 {
			p := handlers[len(handlers)-1]
			handlers = handlers[:len(handlers)-1]
			return p, true
		}
		return 0, false
	}
	for steps := 0; steps < 1<<20; steps++ {
		if pc < 0 || pc >= len(code) {
			return false
		}
		n, _ := instrLen(code, pc)
		if n < 0 {
			return false
		}
		for _, h := range v.code.Handlers {
			if pc >= int(h.StartPC) && pc < int(h.EndPC) && !seenHandler[int(h.HandlerPC)] {
				seenHandler[int(h.HandlerPC)] = true
				handlers = append(handlers, int(h.HandlerPC))
			}
		}
		op := code[pc]
		switch {
		case op >= bc.IFEQ && op <= bc.IF_ACMPNE || op == bc.IFNULL || op == bc.IFNONNULL || op == bc.GOTO || op == bc.GOTO_W:
			var target int
			if op == bc.GOTO_W {
				target = pc + int(int32(uint32(u2at(code, pc+1))<<16|uint32(u2at(code, pc+3))))
			} else {
				target = pc + int(int16(u2at(code, pc+1)))
			}
			if visited[pc] {
				p, ok := next()
				if !ok {
					return true
				}
				pc = p
				continue
			}
			visited[pc] = true
			if op == bc.GOTO || op == bc.GOTO_W {
				pc = target
			} else if target > pc {
				pending = append(pending, target)
				pc += n
			} else {
				pending = append(pending, pc+n)
				pc = target
			}
			continue
		case op == bc.TABLESWITCH || op == bc.LOOKUPSWITCH:
			a := (pc + 4) &^ 3
			s4 := func(i int) int { return int(int32(uint32(u2at(code, i))<<16 | uint32(u2at(code, i+2)))) }
			keys, delta := 0, 2
			if op == bc.TABLESWITCH {
				lo, hi := s4(a+4), s4(a+8)
				if lo > hi {
					return true
				}
				keys, delta = hi-lo+1, 1
			} else {
				keys = s4(a + 4)
			}
			if keys < 0 {
				return true
			}
			pending = append(pending, pc+n)
			for i := 0; i < keys; i++ {
				pending = append(pending, pc+s4(a+(3+i*delta)*4))
			}
			pc += s4(a)
			continue
		case op == bc.RETURN:
			return false
		case op == bc.ATHROW:
			p, ok := next()
			if !ok {
				return true
			}
			pc = p
			continue
		}
		pc += n
	}
	return false
}
