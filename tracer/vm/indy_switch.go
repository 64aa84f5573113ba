// This file links and runs the switch bootstraps of pattern and enum switches
// (SwitchBootstraps.typeSwitch and enumSwitch): the site takes the selector and the label
// index to restart from, and yields the index of the first label that matches, -1 for null
// and the number of labels when none does.

package vm

import (
	"slices"
	"strings"
	"unicode/utf16"

	"github.com/crossprof/crossprof/tracer/classfile"
	"github.com/crossprof/crossprof/tracer/classgen"
)

// switchLabel is one case label: a type, a String or Integer constant, or an enum constant's name.
type switchLabel struct {
	class    *Class
	str      []uint16
	isStr    bool
	num      int32
	isNum    bool
	enumName string
	enum     *Class // the enum class of an enum constant label
}

// switchSite is a linked typeSwitch or enumSwitch site.
type switchSite struct {
	labels []switchLabel
	enum   *Class // enumSwitch: the enum class (the site's selector type)
}

// typeSwitch links a SwitchBootstraps site to opTypeSwitch.
func (l *indyLinker) typeSwitch(enum bool) bool {
	vm := l.t.vm
	site := &switchSite{}
	if enum {
		ps := classgen.Params(l.desc)
		if len(ps) != 2 || ps[0][0] != 'L' {
			l.fail("enumSwitch site %s does not take an enum and an int", l.desc)
		}
		c, err := vm.classByName(ps[0][1 : len(ps[0])-1])
		if err != nil {
			l.t.linkFail(err)
			return false
		}
		site.enum = c
	}
	for i := range l.args {
		c := l.pool[l.args[i]]
		switch c.Tag {
		case classfile.TagClass:
			cls, err := vm.classByName(l.classArg(i))
			if err != nil {
				l.t.linkFail(err)
				return false
			}
			site.labels = append(site.labels, switchLabel{class: cls})
		case classfile.TagString:
			u, err := l.pool.String(l.args[i])
			if err != nil {
				malformed(l.m.Class, err)
			}
			if enum {
				site.labels = append(site.labels, switchLabel{enumName: string(utf16.Decode(u)), enum: site.enum})
			} else {
				site.labels = append(site.labels, switchLabel{str: u, isStr: true})
			}
		case classfile.TagInteger:
			site.labels = append(site.labels, switchLabel{num: int32(c.Bits), isNum: true})
		case classfile.TagDynamic:
			class, name := l.enumDesc(l.args[i])
			ec, err := vm.classByName(class)
			if err != nil {
				l.t.linkFail(err)
				return false
			}
			site.labels = append(site.labels, switchLabel{enumName: name, enum: ec})
		default:
			l.fail("%s label %d is a %v constant, which crossprof does not support", l.bsm, i, c.Tag)
		}
	}
	l.in.op, l.in.x = opTypeSwitch, site
	return true
}

// match returns the index of the first label from start that matches target.
func (s *switchSite) match(vm *VM, target *Object, start int32) int32 {
	if target == nil {
		return -1
	}
	for i := int(max(start, 0)); i < len(s.labels); i++ {
		lb := &s.labels[i]
		switch {
		case lb.class != nil:
			if target.class.AssignableTo(lb.class) {
				return int32(i)
			}
		case lb.isStr:
			if target.class == vm.string_ && slices.Equal(vm.StringChars(target), lb.str) {
				return int32(i)
			}
		case lb.isNum:
			if v, ok := vm.boxedInt(target); ok && v == lb.num {
				return int32(i)
			}
		default:
			if target.class.AssignableTo(lb.enum) && vm.GoString(vm.getField(target, "name", "Ljava/lang/String;").R) == lb.enumName {
				return int32(i)
			}
		}
	}
	return int32(len(s.labels))
}

// boxedInt is Number.intValue() of a box, or a Character's char value, as typeSwitch compares
// Integer labels; ok is false for other objects.
func (vm *VM) boxedInt(o *Object) (int32, bool) {
	switch o.class.Name {
	case "java/lang/Integer", "java/lang/Short", "java/lang/Byte", "java/lang/Character":
		return int32(o.fields[o.class.findField("value", boxDesc[o.class.Name]).slot].I), true
	case "java/lang/Long":
		return int32(o.fields[o.class.findField("value", "J").slot].I), true
	case "java/lang/Float":
		return f2i(float64(f32(o.fields[o.class.findField("value", "F").slot]))), true
	case "java/lang/Double":
		return f2i(f64(o.fields[o.class.findField("value", "D").slot])), true
	}
	return 0, false
}

var boxDesc = map[string]string{"java/lang/Integer": "I", "java/lang/Short": "S", "java/lang/Byte": "B", "java/lang/Character": "C"}

// enumDesc reads the dynamic constant javac 21 emits for an enum constant label:
// ConstantBootstraps.invoke(EnumDesc.of, ConstantBootstraps.invoke(ClassDesc.of, "pkg.Enum"), "NAME").
// It returns the enum's internal name and the constant's name.
func (l *indyLinker) enumDesc(idx uint16) (class, name string) {
	invoke := func(idx uint16, of string) []uint16 {
		c := l.pool[idx]
		if c.Tag != classfile.TagDynamic || int(c.A) >= len(l.m.Class.File.BootstrapMethods) {
			l.fail("switch label %d is not an enum constant descriptor", idx)
		}
		bm := l.m.Class.File.BootstrapMethods[c.A]
		if h := l.handle(bm.Ref); h.Class+"."+h.Name != "java/lang/invoke/ConstantBootstraps.invoke" || len(bm.Args) < 2 {
			l.fail("switch label %d: dynamic constants of %s.%s are not supported", idx, strings.ReplaceAll(h.Class, "/", "."), h.Name)
		}
		if h := l.handle(bm.Args[0]); h.Class+"."+h.Name != of {
			l.fail("switch label %d: dynamic constants made by %s.%s are not supported", idx, strings.ReplaceAll(h.Class, "/", "."), h.Name)
		}
		return bm.Args[1:]
	}
	str := func(idx uint16) string {
		u, err := l.pool.String(idx)
		if err != nil {
			malformed(l.m.Class, err)
		}
		return string(utf16.Decode(u))
	}
	args := invoke(idx, "java/lang/Enum$EnumDesc.of")
	if len(args) != 2 {
		l.fail("switch label %d: EnumDesc.of needs 2 arguments", idx)
	}
	cargs := invoke(args[0], "java/lang/constant/ClassDesc.of")
	if len(cargs) != 1 {
		l.fail("switch label %d: ClassDesc.of needs 1 argument", idx)
	}
	return strings.ReplaceAll(str(cargs[0]), ".", "/"), str(args[1])
}
