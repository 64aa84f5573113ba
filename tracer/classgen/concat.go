// This file generates string concatenation glue, as StringConcatFactory links a javac 9+
// `"a" + b` site: one static method that appends the recipe's constants and arguments to a
// StringBuilder, converting each argument exactly as String.valueOf does.

package classgen

import "fmt"

// Recipe tags of StringConcatFactory.makeConcatWithConstants.
const (
	TagArg   = 1 // \1: the next argument
	TagConst = 2 // \2: the next constant of the bootstrap arguments
)

// Concat describes one concatenation shape.
type Concat struct {
	Name   string     // internal name of the class to generate
	Desc   string     // the call site's descriptor: (arguments)Ljava/lang/String;
	Recipe []uint16   // the recipe, UTF-16; nil for makeConcat (every argument in order)
	Consts [][]uint16 // the \2 constants, as the text String.valueOf gives them
}

// Method is the name of the generated static method.
const ConcatMethod = "concat"

// Generate returns the class file.
func (g *Concat) Generate() ([]byte, error) {
	c := New(g.Name, "java/lang/Object", nil, AccFinal|AccSuper|AccSynthetic)
	params := Params(g.Desc)
	k := c.NewCode(ArgSlots(g.Desc))
	// Presize the builder for the constants and a typical text of each argument, so that it
	// rarely grows (javac 8's chain starts at 16 characters and grows as it goes).
	size := 0
	for _, ch := range g.Recipe {
		if ch != TagArg && ch != TagConst {
			size++
		}
	}
	for _, c := range g.Consts {
		size += len(c)
	}
	for _, p := range params {
		switch p {
		case "Z", "B", "S", "C", "I":
			size += 8
		default:
			size += 16
		}
	}
	k.New("java/lang/StringBuilder")
	k.Dup()
	k.Int(int32(min(size, 1<<16)))
	k.Invoke(InvokeSpecial, "java/lang/StringBuilder", "<init>", "(I)V", false)
	slot, arg, cst := 0, 0, 0
	appendArg := func() error {
		if arg >= len(params) {
			return fmt.Errorf("concatenation recipe names more arguments than %s has", g.Desc)
		}
		p := params[arg]
		k.Load(p, slot)
		slot += Slots(p)
		arg++
		switch p {
		case "B", "S", "I":
			p = "I"
		case "Z", "C", "J", "F", "D", "Ljava/lang/String;":
		default:
			p = "Ljava/lang/Object;"
		}
		k.Invoke(InvokeVirtual, "java/lang/StringBuilder", "append", "("+p+")Ljava/lang/StringBuilder;", false)
		return nil
	}
	appendText := func(u []uint16) {
		switch len(u) {
		case 0:
			return
		case 1: // a char is cheaper to append than a one-character String
			k.Int(int32(u[0]))
			k.Invoke(InvokeVirtual, "java/lang/StringBuilder", "append", "(C)Ljava/lang/StringBuilder;", false)
			return
		}
		k.LdcString(u)
		k.Invoke(InvokeVirtual, "java/lang/StringBuilder", "append", "(Ljava/lang/String;)Ljava/lang/StringBuilder;", false)
	}
	if g.Recipe == nil {
		for range params {
			if err := appendArg(); err != nil {
				return nil, err
			}
		}
	} else {
		var text []uint16
		for _, ch := range g.Recipe {
			switch ch {
			case TagArg:
				appendText(text)
				text = nil
				if err := appendArg(); err != nil {
					return nil, err
				}
			case TagConst:
				if cst >= len(g.Consts) {
					return nil, fmt.Errorf("concatenation recipe names more constants than the %d given", len(g.Consts))
				}
				text = append(text, g.Consts[cst]...)
				cst++
			default:
				text = append(text, ch)
			}
		}
		appendText(text)
		if arg != len(params) {
			return nil, fmt.Errorf("concatenation recipe uses %d of the %d arguments of %s", arg, len(params), g.Desc)
		}
	}
	k.Invoke(InvokeVirtual, "java/lang/StringBuilder", "toString", "()Ljava/lang/String;", false)
	k.Return("Ljava/lang/String;")
	if err := c.Method(AccPublic|AccStatic, ConcatMethod, g.Desc, k); err != nil {
		return nil, err
	}
	return c.Bytes()
}
