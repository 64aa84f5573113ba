package verify

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/crossprof/crossprof/tracer/classfile"
	"github.com/crossprof/crossprof/tracer/rt"
)

// mapHierarchy answers hierarchy questions from parsed class files (the runtime library and
// the classes under test), as the VM answers them by loading classes.
type mapHierarchy map[string]*classfile.ClassFile

var errNoClass = errors.New("no such class")

func (h mapHierarchy) IsInterface(name string) (bool, error) {
	cf := h[name]
	if cf == nil {
		return false, errNoClass
	}
	return cf.Access&classfile.AccInterface != 0, nil
}

func (h mapHierarchy) IsSubclass(sub, super string) (bool, error) {
	for n := sub; n != ""; {
		if n == super {
			return true, nil
		}
		cf := h[n]
		if cf == nil {
			return false, errNoClass
		}
		n = cf.SuperClass
	}
	return false, nil
}

func (h mapHierarchy) Superclass(name string) (string, error) {
	cf := h[name]
	if cf == nil {
		return "", errNoClass
	}
	if cf.Access&classfile.AccInterface != 0 {
		return "", nil
	}
	return cf.SuperClass, nil
}

func (h mapHierarchy) DeclaredAccess(class, name, desc string, method bool) (int, bool, error) {
	cf := h[class]
	if cf == nil {
		return 0, false, errNoClass
	}
	if method {
		for _, m := range cf.Methods {
			if m.Name == name && m.Descriptor == desc {
				return int(m.Access), true, nil
			}
		}
	} else {
		for _, f := range cf.Fields {
			if f.Name == name && f.Descriptor == desc {
				return int(f.Access), true, nil
			}
		}
	}
	return 0, false, nil
}

// loadFS parses every class file of fsys into h, returning them in walk order.
func loadFS(t testing.TB, fsys fs.FS, h mapHierarchy) []*classfile.ClassFile {
	var out []*classfile.ClassFile
	err := fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(p, ".class") {
			return err
		}
		data, err := fs.ReadFile(fsys, p)
		if err != nil {
			return err
		}
		cf, err := classfile.Parse(data)
		if err != nil {
			return nil // not ours to judge here
		}
		if h[cf.ThisClass] == nil {
			h[cf.ThisClass] = cf
		}
		out = append(out, cf)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func runtimeLibrary(t testing.TB) (mapHierarchy, []*classfile.ClassFile) {
	h := mapHierarchy{}
	return h, loadFS(t, rt.FS(), h)
}

// TestRuntimeLibraryVerifies checks that every class of the runtime library passes.
func TestRuntimeLibraryVerifies(t *testing.T) {
	h, cfs := runtimeLibrary(t)
	for _, cf := range cfs {
		if err := Class(cf, h); err != nil {
			t.Errorf("%s: %v\n%s", cf.ThisClass, err, message(err))
		}
	}
}

// TestProgramsVerify checks that every compiled test program passes.
func TestProgramsVerify(t *testing.T) {
	root := "../../testdata/programs"
	dirs, err := os.ReadDir(root)
	if err != nil {
		t.Skip(err)
	}
	base, _ := runtimeLibrary(t)
	for _, d := range dirs {
		for _, sub := range []string{"", "jdk17"} {
			dir := filepath.Join(root, d.Name(), sub)
			if st, err := os.Stat(dir); err != nil || !st.IsDir() {
				continue
			}
			h := mapHierarchy{}
			for k, v := range base {
				h[k] = v
			}
			cfs := loadFS(t, os.DirFS(dir), h)
			for _, cf := range cfs {
				if sub == "" && strings.Contains(cf.ThisClass, "/") {
					continue
				}
				if err := Class(cf, h); err != nil && !errors.Is(err, errNoClass) {
					t.Errorf("%s/%s %s: %v\n%s", d.Name(), sub, cf.ThisClass, err, message(err))
				}
			}
		}
	}
}

func message(err error) string {
	var e *Error
	if errors.As(err, &e) {
		return e.Message
	}
	return ""
}
