// Checks the contract between the runtime library and the VM: every native method the
// library declares is implemented in Go, and every Go native belongs to a declared method.

package vm

import (
	"io/fs"
	"strings"
	"testing"

	"github.com/crossprof/crossprof/tracer/classfile"
	"github.com/crossprof/crossprof/tracer/rt"
)

func TestNativesMatchLibrary(t *testing.T) {
	declared := map[string]bool{}
	err := fs.WalkDir(rt.Classes, "classes", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(p, ".class") {
			return err
		}
		data, err := fs.ReadFile(rt.Classes, p)
		if err != nil {
			return err
		}
		cf, err := classfile.Parse(data)
		if err != nil {
			t.Errorf("%s: %v", p, err)
			return nil
		}
		for _, m := range cf.Methods {
			if m.Access&classfile.AccNative != 0 {
				k := cf.ThisClass + "." + m.Name + m.Descriptor
				declared[k] = true
				if natives[k] == nil {
					t.Errorf("native method %s has no Go implementation", k)
				}
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(declared) == 0 {
		t.Fatal("the runtime library declares no native methods: is it compiled into tracer/rt/classes?")
	}
	for k := range natives {
		if !declared[k] && !strings.HasPrefix(k, jopNative+".") { // JOP's Native is a target library's (natives_jop.go)
			t.Errorf("Go native %s matches no native method of the library", k)
		}
	}
}
