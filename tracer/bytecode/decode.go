// Instr, Decode and DecodeAll: turning a code array into instructions.

package bytecode

import (
	"encoding/binary"
	"fmt"
)

// Instr is one decoded instruction with its operands resolved to ints.
type Instr struct {
	PC   int
	Op   byte
	Wide bool // prefixed by wide (Op is the modified instruction, Len includes the wide byte)
	Len  int  // length in bytes, including operands and switch padding
	// Index is the local variable index (iload, istore, iinc, ret, ...;
	// including the implicit index of the _0.._3 forms), the constant pool
	// index (ldc, ldc_w, ldc2_w, field, invoke, new, anewarray, checkcast,
	// instanceof, multianewarray), or 0.
	Index int
	// Value is the bipush/sipush value, iinc increment, newarray atype,
	// invokeinterface count or multianewarray dimensions.
	Value int32
	// Target is the absolute branch target of if*, goto, goto_w, jsr and
	// jsr_w, and the default target of a switch.
	Target    int
	Low, High int32   // tableswitch bounds
	Keys      []int32 // lookupswitch match keys (strictly increasing, as the spec requires)
	Targets   []int   // tableswitch targets (High-Low+1 of them) or lookupswitch targets, absolute pcs
}

// DecodeError reports malformed code at PC.
type DecodeError struct {
	PC  int
	Msg string
}

// Error formats the error as "pc 17: undefined opcode 0xcb".
func (e *DecodeError) Error() string { return fmt.Sprintf("pc %d: %s", e.PC, e.Msg) }

func errorf(pc int, format string, args ...any) *DecodeError {
	return &DecodeError{PC: pc, Msg: fmt.Sprintf(format, args...)}
}

// Newarray atype codes (JVM spec table 6.5.newarray-A).
const (
	TBoolean = 4
	TChar    = 5
	TFloat   = 6
	TDouble  = 7
	TByte    = 8
	TShort   = 9
	TInt     = 10
	TLong    = 11
)

// fixedLen is the length of each fixed-length instruction, 0 for undefined
// opcodes and for the variable-length tableswitch, lookupswitch and wide.
var fixedLen [256]int

func init() {
	for op := range 0xca {
		fixedLen[op] = 1
	}
	for _, op := range []int{BIPUSH, LDC, ILOAD, LLOAD, FLOAD, DLOAD, ALOAD, ISTORE, LSTORE, FSTORE, DSTORE, ASTORE, RET, NEWARRAY} {
		fixedLen[op] = 2
	}
	for _, op := range []int{SIPUSH, LDC_W, LDC2_W, IINC, GETSTATIC, PUTSTATIC, GETFIELD, PUTFIELD,
		INVOKEVIRTUAL, INVOKESPECIAL, INVOKESTATIC, NEW, ANEWARRAY, CHECKCAST, INSTANCEOF, IFNULL, IFNONNULL} {
		fixedLen[op] = 3
	}
	for op := IFEQ; op <= JSR; op++ {
		fixedLen[op] = 3
	}
	fixedLen[MULTIANEWARRAY] = 4
	for _, op := range []int{INVOKEINTERFACE, INVOKEDYNAMIC, GOTO_W, JSR_W} {
		fixedLen[op] = 5
	}
	fixedLen[TABLESWITCH], fixedLen[LOOKUPSWITCH], fixedLen[WIDE] = 0, 0, 0
}

// Valid reports whether op is a defined opcode that may appear in a class
// file (0x00 through 0xc9).
func Valid(op byte) bool { return Names[op] != "" }

// Decode decodes the instruction at code[pc]. It checks the instruction
// itself (defined opcode, operands present, wide applied to a widenable
// instruction, sane switch bounds, valid newarray type) but not where its
// branches lead; DecodeAll does that.
func Decode(code []byte, pc int) (Instr, error) {
	if pc < 0 || pc >= len(code) {
		return Instr{}, errorf(pc, "pc outside code of length %d", len(code))
	}
	op := code[pc]
	in := Instr{PC: pc, Op: op}
	if !Valid(op) {
		return Instr{}, errorf(pc, "undefined opcode %#02x", op)
	}
	switch op {
	case WIDE:
		return decodeWide(code, pc)
	case TABLESWITCH:
		return decodeTableswitch(code, pc)
	case LOOKUPSWITCH:
		return decodeLookupswitch(code, pc)
	}
	in.Len = fixedLen[op]
	if pc+in.Len > len(code) {
		return Instr{}, errorf(pc, "%s needs %d bytes, code has %d left", Names[op], in.Len, len(code)-pc)
	}
	o := code[pc+1 : pc+in.Len]
	u2 := func() int { return int(binary.BigEndian.Uint16(o)) }
	switch {
	case op == BIPUSH:
		in.Value = int32(int8(o[0]))
	case op == SIPUSH:
		in.Value = int32(int16(binary.BigEndian.Uint16(o)))
	case op == LDC:
		in.Index = int(o[0])
	case op >= ILOAD && op <= ALOAD, op >= ISTORE && op <= ASTORE, op == RET:
		in.Index = int(o[0])
	case op >= ILOAD_0 && op <= ALOAD_3:
		in.Index = int(op-ILOAD_0) % 4
	case op >= ISTORE_0 && op <= ASTORE_3:
		in.Index = int(op-ISTORE_0) % 4
	case op == IINC:
		in.Index = int(o[0])
		in.Value = int32(int8(o[1]))
	case op >= IFEQ && op <= JSR, op == IFNULL, op == IFNONNULL:
		in.Target = pc + int(int16(binary.BigEndian.Uint16(o)))
	case op == GOTO_W, op == JSR_W:
		in.Target = pc + int(int32(binary.BigEndian.Uint32(o)))
	case op == LDC_W, op == LDC2_W, op >= GETSTATIC && op <= INVOKESTATIC,
		op == NEW, op == ANEWARRAY, op == CHECKCAST, op == INSTANCEOF, op == INVOKEDYNAMIC:
		in.Index = u2()
	case op == INVOKEINTERFACE:
		in.Index = u2()
		in.Value = int32(o[2])
		if in.Value == 0 {
			return Instr{}, errorf(pc, "invokeinterface with count 0")
		}
	case op == MULTIANEWARRAY:
		in.Index = u2()
		in.Value = int32(o[2])
		if in.Value == 0 {
			return Instr{}, errorf(pc, "multianewarray with 0 dimensions")
		}
	case op == NEWARRAY:
		in.Value = int32(o[0])
		if in.Value < TBoolean || in.Value > TLong {
			return Instr{}, errorf(pc, "newarray with bad array type %d", in.Value)
		}
	}
	return in, nil
}

// decodeWide decodes wide and the instruction it modifies.
func decodeWide(code []byte, pc int) (Instr, error) {
	if pc+1 >= len(code) {
		return Instr{}, errorf(pc, "wide at the end of the code")
	}
	op := code[pc+1]
	in := Instr{PC: pc, Op: op, Wide: true, Len: 4}
	switch op {
	case ILOAD, LLOAD, FLOAD, DLOAD, ALOAD, ISTORE, LSTORE, FSTORE, DSTORE, ASTORE, RET:
	case IINC:
		in.Len = 6
	default:
		return Instr{}, errorf(pc, "wide applied to %s (%#02x), which cannot be widened", nameOf(op), op)
	}
	if pc+in.Len > len(code) {
		return Instr{}, errorf(pc, "wide %s needs %d bytes, code has %d left", Names[op], in.Len, len(code)-pc)
	}
	in.Index = int(binary.BigEndian.Uint16(code[pc+2:]))
	if op == IINC {
		in.Value = int32(int16(binary.BigEndian.Uint16(code[pc+4:])))
	}
	return in, nil
}

// nameOf is Names[op], or "an undefined opcode".
func nameOf(op byte) string {
	if Names[op] == "" {
		return "undefined opcode"
	}
	return Names[op]
}

// switchStart returns the offset of the first 4-byte operand of a switch at
// pc: 0 to 3 padding bytes bring it to a multiple of 4 from the start of
// the code.
func switchStart(pc int) int { return (pc + 1 + 3) &^ 3 }

// s4 reads a signed 32-bit operand at code[i]; callers check the bounds.
func s4(code []byte, i int) int32 { return int32(binary.BigEndian.Uint32(code[i:])) }

func decodeTableswitch(code []byte, pc int) (Instr, error) {
	at := switchStart(pc)
	if at+12 > len(code) {
		return Instr{}, errorf(pc, "tableswitch header truncated (code length %d)", len(code))
	}
	in := Instr{PC: pc, Op: TABLESWITCH}
	in.Target = pc + int(s4(code, at))
	in.Low, in.High = s4(code, at+4), s4(code, at+8)
	if in.Low > in.High {
		return Instr{}, errorf(pc, "tableswitch low %d > high %d", in.Low, in.High)
	}
	// Compute in int64 so that absurd bounds cannot overflow, and check
	// the size before allocating the targets.
	n := int64(in.High) - int64(in.Low) + 1
	end := int64(at) + 12 + 4*n
	if end > int64(len(code)) {
		return Instr{}, errorf(pc, "tableswitch with %d targets needs %d bytes, code has %d left", n, end-int64(pc), len(code)-pc)
	}
	in.Len = int(end) - pc
	in.Targets = make([]int, n)
	for i := range in.Targets {
		in.Targets[i] = pc + int(s4(code, at+12+4*i))
	}
	return in, nil
}

func decodeLookupswitch(code []byte, pc int) (Instr, error) {
	at := switchStart(pc)
	if at+8 > len(code) {
		return Instr{}, errorf(pc, "lookupswitch header truncated (code length %d)", len(code))
	}
	in := Instr{PC: pc, Op: LOOKUPSWITCH}
	in.Target = pc + int(s4(code, at))
	n := int64(s4(code, at+4))
	if n < 0 {
		return Instr{}, errorf(pc, "lookupswitch with negative npairs %d", n)
	}
	end := int64(at) + 8 + 8*n
	if end > int64(len(code)) {
		return Instr{}, errorf(pc, "lookupswitch with %d pairs needs %d bytes, code has %d left", n, end-int64(pc), len(code)-pc)
	}
	in.Len = int(end) - pc
	in.Keys = make([]int32, n)
	in.Targets = make([]int, n)
	for i := range in.Keys {
		in.Keys[i] = s4(code, at+8+8*i)
		in.Targets[i] = pc + int(s4(code, at+12+8*i))
		// Sorted keys let the interpreter search them in binary.
		if i > 0 && in.Keys[i] <= in.Keys[i-1] {
			return Instr{}, errorf(pc, "lookupswitch keys not increasing: %d after %d", in.Keys[i], in.Keys[i-1])
		}
	}
	return in, nil
}

// DecodeAll decodes every instruction of code in order. Beyond Decode's
// checks it ensures that the instructions exactly fill the code and that
// every branch and switch target is the start of an instruction, so an
// interpreter following them never lands mid-instruction or outside.
func DecodeAll(code []byte) ([]Instr, error) {
	return DecodeAppend(make([]Instr, 0, len(code)/2+1), code) // most instructions take 1 to 3 bytes
}

// DecodeAppend is DecodeAll appending to dst[:0], so that a caller decoding many methods
// can reuse one buffer.
func DecodeAppend(dst []Instr, code []byte) ([]Instr, error) {
	if len(code) == 0 {
		return nil, errorf(0, "empty code")
	}
	out := dst[:0]
	start := make([]bool, len(code))
	for pc := 0; pc < len(code); {
		in, err := Decode(code, pc)
		if err != nil {
			return nil, err
		}
		start[pc] = true
		out = append(out, in)
		pc += in.Len
	}
	ok := func(t int) bool { return t >= 0 && t < len(code) && start[t] }
	for i := range out {
		in := &out[i]
		if !IsBranch(in.Op) || in.Wide {
			continue
		}
		if !ok(in.Target) {
			return nil, errorf(in.PC, "%s target %d is not the start of an instruction", Names[in.Op], in.Target)
		}
		for _, t := range in.Targets {
			if !ok(t) {
				return nil, errorf(in.PC, "%s target %d is not the start of an instruction", Names[in.Op], t)
			}
		}
	}
	return out, nil
}
