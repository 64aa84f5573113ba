// Package doc for classfile: the package comment.

// Package classfile parses Java class files as described in chapter 4 of
// the Java Virtual Machine Specification, versions 45.0 (JDK 1.1) to 61.0
// (Java 17).
//
// Parse validates everything the interpreter relies on without further
// checks: constant pool cross references and their tags, descriptor syntax,
// this/super/interface entries, attribute lengths and the internal
// consistency of Code attributes. A file that Parse accepts therefore never
// makes the Pool accessors fail when they are called on indexes that the
// file itself uses. Parse never panics and never allocates more than the
// input can justify: every count read from the file is checked against the
// bytes that remain before anything is allocated for it. All errors are
// *FormatError, in the manner of debug/elf.
//
// Bytecode itself is not verified here; package tracer/bytecode decodes the
// instructions of a Code attribute.
package classfile
