// Package schemas defines crossprof's trace tables once: their Arrow schemas and a
// description of every column. The trace writer (tracer/trace) and the readers (ingest, the
// tests) use these definitions, so the two sides cannot drift apart.
//
// A trace directory holds one Arrow IPC stream file per table of Files (TABLE.arrow) and a
// manifest.json. Version is stored in the manifest and in each file's schema metadata. The
// tables of the code (methods, instructions, blocks) are not in the trace: the class files
// are, and ingest derives those tables from them (tracer/trace's Code), as it derives the
// invocations from the event log.
package schemas

import (
	"fmt"
	"strings"

	"github.com/apache/arrow-go/v18/arrow"
)

// Version is the trace format version. Readers refuse other versions.
const Version = 6

// Column is one column of a table.
type Column struct {
	Name     string
	Type     arrow.DataType
	Nullable bool
	Doc      string
}

// Table is one table of a trace.
type Table struct {
	Name    string
	Doc     string
	Columns []Column
	// FileOnly is how many of the last Columns the trace file holds but the database does
	// not (the class files, once their tables are derived).
	FileOnly int
	// Derived is true for a table the trace does not store: its rows come from the class
	// files.
	Derived bool
	schema  *arrow.Schema
}

// Stored returns the columns the database keeps: all but the FileOnly ones.
func (t *Table) Stored() []Column { return t.Columns[:len(t.Columns)-t.FileOnly] }

// Schema returns the table's Arrow schema, with the format version in its metadata.
func (t *Table) Schema() *arrow.Schema {
	if t.schema == nil {
		fields := make([]arrow.Field, len(t.Columns))
		for i, c := range t.Columns {
			fields[i] = arrow.Field{Name: c.Name, Type: c.Type, Nullable: c.Nullable}
		}
		md := arrow.NewMetadata([]string{"crossprof.table", "crossprof.schema_version"}, []string{t.Name, fmt.Sprint(Version)})
		t.schema = arrow.NewSchema(fields, &md)
	}
	return t.schema
}

// File is the table's file name in a trace directory.
func (t *Table) File() string { return t.Name + ".arrow" }

// Index returns the position of the named column; it panics on a name that is not in the
// table, which is a programming error.
func (t *Table) Index(name string) int {
	for i, c := range t.Columns {
		if c.Name == name {
			return i
		}
	}
	panic("schemas: table " + t.Name + " has no column " + name)
}

var (
	i8  = arrow.PrimitiveTypes.Int8
	i16 = arrow.PrimitiveTypes.Int16
	i32 = arrow.PrimitiveTypes.Int32
	i64 = arrow.PrimitiveTypes.Int64
	u16 = arrow.PrimitiveTypes.Uint16
	str = arrow.BinaryTypes.String
	bln = arrow.FixedWidthTypes.Boolean
	bin = arrow.BinaryTypes.Binary
)

// Classes lists every class the run loaded.
var Classes = &Table{Name: "classes", Doc: "One row per class, interface or array class the run loaded.", Columns: []Column{
	{"class_id", i32, false, "Dense id in load order."},
	{"name", str, false, "Binary name with dots, as Class.getName() shows it (java.lang.String, [I)."},
	{"super_name", str, true, "Superclass name; null for java.lang.Object, interfaces have java.lang.Object."},
	{"interfaces", str, false, "Direct superinterfaces, comma-separated, in declaration order (empty if none)."},
	{"source_file", str, true, "SourceFile attribute, null if absent."},
	{"origin", str, false, "Where the class file came from: a class path entry and file, or crossprof-rt! for the runtime library."},
	{"is_interface", bln, false, "True for interfaces."},
	{"is_library", bln, false, "True for crossprof's runtime library (java.*)."},
	{"class_file", bin, true, "The class file as loaded (generated classes too); null for array and primitive classes. The methods, instructions and blocks tables are derived from it; the database does not keep it."},
}, FileOnly: 1}

// Methods lists every method of every loaded class.
var Methods = &Table{Name: "methods", Derived: true, Doc: "One row per method of every loaded class, in the order of the classes and of the methods in each class file. Derived from classes.class_file.", Columns: []Column{
	{"method_id", i32, false, "Dense id in link order: the methods of class 0, then of class 1, ..., each class's in class file order."},
	{"class_id", i32, false, "Declaring class (classes.class_id)."},
	{"class_name", str, false, "Declaring class name with dots."},
	{"name", str, false, "Method name (<init> for constructors, <clinit> for static initializers)."},
	{"descriptor", str, false, "JVM method descriptor, e.g. (I[Ljava/lang/String;)V."},
	{"access_flags", i32, false, "JVM access flags (0x0008 static, 0x0100 native, 0x0400 abstract, ...)."},
	{"code_length", i32, false, "Bytecode length in bytes (0 without code)."},
	{"max_stack", i32, false, "Operand stack slots."},
	{"max_locals", i32, false, "Local variable slots."},
	{"blocks", i32, false, "Number of basic blocks under the trace's block analysis (0 without code)."},
	{"is_native", bln, false, "True for native methods (calls without blocks)."},
}}

// Instructions lists every instruction of every method with code.
var Instructions = &Table{Name: "instructions", Derived: true, Doc: "One row per bytecode instruction of every loaded method with code. Derived from classes.class_file.", Columns: []Column{
	{"method_id", i32, false, "Method (methods.method_id)."},
	{"pc", i32, false, "Byte offset of the instruction."},
	{"index", i32, false, "1-based position of the instruction in the method, as JP2 numbers call sites."},
	{"opcode", i16, false, "Opcode byte as in the class file (for a wide-prefixed instruction, the widened opcode)."},
	{"mnemonic", str, false, "Exact mnemonic: aload_3 and aload differ, so do ldc and ldc_w."},
	{"wide", bln, false, "True if prefixed by wide."},
	{"length", i8, false, "Length in bytes, including operands, switch padding and the wide prefix."},
	{"block_id", i32, false, "Basic block (blocks.block_id) within the method."},
	{"ref_class", str, true, "Field and invoke instructions: the referenced class (dots); new/checkcast/instanceof/anewarray/multianewarray: the class; ldc of a class: that class."},
	{"ref_name", str, true, "Field and invoke instructions: the referenced field or method name."},
	{"ref_descriptor", str, true, "Field instructions: the field's type descriptor (J/D for long/double, L.../[ for references); invokes: the method descriptor."},
	{"super_call", bln, true, "invokespecial only: true for a call of a superclass (or superinterface) method, not a constructor or private method (JOP's invokesuper)."},
	{"ldc_kind", str, true, "ldc, ldc_w, ldc2_w: the constant's kind: int, float, long, double, string, class, method-type, method-handle, dynamic."},
	{"branch_target", i32, true, "Branches: the target pc (the default target for switches)."},
	{"line", i32, true, "Source line of the instruction from the method's LineNumberTable (the entry with the greatest start pc not after pc); null if the class file has none for it."},
	{"local_index", i32, true, "Loads, stores (the _0.._3 forms too), iinc and ret: the local variable slot; null for other instructions."},
	{"operand", i32, true, "bipush, sipush: the value; iinc: the increment; newarray: the element type code (4..11); multianewarray: the dimensions; null for other instructions."},
	{"cp_index", i32, true, "Instructions with a constant pool operand (ldc, ldc_w, ldc2_w, fields, invokes, new, anewarray, checkcast, instanceof, multianewarray): the class file's pool index; null for others. JOP's converter renumbers the pool by first use, which decides whether it writes ldc or ldc_w."},
}}

// Blocks lists the basic blocks of every method with code.
var Blocks = &Table{Name: "blocks", Derived: true, Doc: "One row per basic block of every loaded method with code, under the block analysis the manifest names. Derived from classes.class_file.", Columns: []Column{
	{"method_id", i32, false, "Method (methods.method_id)."},
	{"block_id", i32, false, "Block number within the method, in pc order from 0."},
	{"first_pc", i32, false, "pc of the block's first instruction."},
	{"last_pc", i32, false, "pc of the block's last instruction."},
	{"first_index", i32, false, "1-based position of the first instruction."},
	{"instructions", i32, false, "Number of instructions in the block."},
}}

// The kinds of events (Events.kind).
const (
	EventEnter      = 0 // an invocation starts: id is its method, pc its call site in the caller
	EventReturn     = 1 // the thread's innermost open invocation ends normally: id is its block-count vector
	EventThrow      = 2 // it ends because an exception leaves it
	EventUnfinished = 3 // it was still active when the run stopped (written at the end, innermost first)
	EventSwitch     = 4 // the events that follow are those of thread id
	EventKinds      = 5 // kinds are 0 .. EventKinds-1
)

// NoVector is the Events.id of an exit whose invocation counted no block (natives, and
// invocations stopped before their first block).
const NoVector = -1

// Vectors holds the distinct block-count vectors of each method: most invocations of a
// method execute one of a few, so an invocation refers to its vector by a small id.
var Vectors = &Table{Name: "vectors", Doc: "The distinct block-count vectors of each method: one row per block a vector counts. A vector is written before the first event that refers to it. Executed instructions of an invocation = sum over its vector's full rows of count x blocks.instructions, plus for each partial row the instructions of its block up to end_pc.", Columns: []Column{
	{"method_id", i32, false, "The method (methods.method_id)."},
	{"vector_id", i32, false, "The vector's number within the method: 0, 1, ... in the order they first occur; its rows are consecutive."},
	{"block_id", i32, false, "The block (blocks.block_id of the method)."},
	{"count", i64, false, "Executions of the whole block (full rows), or 1 (partial rows)."},
	{"end_pc", i32, true, "Null for full executions; for a partial row, the pc of the last instruction executed in the block (an exception left it there, or the run stopped)."},
}}

// Events is the run's event log: every invocation's entry and exit, in the order they
// happened across all threads. Everything else about invocations (ids, parents, depths,
// sequence numbers, opcodes, bytecodes) follows from the order and the tables of the code; ingest
// derives it.
var Events = &Table{Name: "events", Doc: "One row per event of the run, in order: an invocation's entry and its exit, and a marker when another thread's events follow. Row n (from 0) is event number n + 1 of the calls table's seq_enter and seq_exit. An exit ends the innermost open invocation of the current thread.", Columns: []Column{
	{"kind", i8, false, "0 entry, 1 normal exit (a return instruction, or a native's normal end), 2 exceptional exit, 3 unfinished when the run stopped, 4 thread switch."},
	{"id", i32, false, "Entry: the invoked method (methods.method_id). Exit: the invocation's block-count vector (vectors.vector_id of its method), -1 if it ran no block. Thread switch: the thread whose events follow (0 is main; the log starts with thread 0)."},
	{"pc", u16, true, "Entry: the call site, the pc of the instruction in the caller that caused the call (null for a root: a thread's first method, or a VM call with no Java caller). Normal or exceptional exit: the pc where the invocation ended (the return, or where the exception left the method); null for natives and unfinished invocations. Null for thread switches."},
}}

// All lists the tables in the order ingest loads them: the trace's files and the tables
// derived from its class files.
var All = []*Table{Classes, Methods, Instructions, Blocks, Vectors, Events}

// Files lists the tables a trace directory holds, in the order they are read.
var Files = []*Table{Classes, Vectors, Events}

// ByName returns a table by name, or nil.
func ByName(name string) *Table {
	for _, t := range All {
		if t.Name == name {
			return t
		}
	}
	return nil
}

// Markdown describes every table and column, for the README.
func Markdown() string {
	var b strings.Builder
	for _, t := range All {
		fmt.Fprintf(&b, "### %s\n%s\n\n| column | type | null | meaning |\n| --- | --- | --- | --- |\n", t.Name, t.Doc)
		for _, c := range t.Columns {
			null := ""
			if c.Nullable {
				null = "yes"
			}
			fmt.Fprintf(&b, "| %s | %s | %s | %s |\n", c.Name, c.Type, null, c.Doc)
		}
		b.WriteString("\n")
	}
	return b.String()
}
