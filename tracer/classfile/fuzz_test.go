// The fuzz target FuzzParse and the accessor sweep it shares with the tests.

package classfile

import (
	"fmt"
	"os"
	"testing"
)

// checkAccessors calls every accessor on every index of cf's pool (and
// one past it) and fails if an accessor that matches the entry's tag fails,
// which Parse promises cannot happen.
func checkAccessors(cf *ClassFile) error {
	p := cf.Pool
	for i := 0; i <= len(p) && i <= 0xFFFF; i++ {
		idx := uint16(i)
		_, errU := p.Utf8(idx)
		_, errC := p.ClassName(idx)
		_, errS := p.String(idx)
		_, _, _, errM := p.MemberRef(idx)
		_, _, errN := p.NameAndType(idx)
		for _, err := range []error{errU, errC, errS, errM, errN} {
			if _, ok := err.(*FormatError); err != nil && !ok {
				return fmt.Errorf("entry %d: error %T is not a *FormatError", i, err)
			}
		}
		if i == 0 || i >= len(p) {
			continue
		}
		var err error
		switch p[i].Tag {
		case TagUtf8:
			err = errU
		case TagClass:
			err = errC
		case TagString:
			err = errS
		case TagFieldref, TagMethodref, TagInterfaceMethodref:
			err = errM
		case TagNameAndType:
			err = errN
		}
		if err != nil {
			return fmt.Errorf("entry %d (%v): %v", i, p[i].Tag, err)
		}
	}
	for _, m := range cf.Methods {
		if m.Code == nil {
			continue
		}
		for pc := -1; pc <= len(m.Code.Code); pc++ {
			m.Code.LineAt(pc)
		}
		for _, h := range m.Code.Handlers {
			if h.CatchType != 0 {
				if _, err := p.ClassName(h.CatchType); err != nil {
					return fmt.Errorf("catch type: %v", err)
				}
			}
		}
	}
	return nil
}

func FuzzParse(f *testing.F) {
	for _, name := range classFiles(f) {
		data, err := os.ReadFile(name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Add(minimal().build())
	f.Fuzz(func(t *testing.T, data []byte) {
		cf, err := Parse(data)
		if err != nil {
			if _, ok := err.(*FormatError); !ok {
				t.Fatalf("error %T is not a *FormatError: %v", err, err)
			}
			return
		}
		if err := checkAccessors(cf); err != nil {
			t.Fatal(err)
		}
	})
}
