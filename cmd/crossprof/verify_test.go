package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/crossprof/crossprof/internal/testtrace"
	"github.com/crossprof/crossprof/tracer/classfile"
)

// verifyDir holds the base program of the verifier tests (compiled by javac --release 8)
// and, under expected/, HotSpot's output for every mutant, recorded by
// `go test ./cmd/crossprof -run TestVerifyMutants -update` (just verify-expected).
const verifyDir = "../../testdata/verify"

// classBytes is a class file being mutated, with helpers to find a method's code.
type classBytes struct {
	t    *testing.T
	data []byte
	cf   *classfile.ClassFile
}

// code returns the file offset of the code array of the named method.
func (c *classBytes) code(method string) int {
	for _, m := range c.cf.Methods {
		if m.Name == method && m.Code != nil {
			i := bytes.Index(c.data, m.Code.Code)
			if i < 0 || bytes.Index(c.data[i+1:], m.Code.Code) >= 0 {
				c.t.Fatalf("code of %s is not unique in the file", method)
			}
			return i
		}
	}
	c.t.Fatalf("no method %s", method)
	return 0
}

// stackMap returns the file offset of the named method's StackMapTable body.
func (c *classBytes) stackMap(method string) int {
	for _, m := range c.cf.Methods {
		if m.Name == method && m.Code != nil && m.Code.StackMapTable != nil {
			return bytes.Index(c.data, m.Code.StackMapTable)
		}
	}
	c.t.Fatalf("no stack map in %s", method)
	return 0
}

// classIndex returns the constant pool index of the Class entry naming name.
func (c *classBytes) classIndex(name string) int {
	for i := range c.cf.Pool {
		if c.cf.Pool[i].Tag == classfile.TagClass {
			if n, _ := c.cf.Pool.ClassName(uint16(i)); n == name {
				return i
			}
		}
	}
	c.t.Fatalf("no class entry %s", name)
	return 0
}

func (c *classBytes) set(off int, b ...byte) { copy(c.data[off:], b) }

// verifyMutants are the invalid class files of the test: which class to change, and how.
// Offsets within code are those of javac's output for Main.java (see javap -c).
var verifyMutants = []struct {
	name, class string
	mutate      func(c *classBytes)
}{
	// Version 49 (testdata/verify/old): type inference, libverify's messages.
	{"old-valid", "Old", func(c *classBytes) {}},
	{"old-pop-empty-stack", "Old", func(c *classBytes) { c.set(c.code("sum"), 0x57) }},
	{"old-wrong-operand-type", "Old", func(c *classBytes) { c.set(c.code("sum")+20, 0x62) }}, // iadd -> fadd
	{"old-bad-local-type", "Old", func(c *classBytes) { c.set(c.code("sum")+18, 0x23) }},     // iload_1 -> fload_1
	{"old-uninitialized-register", "Old", func(c *classBytes) { c.set(c.code("sum")+2, 0, 0) }},
	{"old-uninitialized-object", "Old", func(c *classBytes) { c.set(c.code("text")+3, 0, 0, 0, 0) }},
	{"old-falls-off-end", "Old", func(c *classBytes) { c.set(c.code("sum")+29, 0) }},
	{"old-bad-branch-target", "Old", func(c *classBytes) { c.set(c.code("sum")+26, 0xff, 0xfe) }},
	{"old-inconsistent-merge", "Old", func(c *classBytes) {
		// iload_1; iload_2; iadd; istore_1 -> aconst_null; astore_1; nop; nop: local 1 is an
		// int on one path to the iinc and a reference on the other.
		c.set(c.code("sum")+18, 0x01, 0x4c, 0, 0)
	}},
	{"old-wrong-return-type", "Old", func(c *classBytes) { c.set(c.code("sum")+28, 0x01, 0xb0) }},
	{"old-stack-height", "Old", func(c *classBytes) { c.set(c.code("sum")+15, 0x04, 0, 0) }}, // goto -> iconst_1: one more value at the loop head
	{"old-jsr-finally", "Old", func(c *classBytes) { jsrFinally(c, 3) }},
	{"old-jsr-bad-ret", "Old", func(c *classBytes) { jsrFinally(c, 2) }},
	{"old-protected-access", "Prot", func(c *classBytes) {
		// return o.count -> return b.count with the field referenced in
		// java/io/ByteArrayOutputStream, where it is protected.
		c.set(c.code("peek"), 0x2b)
		fi := 0
		for i := range c.cf.Pool {
			if c.cf.Pool[i].Tag == classfile.TagFieldref {
				fi = i
			}
		}
		e := c.cf.Pool[fi]
		pat := []byte{9, byte(e.A >> 8), byte(e.A), byte(e.B >> 8), byte(e.B)}
		i := bytes.Index(c.data, pat)
		if i < 0 {
			c.t.Fatal("no Fieldref in Prot")
		}
		b := c.classIndex("java/io/ByteArrayOutputStream")
		c.set(i+1, byte(b>>8), byte(b))
	}},

	{"pop-empty-stack", "Target", func(c *classBytes) { c.set(c.code("sum"), 0x57) }},
	{"areturn-empty-stack", "Target", func(c *classBytes) { c.set(c.code("name"), 0xb0) }},
	{"invokevirtual-wrong-type", "Target", func(c *classBytes) { c.set(c.code("name")+9, 0x03) }},
	{"max-locals-too-small", "Target", func(c *classBytes) { c.set(c.code("sum")-6, 0, 2) }},
	{"max-stack-zero", "Target", func(c *classBytes) { c.set(c.code("run")-8, 0, 0) }},
	{"stackmap-frame-mismatch", "Target", func(c *classBytes) {
		// sum's append_frame(@4,Integer,Integer) becomes (Integer,Float).
		off := c.stackMap("sum")
		if !bytes.Equal(c.data[off+2:off+7], []byte{0xfd, 0, 4, 1, 1}) {
			c.t.Fatal("unexpected stack map in sum")
		}
		c.set(off+6, 2)
	}},
	{"inconsistent-branch-target", "Target", func(c *classBytes) {
		// iinc 2,1 becomes fconst_0; fstore_2; nop: local 2 is a float at the goto.
		c.set(c.code("sum")+13, 0x0b, 0x45, 0x00)
	}},
	{"uninitialized-returned", "Target", func(c *classBytes) { c.set(c.code("make")+4, 0, 0, 0) }},
	{"falls-off-end", "Target", func(c *classBytes) {
		off := c.code("run")
		for _, m := range c.cf.Methods {
			if m.Name == "run" {
				c.set(off+len(m.Code.Code)-1, 0)
			}
		}
	}},
	{"branch-into-instruction", "Target", func(c *classBytes) { c.set(c.code("sum")+17, 0xff, 0xfe) }},
	{"branch-without-frame", "Target", func(c *classBytes) { c.set(c.code("sum")+17, 0xff, 0xf5) }},
	{"bad-local-type", "Target", func(c *classBytes) { c.set(c.code("sum")+9, 0x23) }},
	{"bad-local-index", "Target", func(c *classBytes) { c.set(c.code("sum")+19, 0x1d) }},
	{"wrong-return-type", "Target", func(c *classBytes) { c.set(c.code("label")+1, 0, 0, 0) }},
	{"ireturn-in-void-method", "Target", func(c *classBytes) {
		off := c.code("run")
		for _, m := range c.cf.Methods {
			if m.Name == "run" {
				c.set(off+len(m.Code.Code)-4, 0, 0, 0, 0xac) // println(int); return -> nops; ireturn
			}
		}
	}},
	{"jsr-in-version-52", "Target", func(c *classBytes) { c.set(c.code("sum")+16, 0xa8) }},
	{"undefined-opcode", "Target", func(c *classBytes) { c.set(c.code("sum")+11, 0xcb) }},
	{"return-in-int-method", "Target", func(c *classBytes) { c.set(c.code("sum")+20, 0xb1) }},
	{"constructor-without-super", "Target", func(c *classBytes) { c.set(c.code("<init>"), 0, 0, 0, 0) }},
	{"bad-constant-pool-index", "Target", func(c *classBytes) { c.set(c.code("run")+1, 0xff, 0xff) }},
	{"wrong-constant-type", "Target", func(c *classBytes) {
		i := c.classIndex("java/lang/String")
		c.set(c.code("run")+1, byte(i>>8), byte(i))
	}},
	{"handler-frame-mismatch", "Target", func(c *classBytes) {
		off := c.stackMap("run")
		ae, s := c.classIndex("java/lang/ArithmeticException"), c.classIndex("java/lang/String")
		pat := []byte{7, byte(ae >> 8), byte(ae)}
		i := bytes.Index(c.data[off:], pat)
		if i < 0 {
			c.t.Fatal("no ArithmeticException in run's stack map")
		}
		c.set(off+i+1, byte(s>>8), byte(s))
	}},
	{"stack-underflow-in-main", "Main", func(c *classBytes) { c.set(c.code("main"), 0x57, 0, 0) }},
}

// jsrFinally rewrites Old.fin into the shape javac 1.4 gave a finally block: a subroutine
// called by jsr from the try block's end and from the catch-all handler, returning with
// ret retLocal (3 is right).
func jsrFinally(c *classBytes, retLocal byte) {
	off := c.code("fin")
	old := c.data[off : off+30]
	if old[6] != 0xb2 || old[29] != 0xac {
		c.t.Fatalf("unexpected code in fin: % x", old)
	}
	field := []byte{old[7], old[8]}
	code := []byte{
		0x03, 0x3c, 0x1a, 0x05, 0x68, 0x3c, // r = 0; r = x * 2
		0xa8, 0, 13, // 6: jsr 19
		0x1b, 0xac, // 9: iload_1; ireturn
		0x4d, 0xa8, 0, 7, 0x2c, 0xbf, // 11: astore_2; jsr 19; aload_2; athrow
		0, 0, // 17: nop; nop
		0x4e, 0xb2, field[0], field[1], 0x04, 0x60, 0xb3, field[0], field[1], // 19: astore_3; counter++
		0xa9, retLocal, // 28: ret
	}
	c.set(off, code...)
	c.set(off-6, 0, 4) // max_locals
	// The exception table follows the code: [2, 6) -> 11, any.
	if !bytes.Equal(c.data[off+30:off+32], []byte{0, 1}) {
		c.t.Fatal("unexpected exception table in fin")
	}
	c.set(off+32, 0, 2, 0, 6, 0, 11, 0, 0)
}

// TestVerifyMutants runs each invalid class through crossprof and compares stdout, stderr
// and exit status with HotSpot's.
func TestVerifyMutants(t *testing.T) {
	for _, mu := range verifyMutants {
		t.Run(mu.name, func(t *testing.T) {
			dir := t.TempDir()
			base, classes := verifyDir, []string{"Main", "Target"}
			if strings.HasPrefix(mu.name, "old-") {
				base, classes = filepath.Join(verifyDir, "old"), []string{"Main", "Shape", "Circle", "Square", "Old", "Prot"}
			}
			for _, cl := range classes {
				data, err := os.ReadFile(filepath.Join(base, cl+".class"))
				if err != nil {
					t.Fatal(err)
				}
				if cl == mu.class {
					cf, err := classfile.Parse(data)
					if err != nil {
						t.Fatal(err)
					}
					c := &classBytes{t: t, data: data, cf: cf}
					mu.mutate(c)
				}
				if err := os.WriteFile(filepath.Join(dir, cl+".class"), data, 0o644); err != nil {
					t.Fatal(err)
				}
			}
			exp := filepath.Join(verifyDir, "expected", mu.name)
			if *update {
				var out, errb bytes.Buffer
				cmd := exec.Command("java", "-Xshare:off", "-cp", dir, "Main")
				cmd.Stdout, cmd.Stderr = &out, &errb
				status := 0
				if err := cmd.Run(); err != nil {
					ee, ok := err.(*exec.ExitError)
					if !ok {
						t.Fatal(err)
					}
					status = ee.ExitCode()
				}
				os.MkdirAll(filepath.Dir(exp), 0o755)
				os.WriteFile(exp+".stdout", out.Bytes(), 0o644)
				os.WriteFile(exp+".stderr", errb.Bytes(), 0o644)
				os.WriteFile(exp+".status", []byte(strconv.Itoa(status)+"\n"), 0o644)
			}
			wantOut, err1 := os.ReadFile(exp + ".stdout")
			wantErr, err2 := os.ReadFile(exp + ".stderr")
			wantStatus, err3 := os.ReadFile(exp + ".status")
			if err1 != nil || err2 != nil || err3 != nil {
				t.Fatalf("missing expected output (run with -update): %v %v %v", err1, err2, err3)
			}
			status, out, errs := run(t, "trace", "--quiet", "--cp", dir, "--out", filepath.Join(t.TempDir(), "t.trace"), "Main")
			if out != string(wantOut) {
				t.Errorf("stdout differs from HotSpot's:\n%s", testtrace.LineDiff(string(wantOut), out))
			}
			if errs != string(wantErr) {
				t.Errorf("stderr differs from HotSpot's:\n%s", testtrace.LineDiff(string(wantErr), errs))
			}
			if strconv.Itoa(status) != strings.TrimSpace(string(wantStatus)) {
				t.Errorf("exit status %d, want %s", status, strings.TrimSpace(string(wantStatus)))
			}
		})
	}
}
