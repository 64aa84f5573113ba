// Tests of the LocalVariableTable: real javac -g output, lookups, and malformed tables.

package classfile

import (
	"errors"
	"strings"
	"testing"
)

func TestLocalVariableTable(t *testing.T) {
	cf := parseFile(t, "Flow")
	g := method(t, cf, "guarded").Code
	want := []LocalVariable{
		{19, 12, "e", "Ljava/lang/RuntimeException;", 2},
		{32, 13, "e", "Ljava/lang/ArithmeticException;", 2},
		{0, 58, "a", "[I", 0},
		{0, 58, "i", "I", 1},
	}
	if len(g.Locals) != len(want) {
		t.Fatalf("guarded locals = %+v, want %+v", g.Locals, want)
	}
	for i := range want {
		if g.Locals[i] != want[i] {
			t.Errorf("local %d = %+v, want %+v", i, g.Locals[i], want[i])
		}
	}
	for _, tt := range []struct {
		pc, slot int
		want     string
	}{{0, 0, "a"}, {57, 1, "i"}, {58, 1, ""}, {18, 2, ""}, {19, 2, "e"}, {31, 2, ""}, {32, 2, "e"}, {0, 3, ""}} {
		if got := g.LocalName(tt.pc, tt.slot); got != tt.want {
			t.Errorf("LocalName(%d, %d) = %q, want %q", tt.pc, tt.slot, got, tt.want)
		}
	}
	var nilCode *Code
	if nilCode.LocalName(0, 0) != "" {
		t.Error("nil Code has a local name")
	}
	if got := method(t, cf, "bump").Code.LocalName(0, 0); got != "this" {
		t.Errorf("bump slot 0 = %q, want this", got)
	}
}

func TestLocalVariableTableMalformed(t *testing.T) {
	// The minimal class's method m has max_locals 2 and code "return" (1 byte); pool entry
	// 18 names the attribute. Entries are start, length, name, descriptor, index.
	const iLVT = iStr + 1
	entry := func(start, length, name, desc, index uint16) []byte {
		return cat(u2(start), u2(length), u2(name), u2(desc), u2(index))
	}
	table := func(entries ...[]byte) []byte {
		return attr(iLVT, cat(u2(uint16(len(entries))), cat(entries...)))
	}
	build := func(lvt []byte) []byte {
		c := minimal()
		c.pool = append(c.pool, cUtf8("LocalVariableTable"), cUtf8("J"))
		c.methods = [][]byte{member(AccStatic, iMName, iMDesc, attr(iCode, codeBody([]byte{0xb1}, nil, lvt)))}
		return c.build()
	}
	cf, err := Parse(build(table(entry(0, 1, iFName, iFDesc, 1))))
	if err != nil {
		t.Fatal(err)
	}
	if got := cf.Methods[0].Code.Locals; len(got) != 1 || got[0] != (LocalVariable{0, 1, "f", "I", 1}) {
		t.Errorf("locals = %+v", got)
	}
	for _, tt := range []struct {
		name string
		lvt  []byte
		want string
	}{
		{"start past code", table(entry(1, 0, iFName, iFDesc, 0)), "local variable entry covers 1..1, beyond code length 1"},
		{"range past code", table(entry(0, 2, iFName, iFDesc, 0)), "covers 0..2, beyond code length 1"},
		{"name not utf8", table(entry(0, 1, iInt, iFDesc, 0)), "name_index 11 refers to a Integer entry"},
		{"bad name", table(entry(0, 1, iObjName, iFDesc, 0)), `bad field name "java/lang/Object"`},
		{"bad descriptor", table(entry(0, 1, iFName, iMDesc, 0)), `bad field descriptor "()V"`},
		{"slot past max_locals", table(entry(0, 1, iFName, iFDesc, 2)), "uses slot 2, beyond max_locals 2"},
		{"long in last slot", table(entry(0, 1, iFName, iStr+2, 1)), "uses slot 2, beyond max_locals 2"},
		{"length mismatch", attr(iLVT, cat(u2(1), entry(0, 1, iFName, iFDesc, 0), []byte{0})), "does not match its 1 entries"},
		{"truncated", attr(iLVT, cat(u2(2), entry(0, 1, iFName, iFDesc, 0))), "local variable table count 2 needs at least 20 bytes"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			b := build(tt.lvt)
			_, err := Parse(b)
			var fe *FormatError
			if !errors.As(err, &fe) {
				t.Fatalf("error %v is not a *FormatError", err)
			}
			if !strings.Contains(err.Error(), tt.want) {
				t.Errorf("error %q does not contain %q", err, tt.want)
			}
			if fe.Offset < 0 || fe.Offset > int64(len(b)) {
				t.Errorf("offset %d outside the file (%d bytes)", fe.Offset, len(b))
			}
		})
	}
}
