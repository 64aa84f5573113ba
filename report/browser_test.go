// The page in a real browser: headless Chromium opens the report of Fgh with #selftest, the
// page's own harness clicks a segment, goes back, hovers, types a pattern and clicks a
// bottleneck, and writes what it saw into the DOM, which --dump-dom hands back.

package report

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"html"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

var update = flag.Bool("update", false, "rewrite testdata/report-screenshot.png")

const chromium = "/usr/bin/chromium"

// selftest is what the page's harness reports.
type selftest struct {
	Errors                   []string
	Segments                 int
	CentreBefore, Clicked    int32
	CentreAfter, CentreBack  int32
	Crumbs                   []int32
	Tip, Mark, Markcount     string
	Highlighted, Dimmed      []string
	BottleneckRows           int
	BottleneckNode           int32
	BottleneckCentre         int32
	Resources, CSPViolations []string
}

// browse runs headless Chromium on url with a fresh profile in dir, plus extra flags.
func browse(t *testing.T, dir, url string, extra ...string) []byte {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	args := append([]string{"--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
		"--disable-component-update", "--no-first-run", "--user-data-dir=" + filepath.Join(dir, "profile"),
		"--virtual-time-budget=10000"}, extra...)
	cmd := exec.CommandContext(ctx, chromium, append(args, url)...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("chromium %s: %v\n%s", url, err, stderr.Bytes())
	}
	return out
}

func TestBrowser(t *testing.T) {
	if _, err := os.Stat(chromium); err != nil {
		t.Skip("skipping the browser test: " + chromium + " is missing (apt-get install -y chromium)")
	}
	dir := t.TempDir()
	page := filepath.Join(dir, "fgh.html")
	f, err := os.Create(page)
	if err != nil {
		t.Fatal(err)
	}
	tr, err := Write(context.Background(), testDB, Options{TraceID: fghID}, f)
	if err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	data, _ := os.ReadFile(page)
	// No network: nothing to fetch, and the policy forbids fetching.
	for _, bad := range []string{"http://", "https://", "//cdn", "<link", "src="} {
		if bytes.Contains(data, []byte(bad)) {
			t.Errorf("the page contains %q", bad)
		}
	}
	if !bytes.Contains(data, []byte(`content="default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:"`)) {
		t.Error("the page lacks its Content-Security-Policy")
	}

	url := "file://" + page
	dom := browse(t, dir, url+"#selftest&mark=Fgh.h", "--dump-dom")
	m := regexp.MustCompile(`<pre id="selftest"[^>]*>([^<]*)</pre>`).FindSubmatch(dom)
	if m == nil || len(m[1]) == 0 {
		t.Fatalf("no self-test result in the page:\n%.2000s", dom)
	}
	var r selftest
	if err := json.Unmarshal([]byte(html.UnescapeString(string(m[1]))), &r); err != nil {
		t.Fatalf("self-test result %s: %v", m[1], err)
	}
	t.Logf("self-test: %+v", r)
	if len(r.Errors) > 0 {
		t.Errorf("self-test errors (the JS layout must equal Go's): %q", r.Errors)
	}
	if r.Segments < 5 {
		t.Errorf("%d segments drawn", r.Segments)
	}
	if r.CentreBefore != tr.Centre() || r.CentreAfter != r.Clicked || r.CentreAfter == r.CentreBefore {
		t.Errorf("click on segment %d: centre %d before, %d after", r.Clicked, r.CentreBefore, r.CentreAfter)
	}
	if n := len(r.Crumbs); n < 2 || r.Crumbs[n-1] != r.Clicked {
		t.Errorf("breadcrumbs %v after clicking %d", r.Crumbs, r.Clicked)
	}
	if r.CentreBack != r.CentreBefore {
		t.Errorf("clicking the centre went to %d, want %d", r.CentreBack, r.CentreBefore)
	}
	if !strings.Contains(r.Tip, "calls") || !strings.Contains(r.Tip, "inclusive") {
		t.Errorf("hover details %q", r.Tip)
	}
	// Fgh.h runs in two contexts (under f and under g); both are drawn and marked.
	if len(r.Highlighted) != 2 || len(r.Dimmed) == 0 || !strings.HasPrefix(r.Markcount, "2 of ") {
		t.Errorf("marking %q: highlighted %q, dimmed %q, %q", r.Mark, r.Highlighted, r.Dimmed, r.Markcount)
	}
	for _, h := range r.Highlighted {
		if h != "Fgh.h" {
			t.Errorf("marking %q highlighted %s", r.Mark, h)
		}
	}
	for _, d := range r.Dimmed {
		if strings.Contains(strings.ToLower(d), "fgh.h") {
			t.Errorf("marking %q dimmed %s", r.Mark, d)
		}
	}
	if r.BottleneckRows > 1 && (r.BottleneckNode == 0 || r.BottleneckCentre != r.BottleneckNode) {
		t.Errorf("clicking the bottleneck of node %d centred %d", r.BottleneckNode, r.BottleneckCentre)
	}
	if len(r.Resources) > 0 || len(r.CSPViolations) > 0 {
		t.Errorf("the page fetched %q, policy violations %q", r.Resources, r.CSPViolations)
	}

	shot := filepath.Join(dir, "report-screenshot.png")
	browse(t, dir, url+"#mark=Fgh.h", "--hide-scrollbars", "--window-size=1200,900", "--screenshot="+shot)
	png, err := os.ReadFile(shot)
	if err != nil || !bytes.HasPrefix(png, []byte("\x89PNG")) {
		t.Fatalf("no screenshot: %v", err)
	}
	t.Logf("screenshot: %s", shot)
	if *update {
		if err := os.WriteFile("testdata/report-screenshot.png", png, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}
