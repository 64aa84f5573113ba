// Classification of opcodes: branches, returns, invokes, and what may throw.

package bytecode

// IsBranch reports whether op transfers control to an explicit target:
// if*, goto, goto_w, jsr, jsr_w, tableswitch and lookupswitch. ret is not
// included because its target comes from a local variable.
func IsBranch(op byte) bool {
	switch {
	case op >= IFEQ && op <= JSR, op == TABLESWITCH, op == LOOKUPSWITCH,
		op == IFNULL, op == IFNONNULL, op == GOTO_W, op == JSR_W:
		return true
	}
	return false
}

// IsReturn reports whether op is one of ireturn, lreturn, freturn, dreturn,
// areturn and return.
func IsReturn(op byte) bool { return op >= IRETURN && op <= RETURN }

// IsInvoke reports whether op is invokevirtual, invokespecial,
// invokestatic, invokeinterface or invokedynamic.
func IsInvoke(op byte) bool { return op >= INVOKEVIRTUAL && op <= INVOKEDYNAMIC }

// mayThrow is the table behind MayThrow.
var mayThrow [256]bool

func init() {
	for _, op := range []int{
		// Resolution of a class, method type, method handle or dynamic
		// constant can fail with a LinkageError. An Integer, Float, Long,
		// Double or String constant cannot, but telling them apart needs the
		// constant pool, so ldc is listed as a whole.
		LDC, LDC_W, LDC2_W,
		// Array loads and stores: NullPointerException,
		// ArrayIndexOutOfBoundsException, and for aastore ArrayStoreException.
		IALOAD, LALOAD, FALOAD, DALOAD, AALOAD, BALOAD, CALOAD, SALOAD,
		IASTORE, LASTORE, FASTORE, DASTORE, AASTORE, BASTORE, CASTORE, SASTORE,
		// Integer division by zero: ArithmeticException.
		IDIV, IREM, LDIV, LREM,
		// Field access: resolution errors, NullPointerException, and class
		// initialization for the static ones.
		GETSTATIC, PUTSTATIC, GETFIELD, PUTFIELD,
		// Invocation: resolution errors, NullPointerException,
		// AbstractMethodError, class initialization, and whatever the callee
		// throws.
		INVOKEVIRTUAL, INVOKESPECIAL, INVOKESTATIC, INVOKEINTERFACE, INVOKEDYNAMIC,
		// Allocation: resolution, InstantiationError, class initialization,
		// NegativeArraySizeException, OutOfMemoryError.
		NEW, NEWARRAY, ANEWARRAY, MULTIANEWARRAY,
		// NullPointerException.
		ARRAYLENGTH,
		// The thrown exception itself, or NullPointerException.
		ATHROW,
		// ClassCastException, and class resolution for both.
		CHECKCAST, INSTANCEOF,
		// NullPointerException, IllegalMonitorStateException.
		MONITORENTER, MONITOREXIT,
		// IllegalMonitorStateException when a synchronized method returns
		// after unbalanced monitor use (JVM spec 2.11.10).
		IRETURN, LRETURN, FRETURN, DRETURN, ARETURN, RETURN,
	} {
		mayThrow[op] = true
	}
}

// MayThrow reports whether op can throw an exception at run time according
// to the JVM spec, so that the interpreter must consult the exception
// table when executing it. Beyond the obvious cases (array access, integer
// division, field access, invokes, allocation, casts, athrow, monitors) it
// includes ldc, ldc_w and ldc2_w, whose constants may need resolution, and
// the return instructions, which throw IllegalMonitorStateException on
// unbalanced locking. StackOverflowError and OutOfMemoryError, which the
// spec allows anywhere, are not counted.
func MayThrow(op byte) bool { return mayThrow[op] }
