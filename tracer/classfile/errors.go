// The FormatError type returned for every malformed or unsupported class file.

package classfile

import "fmt"

// FormatError describes a malformed class file, or a constant pool access
// that does not fit the pool. It is the only error type of this package.
type FormatError struct {
	Offset int64  // byte offset in the file where the problem is, -1 if unknown
	Msg    string // what is wrong, lowercase
	Val    any    // the offending value, or nil
}

// Error formats the error with its offset in hex; Val is not repeated
// because Msg already names the value in words.
func (e *FormatError) Error() string {
	if e.Offset < 0 {
		return "malformed class file: " + e.Msg
	}
	return fmt.Sprintf("malformed class file at offset %#x: %s", e.Offset, e.Msg)
}

// errorf builds a *FormatError at off carrying val.
func errorf(off int64, val any, format string, args ...any) *FormatError {
	return &FormatError{Offset: off, Msg: fmt.Sprintf(format, args...), Val: val}
}
