// This file gives the guest its only contact with the outside world besides stdout and stderr:
// standard input, and files inside the directories the user allowed (Config.AllowRead and
// AllowWrite). The natives belong to java.io.FileIO, a package-private class of the runtime
// library; they work on small integer descriptors (0 is standard input) and report failures as
// negative errno values, which the Java side turns into the JDK's exceptions and messages.
//
// An access outside the permissions is not an exception: the run stops with a FatalError that
// names the path, the operation, the flag that would allow it and where the program made it.
//
// Reads block the whole VM (every guest thread) until the Go read returns: standard input is
// read synchronously on the interpreter's goroutine. That keeps scheduling deterministic; a
// program waiting for interactive input holds its other threads until input arrives.

package vm

import (
	"bufio"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"syscall"
)

// FileRead records one file the program read, for the trace manifest.
type FileRead struct {
	Path   string `json:"path"` // absolute
	Size   int64  `json:"size"`
	SHA256 string `json:"sha256"`
}

// ioState is the VM's table of open files and its view of the permissions.
type ioState struct {
	dir         string // the guest's working directory (user.dir), absolute
	read, write []string
	stdin       *bufio.Reader // nil: standard input is at end of file
	files       map[int32]*os.File
	next        int32
	hashed      map[string]bool
	filesRead   []FileRead
}

// Errno values the natives return (negated); FileIO.java knows their texts.
const (
	eNOENT   = 2
	eIO      = 5
	eACCES   = 13
	eEXIST   = 17
	eNOTDIR  = 20
	eISDIR   = 21
	eINVAL   = 22
	eNOTEMPT = 39
)

// fileIO returns the VM's I/O state, creating it on first use.
func (vm *VM) fileIO() *ioState {
	if vm.io != nil {
		return vm.io
	}
	s := &ioState{files: map[int32]*os.File{}, next: 3, hashed: map[string]bool{}}
	s.dir = vm.workDir()
	// The roots are resolved like the paths checked against them, so that an allowed
	// directory reached through a symbolic link (/tmp -> /private/tmp) still matches.
	for _, p := range vm.cfg.AllowRead {
		s.read = append(s.read, resolveLinks(s.abs(p), 0))
	}
	for _, p := range vm.cfg.AllowWrite {
		s.write = append(s.write, resolveLinks(s.abs(p), 0))
	}
	if vm.cfg.Stdin != nil {
		s.stdin = bufio.NewReaderSize(vm.cfg.Stdin, 64<<10)
	}
	vm.io = s
	return s
}

// workDir is user.dir: Config.Dir, or crossprof's own working directory.
func (vm *VM) workDir() string {
	d := vm.cfg.Dir
	if d == "" {
		d, _ = os.Getwd()
	}
	if a, err := filepath.Abs(d); err == nil {
		d = a
	}
	return d
}

func (s *ioState) abs(p string) string {
	if !filepath.IsAbs(p) {
		p = filepath.Join(s.dir, p)
	}
	return filepath.Clean(p)
}

func within(p string, roots []string) bool {
	for _, r := range roots {
		if p == r || strings.HasPrefix(p, r+"/") || r == "/" {
			return true
		}
	}
	return false
}

// maxLinks bounds the symbolic links resolveLinks follows (Linux's limit is 40): a loop
// resolves to some path of the loop, and the operation itself then fails with ELOOP.
const maxLinks = 40

// resolveLinks returns the real location of the absolute, clean path p: every symbolic link
// in it followed, as the operating system will when the operation runs. A path that does not
// exist yet (a file about to be created) resolves through its nearest existing ancestor; a
// dangling link resolves to where its target would be created.
func resolveLinks(p string, depth int) string {
	if r, err := filepath.EvalSymlinks(p); err == nil {
		return r
	}
	if depth >= maxLinks {
		return p
	}
	if fi, err := os.Lstat(p); err == nil && fi.Mode()&fs.ModeSymlink != 0 {
		if target, err := os.Readlink(p); err == nil {
			if !filepath.IsAbs(target) {
				target = filepath.Join(filepath.Dir(p), target)
			}
			return resolveLinks(filepath.Clean(target), depth+1)
		}
	}
	dir := filepath.Dir(p)
	if dir == p {
		return p
	}
	return filepath.Join(resolveLinks(dir, depth+1), filepath.Base(p))
}

// checkPath resolves a guest path and stops the run if the operation is not allowed. Writing
// permission includes reading: a program may read back what it wrote. The check applies to the
// path with its symbolic links resolved (a link inside an allowed directory must not reach a
// file outside it); the message and the operation use the path as the program named it. The
// guest cannot create links, so nothing changes them between this check and the operation.
func (t *Thread) checkPath(o *Object, verb string, write bool) string {
	return t.checkResolved(o, verb, write, false)
}

// checkResolved is checkPath; with noFollow the last component is not resolved, for an
// operation on a link itself (deleting it removes the link, not its target).
func (t *Thread) checkResolved(o *Object, verb string, write, noFollow bool) string {
	s := t.vm.fileIO()
	p := s.abs(t.vm.GoString(o))
	var real string
	if noFollow && filepath.Dir(p) != p {
		real = filepath.Join(resolveLinks(filepath.Dir(p), 0), filepath.Base(p))
	} else {
		real = resolveLinks(p, 0)
	}
	ok := within(real, s.write)
	flag := "--allow-write"
	if !write {
		ok = ok || within(real, s.read)
		flag = "--allow-read"
	}
	if !ok {
		panic(fatalf("%s %s is not allowed (use %s %s) at %s", verb, p, flag, p, t.accessSite()))
	}
	return p
}

// accessSite describes the innermost frame of the program's own code (not the runtime
// library's) for the permission message: Class.method pc N (File.java:line).
func (t *Thread) accessSite() string {
	if t.fp < 0 {
		return "thread start"
	}
	i := t.fp
	for j := t.fp; j >= 0; j-- {
		if !t.frames[j].m.Class.Boot {
			i = j
			break
		}
	}
	f := &t.frames[i]
	pc := 0
	if f.ip < len(f.code) {
		pc = int(f.code[f.ip].pc)
	}
	m := f.m
	s := m.Class.JavaName() + "." + m.Name + " pc " + itoa(pc)
	if line := m.LineAt(pc); line >= 0 && m.Class.SourceFile != "" {
		s += " (" + m.Class.SourceFile + ":" + itoa(line) + ")"
	}
	return s
}

// errnoOf maps a Go file error to a negative errno for the guest.
func errnoOf(err error) int32 {
	var en syscall.Errno
	if errors.As(err, &en) {
		return -int32(en)
	}
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return -eNOENT
	case errors.Is(err, fs.ErrExist):
		return -eEXIST
	case errors.Is(err, fs.ErrPermission):
		return -eACCES
	}
	return -eIO
}

// record hashes a file the first time the program opens it for reading.
func (s *ioState) record(p string) {
	if s.hashed[p] {
		return
	}
	s.hashed[p] = true
	f, err := os.Open(p)
	if err != nil {
		return
	}
	defer f.Close()
	h := sha256.New()
	n, err := io.Copy(h, f)
	if err != nil {
		return
	}
	s.filesRead = append(s.filesRead, FileRead{Path: p, Size: n, SHA256: hex.EncodeToString(h.Sum(nil))})
}

// FileIO.open modes.
const (
	openRead      = 0
	openWrite     = 1 // create or truncate
	openAppend    = 2
	openReadWrite = 3 // RandomAccessFile "rw": create, keep contents
	openCreateNew = 4 // Files.newOutputStream with CREATE_NEW
)

func fileOpen(t *Thread, a []Value) Value {
	if a[0].R == nil {
		t.throwNew(npe, "")
		return Value{}
	}
	mode := int32(a[1].I)
	var p string
	var flags int
	switch mode {
	case openRead:
		p, flags = t.checkPath(a[0].R, "reading", false), os.O_RDONLY
	case openWrite:
		p, flags = t.checkPath(a[0].R, "writing", true), os.O_WRONLY|os.O_CREATE|os.O_TRUNC
	case openAppend:
		p, flags = t.checkPath(a[0].R, "writing", true), os.O_WRONLY|os.O_CREATE|os.O_APPEND
	case openReadWrite:
		p, flags = t.checkPath(a[0].R, "writing", true), os.O_RDWR|os.O_CREATE
	case openCreateNew:
		p, flags = t.checkPath(a[0].R, "writing", true), os.O_WRONLY|os.O_CREATE|os.O_EXCL
	default:
		return Int(-eINVAL)
	}
	s := t.vm.fileIO()
	if fi, err := os.Stat(p); err == nil && fi.IsDir() {
		return Int(-eISDIR)
	}
	f, err := os.OpenFile(p, flags, 0o644)
	if err != nil {
		return Int(errnoOf(err))
	}
	if mode == openRead || mode == openReadWrite {
		s.record(p)
	}
	fd := s.next
	s.next++
	s.files[fd] = f
	return Int(fd)
}

// byteSlice returns the Java byte[] range [off, off+n) as a Go slice sharing nothing; ok is
// false (and IndexOutOfBoundsException is thrown) for a bad range.
func byteRange(t *Thread, b *Object, off, n int32) ([]int8, bool) {
	if b == nil {
		t.throwNew(npe, "")
		return nil, false
	}
	data := b.data.([]int8)
	if off < 0 || n < 0 || int(off)+int(n) > len(data) {
		t.throwNew("java/lang/IndexOutOfBoundsException", "")
		return nil, false
	}
	return data[off : off+n], true
}

func fileRead(t *Thread, a []Value) Value {
	fd := int32(a[0].I)
	dst, ok := byteRange(t, a[1].R, int32(a[2].I), int32(a[3].I))
	if !ok {
		return Value{}
	}
	if len(dst) == 0 {
		return Int(0)
	}
	buf := make([]byte, len(dst))
	var n int
	var err error
	s := t.vm.fileIO()
	if fd == 0 {
		if s.stdin == nil {
			return Int(-1)
		}
		n, err = s.stdin.Read(buf)
	} else {
		f := s.files[fd]
		if f == nil {
			return Int(-2) // closed: FileIO throws "Stream Closed"
		}
		n, err = f.Read(buf)
	}
	for i := 0; i < n; i++ {
		dst[i] = int8(buf[i])
	}
	if n > 0 {
		return Int(int32(n))
	}
	if err == nil || err == io.EOF {
		return Int(-1)
	}
	return Int(errnoOf(err) - 1000) // -(1000+errno)
}

func fileWrite(t *Thread, fd int32, src []int8) {
	buf := make([]byte, len(src))
	for i, b := range src {
		buf[i] = byte(b)
	}
	switch fd {
	case 1:
		t.vm.out.write(buf)
	case 2:
		t.vm.err.write(buf)
	default:
		f := t.vm.fileIO().files[fd]
		if f == nil {
			t.throwNew("java/io/IOException", "Stream Closed")
			return
		}
		if _, err := f.Write(buf); err != nil {
			t.throwNew("java/io/IOException", err.Error())
		}
	}
}

func init() {
	register("java/io/FileIO", map[string]nativeFunc{
		"open(Ljava/lang/String;I)I": fileOpen,
		"read(I[BII)I":               fileRead,
		"write(I[BII)V": func(t *Thread, a []Value) Value {
			if src, ok := byteRange(t, a[1].R, int32(a[2].I), int32(a[3].I)); ok {
				fileWrite(t, int32(a[0].I), src)
			}
			return Value{}
		},
		"available(I)I": func(t *Thread, a []Value) Value {
			s := t.vm.fileIO()
			fd := int32(a[0].I)
			if fd == 0 {
				if s.stdin == nil {
					return Int(0)
				}
				n := int64(s.stdin.Buffered())
				// a file redirected to stdin: what the JDK's available() reports
				if f, ok := t.vm.cfg.Stdin.(*os.File); ok {
					if fi, err := f.Stat(); err == nil && fi.Mode().IsRegular() {
						if pos, err := f.Seek(0, io.SeekCurrent); err == nil && fi.Size() > pos {
							n += fi.Size() - pos
						}
					}
				}
				return Int(int32(min(n, 1<<31-1)))
			}
			f := s.files[fd]
			if f == nil {
				return Int(0)
			}
			pos, err1 := f.Seek(0, io.SeekCurrent)
			fi, err2 := f.Stat()
			if err1 != nil || err2 != nil || fi.Size() < pos {
				return Int(0)
			}
			n := fi.Size() - pos
			if n > 1<<31-1 {
				n = 1<<31 - 1
			}
			return Int(int32(n))
		},
		"close(I)V": func(t *Thread, a []Value) Value {
			s := t.vm.fileIO()
			if f := s.files[int32(a[0].I)]; f != nil {
				f.Close()
				delete(s.files, int32(a[0].I))
			}
			return Value{}
		},
		"seek(IJ)J": func(t *Thread, a []Value) Value {
			f := t.vm.fileIO().files[int32(a[0].I)]
			if f == nil {
				return Long(-1)
			}
			pos, err := f.Seek(a[1].I, io.SeekStart)
			if err != nil {
				return Long(-1)
			}
			return Long(pos)
		},
		"position(I)J": func(t *Thread, a []Value) Value {
			f := t.vm.fileIO().files[int32(a[0].I)]
			if f == nil {
				return Long(-1)
			}
			pos, _ := f.Seek(0, io.SeekCurrent)
			return Long(pos)
		},
		"length(I)J": func(t *Thread, a []Value) Value {
			f := t.vm.fileIO().files[int32(a[0].I)]
			if f == nil {
				return Long(-1)
			}
			fi, err := f.Stat()
			if err != nil {
				return Long(-1)
			}
			return Long(fi.Size())
		},
		"setLength(IJ)V": func(t *Thread, a []Value) Value {
			if f := t.vm.fileIO().files[int32(a[0].I)]; f != nil {
				f.Truncate(a[1].I)
			}
			return Value{}
		},
		// stat: -errno, or 1 for a regular file, 2 for a directory, 3 for anything else.
		"stat(Ljava/lang/String;)I": func(t *Thread, a []Value) Value {
			if a[0].R == nil {
				t.throwNew(npe, "")
				return Value{}
			}
			fi, err := os.Stat(t.checkPath(a[0].R, "reading", false))
			switch {
			case err != nil:
				return Int(errnoOf(err))
			case fi.Mode().IsRegular():
				return Int(1)
			case fi.IsDir():
				return Int(2)
			}
			return Int(3)
		},
		"size(Ljava/lang/String;)J": func(t *Thread, a []Value) Value {
			if a[0].R == nil {
				t.throwNew(npe, "")
				return Value{}
			}
			fi, err := os.Stat(t.checkPath(a[0].R, "reading", false))
			if err != nil {
				return Long(int64(errnoOf(err)))
			}
			return Long(fi.Size())
		},
		// list returns the names in a directory sorted (HotSpot's order is the file system's,
		// which a deterministic tool cannot reproduce), or null when it is not a directory.
		"list(Ljava/lang/String;)[Ljava/lang/String;": func(t *Thread, a []Value) Value {
			if a[0].R == nil {
				t.throwNew(npe, "")
				return Value{}
			}
			ents, err := os.ReadDir(t.checkPath(a[0].R, "listing", false))
			if err != nil {
				return Value{}
			}
			names := make([]string, len(ents))
			for i, e := range ents {
				names[i] = e.Name()
			}
			sort.Strings(names)
			arr := t.vm.newArray(t.vm.arrayOf(t.vm.string_), len(names))
			for i, n := range names {
				arr.data.([]*Object)[i] = t.vm.NewString(n)
			}
			return Ref(arr)
		},
		// remove deletes a file or an empty directory: 0, or -errno.
		"remove(Ljava/lang/String;)I": func(t *Thread, a []Value) Value {
			if a[0].R == nil {
				t.throwNew(npe, "")
				return Value{}
			}
			p := t.checkResolved(a[0].R, "deleting", true, true)
			if err := syscall.Unlink(p); err != nil {
				if err == syscall.EISDIR || err == syscall.EPERM {
					if err := syscall.Rmdir(p); err != nil {
						return Int(errnoOf(err))
					}
					return Int(0)
				}
				return Int(errnoOf(err))
			}
			return Int(0)
		},
		// mkdir creates one directory (all missing parents too if parents is set): 0 or -errno.
		"mkdir(Ljava/lang/String;Z)I": func(t *Thread, a []Value) Value {
			if a[0].R == nil {
				t.throwNew(npe, "")
				return Value{}
			}
			p := t.checkPath(a[0].R, "creating directory", true)
			var err error
			if a[1].I != 0 {
				err = os.MkdirAll(p, 0o755)
			} else {
				err = os.Mkdir(p, 0o755)
			}
			if err != nil {
				return Int(errnoOf(err))
			}
			return Int(0)
		},
	})
}

// closeAll closes the files the program left open when the run ends.
func (s *ioState) closeAll() {
	for fd, f := range s.files {
		f.Close()
		delete(s.files, fd)
	}
}
