package tabular

import (
	"bytes"
	"strings"
	"testing"
)

func TestAbbreviate(t *testing.T) {
	cases := []struct {
		in   string
		n    int
		want string
	}{
		{"java.util.HashMap.put", 40, "java.util.HashMap.put"},
		{"java.util.HashMap.put", 15, "j.u.HashMap.put"},
		{"    java.util.HashMap.put", 19, "    j.u.HashMap.put"},
		{"Demo.main > java.io.PrintStream.println > java.io.PrintStream.writeChars", 50, "Demo.main > … > j.i.PrintStream.writeChars"},
		{"A.a > B.b > C.c > D.d > E.e", 20, "A.a > … > D.d > E.e"},
		{"abcdefghij", 5, "ab…ij"},
	}
	for _, c := range cases {
		if got := Abbreviate(c.in, c.n); got != c.want {
			t.Errorf("Abbreviate(%q, %d) = %q, want %q", c.in, c.n, got, c.want)
		}
		if got := Abbreviate(c.in, c.n); len([]rune(got)) > c.n {
			t.Errorf("Abbreviate(%q, %d) = %q is longer than %d", c.in, c.n, got, c.n)
		}
	}
}

func TestFormats(t *testing.T) {
	r := &Result{Columns: []string{"method", "calls", "share"}, Rows: [][]any{
		{"a.b.C.m", int64(12), 0.5},
		{"D.<init>", int64(3), nil},
	}}
	var b bytes.Buffer
	Write(&b, "table", r)
	want := "method    calls  share\n--------  -----  -----\na.b.C.m      12    0.5\nD.<init>      3\n"
	if b.String() != want {
		t.Errorf("table:\n%s\nwant:\n%s", b.String(), want)
	}
	b.Reset()
	Write(&b, "csv", r)
	if b.String() != "method,calls,share\na.b.C.m,12,0.5\nD.<init>,3,\n" {
		t.Errorf("csv: %q", b.String())
	}
	b.Reset()
	Write(&b, "json", r)
	if want := "[\n  {\"method\": \"a.b.C.m\", \"calls\": 12, \"share\": 0.5},\n  {\"method\": \"D.<init>\", \"calls\": 3, \"share\": null}\n]\n"; b.String() != want {
		t.Errorf("json: %q", b.String())
	}
	if err := Write(&b, "xml", r); err == nil || !strings.Contains(err.Error(), "unknown format") {
		t.Errorf("xml: %v", err)
	}
}
