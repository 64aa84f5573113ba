// Package verify checks the bytecode of a parsed class file as the Java Virtual Machine
// Specification (Java SE 17, §4.10) defines, with HotSpot's messages.
//
// Class files of version 50 and later are verified by type checking against their
// StackMapTable (§4.10.1), as HotSpot's split verifier does: every instruction's type rule,
// branch targets and exception handlers against the recorded frames, the rules for <init>
// (uninitializedThis, flagThisUninit), return types, max_stack and max_locals, code falling
// off the end and branches into the middle of an instruction. jsr and ret are rejected
// there. Version 50 files that fail fall back to type inference, as in HotSpot. Older class
// files are verified by type inference (§4.10.2): a dataflow analysis that merges frames at
// branch targets, including jsr/ret subroutines.
//
// A failure is an *Error naming java/lang/VerifyError (or java/lang/ClassFormatError for
// structural faults HotSpot reports that way) whose message is HotSpot's, including the
// "Exception Details" block (location, reason, frames, bytecode dump, handler and stack map
// tables). Assignability between reference types needs the class hierarchy, which the
// caller supplies through Hierarchy; its errors (a class that cannot be loaded) are returned
// unchanged, as HotSpot propagates a NoClassDefFoundError raised while verifying.
//
// Verification never panics on malformed input.
//
// Type inference (infer.go) follows HotSpot's old verifier (libverify) and reports its
// messages, "(class: C, method: m signature: s) Register 1 contains wrong type", including
// its protected-access check ("Bad access to protected data"). A version 50 class that
// fails type checking is verified again by inference; if that fails too, the error is the
// type checker's, as in HotSpot.
//
// Known deviations from HotSpot: the type checker (version 50 and later) does not make the
// protected-access checks of getfield, putfield, invokevirtual and invokespecial (JVMS
// §4.10.1.8); libverify's stack operand table (opcodes.in_out) is reconstructed, so for a
// few instructions (athrow on an array, for one) the message may differ; a tableswitch
// whose header is cut off by the end of the code is "Illegal instruction" here where
// HotSpot reads past the end.
package verify
