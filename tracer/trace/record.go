// This file runs a program with tracing from start to end: the writer, the interpreter and
// the manifest, as `crossprof trace`, `crossprof run` and the tests need them.

package trace

import (
	"context"
	"time"

	"github.com/crossprof/crossprof/tracer/vm"
)

// Record runs the program cfg describes, writes its trace into dir and returns the run's
// result. man holds what the caller knows of the run (crossprof version, command line, class
// path entries); Record fills in the rest and keeps the manifest on disk up to date: it says
// "running" while the program runs, so a trace whose tracer died can be told apart.
// The error is crossprof's own failure, not the program's: an uncaught exception or a
// timeout is in the result and the manifest.
func Record(ctx context.Context, dir string, cfg vm.Config, comp Compression, man *Manifest) (vm.Result, error) {
	return RecordLimited(ctx, dir, cfg, comp, man, DefaultMaxBytes)
}

// RecordLimited is Record with the trace directory bounded to about maxBytes (0: no
// bound): a larger trace stops the program, with exit status 2 and EndSizeLimit.
func RecordLimited(ctx context.Context, dir string, cfg vm.Config, comp Compression, man *Manifest, maxBytes int64) (vm.Result, error) {
	w, err := CreateWith(dir, comp)
	if err != nil {
		return vm.Result{}, err
	}
	man.MainClass, man.Args = cfg.MainClass, append([]string{}, cfg.Args...)
	man.BlockAnalysis = blockAnalyses[cfg.Blocks]
	man.Compression, man.Deterministic = string(comp), cfg.Deterministic
	man.Start, man.Ended, man.Complete = time.Now().UTC(), "running", false
	if len(cfg.AllowRead)+len(cfg.AllowWrite) > 0 {
		man.Permissions = &Permissions{Read: cfg.AllowRead, Write: cfg.AllowWrite}
	}
	if err := WriteManifest(dir, man); err != nil {
		w.Close()
		return vm.Result{}, err
	}
	cfg.Tracer = w
	if cfg.Deterministic {
		w.Deterministic()
	}
	defer vm.TuneGC(cfg.MaxHeap)()
	progress := cfg.Progress
	cfg.Progress = func(bytecodes, calls uint64) {
		if progress != nil {
			progress(bytecodes, calls)
		}
		w.Tick()
	}
	runCtx, stop := w.bound(ctx, maxBytes)
	res, runErr := vm.Run(runCtx, cfg)
	stop()
	res = w.limited(ctx, res)
	closeErr := w.Close()
	man.End = time.Now().UTC()
	man.WallSeconds = man.End.Sub(man.Start).Seconds()
	man.Bytecodes, man.Invocations, man.Rows = res.Instructions, res.Invocations, w.Rows()
	man.Ended, man.ExitStatus, man.Message = string(res.End), res.Status, res.Message
	man.FilesRead = res.FilesRead
	switch {
	case runErr != nil:
		man.Ended, man.ExitStatus, man.Message = "error", 2, runErr.Error()
	case closeErr != nil:
		man.Message = closeErr.Error()
	default:
		man.Complete = res.End == vm.EndNormal || res.End == vm.EndExit || res.End == vm.EndUncaught
	}
	if err := WriteManifest(dir, man); err != nil && runErr == nil {
		runErr = err
	}
	if runErr != nil {
		return res, runErr
	}
	return res, closeErr
}
