// This file runs a program against a target's own class library (--target-lib) instead of
// crossprof's runtime library: the library's class files form the boot class path, and with
// the jop target the bytecodes JOP implements in Java run the library's JVM.f_<mnemonic>
// routines (softops.go).

package vm

import (
	"errors"
	"fmt"

	"github.com/crossprof/crossprof/tracer/classpath"
)

// Targets: how the VM runs the bytecodes a target processor implements in software.
const (
	TargetAuto  = ""     // jop when the target library has com.jopdesign.sys.JVM, else none
	TargetJOP   = "jop"  // JOP: software bytecodes call com.jopdesign.sys.JVM.f_<mnemonic>
	TargetNone  = "none" // every bytecode runs in the interpreter
	jopJVMClass = "com/jopdesign/sys/JVM"
)

// ResolveTarget decides the target of a run from the --target-lib path and the --target
// value: TargetJOP or TargetNone. Asking for jop without a library that has
// com.jopdesign.sys.JVM is an error.
func ResolveTarget(targetLib, target string) (string, error) {
	switch target {
	case TargetAuto, TargetJOP, TargetNone:
	default:
		return "", fmt.Errorf("--target must be jop or none, not %q", target)
	}
	if target == TargetNone {
		return TargetNone, nil
	}
	has := false
	if targetLib != "" {
		p, err := classpath.Open(targetLib)
		if err != nil {
			return "", fmt.Errorf("--target-lib: %w", err)
		}
		_, _, err = p.Find(jopJVMClass)
		p.Close()
		if err != nil && !errors.Is(err, classpath.ErrNotFound) {
			return "", fmt.Errorf("--target-lib: %w", err)
		}
		has = err == nil
	}
	switch {
	case has:
		return TargetJOP, nil
	case target == TargetJOP:
		return "", fmt.Errorf("--target jop needs a --target-lib that holds com.jopdesign.sys.JVM (JOP's class library)")
	}
	return TargetNone, nil
}

// openTargetLib opens the target library and sets up the target's state. It is called
// before any class loads.
func (vm *VM) openTargetLib() error {
	target, err := ResolveTarget(vm.cfg.TargetLib, vm.cfg.Target)
	if err != nil {
		return err
	}
	if vm.cfg.TargetLib != "" {
		if vm.tlib, err = classpath.Open(vm.cfg.TargetLib); err != nil {
			return fmt.Errorf("--target-lib: %w", err)
		}
	}
	vm.jop = newJOPState(target == TargetJOP)
	return nil
}

// findTargetClass looks a class up in the target library. found is false when the library
// does not have it.
func (vm *VM) findTargetClass(name string) (data []byte, origin string, found bool, err error) {
	data, origin, err = vm.tlib.Find(name)
	if errors.Is(err, classpath.ErrNotFound) {
		return nil, "", false, nil
	}
	if err != nil {
		return nil, "", false, fatalf("reading class %s from the target library: %v", name, err)
	}
	return data, origin, true, nil
}

// libraryName says which class library the VM runs on, for messages about what it lacks.
func (vm *VM) libraryName() string {
	if vm.tlib != nil {
		return "target library " + vm.cfg.TargetLib
	}
	return "runtime library"
}

// targetFieldMissing reports whether a field the VM writes by contract may be skipped: a
// target library's classes need not have the fields crossprof's library has (its Thread,
// for one, may have no name or priority).
func (vm *VM) targetFieldMissing(o *Object, name, desc string) bool {
	return vm.tlib != nil && o.class.findField(name, desc) == nil
}
