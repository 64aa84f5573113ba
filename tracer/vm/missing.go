// This file turns a linkage error for a part of the Java library that crossprof's runtime
// library lacks into a clear message. The error is thrown as Java would throw it (a program
// may catch it); if it ends the thread uncaught, the run stops with
//   crossprof: java.util.concurrent.Phaser is not in crossprof's runtime library (needed by Main.main pc 12, Main.java:7)
// instead of a NoClassDefFoundError that looks like a class path mistake.

package vm

import "strings"

// libraryPrefixes are the packages whose classes only the runtime library can supply.
var libraryPrefixes = []string{"java/", "javax/", "jdk/", "sun/", "com/sun/"}

// isLibraryName reports whether an internal class name belongs to the Java platform.
func isLibraryName(name string) bool {
	for _, p := range libraryPrefixes {
		if strings.HasPrefix(name, p) {
			return true
		}
	}
	return false
}

// throwMissing throws a new linkage error (class, msg) for what (a class or member) the
// runtime library lacks, needed by the current instruction of t, and remembers the report.
func (t *Thread) throwMissing(class, msg, what string) {
	where := "thread start"
	if t.fp >= 0 {
		f := t.top()
		pc := 0
		if f.ip < len(f.code) {
			pc = int(f.code[f.ip].pc)
		}
		where = f.m.Class.JavaName() + "." + f.m.Name + " pc " + itoa(pc)
		if line := f.m.LineAt(pc); line >= 0 && f.m.Class.SourceFile != "" {
			where += ", " + f.m.Class.SourceFile + ":" + itoa(line)
		}
	}
	exc := t.throwNew(class, msg)
	if t.vm.missing == nil {
		t.vm.missing = map[*Object]string{}
	}
	t.vm.missing[exc] = what + " is not in crossprof's runtime library (needed by " + where + ")"
}

// missingReport returns the message for an uncaught exception that is, or was caused by, a
// linkage error noted by noteMissing.
func (vm *VM) missingReport(exc *Object) (string, bool) {
	for i := 0; exc != nil && i < 16; i++ {
		if msg, ok := vm.missing[exc]; ok {
			return msg, true
		}
		f := exc.class.findField("cause", "Ljava/lang/Throwable;")
		if f == nil {
			break
		}
		next := exc.fields[f.slot].R
		if next == exc {
			break
		}
		exc = next
	}
	return "", false
}
