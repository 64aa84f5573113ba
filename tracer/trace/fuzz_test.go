// Fuzz targets for the trace reader: whatever is done to a trace's files, Load never panics,
// and a trace it accepts holds exactly the original's rows.

package trace_test

import (
	"encoding/binary"
	"os"
	"path/filepath"
	"reflect"
	"sync"
	"testing"

	"github.com/crossprof/crossprof/tracer/trace"
	"github.com/crossprof/crossprof/tracer/vm"
)

var fuzzTrace struct {
	once  sync.Once
	dir   string
	files []string
	data  [][]byte
	orig  *trace.Trace
	err   error
}

// fuzzOriginal traces the Fgh program once per process and loads it.
func fuzzOriginal(t *testing.T, dir string) {
	f := &fuzzTrace
	f.once.Do(func() {
		f.dir = filepath.Join(dir, "Fgh.trace")
		w, err := trace.Create(f.dir)
		if err != nil {
			f.err = err
			return
		}
		res, err := vm.Run(t.Context(), vm.Config{ClassPath: filepath.Join(programs, "Fgh"), MainClass: "Fgh", Tracer: w, Deterministic: true})
		if cerr := w.Close(); err == nil {
			err = cerr
		}
		if err == nil {
			err = trace.WriteManifest(f.dir, &trace.Manifest{Bytecodes: res.Instructions, Ended: string(res.End), BlockAnalysis: "default"})
		}
		if err == nil {
			f.orig, err = trace.Load(f.dir)
		}
		entries, _ := os.ReadDir(f.dir)
		for _, e := range entries {
			data, _ := os.ReadFile(filepath.Join(f.dir, e.Name()))
			f.files, f.data = append(f.files, e.Name()), append(f.data, data)
		}
		f.err = err
	})
	if f.err != nil {
		t.Fatal(f.err)
	}
}

// FuzzLoadCorrupted applies edits to a trace's files: each edit is 6 bytes, a file number,
// an offset (4 bytes, modulo the file's size) and a byte to XOR there; an edit whose XOR is
// 0 truncates the file at the offset instead.
func FuzzLoadCorrupted(f *testing.F) {
	f.Add([]byte{0, 0, 0, 0, 10, 1})
	f.Add([]byte{1, 0, 0, 1, 0, 0x80, 2, 0, 0, 0, 3, 0})
	f.Add([]byte{3, 0, 0, 0, 8, 0xff})
	f.Add([]byte{5, 0, 0, 2, 0, 0})
	f.Add([]byte{7, 0, 0, 0, 9, 4, 12, 0, 0, 0, 200, 1})
	base := f.TempDir()
	f.Fuzz(func(t *testing.T, edits []byte) {
		fuzzOriginal(t, base)
		orig := &fuzzTrace
		dir := filepath.Join(t.TempDir(), "Fgh.trace")
		os.Mkdir(dir, 0o755)
		data := make([][]byte, len(orig.data))
		for i := range orig.data {
			data[i] = append([]byte(nil), orig.data[i]...)
		}
		for ; len(edits) >= 6; edits = edits[6:] {
			i := int(edits[0]) % len(data)
			if len(data[i]) == 0 {
				continue
			}
			at := int(binary.BigEndian.Uint32(edits[1:5]) % uint32(len(data[i])))
			if edits[5] == 0 {
				data[i] = data[i][:at]
			} else {
				data[i][at] ^= edits[5]
			}
		}
		for i, name := range orig.files {
			os.WriteFile(filepath.Join(dir, name), data[i], 0o644)
		}
		tr, err := trace.Load(dir)
		if err != nil {
			return
		}
		if !reflect.DeepEqual(tr, orig.orig) {
			t.Fatalf("a corrupted trace loaded, with other rows than the original")
		}
	})
}
