// This file writes the classes table as classes are loaded, each with its class file, so
// that a trace cut short by a crash still holds the code of every method it ran (readers
// derive the tables of the code from the class files: code.go). It runs on the writer's
// statics goroutine, off the interpreter's path.

package trace

import (
	"strings"

	"github.com/crossprof/crossprof/tracer/vm"
)

// classBatchBytes bounds the class files a batch of the classes table holds: compressing
// and writing them then happens while the program runs, not when the trace is closed (for a
// short run, that was most of Close: 1.1 ms for ArgsEcho's 144 KB of class files), and a
// program loading thousands of classes is not held in memory until a batch fills. Smaller
// batches compress less well (ArgsEcho's classes table: 88 KB in one batch, 91 KB at 64 KB).
const classBatchBytes = 64 << 10

// writeClass writes a class's row.
func (w *Writer) writeClass(c *vm.Class) {
	k := &w.classes
	k.id.add(c.ID)
	k.name.add(c.JavaName())
	k.super.maybe(superName(c), c.Super != nil)
	names := make([]string, len(c.Interfaces))
	for i, in := range c.Interfaces {
		names[i] = in.JavaName()
	}
	k.ifaces.add(strings.Join(names, ","))
	k.src.maybe(c.SourceFile, c.SourceFile != "")
	k.origin.add(c.Origin)
	k.iface.add(c.IsInterface())
	k.lib.add(c.Boot)
	k.file.addBytes(c.Data)
	tf := w.classTable
	if tf.rows++; tf.rows >= BatchRows || len(k.file.data) >= classBatchBytes {
		w.flush(tf)
	}
}

func superName(c *vm.Class) string {
	if c.Super == nil {
		return ""
	}
	return c.Super.JavaName()
}
