// The StackMapTable attribute: reading its frames (JVMS §4.7.4) and printing it as HotSpot does.

package verify

import (
	"encoding/binary"
	"fmt"
	"strings"

	"github.com/crossprof/crossprof/tracer/classfile"
)

// smFrame is one frame of the stack map: its locals and stack hold two entries for each
// long or double.
type smFrame struct {
	offset int
	uninit bool
	locals []vtype
	stack  []vtype
}

func (s *smFrame) snap() *snapshot {
	return &snapshot{offset: s.offset, uninit: s.uninit, locals: s.locals, stack: s.stack}
}

func (s *smFrame) origin() origin { return origin{kind: oFrame, fr: s.snap()} }

// smReader reads the attribute's bytes with HotSpot's format errors.
type smReader struct {
	v   *verifier
	b   []byte
	pos int
}

func (r *smReader) u1() int {
	if r.pos >= len(r.b) {
		r.v.stackMapFormatError("access beyond the end of attribute")
	}
	r.pos++
	return int(r.b[r.pos-1])
}

func (r *smReader) u2() int {
	if r.pos+1 >= len(r.b) {
		r.v.stackMapFormatError("access beyond the end of attribute")
	}
	r.pos += 2
	return int(binary.BigEndian.Uint16(r.b[r.pos-2:]))
}

// readStackMap parses the method's stack map against the initial frame init.
func (v *verifier) readStackMap(init *frame, maxLocals, maxStack int) []*smFrame {
	data := v.code.StackMapTable
	if data == nil {
		return nil
	}
	r := &smReader{v: v, b: data}
	count := r.u2()
	prev := &smFrame{offset: -1, uninit: init.uninit, locals: append([]vtype(nil), init.locals[:init.nlocals]...)}
	uninitInLocals := false
	for _, t := range prev.locals {
		if t.k == kUninitThis {
			uninitInLocals = true
		}
	}
	frames := make([]*smFrame, 0, min(count, len(data)))
	checkSize := func(n, max int) {
		if n < 0 || n > max {
			v.formatError("StackMapTable format error: bad type array size")
		}
	}
	readType := func(flags *bool) vtype {
		tag := r.u1()
		switch tag {
		case 0:
			return tTop
		case 1:
			return tInt
		case 2:
			return tFloat
		case 3:
			return tDouble
		case 4:
			return tLong
		case 5:
			return tNull
		case 6:
			*flags = true
			return tUThis
		case 7:
			idx := r.u2()
			if idx <= 0 || idx >= len(v.cf.Pool) || v.cf.Pool[idx].Tag != classfile.TagClass {
				v.stackMapFormatError("bad class index")
			}
			name, _ := v.cf.Pool.ClassName(uint16(idx))
			return ref(name)
		case 8:
			off := r.u2()
			if off >= len(v.code.Code) || v.starts[off] != startNew {
				v.formatError("StackMapTable format error: bad offset for Uninitialized")
			}
			return vtype{k: kUninit, bci: off}
		}
		v.stackMapFormatError("bad verification type")
		return tTop
	}
	readTypes := func(n int, flags *bool) []vtype {
		var ts []vtype
		for range n {
			t := readType(flags)
			ts = append(ts, t)
			if t.isCat2() {
				ts = append(ts, t.second())
			}
		}
		return ts
	}
	for i := 0; i < count; i++ {
		ft := r.u1()
		f := &smFrame{}
		delta := 0
		switch {
		case ft < 64:
			delta = ft
			f.locals, f.uninit = prev.locals, uninitInLocals
		case ft < 128:
			delta = ft - 64
			f.locals, f.uninit = prev.locals, uninitInLocals
			f.stack = readTypes(1, &f.uninit)
			checkSize(len(f.stack), maxStack)
		default:
			delta = r.u2()
			switch {
			case ft < 247:
				v.stackMapFormatError("reserved frame type")
			case ft == 247:
				f.locals, f.uninit = prev.locals, uninitInLocals
				f.stack = readTypes(1, &f.uninit)
				checkSize(len(f.stack), maxStack)
			case ft <= 251:
				f.locals, f.uninit = prev.locals, uninitInLocals
				if chops := 251 - ft; chops > 0 {
					n := len(prev.locals)
					for c := 0; c < chops; c++ {
						if n > 0 && prev.locals[n-1].isCat2nd() {
							n -= 2
						} else {
							n--
						}
						if n < 0 && c < chops-1 {
							break
						}
					}
					checkSize(n, maxLocals)
					f.locals = prev.locals[:n]
					f.uninit = false
					for _, t := range f.locals {
						if t.k == kUninitThis {
							f.uninit = true
						}
					}
					uninitInLocals = f.uninit
				}
			case ft < 255:
				f.uninit = uninitInLocals
				f.locals = append(append([]vtype(nil), prev.locals...), readTypes(ft-251, &f.uninit)...)
				uninitInLocals = f.uninit
				checkSize(len(f.locals), maxLocals)
			default:
				f.uninit = false
				f.locals = readTypes(r.u2(), &f.uninit)
				uninitInLocals = f.uninit
				checkSize(len(f.locals), maxLocals)
				// uninitializedThis on the stack only sets the frame's flag.
				f.stack = readTypes(r.u2(), &f.uninit)
				checkSize(len(f.stack), maxStack)
			}
		}
		if i == 0 {
			f.offset = delta
		} else {
			f.offset = prev.offset + delta + 1
		}
		if f.offset >= len(v.code.Code) || v.starts[f.offset] == 0 {
			v.fail(errCtx{bci: 0, fault: fBadMap, typ: f.origin()}, "StackMapTable error: bad offset")
		}
		frames = append(frames, f)
		prev = f
	}
	if r.pos != len(r.b) {
		v.stackMapFormatError("wrong attribute size")
	}
	return frames
}

// printStackMap writes the raw table as HotSpot's stackmap_details does.
func printStackMap(b *strings.Builder, data []byte) {
	if len(data) < 2 {
		return
	}
	n := int(binary.BigEndian.Uint16(data))
	p := 2
	cur := -1
	typeAt := func() (string, bool) {
		if p >= len(data) {
			return "", false
		}
		tag := data[p]
		p++
		names := []string{"Top", "Integer", "Float", "Double", "Long", "Null", "UninitializedThis"}
		if int(tag) < len(names) {
			return names[tag], true
		}
		if tag == 7 || tag == 8 {
			if p+2 > len(data) {
				return "", false
			}
			x := binary.BigEndian.Uint16(data[p:])
			p += 2
			if tag == 7 {
				return fmt.Sprintf("Object[#%d]", x), true
			}
			return fmt.Sprintf("Uninitialized[#%d]", x), true
		}
		return fmt.Sprintf("BAD:%d", tag), true
	}
	u2 := func() (int, bool) {
		if p+2 > len(data) {
			return 0, false
		}
		p += 2
		return int(binary.BigEndian.Uint16(data[p-2:])), true
	}
	for range n {
		if p >= len(data) {
			return
		}
		ft := int(data[p])
		p++
		b.WriteString("    ")
		var delta int
		var name string
		var body []string
		ok := true
		switch {
		case ft < 64:
			delta, name = ft+1, "same_frame"
		case ft < 128:
			delta, name = ft-63, "same_locals_1_stack_item_frame"
			t, tok := typeAt()
			ok = tok
			body = []string{t}
		default:
			d, dok := u2()
			delta = d + 1
			if !dok {
				return
			}
			switch {
			case ft == 247:
				name = "same_locals_1_stack_item_extended"
				t, tok := typeAt()
				ok = tok
				body = []string{t}
			case ft >= 248 && ft <= 250:
				fmt.Fprintf(b, "chop_frame(@%d,%d)\n", cur+delta, 251-ft)
				cur += delta
				continue
			case ft == 251:
				name = "same_frame_extended"
			case ft >= 252 && ft <= 254:
				name = "append_frame"
				for range ft - 251 {
					t, tok := typeAt()
					ok = ok && tok
					body = append(body, t)
				}
			case ft == 255:
				var ls, ss []string
				nl, lok := u2()
				ok = lok
				for i := 0; ok && i < nl; i++ {
					t, tok := typeAt()
					ok = tok
					ls = append(ls, t)
				}
				ns, sok := u2()
				ok = ok && sok
				for i := 0; ok && i < ns; i++ {
					t, tok := typeAt()
					ok = tok
					ss = append(ss, t)
				}
				if !ok {
					fmt.Fprintf(b, "full_frame(@%d), output truncated, Stackmap exceeds table size.", cur+delta)
					return
				}
				fmt.Fprintf(b, "full_frame(@%d,{%s},{%s})\n", cur+delta, strings.Join(ls, ","), strings.Join(ss, ","))
				cur += delta
				continue
			default:
				return
			}
		}
		if !ok {
			fmt.Fprintf(b, "%s(@%d), output truncated, Stackmap exceeds table size.", name, cur+delta)
			return
		}
		if body == nil {
			fmt.Fprintf(b, "%s(@%d)\n", name, cur+delta)
		} else {
			fmt.Fprintf(b, "%s(@%d,%s)\n", name, cur+delta, strings.Join(body, ","))
		}
		cur += delta
	}
}
