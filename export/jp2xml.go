// This file writes JP2's calling context tree XML.

package export

import (
	"context"
	"database/sql"
	"encoding/xml"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// WriteJP2XML writes trace id's calling context tree in the XML of the JP2 profiler
// (Sarimbekov et al., "JP2: Call-site aware calling context profiling for the Java Virtual
// Machine"), so that tools written for JP2's output read crossprof's:
//
//	<callingContextTree trace="Demo" traceId="1" ...>
//	  <method declaringClass="Demo" name="main" params="java.lang.String[]" return="void">
//	    <executionCount>1</executionCount>
//	    <executedInstructions>72</executedInstructions>
//	    <executedInstructionsInclusive>1384</executedInstructionsInclusive>
//	    <basicBlock start="1" end="7"><executionCount>1</executionCount></basicBlock>
//	    ...
//	    <callsite instruction="43">
//	      <method declaringClass="Demo" name="sumAreas" params="Shape[]" return="int">...</method>
//	    </callsite>
//	  </method>
//	</callingContextTree>
//
// A method element is a calling context. executionCount is its invocations.
// executedInstructions is what JP2 reports: the bytecodes executed in the context's own code,
// callees excluded; executedInstructionsInclusive adds every callee context's, so it is what
// the root's is for the whole run. exceptionalExits (invocations an exception ended) is
// written only when it is not 0; JP2 has no such element.
//
// Call sites and basic blocks are numbered by instruction position, 1-based, as JP2 does
// (not by byte offset): callsite instruction="N" is the Nth instruction of the caller, and
// groups the contexts called from there (several methods when a virtual call dispatched to
// several). A basicBlock spans the instructions start..end and counts its whole executions.
// An execution an exception cut short (or the end of a stopped run) has its own basicBlock
// with partial="true" whose end is the last instruction executed. So executedInstructions
// is the sum of (end - start + 1) * executionCount over the method's basicBlocks.
//
// params and return are Java type names decoded from the JVM descriptor (int, long[],
// java.lang.String[]), params comma-separated as java.lang.reflect.Method.toString writes
// them. Per-thread trees give each root method a thread attribute. Siblings are sorted by
// call site, class, name and descriptor, so exports of the same trace are identical.
// Indentation stops growing after 64 levels, so that deep recursion does not make the file
// mostly spaces.
func WriteJP2XML(ctx context.Context, db *sql.DB, id int32, w io.Writer) error {
	t, err := loadTree(ctx, db, id)
	if err != nil {
		return err
	}
	blocks, err := loadBlocks(ctx, db, t)
	if err != nil {
		return err
	}
	x := &jp2Writer{ctx: ctx, t: t, blocks: blocks, enc: xml.NewEncoder(w), sigs: map[int32][2]string{}}
	ti := &t.Trace
	x.token(xml.ProcInst{Target: "xml", Inst: []byte(`version="1.0" encoding="UTF-8"`)})
	x.newline()
	x.token(xml.Comment(" crossprof calling context tree in JP2's format. executedInstructions: bytecodes executed in the context's own code (JP2's metric); executedInstructionsInclusive: with all callees. callsite and basicBlock numbers are 1-based instruction positions. "))
	root := element("callingContextTree",
		"trace", ti.Name, "traceId", itoa(int64(ti.ID)), "mainClass", ti.MainClass,
		"blockAnalysis", ti.BlockAnalysis, "threads", ti.Threads, "complete", strconv.FormatBool(ti.Complete),
		"bytecodes", itoa(ti.Bytecodes), "invocations", itoa(ti.Invocations))
	x.open(root)
	sortNodes(t, t.Roots)
	for _, r := range t.Roots {
		x.method(t.Node(r))
	}
	x.close(root)
	x.depth = 0
	x.newline()
	if x.err == nil {
		x.err = x.enc.Flush()
	}
	return x.err
}

// block is a row of cct_blocks with its instruction positions.
type block struct {
	start, end int32
	partial    bool
	count      int64
}

// loadBlocks reads the basic block counts of every context, indexed by node id - 1, in
// instruction order with a block's partial executions after its whole ones.
func loadBlocks(ctx context.Context, db *sql.DB, t *tree) ([][]block, error) {
	rows, err := db.QueryContext(ctx, `
		SELECT cb.node_id, b.first_index,
		       CASE WHEN cb.end_pc IS NULL THEN b.first_index + b.instructions - 1 ELSE i.index END,
		       cb.end_pc IS NOT NULL, cb.count
		FROM cct_blocks cb
		JOIN cct_nodes n ON n.trace_id = cb.trace_id AND n.node_id = cb.node_id
		JOIN blocks b ON b.trace_id = cb.trace_id AND b.method_id = n.method_id AND b.block_id = cb.block_id
		LEFT JOIN instructions i ON i.trace_id = cb.trace_id AND i.method_id = n.method_id AND i.pc = cb.end_pc
		WHERE cb.trace_id = ?
		ORDER BY cb.node_id, b.first_index, cb.end_pc NULLS FIRST`, t.Trace.ID)
	if err != nil {
		return nil, fmt.Errorf("reading the block counts of trace %d: %w", t.Trace.ID, err)
	}
	defer rows.Close()
	blocks := make([][]block, len(t.Nodes))
	for rows.Next() {
		var node int32
		var end sql.NullInt32
		var b block
		if err := rows.Scan(&node, &b.start, &end, &b.partial, &b.count); err != nil {
			return nil, fmt.Errorf("reading the block counts of trace %d: %w", t.Trace.ID, err)
		}
		if node < 1 || int(node) > len(t.Nodes) || !end.Valid {
			return nil, fmt.Errorf("trace %d: a block count of context %d names a context or an end pc that does not exist", t.Trace.ID, node)
		}
		b.end = end.Int32
		blocks[node-1] = append(blocks[node-1], b)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("reading the block counts of trace %d: %w", t.Trace.ID, err)
	}
	return blocks, nil
}

// maxIndent is the most levels a line is indented: deeper elements start at the same
// column. Deep recursion nests method elements thousands of levels deep, and indenting them
// all would make the file mostly spaces (13 GB instead of 0.1 GB for the 12,000 levels of testdata/programs/StackOverflow).
const maxIndent = 64

// jp2Writer streams the tree through an xml.Encoder, which escapes names such as <init>.
// It indents by itself rather than with the encoder's Indent, so that a basicBlock and its
// count fit on one line. The first error stops all further output.
type jp2Writer struct {
	ctx    context.Context
	t      *tree
	blocks [][]block
	enc    *xml.Encoder
	sigs   map[int32][2]string // method id: params, return
	depth  int
	err    error
}

// newline starts a line indented to the current depth.
func (x *jp2Writer) newline() {
	x.token(xml.CharData("\n" + strings.Repeat("  ", min(x.depth, maxIndent))))
}

// open starts an element on a new line; its children are indented one level more.
func (x *jp2Writer) open(e xml.StartElement) {
	x.newline()
	x.token(e)
	x.depth++
}

// close ends an element that open started, on a new line.
func (x *jp2Writer) close(e xml.StartElement) {
	x.depth--
	x.newline()
	x.token(e.End())
}

func (x *jp2Writer) token(tok xml.Token) {
	if x.err == nil {
		x.err = x.enc.EncodeToken(tok)
	}
}

// value writes <name>v</name>, on the current line.
func (x *jp2Writer) value(name string, v int64) {
	if x.err == nil {
		x.err = x.enc.EncodeElement(v, xml.StartElement{Name: xml.Name{Local: name}})
	}
}

// method writes context n and, recursively, its callees.
func (x *jp2Writer) method(n *node) {
	if x.err == nil {
		x.err = x.ctx.Err()
	}
	if x.err != nil {
		return
	}
	m := x.t.Methods[n.Method]
	sig, ok := x.sigs[n.Method]
	if !ok {
		params, ret, err := DecodeDescriptor(m.Descriptor)
		if err != nil {
			x.err = fmt.Errorf("trace %d: method %s%s: %w", x.t.Trace.ID, m.Qualified(), m.Descriptor, err)
			return
		}
		sig = [2]string{strings.Join(params, ","), ret}
		x.sigs[n.Method] = sig
	}
	attrs := []string{"declaringClass", m.Class, "name", m.Name, "params", sig[0], "return", sig[1]}
	if n.Parent == 0 && n.Thread.Valid {
		attrs = append(attrs, "thread", itoa(int64(n.Thread.Int32)))
	}
	start := element("method", attrs...)
	x.open(start)
	x.newline()
	x.value("executionCount", n.Calls)
	x.newline()
	x.value("executedInstructions", n.Self)
	x.newline()
	x.value("executedInstructionsInclusive", n.Inclusive)
	if n.Exceptional > 0 {
		x.newline()
		x.value("exceptionalExits", n.Exceptional)
	}
	for _, b := range x.blocks[n.ID-1] {
		attrs := []string{"start", itoa(int64(b.start)), "end", itoa(int64(b.end))}
		if b.partial {
			attrs = append(attrs, "partial", "true")
		}
		be := element("basicBlock", attrs...)
		x.newline()
		x.token(be)
		x.value("executionCount", b.count)
		x.token(be.End())
	}
	sortNodes(x.t, n.Children)
	for i := 0; i < len(n.Children); {
		site := x.t.Node(n.Children[i]).Site
		cs := element("callsite", "instruction", itoa(int64(site)))
		x.open(cs)
		for ; i < len(n.Children) && x.t.Node(n.Children[i]).Site == site; i++ {
			x.method(x.t.Node(n.Children[i]))
		}
		x.close(cs)
	}
	x.close(start)
}

// element makes a start element from name, value pairs.
func element(name string, attrs ...string) xml.StartElement {
	e := xml.StartElement{Name: xml.Name{Local: name}}
	for i := 0; i+1 < len(attrs); i += 2 {
		e.Attr = append(e.Attr, xml.Attr{Name: xml.Name{Local: attrs[i]}, Value: attrs[i+1]})
	}
	return e
}

func itoa(v int64) string { return strconv.FormatInt(v, 10) }

// DecodeDescriptor returns the parameter types and the return type of a JVM method
// descriptor as Java names: "(I[Ljava/lang/String;)V" gives [int java.lang.String[]] and
// void. Class names keep $ for nested classes, as Class.getName() does.
func DecodeDescriptor(desc string) (params []string, ret string, err error) {
	if !strings.HasPrefix(desc, "(") {
		return nil, "", fmt.Errorf("malformed method descriptor %q: no '('", desc)
	}
	rest := desc[1:]
	for !strings.HasPrefix(rest, ")") {
		if rest == "" {
			return nil, "", fmt.Errorf("malformed method descriptor %q: no ')'", desc)
		}
		var typ string
		typ, rest, err = decodeType(desc, rest)
		if err != nil {
			return nil, "", err
		}
		if typ == "void" {
			return nil, "", fmt.Errorf("malformed method descriptor %q: void parameter", desc)
		}
		params = append(params, typ)
	}
	ret, rest, err = decodeType(desc, rest[1:])
	if err != nil {
		return nil, "", err
	}
	if rest != "" {
		return nil, "", fmt.Errorf("malformed method descriptor %q: %q after the return type", desc, rest)
	}
	return params, ret, nil
}

// decodeType decodes the field type at the start of s (V included) and returns the rest.
func decodeType(desc, s string) (string, string, error) {
	dims := 0
	for dims < len(s) && s[dims] == '[' {
		dims++
	}
	s = s[dims:]
	if s == "" {
		return "", "", fmt.Errorf("malformed method descriptor %q: missing type", desc)
	}
	var name string
	switch s[0] {
	case 'B', 'C', 'D', 'F', 'I', 'J', 'S', 'Z', 'V':
		name = map[byte]string{'B': "byte", 'C': "char", 'D': "double", 'F': "float", 'I': "int",
			'J': "long", 'S': "short", 'Z': "boolean", 'V': "void"}[s[0]]
		s = s[1:]
	case 'L':
		end := strings.IndexByte(s, ';')
		if end < 2 {
			return "", "", fmt.Errorf("malformed method descriptor %q: bad class type", desc)
		}
		name, s = strings.ReplaceAll(s[1:end], "/", "."), s[end+1:]
	default:
		return "", "", fmt.Errorf("malformed method descriptor %q: unknown type %q", desc, s[0])
	}
	if dims > 0 && name == "void" {
		return "", "", fmt.Errorf("malformed method descriptor %q: array of void", desc)
	}
	return name + strings.Repeat("[]", dims), s, nil
}
