// This file generates a record's toString, equals and hashCode, as ObjectMethods.bootstrap
// links them in HotSpot: `Point[x=1, y=2]`, component-wise equality (floats and doubles by
// their compare methods), and the hash 31*h + hash(component) from 0.

package classgen

import (
	"fmt"
	"strings"
)

// Component is one record component: its field.
type Component struct{ Name, Desc string }

// RecordMethod describes one of the three methods for one record class.
type RecordMethod struct {
	Name       string // internal name of the class to generate
	Record     string // internal name of the record class
	SimpleName string // Class.getSimpleName() of the record
	Method     string // toString, equals or hashCode
	Desc       string // the call site's descriptor: (LR;)Ljava/lang/String;, (LR;Ljava/lang/Object;)Z, (LR;)I
	Components []Component
}

// Generate returns the class file, with one static method named like the record method.
func (g *RecordMethod) Generate() ([]byte, error) {
	c := New(g.Name, "java/lang/Object", nil, AccFinal|AccSuper|AccSynthetic)
	k := c.NewCode(ArgSlots(g.Desc))
	rec := "L" + g.Record + ";"
	get := func(slot int, f Component) {
		k.Load(rec, slot)
		k.GetField(g.Record, f.Name, f.Desc)
	}
	switch g.Method {
	case "toString":
		k.New("java/lang/StringBuilder")
		k.Dup()
		k.Invoke(InvokeSpecial, "java/lang/StringBuilder", "<init>", "()V", false)
		text := g.SimpleName + "["
		for i, f := range g.Components {
			if i > 0 {
				text += ", "
			}
			text += f.Name + "="
			k.LdcString(utf16(text))
			k.Invoke(InvokeVirtual, "java/lang/StringBuilder", "append", "(Ljava/lang/String;)Ljava/lang/StringBuilder;", false)
			text = ""
			get(0, f)
			d := f.Desc
			switch d {
			case "B", "S", "I":
				d = "I"
			case "Z", "C", "J", "F", "D":
			default:
				d = "Ljava/lang/Object;"
			}
			k.Invoke(InvokeVirtual, "java/lang/StringBuilder", "append", "("+d+")Ljava/lang/StringBuilder;", false)
		}
		k.LdcString(utf16(text + "]"))
		k.Invoke(InvokeVirtual, "java/lang/StringBuilder", "append", "(Ljava/lang/String;)Ljava/lang/StringBuilder;", false)
		k.Invoke(InvokeVirtual, "java/lang/StringBuilder", "toString", "()Ljava/lang/String;", false)
		k.Return("Ljava/lang/String;")
	case "hashCode":
		k.Int(0)
		for _, f := range g.Components {
			k.Int(31)
			k.Op(0x68, -1) // imul
			get(0, f)
			if IsPrimitive(f.Desc) {
				k.Invoke(InvokeStatic, Wrapper(f.Desc), "hashCode", "("+f.Desc+")I", false)
			} else {
				k.Invoke(InvokeStatic, "java/util/Objects", "hashCode", "(Ljava/lang/Object;)I", false)
			}
			k.Op(0x60, -1) // iadd
		}
		k.Return("I")
	case "equals":
		notSame, isInstance, unequal := &Label{}, &Label{}, &Label{}
		k.Load(rec, 0)
		k.Load("Ljava/lang/Object;", 1)
		k.Branch(IF_ACMPNE, -2, notSame)
		k.Int(1)
		k.Return("Z")
		k.Place(notSame)
		k.Load("Ljava/lang/Object;", 1)
		k.Instanceof(g.Record)
		k.Branch(IFNE, -1, isInstance)
		k.Int(0)
		k.Return("Z")
		k.Place(isInstance)
		k.Load("Ljava/lang/Object;", 1)
		k.Checkcast(g.Record)
		k.Store(rec, 2)
		// HotSpot's method handle tree tests the last component first.
		for i := len(g.Components) - 1; i >= 0; i-- {
			f := g.Components[i]
			get(0, f)
			get(2, f)
			switch f.Desc {
			case "J":
				k.Op(0x94, -3) // lcmp
				k.Branch(IFNE, -1, unequal)
			case "F":
				k.Invoke(InvokeStatic, "java/lang/Float", "compare", "(FF)I", false)
				k.Branch(IFNE, -1, unequal)
			case "D":
				k.Invoke(InvokeStatic, "java/lang/Double", "compare", "(DD)I", false)
				k.Branch(IFNE, -1, unequal)
			case "Z", "B", "S", "C", "I":
				k.Branch(IF_ICMPNE, -2, unequal)
			default:
				k.Invoke(InvokeStatic, "java/util/Objects", "equals", "(Ljava/lang/Object;Ljava/lang/Object;)Z", false)
				k.Branch(IFEQ, -1, unequal)
			}
		}
		k.Int(1)
		k.Return("Z")
		k.Place(unequal)
		k.Int(0)
		k.Return("Z")
	default:
		return nil, fmt.Errorf("record method %s is not toString, equals or hashCode", g.Method)
	}
	if err := c.Method(AccPublic|AccStatic, g.Method, g.Desc, k); err != nil {
		return nil, err
	}
	return c.Bytes()
}

// SimpleName returns Class.getSimpleName() of a top-level, member or local class from its
// binary name: the part after the last '$', without a local class's leading digits.
func SimpleName(internal string) string {
	s := internal[strings.LastIndexByte(internal, '/')+1:]
	if i := strings.LastIndexByte(s, '$'); i >= 0 {
		s = strings.TrimLeft(s[i+1:], "0123456789")
	}
	return s
}

func utf16(s string) []uint16 {
	var u []uint16
	for _, r := range s {
		if r >= 0x10000 {
			r -= 0x10000
			u = append(u, uint16(0xD800+r>>10), uint16(0xDC00+r&0x3FF))
		} else {
			u = append(u, uint16(r))
		}
	}
	return u
}
