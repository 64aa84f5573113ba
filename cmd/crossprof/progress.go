// This file holds the progress line: what a long step is doing, shown on stderr when it is a
// terminal, and kept out of the way of the traced program's own output.

package main

import (
	"fmt"
	"io"
	"strings"
	"sync"
	"time"

	"github.com/crossprof/crossprof/cost"
)

// progressDelay is how long a step runs before its progress line appears: quick steps stay
// silent. progressEvery spaces the redraws. Variables so that a test can see the line of a
// quick run instead of sleeping.
var (
	progressDelay = time.Second
	progressEvery = 250 * time.Millisecond
)

// progress is one status line on a terminal, redrawn a few times per second: the step, its
// elapsed time, what it has done and, where known, an estimate of what is left. It prints
// nothing when stderr is not a terminal or --quiet was given. Its methods may be called from
// several goroutines (the ticker of a step and the interpreter's writes).
type progress struct {
	mu      sync.Mutex
	w       io.Writer
	on      bool
	start   time.Time // of the current step
	last    time.Time // of the last redraw
	quietTo time.Time // the program wrote; no redraw before this
	shown   bool      // a line is on the terminal
	step    string
	detail  func(el time.Duration) string // what the step has done so far ("" for nothing)
	stop    chan struct{}                 // ends the ticker of a step started with begin
	ticking sync.WaitGroup
}

func newProgress(w io.Writer, quiet bool) *progress {
	return &progress{w: w, on: !quiet && isTerminal(w), start: time.Now()}
}

// update is the interpreter's progress callback, called between time slices.
func (p *progress) update(bytecodes, calls uint64) {
	if !p.on {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	now := time.Now()
	if now.Sub(p.last) < progressEvery || now.Sub(p.start) < progressDelay || now.Before(p.quietTo) {
		return
	}
	el := now.Sub(p.start)
	p.draw(now, fmt.Sprintf("tracing: %s bytecodes, %s invocations, %s, %s bytecodes/s", human(bytecodes), human(calls),
		el.Round(100*time.Millisecond), human(uint64(float64(bytecodes)/el.Seconds()))))
}

// begin starts a step whose line a ticker redraws until end: the step's name, the elapsed
// time and what detail reports (it may be nil).
func (p *progress) begin(step string, detail func(el time.Duration) string) {
	p.end()
	if !p.on {
		return
	}
	p.mu.Lock()
	p.step, p.detail, p.start = step, detail, time.Now()
	stop := make(chan struct{})
	p.stop = stop
	p.mu.Unlock()
	p.ticking.Add(1)
	go func() {
		defer p.ticking.Done()
		t := time.NewTicker(max(progressEvery, time.Millisecond))
		defer t.Stop()
		for {
			select {
			case <-stop:
				return
			case now := <-t.C:
				p.tick(now)
			}
		}
	}()
}

func (p *progress) tick(now time.Time) {
	p.mu.Lock()
	defer p.mu.Unlock()
	el := now.Sub(p.start)
	if p.stop == nil || el < progressDelay || now.Before(p.quietTo) {
		return
	}
	line := fmt.Sprintf("%s, %s", p.step, el.Round(100*time.Millisecond))
	if p.detail != nil {
		if d := p.detail(el); d != "" {
			line += ", " + d
		}
	}
	p.draw(now, line)
}

// poke redraws the line now if it was not redrawn lately: a step's detail has changed (a
// new statement, a new variant), and the line should not wait for the ticker.
func (p *progress) poke() {
	if !p.on {
		return
	}
	now := time.Now()
	p.mu.Lock()
	recent := now.Sub(p.last) < progressEvery
	p.mu.Unlock()
	if !recent {
		p.tick(now)
	}
}

// end stops the current step's ticker and clears its line.
func (p *progress) end() {
	p.mu.Lock()
	stop := p.stop
	p.stop = nil
	p.mu.Unlock()
	if stop != nil {
		close(stop)
		p.ticking.Wait()
	}
	p.clear()
}

// done clears the line for good (the trace's update callback needs no end).
func (p *progress) done() { p.end() }

func (p *progress) draw(now time.Time, line string) {
	p.last = now
	fmt.Fprintf(p.w, "\r\x1b[Kcrossprof: %s", line)
	p.shown = true
}

// clear removes the line from the terminal, if it is there.
func (p *progress) clear() {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.clearLocked()
}

func (p *progress) clearLocked() {
	if p.shown {
		fmt.Fprint(p.w, "\r\x1b[K")
		p.shown = false
	}
}

// guard returns w wrapped so that the program's writes to it first clear the progress line,
// which is redrawn once the program has been quiet for a moment; w itself when the line is
// off or w is not a terminal (a pipe or file never shares the line's terminal).
func (p *progress) guard(w io.Writer) io.Writer {
	if !p.on || w == nil || !isTerminal(w) {
		return w
	}
	return &guardedWriter{w: w, p: p}
}

type guardedWriter struct {
	w io.Writer
	p *progress
}

func (g *guardedWriter) Write(b []byte) (int, error) {
	g.p.mu.Lock()
	defer g.p.mu.Unlock()
	g.p.clearLocked()
	g.p.quietTo = time.Now().Add(250 * time.Millisecond)
	return g.w.Write(b)
}

// estimate formats what is left of a step that has done done of total units in el, once
// there is enough to go by.
func estimate(done, total int64, el time.Duration) string {
	if done <= 0 || total <= 0 || done > total || el < progressDelay {
		return ""
	}
	left := time.Duration(float64(el) * float64(total-done) / float64(done))
	return fmt.Sprintf("about %s left", left.Round(time.Second))
}

// costing begins step, a cost run or an exploration, and returns the callback for its
// cost.Options.Progress: the line then shows the variant (with an estimate from the runs
// done), the phase and the phase's count (with an estimate from its rate).
func (p *progress) costing(step string) func(cost.Progress) {
	c := &costStatus{}
	p.begin(step, c.detail)
	return func(r cost.Progress) {
		c.mu.Lock()
		now := time.Now()
		if r.Phase != c.cur.Phase || r.Run != c.cur.Run {
			c.phaseStart = now
		}
		if r.Run != c.cur.Run {
			c.runStart = now
		}
		c.cur, c.seen = r, true
		c.mu.Unlock()
		p.poke()
	}
}

// costStatus is the latest report of a cost run, for the progress line's detail.
type costStatus struct {
	mu         sync.Mutex
	cur        cost.Progress
	seen       bool
	phaseStart time.Time
	runStart   time.Time // of an exploration's current run
}

func (c *costStatus) detail(el time.Duration) string {
	c.mu.Lock()
	defer c.mu.Unlock()
	if !c.seen {
		return ""
	}
	r := c.cur
	var parts []string
	if r.Runs > 0 {
		parts = append(parts, fmt.Sprintf("variant %d/%d (%s, trace %d)", r.Run, r.Runs, r.Variant, r.Trace))
		// The runs done took el less the current run's time so far; the runs left, this one
		// included, are expected to take as long each, less what this one has had.
		if since := time.Since(c.runStart); r.Run > 1 && el >= progressDelay {
			perRun := (el - since) / time.Duration(r.Run-1)
			left := max(perRun*time.Duration(r.Runs-r.Run+1)-since, 0)
			parts = append(parts, fmt.Sprintf("about %s left", left.Round(time.Second)))
		}
	}
	phase := r.Phase
	switch {
	case r.Unit == "statements":
		phase += fmt.Sprintf(": statement %d/%d", r.Done, r.Total)
	case r.Total > 0:
		phase += fmt.Sprintf(": %s of %s %s", human(uint64(r.Done)), human(uint64(r.Total)), r.Unit)
		if r.Runs == 0 {
			if est := estimate(r.Done, r.Total, time.Since(c.phaseStart)); est != "" {
				phase += ", " + est
			}
		}
	}
	return strings.Join(append(parts, phase), ", ")
}

// stepping returns the callbacks of ingest.Options: progress begins a step, whose line
// then shows what count last told (rows loaded with an estimate, or the step of a script).
func (p *progress) stepping() (progress func(step string), count func(done, total int64, unit string)) {
	c := &countStatus{}
	progress = func(step string) {
		c.mu.Lock()
		c.done, c.total, c.unit = 0, 0, ""
		c.mu.Unlock()
		p.begin(step, c.detail)
	}
	count = func(done, total int64, unit string) {
		c.mu.Lock()
		c.done, c.total, c.unit = done, total, unit
		c.mu.Unlock()
		p.poke()
	}
	return progress, count
}

// countStatus is the latest count of a step, for the progress line's detail.
type countStatus struct {
	mu          sync.Mutex
	done, total int64
	unit        string
}

func (c *countStatus) detail(el time.Duration) string {
	c.mu.Lock()
	defer c.mu.Unlock()
	switch {
	case c.unit == "":
		return ""
	case c.unit == "steps":
		return fmt.Sprintf("step %d/%d", c.done, c.total)
	case c.total <= 0:
		return fmt.Sprintf("%s %s", human(uint64(c.done)), c.unit)
	}
	d := fmt.Sprintf("%s of %s %s", human(uint64(c.done)), human(uint64(c.total)), c.unit)
	if est := estimate(c.done, c.total, el); est != "" {
		d += ", " + est
	}
	return d
}
