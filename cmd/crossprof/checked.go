// This file makes failed writes of crossprof's own output an error: a full disk, /dev/full
// or a closed standard output must not end in exit status 0 or a "wrote ..." line.

package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"sync"
)

// checkedWriter passes writes on and remembers the first that failed, so that a command
// that ignores the errors of its prints (fmt.Fprintf) still fails at the end (see mainEnv).
type checkedWriter struct {
	w   io.Writer
	mu  sync.Mutex
	err error
}

func (c *checkedWriter) Write(b []byte) (int, error) {
	n, err := c.w.Write(b)
	if err != nil {
		c.mu.Lock()
		if c.err == nil {
			c.err = err
		}
		c.mu.Unlock()
	}
	return n, err
}

// failed returns the first failed write's error, or nil.
func (c *checkedWriter) failed() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.err
}

// unchecked returns the writer under a checkedWriter: the traced program's own output, whose
// failed writes the program sees as Java does (PrintStream only sets its error flag), and
// the terminal tests.
func unchecked(w io.Writer) io.Writer {
	if c, ok := w.(*checkedWriter); ok {
		return c.w
	}
	return w
}

// writeSpecial writes to an existing file that is not a regular file (a device such as
// /dev/null or /dev/full, a named pipe) in place: renaming a temporary file over it would
// replace the device. It returns the bytes written.
func writeSpecial(path string, write func(io.Writer) error) (int64, error) {
	f, err := os.OpenFile(path, os.O_WRONLY, 0)
	if err != nil {
		return 0, fmt.Errorf("cannot write %s: %w", path, unwrapPath(err))
	}
	cw := &countingWriter{w: f}
	bw := bufio.NewWriterSize(cw, 1<<16)
	err = write(bw)
	if err == nil {
		err = bw.Flush()
	}
	if cerr := f.Close(); err == nil && cerr != nil {
		err = cerr
	}
	if err != nil {
		return 0, fmt.Errorf("writing %s: %w", path, unwrapPath(err))
	}
	return cw.n, nil
}

type countingWriter struct {
	w io.Writer
	n int64
}

func (c *countingWriter) Write(b []byte) (int, error) {
	n, err := c.w.Write(b)
	c.n += int64(n)
	return n, err
}
