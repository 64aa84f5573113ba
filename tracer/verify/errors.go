// Verification errors and HotSpot's "Exception Details" block.

package verify

import (
	"fmt"
	"strings"

	"github.com/crossprof/crossprof/tracer/classfile"
)

// Error is a verification failure: the Java error to throw and its message.
type Error struct {
	// Class is the internal name of the error class: java/lang/VerifyError or
	// java/lang/ClassFormatError.
	Class string
	// Message is HotSpot's message text, with the Exception Details block if HotSpot adds one.
	Message string
	// Method (name and descriptor) and BCI locate the fault; BCI is -1 if it has no place.
	Method string
	BCI    int
}

// Error returns "java/lang/VerifyError: " and the first line of the message.
func (e *Error) Error() string {
	first, _, _ := strings.Cut(e.Message, "\n")
	return e.Class + ": " + first
}

// fault is the kind of an error context (HotSpot's ErrorContext::FaultType).
type fault uint8

const (
	fNone fault = iota
	fBadCode
	fWrongType
	fFlags
	fBadCP
	fBadLocal
	fLocalsSize
	fStackSize
	fOverflow
	fUnderflow
	fMissingMap
	fBadMap
)

// originKind says where a type in a message comes from (HotSpot's TypeOrigin).
type originKind uint8

const (
	oNone originKind = iota
	oLocal
	oStack
	oSMLocal
	oSMStack
	oCP
	oSig
	oImplicit
	oBadIndex
	oFrame
)

// snapshot is a frame as printed in a message.
type snapshot struct {
	offset int
	uninit bool
	locals []vtype
	stack  []vtype
}

type origin struct {
	kind  originKind
	index int
	fr    *snapshot
	t     vtype
}

// errCtx is the context of a failure, from which the details block is printed.
type errCtx struct {
	bci      int
	fault    fault
	typ, exp origin
}

// failure is the panic value that ends verification of a class.
type failure struct{ err *Error }

func (o origin) details(b *strings.Builder) {
	b.WriteString(o.t.String())
	switch o.kind {
	case oLocal:
		fmt.Fprintf(b, " (current frame, locals[%d])", o.index)
	case oStack:
		fmt.Fprintf(b, " (current frame, stack[%d])", o.index)
	case oSMLocal:
		fmt.Fprintf(b, " (stack map, locals[%d])", o.index)
	case oSMStack:
		fmt.Fprintf(b, " (stack map, stack[%d])", o.index)
	case oCP:
		fmt.Fprintf(b, " (constant pool %d)", o.index)
	case oSig:
		b.WriteString(" (from method signature)")
	}
}

func (s *snapshot) print(b *strings.Builder, indent string) {
	fmt.Fprintf(b, "%sbci: @%d\n", indent, s.offset)
	if s.uninit {
		fmt.Fprintf(b, "%sflags: { flagThisUninit }\n", indent)
	} else {
		fmt.Fprintf(b, "%sflags: { }\n", indent)
	}
	for _, part := range []struct {
		name string
		ts   []vtype
	}{{"locals", s.locals}, {"stack", s.stack}} {
		fmt.Fprintf(b, "%s%s: {", indent, part.name)
		for i, t := range part.ts {
			b.WriteString(" ")
			b.WriteString(t.String())
			if i != len(part.ts)-1 {
				b.WriteString(",")
			}
		}
		b.WriteString(" }\n")
	}
}

// details writes HotSpot's Exception Details block for ctx in method m.
func (v *verifier) details(b *strings.Builder, ctx *errCtx) {
	if ctx.fault == fNone || v.m == nil || v.code == nil {
		return
	}
	b.WriteString("\nException Details:\n")
	code := v.code.Code
	if ctx.bci != -1 {
		name := "<invalid>"
		if ctx.bci >= 0 && ctx.bci < len(code) && (v.starts == nil || v.starts[ctx.bci] != 0) {
			name = opName(code[ctx.bci])
		}
		fmt.Fprintf(b, "  Location:\n    %s.%s%s @%d: %s\n", v.cf.ThisClass, v.m.Name, v.m.Descriptor, ctx.bci, name)
	}
	b.WriteString("  Reason:\n    ")
	switch ctx.fault {
	case fBadCode:
		b.WriteString("Error exists in the bytecode")
	case fWrongType:
		if ctx.exp.kind != oNone {
			b.WriteString("Type ")
			ctx.typ.details(b)
			b.WriteString(" is not assignable to ")
			ctx.exp.details(b)
		} else {
			b.WriteString("Invalid type: ")
			ctx.typ.details(b)
		}
	case fFlags:
		if ctx.exp.kind != oNone {
			b.WriteString("Current frame's flags are not assignable to stack map frame's.")
		} else {
			b.WriteString("Current frame's flags are invalid in this context.")
		}
	case fBadCP:
		fmt.Fprintf(b, "Constant pool index %d is invalid", ctx.typ.index)
	case fBadLocal:
		fmt.Fprintf(b, "Local index %d is invalid", ctx.typ.index)
	case fLocalsSize:
		b.WriteString("Current frame's local size doesn't match stackmap.")
	case fStackSize:
		b.WriteString("Current frame's stack size doesn't match stackmap.")
	case fOverflow:
		b.WriteString("Exceeded max stack size.")
	case fUnderflow:
		b.WriteString("Attempt to pop empty stack.")
	case fMissingMap:
		b.WriteString("Expected stackmap frame at this location.")
	case fBadMap:
		b.WriteString("Invalid stackmap specification.")
	}
	b.WriteString("\n")
	if ctx.typ.kind != oNone && ctx.typ.fr != nil {
		b.WriteString("  Current Frame:\n")
		ctx.typ.fr.print(b, "    ")
	}
	if ctx.exp.kind != oNone && ctx.exp.fr != nil {
		b.WriteString("  Stackmap Frame:\n")
		ctx.exp.fr.print(b, "    ")
	}
	b.WriteString("  Bytecode:\n")
	hexDump(b, code)
	if len(v.code.Handlers) > 0 {
		b.WriteString("  Exception Handler Table:\n")
		for _, h := range v.code.Handlers {
			fmt.Fprintf(b, "    bci [%d, %d] => handler: %d\n", h.StartPC, h.EndPC, h.HandlerPC)
		}
	}
	if v.code.StackMapTable != nil {
		b.WriteString("  Stackmap Table:\n")
		printStackMap(b, v.code.StackMapTable)
	}
}

// hexDump writes code as HotSpot's outputStream::print_data does: 16 bytes a line in pairs,
// the last line padded, and a blank padded line when the length is a multiple of 16.
func hexDump(b *strings.Builder, code []byte) {
	limit := (len(code) + 16) / 16 * 16
	for i := 0; i < limit; i++ {
		if i%16 == 0 {
			fmt.Fprintf(b, "    %07x:", i)
		}
		if i%2 == 0 {
			b.WriteString(" ")
		}
		if i < len(code) {
			fmt.Fprintf(b, "%02x", code[i])
		} else {
			b.WriteString("  ")
		}
		if (i+1)%16 == 0 {
			b.WriteString("\n")
		}
	}
}

// fail ends verification with a VerifyError whose message is msg and ctx's details.
func (v *verifier) fail(ctx errCtx, format string, args ...any) {
	var b strings.Builder
	fmt.Fprintf(&b, format, args...)
	v.details(&b, &ctx)
	e := &Error{Class: "java/lang/VerifyError", Message: b.String(), BCI: ctx.bci}
	if v.m != nil {
		e.Method = v.m.Name + v.m.Descriptor
	}
	panic(failure{e})
}

// formatError ends verification with a ClassFormatError naming the current method, as
// HotSpot's ClassVerifier::class_format_error does.
func (v *verifier) formatError(format string, args ...any) {
	msg := fmt.Sprintf(format, args...)
	e := &Error{Class: "java/lang/ClassFormatError", BCI: -1}
	if v.m != nil {
		msg += " in method '" + externalMethod(v.cf.ThisClass, v.m) + "'"
		e.Method = v.m.Name + v.m.Descriptor
	}
	e.Message = msg
	panic(failure{e})
}

// stackMapFormatError is HotSpot's StackMapStream::stackmap_format_error, which names no method.
func (v *verifier) stackMapFormatError(msg string) {
	e := &Error{Class: "java/lang/ClassFormatError", Message: "StackMapTable format error: " + msg, BCI: -1}
	if v.m != nil {
		e.Method = v.m.Name + v.m.Descriptor
	}
	panic(failure{e})
}

// externalMethod formats a method as Method::print_external_name: "void Main.main(java.lang.String[])".
func externalMethod(class string, m *classfile.Method) string {
	args, ret, _ := strings.Cut(strings.TrimPrefix(m.Descriptor, "("), ")")
	var ps []string
	for len(args) > 0 {
		n := descLen(args)
		ps = append(ps, externalType(args[:n]))
		args = args[n:]
	}
	return externalType(ret) + " " + strings.ReplaceAll(class, "/", ".") + "." + m.Name + "(" + strings.Join(ps, ", ") + ")"
}

// descLen returns the length of the first field descriptor in d (at least 1).
func descLen(d string) int {
	i := 0
	for i < len(d) && d[i] == '[' {
		i++
	}
	if i < len(d) && d[i] == 'L' {
		if j := strings.IndexByte(d[i:], ';'); j >= 0 {
			return i + j + 1
		}
		return len(d)
	}
	if i < len(d) {
		return i + 1
	}
	return max(len(d), 1)
}

func externalType(d string) string {
	dims := 0
	for dims < len(d) && d[dims] == '[' {
		dims++
	}
	base := d[dims:]
	names := map[string]string{"Z": "boolean", "B": "byte", "C": "char", "S": "short", "I": "int",
		"J": "long", "F": "float", "D": "double", "V": "void"}
	name, ok := names[base]
	if !ok {
		name = strings.ReplaceAll(strings.TrimSuffix(strings.TrimPrefix(base, "L"), ";"), "/", ".")
	}
	return name + strings.Repeat("[]", dims)
}
