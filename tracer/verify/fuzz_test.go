package verify

import (
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/crossprof/crossprof/tracer/classfile"
)

// BenchmarkVerifyRuntimeLibrary verifies every class of the runtime library once per iteration.
func BenchmarkVerifyRuntimeLibrary(b *testing.B) {
	h, cfs := runtimeLibrary(b)
	b.ResetTimer()
	for range b.N {
		for _, cf := range cfs {
			if err := Class(cf, h); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// FuzzVerify checks that no class file makes the verifier panic or fail internally (a
// runtime error it caught), whatever its bytecode.
func FuzzVerify(f *testing.F) {
	h, cfs := runtimeLibrary(f)
	_ = cfs
	// Small seeds only: when the fuzzer finds a new input it minimizes it, trying removals
	// byte by byte without reporting progress (0 execs/s for tens of seconds with the 10-18
	// KB runtime library classes once used here); the verifier itself runs ~20,000
	// inputs/s. Old.class (version 49) exercises type inference.
	for _, name := range []string{"Main.class", "Target.class", "old/Old.class", "old/Prot.class"} {
		if data, err := os.ReadFile("../../testdata/verify/" + name); err == nil {
			f.Add(data)
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		cf, err := classfile.Parse(data)
		if err != nil {
			return
		}
		err = Class(cf, h)
		var e *Error
		if errors.As(err, &e) && strings.Contains(e.Message, "crossprof verifier:") {
			t.Fatalf("internal error: %s", e.Message)
		}
	})
}
