// This file records --target-lib and --target in the manifest.

package main

import (
	"github.com/crossprof/crossprof/tracer/trace"
	"github.com/crossprof/crossprof/tracer/vm"
)

// targetManifest hashes the target library into the manifest and records the target the run
// will have (jop when the library has com.jopdesign.sys.JVM), so that cost models need not guess.
func (o *traceOptions) targetManifest(man *trace.Manifest) error {
	target, err := vm.ResolveTarget(o.TargetLib, o.Target)
	if err != nil {
		return usagef("%v", err)
	}
	if target == vm.TargetJOP {
		man.Target = target
	}
	if o.TargetLib == "" {
		return nil
	}
	man.TargetLib, err = classPathEntries(o.TargetLib)
	return err
}
