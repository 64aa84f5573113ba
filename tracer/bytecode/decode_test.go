// Tests of the opcode table, Decode, DecodeAll and the opcode classes.

package bytecode

import (
	"encoding/binary"
	"errors"
	"slices"
	"strings"
	"testing"
)

func TestNamesComplete(t *testing.T) {
	seen := map[string]bool{}
	for op := range 256 {
		n := Names[op]
		if op <= JSR_W {
			if n == "" {
				t.Errorf("opcode %#02x has no name", op)
			}
			if seen[n] {
				t.Errorf("name %q used twice", n)
			}
			seen[n] = true
		} else if n != "" {
			t.Errorf("undefined opcode %#02x has name %q", op, n)
		}
		if Valid(byte(op)) != (n != "") {
			t.Errorf("Valid(%#02x) = %v", op, Valid(byte(op)))
		}
	}
	for op, want := range map[byte]string{ALOAD_3: "aload_3", LDC_W: "ldc_w", INVOKEINTERFACE: "invokeinterface",
		NOP: "nop", GOTO_W: "goto_w", JSR_W: "jsr_w", IINC: "iinc", MULTIANEWARRAY: "multianewarray"} {
		if Names[op] != want {
			t.Errorf("Names[%#02x] = %q, want %q", op, Names[op], want)
		}
	}
	if GOTO_W != 0xc8 || JSR_W != 0xc9 || INVOKEDYNAMIC != 0xba || WIDE != 0xc4 || IINC != 0x84 {
		t.Error("opcode values differ from the spec")
	}
}

// specLen is the length of each fixed-length instruction per JVM spec
// chapter 6, written out independently of the table in decode.go.
func specLen(op byte) int {
	switch op {
	case BIPUSH, LDC, ILOAD, LLOAD, FLOAD, DLOAD, ALOAD, ISTORE, LSTORE, FSTORE, DSTORE, ASTORE, RET, NEWARRAY:
		return 2
	case SIPUSH, LDC_W, LDC2_W, IINC, IFEQ, IFNE, IFLT, IFGE, IFGT, IFLE, IF_ICMPEQ, IF_ICMPNE, IF_ICMPLT,
		IF_ICMPGE, IF_ICMPGT, IF_ICMPLE, IF_ACMPEQ, IF_ACMPNE, GOTO, JSR, GETSTATIC, PUTSTATIC, GETFIELD,
		PUTFIELD, INVOKEVIRTUAL, INVOKESPECIAL, INVOKESTATIC, NEW, ANEWARRAY, CHECKCAST, INSTANCEOF, IFNULL, IFNONNULL:
		return 3
	case MULTIANEWARRAY:
		return 4
	case INVOKEINTERFACE, INVOKEDYNAMIC, GOTO_W, JSR_W:
		return 5
	}
	return 1
}

func TestFixedLengths(t *testing.T) {
	for op := range JSR_W + 1 {
		switch op {
		case TABLESWITCH, LOOKUPSWITCH, WIDE:
			continue
		}
		want := specLen(byte(op))
		// Operands that keep every operand check happy: count/dims/atype 1..
		code := []byte{byte(op), 0, 0, 0, 0, 0}
		switch op {
		case INVOKEINTERFACE:
			code[3] = 1
		case MULTIANEWARRAY:
			code[3] = 1
		case NEWARRAY:
			code[1] = TInt
		}
		in, err := Decode(code[:want], 0)
		if err != nil {
			t.Errorf("%s: %v", Names[op], err)
			continue
		}
		if in.Len != want || in.Op != byte(op) || in.Wide {
			t.Errorf("%s: Len %d, want %d", Names[op], in.Len, want)
		}
		if want > 1 {
			if _, err := Decode(code[:want-1], 0); err == nil {
				t.Errorf("%s: truncated operands accepted", Names[op])
			}
		}
	}
}

func TestOperands(t *testing.T) {
	tests := []struct {
		code []byte
		pc   int
		want Instr
	}{
		{[]byte{BIPUSH, 0xFE}, 0, Instr{Op: BIPUSH, Len: 2, Value: -2}},
		{[]byte{SIPUSH, 0x80, 0x00}, 0, Instr{Op: SIPUSH, Len: 3, Value: -32768}},
		{[]byte{LDC, 0xFF}, 0, Instr{Op: LDC, Len: 2, Index: 255}},
		{[]byte{LDC_W, 0x01, 0x02}, 0, Instr{Op: LDC_W, Len: 3, Index: 0x102}},
		{[]byte{ALOAD_3}, 0, Instr{Op: ALOAD_3, Len: 1, Index: 3}},
		{[]byte{LLOAD_1}, 0, Instr{Op: LLOAD_1, Len: 1, Index: 1}},
		{[]byte{ISTORE_0}, 0, Instr{Op: ISTORE_0, Len: 1}},
		{[]byte{DSTORE_2}, 0, Instr{Op: DSTORE_2, Len: 1, Index: 2}},
		{[]byte{ASTORE, 200}, 0, Instr{Op: ASTORE, Len: 2, Index: 200}},
		{[]byte{RET, 4}, 0, Instr{Op: RET, Len: 2, Index: 4}},
		{[]byte{IINC, 5, 0xFF}, 0, Instr{Op: IINC, Len: 3, Index: 5, Value: -1}},
		{[]byte{NOP, NOP, GOTO, 0xFF, 0xFE}, 2, Instr{PC: 2, Op: GOTO, Len: 3, Target: 0}},
		{[]byte{NOP, IFNULL, 0x00, 0x10}, 1, Instr{PC: 1, Op: IFNULL, Len: 3, Target: 17}},
		{[]byte{NOP, GOTO_W, 0xFF, 0xFF, 0xFF, 0xFF}, 1, Instr{PC: 1, Op: GOTO_W, Len: 5, Target: 0}},
		{[]byte{JSR_W, 0, 0, 0, 9}, 0, Instr{Op: JSR_W, Len: 5, Target: 9}},
		{[]byte{INVOKEINTERFACE, 0, 7, 3, 0}, 0, Instr{Op: INVOKEINTERFACE, Len: 5, Index: 7, Value: 3}},
		{[]byte{INVOKEDYNAMIC, 0, 9, 0, 0}, 0, Instr{Op: INVOKEDYNAMIC, Len: 5, Index: 9}},
		{[]byte{MULTIANEWARRAY, 1, 0, 2}, 0, Instr{Op: MULTIANEWARRAY, Len: 4, Index: 256, Value: 2}},
		{[]byte{NEWARRAY, TLong}, 0, Instr{Op: NEWARRAY, Len: 2, Value: TLong}},
		{[]byte{GETFIELD, 0, 3}, 0, Instr{Op: GETFIELD, Len: 3, Index: 3}},
		{[]byte{WIDE, ILOAD, 0x01, 0x00}, 0, Instr{Op: ILOAD, Wide: true, Len: 4, Index: 256}},
		{[]byte{NOP, WIDE, RET, 0xFF, 0xFF}, 1, Instr{PC: 1, Op: RET, Wide: true, Len: 4, Index: 65535}},
		{[]byte{WIDE, IINC, 0x01, 0x00, 0x80, 0x00}, 0, Instr{Op: IINC, Wide: true, Len: 6, Index: 256, Value: -32768}},
	}
	for _, tt := range tests {
		got, err := Decode(tt.code, tt.pc)
		if err != nil {
			t.Errorf("%x at %d: %v", tt.code, tt.pc, err)
			continue
		}
		tt.want.PC = tt.pc
		if !equal(got, tt.want) {
			t.Errorf("%x at %d: got %+v, want %+v", tt.code, tt.pc, got, tt.want)
		}
	}
}

func equal(a, b Instr) bool {
	return a.PC == b.PC && a.Op == b.Op && a.Wide == b.Wide && a.Len == b.Len && a.Index == b.Index &&
		a.Value == b.Value && a.Target == b.Target && a.Low == b.Low && a.High == b.High &&
		slices.Equal(a.Keys, b.Keys) && slices.Equal(a.Targets, b.Targets)
}

func be32(v int32) []byte { return binary.BigEndian.AppendUint32(nil, uint32(v)) }

// TestSwitchPadding puts each switch at pc 0..3 (and 4..7, to include a
// whole second period), so that every amount of padding is exercised.
func TestSwitchPadding(t *testing.T) {
	for pc := range 8 {
		pad := (4 - (pc+1)%4) % 4
		prefix := make([]byte, pc) // nops
		// tableswitch 1..3 at pc, jumping back to 0 (default), pc, 0, pc.
		code := append(slices.Clone(prefix), TABLESWITCH)
		code = append(code, make([]byte, pad)...)
		code = append(code, slices.Concat(be32(int32(-pc)), be32(1), be32(3), be32(0), be32(int32(-pc)), be32(0))...)
		in, err := Decode(code, pc)
		if err != nil {
			t.Fatalf("tableswitch at %d: %v", pc, err)
		}
		want := Instr{PC: pc, Op: TABLESWITCH, Len: 1 + pad + 24, Target: 0, Low: 1, High: 3, Targets: []int{pc, 0, pc}}
		if !equal(in, want) {
			t.Errorf("tableswitch at %d: got %+v, want %+v", pc, in, want)
		}
		if all, err := DecodeAll(code); err != nil || len(all) != pc+1 {
			t.Errorf("tableswitch at %d: DecodeAll: %d instrs, %v", pc, len(all), err)
		}
		if _, err := Decode(code[:len(code)-1], pc); err == nil {
			t.Errorf("tableswitch at %d: truncated table accepted", pc)
		}

		code = append(slices.Clone(prefix), LOOKUPSWITCH)
		code = append(code, make([]byte, pad)...)
		code = append(code, slices.Concat(be32(0), be32(2), be32(-5), be32(int32(-pc)), be32(1000), be32(0))...)
		in, err = Decode(code, pc)
		if err != nil {
			t.Fatalf("lookupswitch at %d: %v", pc, err)
		}
		want = Instr{PC: pc, Op: LOOKUPSWITCH, Len: 1 + pad + 24, Target: pc, Keys: []int32{-5, 1000}, Targets: []int{0, pc}}
		if !equal(in, want) {
			t.Errorf("lookupswitch at %d: got %+v, want %+v", pc, in, want)
		}
		if _, err := DecodeAll(code); err != nil {
			t.Errorf("lookupswitch at %d: DecodeAll: %v", pc, err)
		}
		for n := pc + 1; n < len(code); n++ {
			if _, err := Decode(code[:n], pc); err == nil {
				t.Errorf("lookupswitch at %d cut at %d accepted", pc, n)
			}
		}
	}
}

func TestDecodeErrors(t *testing.T) {
	tests := []struct {
		code []byte
		pc   int
		want string
	}{
		{[]byte{0xCB}, 0, "pc 0: undefined opcode 0xcb"},
		{[]byte{NOP, 0xFE}, 1, "pc 1: undefined opcode 0xfe"},
		{[]byte{NOP, 0xCA}, 1, "pc 1: undefined opcode 0xca"},
		{[]byte{NOP}, 1, "pc 1: pc outside code of length 1"},
		{[]byte{NOP}, -1, "pc -1: pc outside code"},
		{[]byte{SIPUSH, 1}, 0, "pc 0: sipush needs 3 bytes, code has 2 left"},
		{[]byte{INVOKEINTERFACE, 0, 1, 0, 0}, 0, "invokeinterface with count 0"},
		{[]byte{MULTIANEWARRAY, 0, 1, 0}, 0, "multianewarray with 0 dimensions"},
		{[]byte{NEWARRAY, 3}, 0, "newarray with bad array type 3"},
		{[]byte{NEWARRAY, 12}, 0, "newarray with bad array type 12"},
		{[]byte{WIDE}, 0, "wide at the end of the code"},
		{[]byte{WIDE, IADD, 0, 0}, 0, "wide applied to iadd (0x60), which cannot be widened"},
		{[]byte{WIDE, WIDE, 0, 0}, 0, "wide applied to wide"},
		{[]byte{WIDE, 0xEE, 0, 0}, 0, "wide applied to undefined opcode (0xee)"},
		{[]byte{WIDE, ILOAD, 0}, 0, "wide iload needs 4 bytes, code has 3 left"},
		{[]byte{WIDE, IINC, 0, 0, 0}, 0, "wide iinc needs 6 bytes, code has 5 left"},
		{slices.Concat([]byte{TABLESWITCH, 0, 0, 0}, be32(0), be32(2), be32(1)), 0, "tableswitch low 2 > high 1"},
		{slices.Concat([]byte{TABLESWITCH, 0, 0, 0}, be32(0), be32(-1<<31), be32(1<<31-1)), 0,
			"tableswitch with 4294967296 targets needs"},
		{slices.Concat([]byte{TABLESWITCH, 0, 0, 0}, be32(0), be32(0)), 0, "tableswitch header truncated"},
		{slices.Concat([]byte{LOOKUPSWITCH, 0, 0, 0}, be32(0), be32(-1)), 0, "lookupswitch with negative npairs -1"},
		{slices.Concat([]byte{LOOKUPSWITCH, 0, 0, 0}, be32(0), be32(1<<31-1)), 0, "lookupswitch with 2147483647 pairs needs"},
		{slices.Concat([]byte{LOOKUPSWITCH, 0, 0, 0}, be32(0), be32(2), be32(5), be32(0), be32(5), be32(0)), 0,
			"lookupswitch keys not increasing: 5 after 5"},
	}
	for _, tt := range tests {
		_, err := Decode(tt.code, tt.pc)
		var de *DecodeError
		if !errors.As(err, &de) || de.PC != tt.pc || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%x at %d: error %v, want a *DecodeError containing %q", tt.code, tt.pc, err, tt.want)
		}
	}
}

func TestDecodeAll(t *testing.T) {
	code := []byte{
		ICONST_0,         // 0
		IFEQ, 0x00, 0x0A, // 1: -> 11
		WIDE, ILOAD, 1, 0, // 4
		GOTO, 0xFF, 0xF9, // 8: -> 1
		RETURN, // 11
	}
	all, err := DecodeAll(code)
	if err != nil {
		t.Fatal(err)
	}
	var pcs []int
	for _, in := range all {
		pcs = append(pcs, in.PC)
	}
	if !slices.Equal(pcs, []int{0, 1, 4, 8, 11}) || all[1].Target != 11 || all[3].Target != 1 || !all[2].Wide {
		t.Errorf("got %+v", all)
	}

	bad := []struct {
		code []byte
		want string
	}{
		{nil, "pc 0: empty code"},
		{[]byte{GOTO, 0, 2, RETURN}, "pc 0: goto target 2 is not the start of an instruction"},
		{[]byte{NOP, GOTO, 0xFF, 0xFE}, "pc 1: goto target -1 is not the start of an instruction"},
		{[]byte{IFNE, 0, 3}, "pc 0: ifne target 3 is not the start"},
		{[]byte{GOTO_W, 0x7F, 0xFF, 0xFF, 0xFF}, "pc 0: goto_w target 2147483647"},
		{slices.Concat([]byte{TABLESWITCH, 0, 0, 0}, be32(0), be32(0), be32(0), be32(2)), "pc 0: tableswitch target 2"},
		{slices.Concat([]byte{LOOKUPSWITCH, 0, 0, 0}, be32(-4), be32(0)), "pc 0: lookupswitch target -4"},
		{[]byte{NOP, SIPUSH, 0}, "pc 1: sipush needs 3 bytes"},
	}
	for _, tt := range bad {
		_, err := DecodeAll(tt.code)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%x: error %v, want %q", tt.code, err, tt.want)
		}
	}
}

func TestClasses(t *testing.T) {
	for op := range 256 {
		b := byte(op)
		n := Names[op]
		branch := (strings.HasPrefix(n, "if") || strings.HasPrefix(n, "goto") || strings.HasPrefix(n, "jsr") || strings.HasSuffix(n, "switch"))
		if IsBranch(b) != branch {
			t.Errorf("IsBranch(%s) = %v", n, IsBranch(b))
		}
		if IsReturn(b) != (n != "" && strings.HasSuffix(n, "return")) {
			t.Errorf("IsReturn(%s) = %v", n, IsReturn(b))
		}
		if IsInvoke(b) != strings.HasPrefix(n, "invoke") {
			t.Errorf("IsInvoke(%s) = %v", n, IsInvoke(b))
		}
	}
	for _, op := range []byte{IALOAD, AASTORE, ARRAYLENGTH, IDIV, LREM, GETFIELD, PUTSTATIC, INVOKEDYNAMIC, NEW,
		NEWARRAY, ANEWARRAY, MULTIANEWARRAY, CHECKCAST, INSTANCEOF, ATHROW, MONITORENTER, MONITOREXIT, LDC, LDC_W, LDC2_W, ARETURN} {
		if !MayThrow(op) {
			t.Errorf("MayThrow(%s) = false", Names[op])
		}
	}
	for _, op := range []byte{NOP, IADD, FDIV, DREM, ILOAD, ISTORE, GOTO, IFEQ, TABLESWITCH, DUP, I2L, IINC, RET, 0xCB} {
		if MayThrow(op) {
			t.Errorf("MayThrow(%#02x %s) = true", op, Names[op])
		}
	}
}

func FuzzDecodeAll(f *testing.F) {
	f.Add([]byte{ICONST_0, IFEQ, 0, 4, NOP, RETURN})
	f.Add(slices.Concat([]byte{NOP, TABLESWITCH, 0, 0}, be32(-1), be32(1), be32(3), be32(-1), be32(-1), be32(-1)))
	f.Add(slices.Concat([]byte{LOOKUPSWITCH, 0, 0, 0}, be32(0), be32(1), be32(3), be32(0)))
	f.Add([]byte{WIDE, IINC, 0, 1, 0, 1, WIDE, ALOAD, 0, 1, GOTO_W, 0xFF, 0xFF, 0xFF, 0xF6})
	f.Fuzz(func(t *testing.T, code []byte) {
		all, err := DecodeAll(code)
		if err != nil {
			if _, ok := err.(*DecodeError); !ok {
				t.Fatalf("error %T is not a *DecodeError", err)
			}
			return
		}
		pc := 0
		for _, in := range all {
			if in.PC != pc || in.Len <= 0 {
				t.Fatalf("instruction %+v at pc %d", in, pc)
			}
			pc += in.Len
		}
		if pc != len(code) {
			t.Fatalf("instructions cover %d of %d bytes", pc, len(code))
		}
		for pc := range code {
			Decode(code, pc)
		}
	})
}
