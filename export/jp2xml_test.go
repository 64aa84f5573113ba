package export_test

import (
	"encoding/xml"
	"strings"
	"testing"

	"github.com/crossprof/crossprof/export"
)

// The JP2 XML as read back: every element and attribute the writer produces.
type xmlTree struct {
	XMLName     xml.Name     `xml:"callingContextTree"`
	Trace       string       `xml:"trace,attr"`
	Bytecodes   int64        `xml:"bytecodes,attr"`
	Invocations int64        `xml:"invocations,attr"`
	Methods     []*xmlMethod `xml:"method"`
}

type xmlMethod struct {
	Class       string        `xml:"declaringClass,attr"`
	Name        string        `xml:"name,attr"`
	Params      string        `xml:"params,attr"`
	Return      string        `xml:"return,attr"`
	Thread      *int32        `xml:"thread,attr"`
	Count       int64         `xml:"executionCount"`
	Self        int64         `xml:"executedInstructions"`
	Inclusive   int64         `xml:"executedInstructionsInclusive"`
	Exceptional int64         `xml:"exceptionalExits"`
	Blocks      []xmlBlock    `xml:"basicBlock"`
	Callsites   []xmlCallsite `xml:"callsite"`
}

type xmlBlock struct {
	Start   int32 `xml:"start,attr"`
	End     int32 `xml:"end,attr"`
	Partial bool  `xml:"partial,attr"`
	Count   int64 `xml:"executionCount"`
}

type xmlCallsite struct {
	Instruction int32        `xml:"instruction,attr"`
	Methods     []*xmlMethod `xml:"method"`
}

func (m *xmlMethod) key() string {
	return m.Class + "." + m.Name + "(" + m.Params + ")" + m.Return
}

func parseXML(t *testing.T, data []byte) *xmlTree {
	t.Helper()
	var tr xmlTree
	if err := xml.Unmarshal(data, &tr); err != nil {
		t.Fatalf("the export is not well-formed XML: %v", err)
	}
	return &tr
}

// xmlSums are a method's totals over its contexts.
type xmlSums struct{ contexts, calls, self, exceptional int64 }

// TestJP2XMLMatchesDatabase parses the XML back and checks it against cct_nodes: one method
// element per context, and per method the same invocations, own bytecodes and exceptional
// exits; within each element, the basic blocks add up to its own bytecodes and its callees
// to its inclusive bytecodes.
func TestJP2XMLMatchesDatabase(t *testing.T) {
	for _, id := range []int32{demoID, exceptionsID, threadsID} {
		tr := parseXML(t, exportBytes(t, id, export.JP2XML))
		got := map[string]*xmlSums{}
		var partial, exceptional int
		var check func(m *xmlMethod, path string)
		check = func(m *xmlMethod, path string) {
			path += "/" + m.Class + "." + m.Name
			s := got[m.key()]
			if s == nil {
				s = &xmlSums{}
				got[m.key()] = s
			}
			s.contexts++
			s.calls += m.Count
			s.self += m.Self
			s.exceptional += m.Exceptional
			if m.Exceptional > 0 {
				exceptional++
			}
			var blocks int64
			for i, b := range m.Blocks {
				if b.Start < 1 || b.End < b.Start || b.Count < 1 || i > 0 && b.Start < m.Blocks[i-1].Start {
					t.Errorf("trace %d %s: bad or unsorted basicBlock %+v", id, path, b)
				}
				if b.Partial {
					partial++
				}
				blocks += int64(b.End-b.Start+1) * b.Count
			}
			if blocks != m.Self {
				t.Errorf("trace %d %s: the basic blocks add up to %d instructions, executedInstructions is %d", id, path, blocks, m.Self)
			}
			incl := m.Self
			for i, cs := range m.Callsites {
				if cs.Instruction < 1 || i > 0 && cs.Instruction <= m.Callsites[i-1].Instruction || len(cs.Methods) == 0 {
					t.Errorf("trace %d %s: callsite %d is out of order, repeated or empty", id, path, cs.Instruction)
				}
				for _, c := range cs.Methods {
					if c.Thread != nil {
						t.Errorf("trace %d %s: a callee has a thread attribute", id, path)
					}
					incl += c.Inclusive
					check(c, path)
				}
			}
			if incl != m.Inclusive {
				t.Errorf("trace %d %s: own and callees' instructions add up to %d, executedInstructionsInclusive is %d", id, path, incl, m.Inclusive)
			}
		}
		var total int64
		for _, m := range tr.Methods {
			if (m.Thread != nil) != (id == threadsID) {
				t.Errorf("trace %d: root %s: thread attribute %v, want one exactly in per-thread trees", id, m.key(), m.Thread)
			}
			total += m.Inclusive
			check(m, "")
		}
		if total != tr.Bytecodes {
			t.Errorf("trace %d: the roots executed %d bytecodes, the root element says %d", id, total, tr.Bytecodes)
		}

		want := map[string]*xmlSums{}
		rows, err := testDB.Query(`SELECT class_name, method_name, descriptor, count(*), sum(calls), sum(bytecodes_self), sum(exceptional_exits)
			FROM cct WHERE trace_id = ? GROUP BY ALL`, id)
		if err != nil {
			t.Fatal(err)
		}
		for rows.Next() {
			var class, name, desc string
			var s xmlSums
			if err := rows.Scan(&class, &name, &desc, &s.contexts, &s.calls, &s.self, &s.exceptional); err != nil {
				t.Fatal(err)
			}
			params, ret, err := export.DecodeDescriptor(desc)
			if err != nil {
				t.Fatal(err)
			}
			k := (&xmlMethod{Class: class, Name: name, Params: strings.Join(params, ","), Return: ret}).key()
			want[k] = &s
		}
		rows.Close()
		if len(got) != len(want) {
			t.Errorf("trace %d: %d methods in the XML, %d in the database", id, len(got), len(want))
		}
		for k, w := range want {
			if g := got[k]; g == nil || *g != *w {
				t.Errorf("trace %d: %s: XML contexts, calls, own bytecodes, exceptional exits %+v; database %+v", id, k, g, *w)
			}
		}
		if id == exceptionsID && (partial == 0 || exceptional == 0) {
			t.Errorf("trace %d: %d partial blocks and %d contexts with exceptional exits; the test wants both", id, partial, exceptional)
		}
	}
}

// TestJP2XMLDemo checks the JP2 paper's example (testdata/programs/Demo): main creates the
// shapes and calls sumAreas from distinct call sites, sumAreas's one call site shapes[i].area()
// dispatches to Square.area twice and Composite.area once, and sumAreas's basic blocks (entry,
// loop test, loop body, exit, in instruction order) run 1, 4, 3 and 1 times.
func TestJP2XMLDemo(t *testing.T) {
	out := exportBytes(t, demoID, export.JP2XML)
	golden(t, "Demo.jp2.xml", out)
	tr := parseXML(t, out)
	if len(tr.Methods) != 1 || tr.Methods[0].key() != "Demo.main(java.lang.String[])void" {
		t.Fatalf("roots %+v, want Demo.main only", tr.Methods)
	}
	main := tr.Methods[0]
	site := map[string]int32{}
	var sumAreas *xmlMethod
	for _, cs := range main.Callsites {
		for _, m := range cs.Methods {
			k := m.Class + "." + m.Name
			if k == "Square.<init>" && m.Count == 2 || k == "Composite.<init>" || k == "Demo.sumAreas" {
				site[k] = cs.Instruction
			}
			if k == "Demo.sumAreas" {
				sumAreas = m
			}
		}
	}
	if len(site) != 3 || site["Square.<init>"] == site["Composite.<init>"] || site["Composite.<init>"] == site["Demo.sumAreas"] ||
		site["Square.<init>"] == site["Demo.sumAreas"] {
		t.Errorf("main's call sites of Square.<init> (the loop's, 2 calls), Composite.<init>, sumAreas: %v, want three distinct", site)
	}
	if sumAreas == nil || sumAreas.Params != "Shape[]" || sumAreas.Return != "int" || sumAreas.Count != 1 {
		t.Fatalf("sumAreas: %+v", sumAreas)
	}
	wantBlocks := []xmlBlock{{1, 4, false, 1}, {5, 8, false, 4}, {9, 17, false, 3}, {18, 19, false, 1}}
	if len(sumAreas.Blocks) != len(wantBlocks) {
		t.Fatalf("sumAreas blocks %+v, want %+v", sumAreas.Blocks, wantBlocks)
	}
	for i, b := range sumAreas.Blocks {
		if b != wantBlocks[i] {
			t.Errorf("sumAreas block %d: %+v, want %+v", i, b, wantBlocks[i])
		}
	}
	if len(sumAreas.Callsites) != 1 {
		t.Fatalf("sumAreas has %d call sites, want 1", len(sumAreas.Callsites))
	}
	calls := map[string]int64{}
	for _, m := range sumAreas.Callsites[0].Methods {
		calls[m.key()] = m.Count
	}
	if len(calls) != 2 || calls["Square.area()int"] != 2 || calls["Composite.area()int"] != 1 {
		t.Errorf("sumAreas's call site %d calls %v, want Square.area 2 times and Composite.area once", sumAreas.Callsites[0].Instruction, calls)
	}
	for _, want := range []string{`name="&lt;init&gt;"`, `<basicBlock start="5" end="8"><executionCount>4</executionCount></basicBlock>`} {
		if !strings.Contains(string(out), want) {
			t.Errorf("the XML lacks %s", want)
		}
	}
}
