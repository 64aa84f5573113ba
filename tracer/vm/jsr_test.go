// jsr and ret exist only in old class files, which today's javac cannot produce: this test
// assembles one by hand.

package vm_test

import (
	"context"
	"encoding/binary"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/crossprof/crossprof/tracer/vm"
)

// classFile assembles a class file of version 49 (Java 5, where jsr/ret are legal) named Jsr
// with main([Ljava/lang/String;)V calling System.exit(run()) and run()I using a subroutine;
// run gets the exception table entries given (start, end, handler pc, catch type).
func jsrClassFile(exceptions ...[4]uint16) []byte {
	var b []byte
	u1 := func(v byte) { b = append(b, v) }
	u2 := func(v uint16) { b = binary.BigEndian.AppendUint16(b, v) }
	u4 := func(v uint32) { b = binary.BigEndian.AppendUint32(b, v) }
	utf8 := func(s string) { u1(1); u2(uint16(len(s))); b = append(b, s...) }
	u4(0xCAFEBABE)
	u2(0)
	u2(49)
	u2(18)      // constant pool count
	utf8("Jsr") // 1
	u1(7)
	u2(1)                    // 2 Class Jsr
	utf8("java/lang/Object") // 3
	u1(7)
	u2(3)       // 4 Class Object
	utf8("run") // 5
	utf8("()I") // 6
	u1(12)
	u2(5)
	u2(6) // 7 NameAndType run ()I
	u1(10)
	u2(2)
	u2(7)                    // 8 Methodref Jsr.run
	utf8("java/lang/System") // 9
	u1(7)
	u2(9)        // 10 Class System
	utf8("exit") // 11
	utf8("(I)V") // 12
	u1(12)
	u2(11)
	u2(12) // 13 NameAndType exit (I)V
	u1(10)
	u2(10)
	u2(13)                         // 14 Methodref System.exit
	utf8("main")                   // 15
	utf8("([Ljava/lang/String;)V") // 16
	utf8("Code")                   // 17
	u2(0x0021)                     // public super
	u2(2)                          // this
	u2(4)                          // super
	u2(0)                          // interfaces
	u2(0)                          // fields
	u2(2)                          // methods
	method := func(name, desc uint16, maxStack, maxLocals uint16, code []byte, exceptions ...[4]uint16) {
		u2(0x0009) // public static
		u2(name)
		u2(desc)
		u2(1) // attributes
		u2(17)
		u4(uint32(12 + len(code) + 8*len(exceptions)))
		u2(maxStack)
		u2(maxLocals)
		u4(uint32(len(code)))
		b = append(b, code...)
		u2(uint16(len(exceptions)))
		for _, e := range exceptions {
			for _, v := range e {
				u2(v)
			}
		}
		u2(0) // attributes
	}
	method(15, 16, 1, 1, []byte{0xb8, 0, 8, 0xb8, 0, 14, 0xb1})
	method(5, 6, 1, 2, []byte{
		0x04,       // 0 iconst_1
		0x3b,       // 1 istore_0
		0xa8, 0, 6, // 2 jsr 8
		0x1a,        // 5 iload_0
		0xac,        // 6 ireturn
		0x00,        // 7 nop
		0x4c,        // 8 astore_1 (the return address)
		0x84, 0, 41, // 9 iinc 0 41
		0xa9, 1, // 12 ret 1
	}, exceptions...)
	u2(0) // class attributes
	return b
}

func TestJsrRet(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "Jsr.class"), jsrClassFile(), 0o644); err != nil {
		t.Fatal(err)
	}
	res, err := vm.Run(context.Background(), vm.Config{ClassPath: dir, MainClass: "Jsr", Stdout: io.Discard, Stderr: io.Discard})
	if err != nil {
		t.Fatal(err)
	}
	if res.Status != 42 || res.End != vm.EndExit {
		t.Errorf("status %d (%s), want 42 from System.exit(1 + 41)", res.Status, res.End)
	}
}

// An exception table entry must name instruction starts: the verifier refuses the class as
// HotSpot does (java -cp DIR Jsr prints these lines for the same class files), before the
// interpreter could jump into the middle of an instruction.
func TestHandlerInsideAnInstruction(t *testing.T) {
	for _, c := range []struct {
		entry [4]uint16
		want  string
	}{
		{[4]uint16{0, 5, 3, 0}, "Error: Unable to initialize main class Jsr\nCaused by: java.lang.ClassFormatError: (class: Jsr, method: run signature: ()I) Illegal exception table handler\n"},
		{[4]uint16{0, 4, 8, 0}, "Error: Unable to initialize main class Jsr\nCaused by: java.lang.ClassFormatError: (class: Jsr, method: run signature: ()I) Illegal exception table range\n"},
		// A range may end at the end of the code; this handler, the jsr's subroutine, does not
		// start with the exception on the stack.
		{[4]uint16{0, 14, 8, 0}, "Error: Unable to initialize main class Jsr\nCaused by: java.lang.VerifyError: (class: Jsr, method: run signature: ()I) Mismatched stack types\n"},
	} {
		dir := t.TempDir()
		if err := os.WriteFile(filepath.Join(dir, "Jsr.class"), jsrClassFile(c.entry), 0o644); err != nil {
			t.Fatal(err)
		}
		var stderr strings.Builder
		res, err := vm.Run(context.Background(), vm.Config{ClassPath: dir, MainClass: "Jsr", Stdout: io.Discard, Stderr: &stderr})
		if err != nil || res.Status != 1 || stderr.String() != c.want {
			t.Errorf("entry %v: status %d, error %v, stderr %q; want status 1 and %q", c.entry, res.Status, err, stderr.String(), c.want)
		}
	}
}
