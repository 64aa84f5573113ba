// The package comment.

// Package bytecode describes the JVM instruction set (JVM spec chapters 6
// and 7) for the interpreter: one constant per opcode, the mnemonics, the
// decoding of single instructions with their operands, and the checks that
// make a whole code array safe to walk (every instruction well formed, every
// branch landing on an instruction). It does not verify types or stack
// depths; that is the interpreter's business at run time.
package bytecode
