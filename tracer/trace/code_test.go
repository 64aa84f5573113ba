// Tests of the tables of the code a trace's reader derives from the class files, against
// what the interpreter itself linked.

package trace_test

import (
	"context"
	"io"
	"path/filepath"
	"strings"
	"testing"

	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/crossprof/crossprof/internal/testtrace"
	"github.com/crossprof/crossprof/schemas"
	"github.com/crossprof/crossprof/tracer/trace"
	"github.com/crossprof/crossprof/tracer/vm"
)

// linkedMethods records the methods of every class the interpreter loads, as it linked them.
type linkedMethods struct {
	*trace.Writer
	methods []trace.MethodRow
}

func (l *linkedMethods) ClassLoaded(c *vm.Class) {
	for _, m := range c.Methods {
		var n int32
		if code := m.Code(); code != nil {
			n = int32(len(code.Code))
		}
		l.methods = append(l.methods, trace.MethodRow{ID: m.ID, ClassID: c.ID, Class: c.JavaName(), Name: m.Name,
			Descriptor: m.Desc, Access: int32(m.Access), CodeLength: n, Native: m.IsNative()})
	}
	l.Writer.ClassLoaded(c)
}

// TestCodeIsWhatTheInterpreterLinked checks that the methods derived from a trace's class
// files, generated classes (lambdas, records, string concatenation) included, are the
// interpreter's: the same ids for the same methods.
func TestCodeIsWhatTheInterpreterLinked(t *testing.T) {
	for _, name := range []string{"Lambdas", "Records", "StringConcat", "NQueens"} {
		t.Run(name, func(t *testing.T) {
			out := filepath.Join(t.TempDir(), name+".trace")
			w, err := trace.Create(out)
			if err != nil {
				t.Fatal(err)
			}
			l := &linkedMethods{Writer: w}
			res, err := vm.Run(context.Background(), vm.Config{ClassPath: testtrace.Program(name), MainClass: name,
				Stdout: io.Discard, Stderr: io.Discard, Tracer: l, Deterministic: true})
			if err != nil {
				t.Fatal(err)
			}
			if err := w.Close(); err != nil {
				t.Fatal(err)
			}
			if err := trace.WriteManifest(out, &trace.Manifest{Bytecodes: res.Instructions, Ended: string(res.End), BlockAnalysis: "default"}); err != nil {
				t.Fatal(err)
			}
			tr, err := trace.Load(out)
			if err != nil {
				t.Fatal(err)
			}
			if len(tr.Methods) != len(l.methods) {
				t.Fatalf("%d methods derived, the interpreter linked %d", len(tr.Methods), len(l.methods))
			}
			for i, m := range tr.Methods {
				want := l.methods[i]
				want.Blocks = m.Blocks // the interpreter analyzes a method only when it first runs
				if m != want {
					t.Fatalf("method %d derived as %+v, the interpreter linked %+v", i, m, want)
				}
			}
		})
	}
}

// TestCodeNamesABadClassFile checks that a class file the reader cannot parse is reported
// with the class's id and name.
func TestCodeNamesABadClassFile(t *testing.T) {
	b := array.NewRecordBuilder(memory.DefaultAllocator, schemas.Classes.Schema())
	defer b.Release()
	for i, c := range schemas.Classes.Columns {
		switch f := b.Field(i).(type) {
		case *array.Int32Builder:
			f.Append(7)
		case *array.StringBuilder:
			if c.Name == "name" {
				f.Append("com.example.Broken")
			} else {
				f.Append("")
			}
		case *array.BooleanBuilder:
			f.Append(false)
		case *array.BinaryBuilder:
			f.Append([]byte{0xca, 0xfe, 0xba, 0xbe, 0, 0})
		}
	}
	r := b.NewRecord()
	defer r.Release()
	err := trace.NewCode(vm.BlocksDefault).AddClasses(r)
	if err == nil || !strings.Contains(err.Error(), "class 7 (com.example.Broken)") {
		t.Fatalf("got %v, want an error naming class 7 (com.example.Broken)", err)
	}
}
